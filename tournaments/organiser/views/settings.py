"""Correcting a night's settings after it was created: a typo in the name, the wrong date, one game too few."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from tournaments.errors import Refusal
from tournaments.models import Night
from tournaments.services.night_settings import night_settings_frozen, night_update
from tournaments.web.common import organiser_view

from ..forms import NightEditForm
from .base import desk_menu, go, refused


@organiser_view
def night_edit(request: HttpRequest, night: Night) -> HttpResponse:
    """The night's settings in a form; what can no longer change is shown greyed, with the reason."""
    frozen = night_settings_frozen(night=night)
    form = NightEditForm(request.POST or None, night=night, frozen=frozen)
    if request.method != "POST":
        return _render(request, night, form)
    if not form.is_valid():
        messages.error(request, _("Nothing was changed: see the notes in red below."))
        return _render(request, night, form, status=400)
    was_prizes = night.state == Night.State.PRIZES
    try:
        night = night_update(night=night, **form.settings())
    except Refusal as exc:
        refused(request, exc)
        return _render(request, night, form, status=exc.status)
    messages.success(request, _("The night's settings are saved."))
    if was_prizes and night.state == Night.State.PLAYING:
        messages.info(request, _("The night has %(games)d games now: game %(game)d is seated, play goes on.")
                      % {"games": night.games, "game": night.current_game})
    return go("desk-night", night)


def _render(request: HttpRequest, night: Night, form: NightEditForm, status: int = 200) -> HttpResponse:
    return render(request, "organiser/night_edit.html", {
        "night": night, "menu": desk_menu(night, "desk-night"), "form": form, "frozen": bool(form.frozen),
    }, status=status)
