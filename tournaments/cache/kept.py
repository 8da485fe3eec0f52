"""One way to keep a value between requests: Django's cache, under a key that names everything the
value depends on, so that it goes stale in one way only, by its key changing.

Everything about a night hangs from its version (moved on by every write that changes what its pages
show, in the write's own transaction: services/versions.py) and from the word its seats were last
stored with (renewed with each seating and each save of the night). ``night_kept`` computes a value once
per night version, as pretix's ``ObjectRelatedCache`` does with one number per event: moving the
version makes every key of that night stale at once. ``seating_kept`` computes a value once per stored
seating (a tap moves the version on, never the seats). Nothing is ever deleted to make it fresh.

The values are kept in the process's own cache ("default", Django's LocMemCache): they are read many
times a second and are cheap to compute again elsewhere; what the server's processes must share
(sessions, the polls' versions, fragments drawn as a game closes) is in the shared caches (settings,
CACHE_URL). The README's "What is cached" lists every key.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from django.core.cache import caches

T = TypeVar("T")
NIGHT_SECONDS = 6 * 3600  # a night: a version's value is never wrong, only unused once the version moves


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
