"""The process's own cache (tournaments/cache/memory.py): Django's cache API, values kept as they are
(no pickling), shared by the process's threads, expired and culled as LocMemCache does."""

from __future__ import annotations

import threading
import time

from tournaments.cache.memory import ObjectMemoryCache


def _cache(name: str, **options) -> ObjectMemoryCache:
    return ObjectMemoryCache(name, {"OPTIONS": options})


def test_a_kept_value_is_handed_back_itself_not_a_copy():
    cache = _cache("test-itself")
    ranking = [("couple", 1)] * 500
    cache.set("ranking", ranking, 60)
    assert cache.get("ranking") is ranking


def test_every_thread_of_the_process_finds_what_another_kept():
    _cache("test-threads").set("seats", {1: 2}, 60)
    found = []
    worker = threading.Thread(target=lambda: found.append(_cache("test-threads").get("seats")))
    worker.start()
    worker.join()
    assert found == [{1: 2}]


def test_an_entry_expires_and_add_keeps_the_first():
    cache = _cache("test-expiry")
    cache.set("short", 1, 0.05)
    assert cache.add("short", 2, 60) is False
    time.sleep(0.1)
    assert cache.get("short", "gone") == "gone"
    assert cache.add("short", 3, 60) is True and cache.get("short") == 3


def test_the_least_recently_used_entry_makes_room():
    cache = _cache("test-room", MAX_ENTRIES=2)
    cache.set("a", 1)
    cache.set("b", 2)
    cache.get("a")
    cache.set("c", 3)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
    assert cache.delete("a") and cache.get("a") is None
