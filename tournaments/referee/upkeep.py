"""Keeping the refereed games in bounds: a device without a login starts only so many games in a
while, and free games (not of a night) that no one has touched for a long time are forgotten.

Both are counted in the database, so every server process sees the same figures.
"""

from __future__ import annotations

import datetime as dt
import ipaddress

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments.errors import TooMany

from .models import RefereeGame


def device_address(value: str | None) -> str | None:
    """The request's address if it is one (a server behind a socket may give none)."""
    try:
        return str(ipaddress.ip_address((value or "").strip()))
    except ValueError:
        return None


def referee_admit(*, user, address: str | None) -> None:
    """Refuse (429) a game started without a login once its device, or everyone without a login,
    has started the most the settings allow in the last while; a person logged in is not counted."""
    if getattr(user, "is_authenticated", False):
        return
    per_device, everyone, window = settings.REFEREE_ANONYMOUS_LIMITS
    since = timezone.now() - dt.timedelta(seconds=window)
    recent = RefereeGame.objects.filter(started_by=None, night=None, created_at__gte=since)
    if address and recent.filter(started_from=address).count() >= per_device:
        raise TooMany(ngettext(
            "This device has started %(count)d games in the last few minutes: finish one, or wait a little and try again.",
            "This device has started %(count)d games in the last few minutes: finish one, or wait a little and try again.",
            per_device) % {"count": per_device})
    if recent.count() >= everyone:
        raise TooMany(_("Too many games have just been started here: wait a few minutes and try again, "
                        "or log in to start one now."))


@transaction.atomic
def referee_forget(*, now: dt.datetime | None = None) -> int:
    """Delete the free games (not of a night) that no one has touched for the settings' days;
    returns how many. A night's games stay: they are part of its record."""
    before = (now or timezone.now()) - dt.timedelta(days=settings.REFEREE_FORGET_AFTER_DAYS)
    deleted, _kinds = RefereeGame.objects.filter(night=None, updated_at__lt=before).delete()
    return deleted
