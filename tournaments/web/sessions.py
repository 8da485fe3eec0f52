"""Sessions kept in the database and, for speed, in a cache all the server's processes share (files
under var/): a poll or a tap then reads no session row. Logging out deletes the session from both,
so a session stays revocable (a signed cookie session could not be taken back).

Django's own cached_db backend can bring a deleted session back: a request that missed the cache
reads the row, a logout deletes the row and the cache entry, and the first request then writes what it
read into the cache, where it lives until it expires. Here a request that fills the cache reads the
row again after writing it, and takes its entry back out if the row is gone or has changed:

- a delete (logout) or save that reaches the database before that second read is seen by it, and
  the entry is removed;
- one that reaches the database after it also writes or deletes the cache entry after it (the
  database first, then the cache, in Django's ``save`` and ``delete``), so it wins.

Either way the cache never keeps a session the database no longer has, nor older data than it has.
"""

from __future__ import annotations

from django.contrib.sessions.backends.cached_db import SessionStore as CachedDBStore


class SessionStore(CachedDBStore):
    """cached_db with the cache filled safely (see the module's docstring)."""

    def load(self) -> dict:
        key = self.cache_key  # kept: a read that finds no row forgets the session key
        try:
            data = self._cache.get(key)
        except Exception:  # noqa: BLE001 - an unreadable entry is a miss (as Django's own backend does)
            data = None
        if data is not None:
            return data
        row = self._get_session_from_db()
        if not row:
            return {}
        data = self.decode(row.session_data)
        self._cache.set(key, data, self.get_expiry_age(expiry=row.expire_date))
        again = self._get_session_from_db()
        if again is None or again.session_data != row.session_data:
            self._cache.delete(key)
            return self.decode(again.session_data) if again else {}
        return data
