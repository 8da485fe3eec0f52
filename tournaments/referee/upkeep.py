"""Keeping the refereed games in bounds: a device without a login starts only so many games in a
while, and free games (not of a night) that no one has touched for a long time are forgotten.

Both are counted in the database, so every server process sees the same figures. A device is its
cookie (``views/device.py``); a browser that keeps none is counted by its address, as one device.
An address (through a trusted proxy: ``tournaments.web.proxies``) also has a ceiling of its own, for
many devices behind one (a hall's Wi-Fi) and for a script that throws its cookie away; everyone
together has a ceiling far above a hall's use. A night's table games are never counted: they are
started by its scorekeepers and played through their seats' links.
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

# An IPv6 device holds a whole /64 and may take any address in it: counted as one.
IPV6_DEVICE_PREFIX = 64


def device_address(value: str | None) -> str | None:
    """The address a device is counted by (an IPv6 address as its /64), or None if there is none."""
    try:
        address = ipaddress.ip_address((value or "").strip())
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/{IPV6_DEVICE_PREFIX}", strict=False).network_address)
    return str(address)


def _device_refused(per_device: int) -> TooMany:
    return TooMany(ngettext(
        "This device has started %(count)d games in the last few minutes: finish one, or wait a little and try again.",
        "This device has started %(count)d games in the last few minutes: finish one, or wait a little and try again.",
        per_device) % {"count": per_device})


def referee_admit(*, user, address: str | None, device: str = "") -> None:
    """Refuse (429) a game started without a login once its device (its cookie, or its address when
    it keeps none), its address, or everyone without a login, has started the most the settings allow
    in the last while; a person logged in is not counted."""
    if getattr(user, "is_authenticated", False):
        return
    limits = settings.REFEREE_ANONYMOUS_LIMITS
    since = timezone.now() - dt.timedelta(seconds=limits["seconds"])
    recent = RefereeGame.objects.filter(started_by=None, night=None, created_at__gte=since)
    if device:
        if recent.filter(started_device=device).count() >= limits["device"]:
            raise _device_refused(limits["device"])
    elif address and recent.filter(started_from=address, started_device="").count() >= limits["device"]:
        raise _device_refused(limits["device"])
    if address and recent.filter(started_from=address).count() >= limits["address"]:
        raise TooMany(_("Many games have just been started from this network: wait a few minutes and try again, "
                        "or log in to start one now."))
    if recent.count() >= limits["everyone"]:
        raise TooMany(_("Too many games have just been started here: wait a few minutes and try again, "
                        "or log in to start one now."))


@transaction.atomic
def referee_forget(*, now: dt.datetime | None = None) -> int:
    """Delete the free games (not of a night) that no one has touched for the settings' days;
    returns how many. A night's games stay: they are part of its record."""
    before = (now or timezone.now()) - dt.timedelta(days=settings.REFEREE_FORGET_AFTER_DAYS)
    deleted, _kinds = RefereeGame.objects.filter(night=None, updated_at__lt=before).delete()
    return deleted
