"""A series' public page: its season table (sortable, exportable) and its finished nights."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import formats, translation
from django.utils.translation import gettext
from django.views.decorators.http import require_GET

from tournaments.models import Night, Player, Series
from tournaments.network import hall_url
from tournaments.season import CHART_H, CHART_W, wins_chart
from tournaments.selectors.players import player_nights, season_tables
from tournaments.web.common import person_language
from tournaments.web.qr import qr_code

from .exports import export_format, table_export
from .season_tables import CouplesTable, SeasonTable, workbook_export
from .sorting import table_configure

PER_PAGE = 100  # rows of each table a page


@require_GET
def series_season(request: HttpRequest, series: str) -> HttpResponse:
    """The season table of a series (``?sort=``, ``?_export=csv`` or ``xlsx``), in its language."""
    found = get_object_or_404(Series, slug=series)
    with translation.override(person_language(request, found)):  # the person's choice, else the series' language
        players, couples = season_tables(series=found)
        table = SeasonTable([{"place": r.place, "name": r.name, "nights": r.nights, "wins": r.wins,
                              "average": r.average, "best": r.best, "prizes": r.prizes, "jars": r.jars,
                              "money": r.money, "series": found.slug, "player": r.player} for r in players])
        pairs = CouplesTable([{"names": r.names, "nights": r.nights, "wins": r.wins, "average": r.average,
                               "best": r.best, "prizes": r.prizes, "jars": r.jars, "money": r.money} for r in couples])
        # A league's season has thousands of players: a page of them at a time (the exports keep every row).
        table_configure(request, table, per_page=PER_PAGE)
        table_configure(request, pairs, per_page=PER_PAGE)
        if fmt := export_format(request.GET.get("_export")):
            if fmt == "xlsx":
                return workbook_export({gettext("Players"): table, gettext("Couples"): pairs}, f"{found.slug}-season")
            if request.GET.get("table") == "couples":
                return table_export(pairs, fmt, f"{found.slug}-couples")
            return table_export(table, fmt, f"{found.slug}-season")
        nights = Night.objects.filter(series=found, state=Night.State.FINISHED).order_by("-date", "-pk")[:100]
        address = hall_url(request, reverse("series-season", args=[found.slug]))
        return render(request, "public/season.html", {
            "series": found, "table": table, "couples": pairs, "nights": nights, "address": address,
            "qr": qr_code(address, gettext("QR code of this page's address")),
        })

@require_GET
def series_player(request: HttpRequest, series: str, player: int) -> HttpResponse:
    """A player's page: their nights of the season, partners and wins, and a chart of the wins night by night."""
    found = get_object_or_404(Player.objects.select_related("series"), series__slug=series, pk=player)
    with translation.override(person_language(request, found.series)):
        nights = player_nights(player=found)
        most = max((n.night.games for n in nights), default=25)
        bars = wins_chart([(formats.date_format(n.night.date, "M j"), n.wins) for n in nights], most)
        return render(request, "public/player.html", {
            "series": found.series, "player": found, "nights": nights, "bars": bars, "most": most,
            "chart": {"width": CHART_W, "height": CHART_H}, "total": sum(n.wins for n in nights),
        })
