"""A series' players for its owners: rename one, note a phone, merge two who are one person."""

from __future__ import annotations

from collections import Counter

from django import forms
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments.errors import Refusal
from tournaments.models import Couple, Player, PlayerEvent, Series
from tournaments.services.players import NAME_MAX, NOTE_MAX, player_details, player_merge, player_rename
from tournaments.web.common import organiser_series

from .base import warn_mixed_scripts


class PlayerEditForm(forms.Form):
    """One player's name, phone and note."""

    player = forms.ModelChoiceField(queryset=Player.objects.none(), widget=forms.HiddenInput)
    name = forms.CharField(label=gettext_lazy("Name"), max_length=NAME_MAX)
    phone = forms.CharField(label=gettext_lazy("Phone"), max_length=40, required=False)
    note = forms.CharField(label=gettext_lazy("Note"), max_length=NOTE_MAX, required=False)


class PlayerMergeForm(forms.Form):
    """Two players who are one person: the one kept, the one merged into it."""

    keep = forms.ModelChoiceField(label=gettext_lazy("Keep"), queryset=Player.objects.none())
    drop = forms.ModelChoiceField(label=gettext_lazy("Merge into it (this name goes)"), queryset=Player.objects.none())


def _bound(form_class: type[forms.Form], data, series: Series) -> forms.Form:
    form = form_class(data)
    for field in form.fields.values():
        if isinstance(field, forms.ModelChoiceField):
            field.queryset = Player.objects.filter(series=series)
    return form


def series_players(request: HttpRequest, series: str) -> HttpResponse:
    """The series' players, each with how many nights they played; rename and merge forms."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    found = organiser_series(request, series)
    if request.method == "POST":
        _post(request, found)
        return HttpResponseRedirect(reverse("desk-series-players", args=[found.slug]))
    players = list(Player.objects.filter(series=found).order_by("folded"))
    seen = set()  # (player, night): a player counted once a night, whichever box they were in
    for first, second, night in Couple.objects.filter(night__series=found).values_list("player1_ref", "player2_ref", "night"):
        seen.update((p, night) for p in (first, second) if p is not None)
    played = Counter(p for p, _night in seen)
    rows = [{"player": p, "nights": played.get(p.pk, 0)} for p in players]
    events = list(PlayerEvent.objects.filter(series=found).select_related("made_by").order_by("-made_at", "-pk")[:50])
    return render(request, "organiser/series_players.html", {
        "series": found, "rows": rows, "events": events, "can_merge": len(players) > 1,
        "merge_form": _bound(PlayerMergeForm, None, found),
    })


def _post(request: HttpRequest, series: Series) -> None:
    """Save one player's details, or merge two; a refusal or a mistake is said on the page."""
    action = request.POST.get("action")
    form = _bound(PlayerMergeForm if action == "merge" else PlayerEditForm, request.POST, series)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return
    data = form.cleaned_data
    try:
        if action == "merge":
            moved = player_merge(keep=data["keep"], drop=data["drop"], user=request.user)
            said = ngettext("%(drop)s is now %(keep)s: %(count)d couple moved, nothing lost.",
                            "%(drop)s is now %(keep)s: %(count)d couples moved, nothing lost.", moved)
            messages.success(request, said % {"drop": data["drop"].name, "keep": data["keep"].name, "count": moved})
            return
        player = player_rename(player=data["player"], name=data["name"], user=request.user)
        player_details(player=player, phone=data["phone"], note=data["note"])
    except Refusal as exc:
        messages.error(request, exc.message)
        return
    messages.success(request, _("%(name)s saved.") % {"name": player.name})
    warn_mixed_scripts(request, player.name)
