"""Public pages: no login, nothing that changes data."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from ..models import Night
from ..permissions import can_create_nights


def home(request: HttpRequest) -> HttpResponse:
    """Tonight's nights, with the links each person needs."""
    nights = Night.objects.exclude(state=Night.State.FINISHED).select_related("series")[:30]
    return render(request, "public/home.html", {"nights": nights, "is_organiser": can_create_nights(request.user)})


def board(request: HttpRequest, slug: str) -> HttpResponse:
    """The wall board (placeholder until the board lands)."""
    return HttpResponse("board")


def standings(request: HttpRequest, slug: str) -> HttpResponse:
    """The standings table (placeholder)."""
    return HttpResponse("standings")


def couple_card(request: HttpRequest, token: str) -> HttpResponse:
    """A couple's own punch card (placeholder)."""
    return HttpResponse("card")
