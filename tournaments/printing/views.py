"""PDF downloads for the organiser: punch cards, table cards, standings, paper backup."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import translation
from django.views.decorators.http import require_GET

from tournaments.models import Night, Series
from tournaments.network import hall_base_url, hall_url
from tournaments.web.common import organiser_view

from . import build


def _pdf(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


def _blank_count(request: HttpRequest) -> int:
    """How many blank walk-in cards were asked for (0 to 200; anything else is 0)."""
    try:
        return max(0, min(200, int(request.GET.get("blank", 0))))
    except ValueError:
        return 0


@organiser_view
def punchcards(request: HttpRequest, night: Night) -> HttpResponse:
    """Every couple's punch card, and blank walk-in cards with ?blank=N (or only those with ?only=blank)."""
    with translation.override(night.language):
        content = build.punchcards_pdf(
            night, base_url=hall_base_url(request), blank=_blank_count(request),
            couples=request.GET.get("only") != "blank",
        )
    return _pdf(content, f"{night.slug}-punchcards.pdf")


@organiser_view
def tablecards(request: HttpRequest, night: Night) -> HttpResponse:
    """A card to stand on each table."""
    return _pdf(build.tablecards_pdf(night), f"{night.slug}-tables.pdf")


@organiser_view
def standings(request: HttpRequest, night: Night) -> HttpResponse:
    """The standings and prize sheet."""
    return _pdf(build.standings_pdf(night), f"{night.slug}-standings.pdf")


@organiser_view
def backup(request: HttpRequest, night: Night) -> HttpResponse:
    """The paper backup score sheet."""
    return _pdf(build.backup_pdf(night), f"{night.slug}-paper-backup.pdf")


@require_GET
def season(request: HttpRequest, series: str) -> HttpResponse:
    """The printed season table of a series, public as its page is, in the series' language."""
    found = get_object_or_404(Series, slug=series)
    address = hall_url(request, reverse("series-season", args=[found.slug]))
    return _pdf(build.season_pdf(found, address=address), f"{found.slug}-season.pdf")
