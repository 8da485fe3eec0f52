"""What a poll or a tap needs to answer without reading a row (issue 16: a poll whose night has not
changed costs little more than the bare view): copies of a night's version and language, and of who
organises it and keeps score at it, in a cache every server process shares ("polls": files under
var/cache/polls, or Redis). The person asking is Django's own business (``request.user``, whose row
and session are copies of their own: cache/sessions.py).

These are copies of rows (tournaments/cache/kept.py, ``copy_kept``): the version is what every other
value of a night is keyed by, so it cannot hang from itself. Every version bump, and every change of a
night's organisers or scorekeepers (which bumps the version too), drops the copy it changes at once and
again on commit; a request that fills a copy reads the row twice (kept.py says why that is never stale).
Who runs the night is not keyed by the version: a tap needs it while the other taps move the version
on, and keyed by it, nearly every tap would read it again (tests/web/scorekeeper/test_tap_permit.py
counts a warm tap's statements). A version's copy expires after ``VERSION_SECONDS``, a night's people
after ``PERSON_SECONDS``. A night's
number by its short name, which never changes, is kept in each process; a couple's link with the
version it was read at, and used only while that is still the night's version.
"""

from __future__ import annotations

from typing import NamedTuple

from django.core.cache import caches

from ..models import Night
from ..selectors import NightPeople, night_people
from .kept import copy_dropped, copy_kept

VERSION_SECONDS = 1.0
PERSON_SECONDS = 10.0
LINK_SECONDS = 600
SLUG_SECONDS = 6 * 3600  # a night's short name never changes; its number is checked with every use
SHARED = "polls"


def _version_key(night_id: int) -> str:
    return f"version:{night_id}"


def _people_key(night_id: int) -> str:
    return f"people:{night_id}"


def night_version_forget(*, night_id: int) -> None:
    """Called by every version bump, and when a night is deleted."""
    copy_dropped(SHARED, _version_key(night_id))


def night_people_forget(*, night_id: int) -> None:
    """Called whenever who organises or keeps score at the night changes, and when it is deleted."""
    copy_dropped(SHARED, _people_key(night_id))


class Stamp(NamedTuple):
    """What a night's pages depend on besides their own rows: its version, and its language."""

    night_id: int
    version: int
    language: str


def _stamp_read(**lookup) -> Stamp | None:  # noqa: ANN003 - slug= or pk=
    rows = Night.objects.filter(**lookup).order_by().values_list("pk", "version_row__version", "language")[:1]
    return next((Stamp(pk, version or 0, language) for pk, version, language in rows), None)


def night_stamp(*, slug: str) -> Stamp | None:
    """The stamp of the night with this short name; None if there is none (or it is changing now)."""
    night_id = night_id_cached(slug=slug)
    stamp = None if night_id is None else night_stamp_by_id(night_id=night_id)
    if stamp is None and night_id is not None:  # perhaps a night deleted since: its name is read again next time
        night_id_forget(slug=slug)
    return stamp


def night_stamp_by_id(*, night_id: int) -> Stamp | None:
    """The stamp of the night with this number; None if there is none (or it is changing now)."""
    return copy_kept(SHARED, _version_key(night_id), lambda: _stamp_read(pk=night_id), timeout=VERSION_SECONDS)


def couple_link_remember(*, token: str, couple_id: int, night_id: int, version: int) -> None:
    """A couple's public link, as read with its night's version (in one statement)."""
    caches["default"].set(f"link:{token}", (couple_id, night_id, version), LINK_SECONDS)


def couple_link_cached(*, token: str) -> tuple[int, Stamp] | None:
    """(couple, its night's stamp) for a public link, when it was read at the night's current version:
    a link taken back is a couple's save, which moves the version on."""
    entry = caches["default"].get(f"link:{token}")
    if entry is None:
        return None
    couple_id, night_id, version = entry
    stamp = night_stamp_by_id(night_id=night_id)
    return (couple_id, stamp) if stamp is not None and stamp.version == version else None


def night_people_cached(*, night_id: int) -> NightPeople | None:
    """Who organises the night and who keeps score at it; None if there is no such night."""
    return copy_kept(SHARED, _people_key(night_id), lambda: night_people(night_id=night_id), timeout=PERSON_SECONDS)


def night_id_cached(*, slug: str) -> int | None:
    """The number of the night with this short name (kept in this process); None if there is none."""
    night_id = caches["default"].get(_slug_key(slug))
    if night_id is None:
        night_id = Night.objects.filter(slug=slug).order_by().values_list("pk", flat=True).first()
        if night_id is not None:
            _slug_keep(slug, night_id)
    return night_id


def night_id_forget(*, slug: str) -> None:
    """Forget a short name's number in this process (its night was not found under it)."""
    caches["default"].delete(_slug_key(slug))


def _slug_key(slug: str) -> str:
    return f"night-id:{slug}"


def _slug_keep(slug: str, night_id: int) -> None:
    caches["default"].set(_slug_key(slug), night_id, SLUG_SECONDS)


def poll_cache_connect() -> None:
    """Forget a night's copies when it is deleted (called once, from the app's ready())."""
    from django.db.models.signals import post_delete

    def night_gone(sender, instance, **kwargs) -> None:  # noqa: ANN001 - a signal's arguments
        night_version_forget(night_id=instance.pk)
        night_people_forget(night_id=instance.pk)

    post_delete.connect(night_gone, sender=Night, dispatch_uid="poll-night-delete", weak=False)
