"""Who is asking: the session and the person logged in, kept in the database and, for speed, copied
into a cache all the server's processes share (the "sessions" cache, files under var/cache/sessions):
a poll or a tap then reads neither the session row nor the person's row. Django's own machinery still
answers every question (the session's data, the person's ``is_active``, the session hash made from
their password): only where it reads the two rows from changes.

Both are copies of rows (tournaments/cache/kept.py says why such a copy is never stale after a write):

- **The session.** Logging out deletes it from both. Django's own cached_db backend can bring a deleted
  session back: a request that missed the cache reads the row, a logout deletes the row and the cache
  entry, and the first request then writes what it read into the cache, where it lives until it
  expires. Here a request that fills the cache reads the row again after writing it, and takes its
  entry back out if the row is gone or has changed; a delete or save that reaches the database after
  that second read also writes or deletes the entry after it (the database first, then the cache, in
  Django's ``save`` and ``delete``), so it wins.
- **The person** (``CachedUserBackend``, Django's ``ModelBackend`` reading the row from the copy). Any
  save or delete of a user (a password changed, an account deactivated, a name or a role changed)
  drops the copy at once and again on commit (``user_cache_connect``). The next request of every one
  of their sessions, in any process, reads the row afresh, and Django ends a session whose hash no
  longer matches the password, or whose person may no longer log in. A copy is handed out unpickled
  afresh each time, so what Django notes on a request's user (its permissions) never reaches another.
  A bulk ``QuerySet.update`` of users sends no signal: the app makes none, and a copy expires after
  ``USER_SECONDS`` anyway.

With ``CACHE_URL`` (Redis) neither is copied (settings.py): a Redis that stops or restarts can then
never bring back a session ended while it was away.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.sessions.backends.cached_db import SessionStore as CachedDBStore
from django.core.cache import caches
from django.utils import timezone

from .kept import copy_dropped, copy_kept

SHARED = "sessions"
USER_SECONDS = 60.0


class SessionStore(CachedDBStore):
    """cached_db with the cache filled safely (see the module's docstring), through public API only:
    the cache Django names for sessions, the store's own model, and the parent's ``load`` wherever
    there is no row (it then forgets the session key, so a new one is made: no session fixation)."""

    def _row(self):  # noqa: ANN202 - Django's session model, or None
        """The session's row, unexpired, or None."""
        return (self.get_model_class().objects
                .filter(session_key=self.session_key, expire_date__gt=timezone.now()).first())

    def load(self) -> dict:
        store = caches[settings.SESSION_CACHE_ALIAS]
        key = self.cache_key
        try:
            data = store.get(key)
        except Exception:  # noqa: BLE001 - an unreadable entry is a miss (as Django's own backend does)
            data = None
        if data is not None:
            return data
        row = self._row() if self.session_key else None
        if row is None:
            return super().load()  # no row: Django's own answer ({}) and the key forgotten
        data = self.decode(row.session_data)
        store.set(key, data, self.get_expiry_age(expiry=row.expire_date))
        again = self._row()
        if again is None or again.session_data != row.session_data:
            store.delete(key)
            return self.decode(again.session_data) if again else super().load()
        return data


def _user_key(user_id: object) -> str:
    return f"user:{user_id}"


def _user_fields(user: AbstractBaseUser) -> list:
    """Everything stored of a user: two reads of the row give the same user when these are equal."""
    return [getattr(user, field.attname) for field in user._meta.concrete_fields]


class CachedUserBackend(ModelBackend):
    """Django's ModelBackend whose ``get_user`` reads the person's row from the shared copy."""

    def get_user(self, user_id: object) -> AbstractBaseUser | None:
        """The person with this number (as Django's auth read it from the session), if they may log in."""
        def read() -> AbstractBaseUser | None:
            return get_user_model()._default_manager.filter(pk=user_id).first()

        user = copy_kept(SHARED, _user_key(user_id), read, timeout=USER_SECONDS, same=_user_fields)
        if user is None:  # no such person, or their row is being written right now: read it as Django does
            user = read()
        return user if user is not None and self.user_can_authenticate(user) else None


def user_cache_connect() -> None:
    """Drop a person's copy whenever their row is saved or deleted (called once, from the app's ready())."""
    from django.db.models.signals import post_delete, post_save

    def user_written(sender, instance, **kwargs) -> None:  # noqa: ANN001 - a signal's arguments
        if instance.pk is not None:
            copy_dropped(SHARED, _user_key(instance.pk))

    model = get_user_model()
    post_save.connect(user_written, sender=model, dispatch_uid="user-copy-save", weak=False)
    post_delete.connect(user_written, sender=model, dispatch_uid="user-copy-delete", weak=False)
