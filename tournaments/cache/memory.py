"""The process's own cache ("default"): Django's cache API over objects kept as they are.

Django's LocMemCache pickles every value on the way in and out, so each page that reads a kept
500-couple ranking would pay about as much to unpickle it as a quarter of reading it again. Here the
value itself is kept: whoever reads a kept value reads it, never changes it (tournaments/cache/kept.py
hands back nothing else). Least recently used entries make room past ``MAX_ENTRIES``.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache

# The storage behind the cache API, one per cache name and shared by the process's threads (Django
# makes a backend instance per thread, as LocMemCache does): the one dict the layout test allows.
_stores: dict[str, tuple[OrderedDict, threading.Lock]] = {}
_stores_lock = threading.Lock()


class ObjectMemoryCache(BaseCache):
    """LocMemCache's behaviour (per process, expiry, culling) without pickling the values."""

    def __init__(self, name: str, params: dict) -> None:
        super().__init__(params)
        with _stores_lock:
            self._data, self._lock = _stores.setdefault(name, (OrderedDict(), threading.Lock()))

    def _live(self, key: str) -> tuple[bool, object]:
        """(found, value) for a made key; an expired entry is dropped. Called under the lock."""
        entry = self._data.get(key)
        if entry is None:
            return False, None
        expires, value = entry
        if expires is not None and expires <= time.time():
            del self._data[key]
            return False, None
        self._data.move_to_end(key)
        return True, value

    def _store(self, key: str, value: object, timeout: float | None) -> None:
        self._data[key] = (self.get_backend_timeout(timeout), value)  # when it expires (time.time()), or None
        self._data.move_to_end(key)
        while len(self._data) > self._max_entries:
            self._data.popitem(last=False)

    def get(self, key, default=None, version=None):  # noqa: ANN001, ANN201 - Django's cache API
        key = self.make_and_validate_key(key, version=version)
        with self._lock:
            found, value = self._live(key)
        return value if found else default

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None) -> None:  # noqa: ANN001
        key = self.make_and_validate_key(key, version=version)
        with self._lock:
            self._store(key, value, timeout)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None) -> bool:  # noqa: ANN001
        key = self.make_and_validate_key(key, version=version)
        with self._lock:
            if self._live(key)[0]:
                return False
            self._store(key, value, timeout)
            return True

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None) -> bool:  # noqa: ANN001
        key = self.make_and_validate_key(key, version=version)
        with self._lock:
            found, value = self._live(key)
            if found:
                self._store(key, value, timeout)
            return found

    def delete(self, key, version=None) -> bool:  # noqa: ANN001
        key = self.make_and_validate_key(key, version=version)
        with self._lock:
            return self._data.pop(key, None) is not None

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
