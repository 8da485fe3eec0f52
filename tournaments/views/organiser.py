"""The organiser's desk (placeholder until it lands)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse

from .common import organiser_view


@login_required
def desk_home(request: HttpRequest) -> HttpResponse:
    """The organiser's nights."""
    return HttpResponse("desk")


@organiser_view
def night_desk(request: HttpRequest, night) -> HttpResponse:
    """One night's desk."""
    return HttpResponse("night desk")
