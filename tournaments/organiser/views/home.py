"""The organiser's desk: the nights they run, creating a night, one night's hub and its scorekeepers.

The other desk pages live beside this module: settings (the night's settings), couples
(registration, late arrivals, withdrawals, public links), play (start, progress,
close, movement), results (corrections, audit trail) and
prizes (booby prize, finish), ties (tie-breaks), jar (cookie jar).
"""

from __future__ import annotations

import re
import secrets

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.errors import Forbidden, Refusal
from tournaments.game_status_text import disputed_sentence
from tournaments.games import FORTY_FIVE
from tournaments.models import Night
from tournaments.selectors import game_status, series_for
from tournaments.services.nights import night_create, night_delete, series_get_or_create
from tournaments.text import whole_number
from tournaments.web.common import organiser_view
from tournaments.web.permissions import can_create_nights

from ..forms import NightCreateForm, ScorekeeperAddForm, ScorekeeperCreateForm, night_initial
from .base import desk_menu, go, int_or_none, print_links, refused

_("You are not an organiser: ask the person running the night to give you an organiser's account.")  # makemessages


def _nights_for(user):
    nights = Night.objects.select_related("series").annotate(
        couple_count=Count("couples", filter=Q(couples__left_after__isnull=True))
    )
    return nights if user.is_superuser else nights.filter(organisers=user)


ONCE = re.compile(r"[A-Za-z0-9_-]{16,40}")


@login_required
def desk_home(request: HttpRequest) -> HttpResponse:
    """The organiser's nights, and a form to create a new one."""
    may_create = can_create_nights(request.user)
    nights = list(_nights_for(request.user).order_by("-date", "name")[:200])
    if not may_create and not nights:
        raise Forbidden(_("You are not an organiser: ask the person running the night to give you an organiser's account."))
    form = NightCreateForm(request.POST or None, initial=_series_defaults(request), user=request.user) if may_create else None
    if request.method == "POST":
        if form is None:
            raise Forbidden(_("Only organisers can create nights."))
        if form.is_valid():
            night = _create(request, form)
            if night.made_before:
                messages.info(request, _("“%(name)s” was already created by this form (it was sent twice): here it is.")
                              % {"name": night.name})
            else:
                messages.success(request, _("“%(name)s” is ready: register the couples as they arrive.") % {"name": night.name})
            return go("desk-night", night)
        messages.error(request, _("The night was not created: see the notes in red below."))
    series_defaults = {str(s.pk): (s.venue, s.language) for s in form.fields["series"].queryset} if form else {}
    return render(request, "organiser/home.html", {
        "nights": nights, "form": form, "series_defaults": series_defaults, "once": _once(request),
        "league_link": request.user.has_perm("league.run_league"),
    }, status=400 if form is not None and form.is_bound else 200)


def _once_sent(request: HttpRequest) -> str | None:
    """The one-time token the create form was sent with, if it is one."""
    sent = request.POST.get("once", "")
    return sent if ONCE.fullmatch(sent) else None


def _once(request: HttpRequest) -> str:
    """The form's one-time token: the one it was sent with (a refused form keeps it), else a new one."""
    return _once_sent(request) or secrets.token_urlsafe(18)


def _series_defaults(request: HttpRequest) -> dict:
    """A new night starts as the organiser's last night of its series (the latest series, or ``?series=``)."""
    mine = _nights_for(request.user).order_by("-date", "-pk")
    chosen = whole_number(request.GET.get("series"))
    last = (mine.filter(series_id=chosen) if chosen is not None else mine).filter(
        series__in=series_for(request.user)).first()  # a night of a series that is not theirs gives no defaults
    if last is None:
        return {}
    initial = night_initial(last)
    for own in ("name", "date", "venue", "language"):  # each night's own; the hall and language follow the series
        del initial[own]
    return {**initial, "series": last.series_id}


def _create(request: HttpRequest, form: NightCreateForm) -> Night:
    data = form.cleaned_data
    with transaction.atomic():
        if data["new_series"]:
            series = series_get_or_create(name=data["new_series"], venue=data["venue"], language=data["language"] or "en",
                                          owner=request.user, game=data["game"] or FORTY_FIVE)
        else:
            series = data["series"]
        return night_create(
            series=series, name=data["name"], date=data["date"], games=data["games"],
            venue=data["venue"] or None, language=data["language"] or None, game=data["game"] or None,
            organiser=request.user,
            bye_earns_win=data["bye_earns_win"], prizes=form.prizes(), booby_prize=data["booby_prize"],
            cookie_jar=data["cookie_jar"], cookie_jar_games=data["cookie_jar_games"],
            cookie_jar_fee=data["cookie_jar_fee"] or 0, paper=data["paper"],
            once=_once_sent(request),
        )


@organiser_view
def night_desk(request: HttpRequest, night: Night) -> HttpResponse:
    """One night's hub: where it stands, the next step, scorekeepers, printouts."""
    return _render_hub(request, night)


def _render_hub(request: HttpRequest, night: Night, add_form=None, create_form=None, status: int = 200) -> HttpResponse:
    counts = night.couples.aggregate(
        active=Count("pk", filter=Q(left_after__isnull=True)), left=Count("pk", filter=Q(left_after__isnull=False))
    )
    now = game_status(night=night)
    keepers = list(night.scorekeepers.order_by("username"))
    candidates = list(
        get_user_model().objects.filter(is_active=True, is_staff=False, is_superuser=False)
        .exclude(pk__in=[k.pk for k in keepers]).order_by("username").values_list("username", flat=True)[:300]
    )
    return render(request, "organiser/night.html", {
        "night": night, "menu": desk_menu(night, "desk-night"), "counts": counts, "missing": now.missing if now else (),
        "disputed_text": disputed_sentence(now) if now else "",
        "keepers": keepers, "candidates": candidates, "prints": print_links(night),
        "add_form": add_form or ScorekeeperAddForm(), "create_form": create_form or ScorekeeperCreateForm(),
    }, status=status)


@require_POST
@organiser_view
def scorekeeper_add(request: HttpRequest, night: Night) -> HttpResponse:
    """Let an existing scorekeeper account enter results tonight."""
    form = ScorekeeperAddForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("No scorekeeper was added: see the note below."))
        return _render_hub(request, night, add_form=form, status=400)
    user = form.cleaned_data["username"]
    night.scorekeepers.add(user)
    messages.success(request, _("%(name)s can now enter results tonight.") % {"name": user.username})
    return go("desk-night", night, anchor="scorekeepers")


@require_POST
@organiser_view
def scorekeeper_create(request: HttpRequest, night: Night) -> HttpResponse:
    """Make a scorekeeper account with a password and give it tonight's results."""
    form = ScorekeeperCreateForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("No account was made: see the notes below."))
        return _render_hub(request, night, create_form=form, status=400)
    user = get_user_model().objects.create_user(
        username=form.cleaned_data["new_username"], password=form.cleaned_data["password"], is_staff=False
    )
    night.scorekeepers.add(user)
    messages.success(request, _("Account “%(name)s” made: they log in with that name and password to enter results.")
                     % {"name": user.username})
    return go("desk-night", night, anchor="scorekeepers")


@require_POST
@organiser_view
def scorekeeper_remove(request: HttpRequest, night: Night) -> HttpResponse:
    """Stop a scorekeeper entering results tonight (the account stays)."""
    user = night.scorekeepers.filter(pk=int_or_none(request.POST.get("user"))).first()
    if user is None:
        messages.error(request, _("That person is not a scorekeeper tonight."))
    else:
        night.scorekeepers.remove(user)
        messages.success(request, _("%(name)s no longer enters results tonight.") % {"name": user.username})
    return redirect("desk-night", night.slug)


@require_POST
@organiser_view
def night_delete_view(request: HttpRequest, night: Night) -> HttpResponse:
    """Delete a night that has not started, with its registered couples (the page asked first)."""
    try:
        name = night_delete(night=night)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-night", night)
    messages.success(request, _("“%(name)s” is deleted, with its registered couples. Nothing else changed.") % {"name": name})
    return redirect("desk-home")
