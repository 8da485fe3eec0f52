"""The season page's two tables (players, regular couples) and their export as one workbook."""

from __future__ import annotations

import django_tables2 as tables
from django.http import HttpResponse
from django.urls import reverse
from django.utils import translation
from django.utils.safestring import SafeString
from django.utils.text import slugify
from django.utils.translation import gettext_lazy
from tablib import Databook

from tournaments.cache.fragments import fragment_runs
from tournaments.templatetags.money import money_text

from .exports import SafeTableExport

NUM = {"td": {"class": "num"}}


def player_url(record: dict) -> str:
    """The address of a season row's player page (``series``, ``player``): for the rows shown only,
    since a league's season has thousands of players."""
    return reverse("series-player", args=[record["series"], record["player"]])


class NumberColumn(tables.Column):
    """A number, right-aligned; on a phone its cell shows the column's name above it (``data-label``),
    since the row is no longer under its header there (static/css/board.css)."""

    def __init__(self, verbose_name, *, css: str = "num", **kwargs) -> None:
        super().__init__(verbose_name=verbose_name, attrs={"td": {"class": css, "data-label": verbose_name}}, **kwargs)


class TakingsColumns(tables.Table):
    """Prizes (places), cookie jars and money won, over every night played; money as the language writes it.

    The page draws a table's rows with ``body_parts`` (public/_table_kept_rows.html): ``rows_template``
    holds the same cells as the columns, drawn once per change of the page of rows it shows.
    """

    rows_template = ""

    prizes = NumberColumn(gettext_lazy("Prizes"))
    jars = NumberColumn(gettext_lazy("Cookie jars"))
    money = NumberColumn(gettext_lazy("Money won"))

    def render_money(self, value) -> str:
        return money_text(value, translation.get_language() or "en")

    def value_money(self, value, record) -> str:  # the spreadsheet gets a plain number: 12.50
        return f"{value:.2f}"

    def body_parts(self) -> list[SafeString]:
        """The rows of the page shown, in the table's order, drawn by ``rows_template`` and kept by runs."""
        records = [row.record for row in self.page.object_list] if hasattr(self, "page") else list(self.data)
        language = translation.get_language() or "en"
        rows = [{**record, **self.drawn_extra(record), "money_text": money_text(record["money"], language)}
                for record in records]
        labels = {column.name: str(column.header) for column in self.columns}  # the language is in the key
        return fragment_runs(self.rows_template, rows, context={"labels": labels})

    def drawn_extra(self, record: dict) -> dict:
        """What a row's template needs beyond its record (worked out for the rows shown only)."""
        return {}


class SeasonTable(TakingsColumns):
    """One row a player: place, name (a link to the player's page), nights, the wins that count,
    average a night, best night; a record has the ``series`` slug and ``player`` id for the link."""

    place = tables.Column(verbose_name=gettext_lazy("Place"), default="", attrs=NUM)
    name = tables.Column(verbose_name=gettext_lazy("Player"), linkify=player_url)
    nights = NumberColumn(gettext_lazy("Nights"))
    wins = NumberColumn(gettext_lazy("Wins"), css="num wins")
    average = NumberColumn(gettext_lazy("Wins a night"))
    best = NumberColumn(gettext_lazy("Best night"))

    rows_template = "public/_season_rows.html"

    class Meta:
        sequence = ("place", "name", "nights", "wins", "average", "best", "prizes", "jars", "money")
        attrs = {"class": "data season-table"}
        template_name = "public/_table_kept_rows.html"
        empty_text = gettext_lazy("No night of this series is finished yet.")

    def drawn_extra(self, record: dict) -> dict:
        return {"url": player_url(record)}


class CouplesTable(TakingsColumns):
    """One row a regular couple (two players together on at least two nights): nights, wins, average, best."""

    names = tables.Column(verbose_name=gettext_lazy("Couple"))
    nights = NumberColumn(gettext_lazy("Nights together"))
    wins = NumberColumn(gettext_lazy("Wins"), css="num wins")
    average = NumberColumn(gettext_lazy("Wins a night"))
    best = NumberColumn(gettext_lazy("Best night"))

    rows_template = "public/_season_couples_rows.html"

    class Meta:
        sequence = ("names", "nights", "wins", "average", "best", "prizes", "jars", "money")
        attrs = {"class": "data couples-table"}
        template_name = "public/_table_kept_rows.html"
        empty_text = gettext_lazy("No two players have played together on two nights yet.")
        prefix = "c-"  # its own ?c-sort= beside the players' ?sort=


def workbook_export(named: dict[str, tables.Table], name: str) -> HttpResponse:
    """Several tables as one XLSX workbook, a sheet each (in the tables' current order)."""
    book = Databook()
    for title, table in named.items():
        dataset = SafeTableExport("xlsx", table).dataset
        dataset.title = (slugify(title) or "sheet")[:31]
        book.add_sheet(dataset)
    response = HttpResponse(book.export("xlsx"),
                            content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    response["Content-Disposition"] = f'attachment; filename="{slugify(name) or "export"}.xlsx"'
    return response
