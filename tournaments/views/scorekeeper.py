"""The scorekeeper's tablet page (placeholder until it lands)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse

from .common import scorekeeper_view


@scorekeeper_view
def tablet(request: HttpRequest, night) -> HttpResponse:
    """The current game as a grid of tables."""
    return HttpResponse("tablet")
