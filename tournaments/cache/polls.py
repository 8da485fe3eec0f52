"""What a poll needs to answer 304 without reading a database row (issue 16: a poll whose night has
not changed costs little more than the bare view).

- Each night's version and language, and who organises it and keeps score at it, are kept in a cache
  every server process shares (var/cache/polls). The person asking is Django's own business
  (``request.user``: their row read, their session hash and ``is_active`` checked by Django). A
  night's number by its short name, which never changes, is kept in each process.

Why a 304 from here is not stale, nor given to someone who may no longer see the page:

- Every version bump and every change of a night's organisers or scorekeepers deletes the entry it
  changes, at once and again after the write commits. The second delete
  runs before the write's answer is sent, so a poll (or a tap) that starts after a change was
  acknowledged finds no entry, and reads the database.
- A poll that fills an entry reads the row again after writing it. If the row changed in between, the
  entry is taken back out (the way web/sessions.py fills the session cache):
  - a write that committed before that second read is seen by it;
  - one that committed after it deletes the entry after it.
  The old entry lives only between the filler's two reads: a poll that falls in that gap (a matter of
  microseconds) gets one 304 too many, and its next poll the change.
- Entries also expire: a version after ``VERSION_SECONDS``, a night's people after ``PERSON_SECONDS``.
  That bounds the one case the deletes cannot cover, a server process killed between a commit and
  the next line. (A backup put back is done with the server stopped, and empties
  this cache: management/commands/restore_backup.py.)
"""

from __future__ import annotations

from typing import NamedTuple

from django.core.cache import caches
from django.db import transaction

from ..models import Night
from ..selectors import NightPeople, night_people

VERSION_SECONDS = 1.0
PERSON_SECONDS = 10.0
LINK_SECONDS = 600

SLUG_SECONDS = 6 * 3600  # a night's short name never changes; its number is checked with every use


def _shared():
    return caches["polls"]


def _version_key(night_id: int) -> str:
    return f"version:{night_id}"


def _people_key(night_id: int) -> str:
    return f"people:{night_id}"


def _forget(key: str) -> None:
    """Delete now, and again once the write in progress (if any) has committed."""
    _shared().delete(key)
    transaction.on_commit(lambda: _shared().delete(key))


def night_version_forget(*, night_id: int) -> None:
    """Called by every version bump, and when a night is deleted."""
    _forget(_version_key(night_id))


def night_people_forget(*, night_id: int) -> None:
    """Called whenever who organises or keeps score at the night changes, and when it is deleted."""
    _forget(_people_key(night_id))


def _kept(key: str, row, read, seconds: float):  # noqa: ANN001 - a row and the reader that gave it
    """Keep ``row`` under ``key`` if a second read, after the write, still gives it; else None."""
    _shared().set(key, row, seconds)
    if read() != row:
        _shared().delete(key)
        return None  # changing right now: the caller takes the long way
    return row


def _cached(key: str, read, seconds: float):  # noqa: ANN001 - the reader of the row kept under key
    """The entry under ``key``, else the row ``read()`` gives, kept (``_kept``); None if there is none."""
    found = _shared().get(key)
    if found is not None:
        return found
    row = read()
    return None if row is None else _kept(key, row, read, seconds)


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
    night_id = caches["default"].get(_slug_key(slug))
    if night_id is not None:
        found = _shared().get(_version_key(night_id))
        if found is not None:
            return found
    stamp = _stamp_read(slug=slug)
    if stamp is None or _kept(_version_key(stamp.night_id), stamp, lambda: _stamp_read(slug=slug), VERSION_SECONDS) is None:
        return None
    _slug_keep(slug, stamp.night_id)
    return stamp


def night_stamp_by_id(*, night_id: int) -> Stamp | None:
    """The stamp of the night with this number; None if there is none (or it is changing now)."""
    return _cached(_version_key(night_id), lambda: _stamp_read(pk=night_id), VERSION_SECONDS)


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
    return _cached(_people_key(night_id), lambda: night_people(night_id=night_id), PERSON_SECONDS)


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
