"""Every read of the league: halls with their tokens, audit lines, a series' link, a night's sendings."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.db.models import Prefetch, Q, QuerySet
from django.utils.translation import gettext as _

from tournaments.errors import NotFound
from tournaments.models import Night, Series

from .models import Hall, HallToken, LeagueEvent, LeagueLink, NightSent, ReceivedNight

EVENTS_SHOWN = 100


def league_organisers() -> QuerySet:
    """The active accounts given the ``league.run_league`` permission, themselves or through a group
    (a superuser has it without being listed, and may open every series anyway)."""
    perm = Permission.objects.filter(content_type__app_label="league", codename="run_league").first()
    if perm is None:
        return get_user_model().objects.none()
    return get_user_model().objects.filter(Q(user_permissions=perm) | Q(groups__permissions=perm),
                                           is_active=True).distinct()


def hall_get(*, pk: int) -> Hall:
    """The hall, or NotFound."""
    hall = Hall.objects.select_related("series").filter(pk=pk).first()
    if hall is None:
        raise NotFound(_("There is no such hall."))
    return hall


def hall_token_get(*, pk: int) -> HallToken:
    """The token (by its number, never by its value), or NotFound."""
    token = HallToken.objects.select_related("hall").filter(pk=pk).first()
    if token is None:
        raise NotFound(_("There is no such token."))
    return token


def halls_list() -> QuerySet[Hall]:
    """Every hall with its series, its tokens and the nights it sent (three queries in all)."""
    return Hall.objects.select_related("series").prefetch_related(
        "tokens", Prefetch("received", queryset=ReceivedNight.objects.select_related("night")))


def events_recent() -> list[LeagueEvent]:
    """The newest audit lines, with their hall, token and person."""
    return list(LeagueEvent.objects.select_related("hall", "token", "made_by")[:EVENTS_SHOWN])


def link_get(*, series: Series) -> LeagueLink | None:
    """The series' league link on this laptop, or None."""
    return LeagueLink.objects.select_related("set_by").filter(series=series).first()


def night_sendings(*, night: Night) -> list[NightSent]:
    """Each sending of the night, newest first."""
    return list(NightSent.objects.filter(night=night).select_related("sent_by"))
