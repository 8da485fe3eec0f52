"""Two ways to keep a value between requests, both through Django's cache framework.

**A value computed from a night, keyed by its version.** Everything about a night hangs from its
version (moved on by every write that changes what its pages show, in the write's own transaction:
services/versions.py) and from the word its seats were last stored with (renewed with each seating and
each save of the night). ``night_kept`` computes a value once per night version, as pretix's
``ObjectRelatedCache`` does with one number per event: moving the version makes every key of that
night stale at once. ``seating_kept`` computes a value once per stored seating (a tap moves the version
on, never the seats). Nothing is ever deleted to make such a value fresh. These values are kept in the
process's own cache ("default", tournaments/cache/memory.py): read many times a second, cheap to
compute again elsewhere.

**A copy of a database row, shared by every server process** (``copy_kept``): the session, the person
logged in, a night's version and who runs it. These are what the version itself is read from, so they
cannot hang from it: the write that changes the row drops the copy (``copy_dropped``), at once and
again after it commits, before its answer is sent; and a request that fills a copy reads the row
again after writing it, and takes its entry back out if the row changed in between:

- a write that committed before that second read is seen by it;
- one that committed after it drops the entry after it.

So no request that starts after a write was acknowledged finds the copy from before it. Each copy also
expires, which bounds the one case the drops cannot cover (a process killed between a commit and the
next line). The README's "What is cached" lists every key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from django.core.cache import caches
from django.db import transaction

T = TypeVar("T")
NIGHT_SECONDS = 6 * 3600  # a night: a version's value is never wrong, only unused once the version moves
SHARED = ("polls", "sessions")  # the shared caches that hold copies of rows (settings.CACHES)


def kept(key: str, compute: Callable[[], T], *, timeout: float = NIGHT_SECONDS, cache: str = "default") -> T:
    """The value cached under ``key``, else ``compute()`` cached there for ``timeout`` seconds.
    ``key`` must name everything the value depends on. A value is shared: read it, never change it."""
    store = caches[cache]
    value = store.get(key)
    if value is None:
        value = compute()
        store.set(key, value, timeout)
    return value


def night_kept(what: str, *, night_id: int, version: int, word: str, compute: Callable[[], T]) -> T:
    """``compute()`` once per version of the night (and word of its seats: a night whose number comes
    back, from a restored database or a rolled-back test, never finds another night's value)."""
    return kept(f"night:{night_id}:{word}:v{version}:{what}", compute)


def seating_kept(what: str, *, night_id: int, game: int, word: str, compute: Callable[[], T]) -> T:
    """``compute()`` once per stored seating of the night's ``game`` (its seats' word)."""
    return kept(f"seating:{night_id}:{word}:g{game}:{what}", compute)


def copy_kept(cache: str, key: str, read: Callable[[], T | None], *, timeout: float,
              same: Callable[[T], object] = lambda row: row) -> T | None:
    """The copy under ``key`` in the shared ``cache``, else the row ``read()`` gives, kept there if a
    second read after the write still gives the same (``same(row)`` compared); None when there is no
    row, or it is changing right now (the caller then reads the database itself)."""
    store = caches[cache]
    found = store.get(key)
    if found is not None:
        return found
    row = read()
    if row is None:
        return None
    store.set(key, row, timeout)
    again = read()
    if again is None or same(again) != same(row):
        store.delete(key)
        return None
    return row


def copy_dropped(cache: str, key: str) -> None:
    """Drop a copy whose row is being written: now, and again once the write in progress (if any) has
    committed (before its answer is sent)."""
    caches[cache].delete(key)
    transaction.on_commit(lambda: caches[cache].delete(key))


def copies_cleared() -> None:
    """Forget every shared copy of a row (a backup put back: the rows are another database's)."""
    for alias in SHARED:
        caches[alias].clear()
