"""The season page's two tables (players, regular couples) and their export as one workbook."""

from __future__ import annotations

import django_tables2 as tables
from django.http import HttpResponse
from django.utils import translation
from django.utils.text import slugify
from django.utils.translation import gettext_lazy
from tablib import Databook

from tournaments.money import format_money

from .exports import SafeTableExport

NUM = {"td": {"class": "num"}}


class TakingsColumns(tables.Table):
    """Prizes (places), cookie jars and money won, over every night played; money as the language writes it."""

    prizes = tables.Column(verbose_name=gettext_lazy("Prizes"), attrs=NUM)
    jars = tables.Column(verbose_name=gettext_lazy("Cookie jars"), attrs=NUM)
    money = tables.Column(verbose_name=gettext_lazy("Money won"), attrs=NUM)

    def render_money(self, value) -> str:
        return format_money(value, translation.get_language() or "en")

    def value_money(self, value, record) -> str:  # the spreadsheet gets a plain number: 12.50
        return f"{value:.2f}"


class SeasonTable(TakingsColumns):
    """One row a player: place, name, nights, the wins that count, average a night, best night."""

    place = tables.Column(verbose_name=gettext_lazy("Place"), default="", attrs=NUM)
    name = tables.Column(verbose_name=gettext_lazy("Player"), linkify=lambda record: record["url"])
    nights = tables.Column(verbose_name=gettext_lazy("Nights"), attrs=NUM)
    wins = tables.Column(verbose_name=gettext_lazy("Wins"), attrs={"td": {"class": "num wins"}})
    average = tables.Column(verbose_name=gettext_lazy("Wins a night"), attrs=NUM)
    best = tables.Column(verbose_name=gettext_lazy("Best night"), attrs=NUM)

    class Meta:
        sequence = ("place", "name", "nights", "wins", "average", "best", "prizes", "jars", "money")
        attrs = {"class": "data season-table"}
        empty_text = gettext_lazy("No night of this series is finished yet.")


class CouplesTable(TakingsColumns):
    """One row a regular couple (two players together on at least two nights): nights, wins, average, best."""

    names = tables.Column(verbose_name=gettext_lazy("Couple"))
    nights = tables.Column(verbose_name=gettext_lazy("Nights together"), attrs=NUM)
    wins = tables.Column(verbose_name=gettext_lazy("Wins"), attrs={"td": {"class": "num wins"}})
    average = tables.Column(verbose_name=gettext_lazy("Wins a night"), attrs=NUM)
    best = tables.Column(verbose_name=gettext_lazy("Best night"), attrs=NUM)

    class Meta:
        sequence = ("names", "nights", "wins", "average", "best", "prizes", "jars", "money")
        attrs = {"class": "data couples-table"}
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
