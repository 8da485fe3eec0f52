"""Sessions and the people logged in are kept in the database and copied into a cache the server's
processes share (tournaments/cache/sessions.py): a poll reads neither row, and logging out, a password
change, a deactivation still end the session everywhere, even when they race a request that is filling
the cache."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.contrib.sessions.backends.cached_db import SessionStore as DjangoCachedStore
from django.contrib.sessions.models import Session
from django.core.cache import caches
from django.db import connection
from django.urls import reverse

from tournaments.cache.sessions import CachedUserBackend, SessionStore

pytestmark = pytest.mark.django_db


def _logged_in_session(user) -> str:
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session["_auth_user_backend"] = settings.AUTHENTICATION_BACKENDS[-1]
    session["_auth_user_hash"] = user.get_session_auth_hash()
    session.create()
    return session.session_key


def test_the_sessions_are_kept_in_a_cache_both_server_processes_share():
    assert settings.SESSION_ENGINE == "tournaments.cache.sessions"
    assert "FileBasedCache" in settings.CACHES[settings.SESSION_CACHE_ALIAS]["BACKEND"]


def _second_poll_queries(client, keeper, night) -> list[str]:
    """The SQL of a logged-in tablet's second poll (the first one fills the copies)."""
    client.force_login(keeper)
    url = reverse("score-state", args=[night.slug])
    client.get(url)
    seen = []
    with connection.execute_wrapper(lambda execute, sql, *args: seen.append(sql) or execute(sql, *args)):
        assert client.get(url).status_code == 200
    return seen


def test_a_poll_with_the_session_in_the_cache_reads_no_session_row(client, keeper, night):
    assert not [sql for sql in _second_poll_queries(client, keeper, night) if "django_session" in sql]


def test_logging_out_deletes_the_session_from_the_database_and_the_cache(client, keeper):
    client.force_login(keeper)
    key = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert caches[settings.SESSION_CACHE_ALIAS].get(SessionStore.cache_key_prefix + key) is not None
    client.post(reverse("logout"))
    assert not Session.objects.filter(session_key=key).exists()
    assert caches[settings.SESSION_CACHE_ALIAS].get(SessionStore.cache_key_prefix + key) is None
    assert SessionStore(key).load() == {}


def _logout_between_read_and_cache_write(store_class, key: str) -> dict:
    """Load ``key`` through ``store_class`` from an empty cache while another request logs the session
    out right after the loader's first read of the session row (before it writes the cache)."""
    caches[settings.SESSION_CACHE_ALIAS].delete(SessionStore.cache_key_prefix + key)
    done = []

    def logout_after_the_first_read(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if "django_session" in sql and sql.lstrip().upper().startswith("SELECT") and not done:
            done.append(True)
            SessionStore(key).delete()  # the other request's logout: the row, then the cache entry
        return result

    with connection.execute_wrapper(logout_after_the_first_read):
        loaded = store_class(key).load()
    assert done
    return loaded


def test_a_logout_racing_a_request_that_fills_the_cache_leaves_no_session_behind(keeper):
    key = _logged_in_session(keeper)
    _logout_between_read_and_cache_write(SessionStore, key)
    assert caches[settings.SESSION_CACHE_ALIAS].get(SessionStore.cache_key_prefix + key) is None
    assert SessionStore(key).load() == {}  # the next request finds no session: logged out for good


def test_djangos_own_cached_backend_would_bring_that_session_back(keeper):
    """What the rule above guards against: the same interleaving with Django's cached_db leaves the
    logged-out session in the cache, where every later request would find it."""
    key = _logged_in_session(keeper)
    _logout_between_read_and_cache_write(DjangoCachedStore, key)
    assert SessionStore(key).load().get("_auth_user_id") == str(keeper.pk)
    caches[settings.SESSION_CACHE_ALIAS].delete(SessionStore.cache_key_prefix + key)


def test_a_save_racing_a_request_that_fills_the_cache_leaves_the_newer_data(keeper):
    key = _logged_in_session(keeper)
    caches[settings.SESSION_CACHE_ALIAS].delete(SessionStore.cache_key_prefix + key)
    done = []

    def save_after_the_first_read(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if "django_session" in sql and sql.lstrip().upper().startswith("SELECT") and not done:
            done.append(True)
            other = SessionStore(key)
            other["marker"] = "newer"
            other.save()
        return result

    with connection.execute_wrapper(save_after_the_first_read):
        SessionStore(key).load()
    assert done and SessionStore(key).load().get("marker") == "newer"


def test_a_session_key_with_no_row_is_forgotten_and_a_new_one_made_on_save():
    """A key someone made up (or one logged out) is never taken on: what is saved goes under a new key,
    as Django's own database backends do (no session fixation)."""
    planted = "a" * 32
    store = SessionStore(planted)
    assert store.load() == {}
    store["django_language"] = "fr"
    store.save()
    assert store.session_key != planted
    assert not Session.objects.filter(session_key=planted).exists()
    assert SessionStore(store.session_key).load() == {"django_language": "fr"}


# The person logged in: Django's ModelBackend reading their row from a shared copy (CachedUserBackend).


def _person(user_id: int):
    return CachedUserBackend().get_user(user_id)


def test_logging_in_is_answered_by_the_backend_that_reads_the_persons_copy():
    assert settings.AUTHENTICATION_BACKENDS[-1] == "tournaments.cache.sessions.CachedUserBackend"


def test_a_poll_with_the_person_copied_reads_no_user_row(client, keeper, night):
    assert not [sql for sql in _second_poll_queries(client, keeper, night) if 'FROM "auth_user"' in sql]


def test_each_request_gets_a_copy_of_its_own(keeper):
    """What Django notes on a request's user (its permissions, read once a request) never reaches another."""
    first, second = _person(keeper.pk), _person(keeper.pk)
    assert first == second and first is not second
    first.has_perm("tournaments.add_night")
    assert hasattr(first, "_perm_cache") and not hasattr(second, "_perm_cache")


def test_a_password_changed_in_another_process_ends_the_old_session_at_the_next_request(client, keeper, night):
    client.force_login(keeper)
    url = reverse("score-state", args=[night.slug])
    assert client.get(url).status_code == 200  # the person's copy is filled
    keeper.set_password("a-new-password-9")
    keeper.save()  # its post_save drops the copy, in every process
    assert client.get(url).status_code == 401  # the tablet is told to log in again
    assert client.cookies[settings.SESSION_COOKIE_NAME].value == ""  # the session ended


def test_a_person_deactivated_is_no_one_at_the_next_request(keeper):
    assert _person(keeper.pk) is not None
    keeper.is_active = False
    keeper.save()
    assert _person(keeper.pk) is None


def test_a_person_deleted_is_no_one_at_the_next_request(keeper):
    assert _person(keeper.pk) is not None
    pk = keeper.pk
    keeper.delete()
    assert _person(pk) is None


def test_a_password_change_racing_a_request_that_fills_the_copy_leaves_the_new_password(keeper):
    """Another request changes the password right after the filler's first read of the person's row,
    before it writes the copy: the filler's second read sees the change and takes its copy back out."""
    old = keeper.password
    done = []

    def change_after_the_first_read(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if "auth_user" in sql and sql.lstrip().upper().startswith("SELECT") and not done:
            done.append(True)
            other = type(keeper).objects.get(pk=keeper.pk)
            other.set_password("a-new-password-9")
            other.save()  # the row, then the copy dropped (on commit: here at once, in autocommit)
        return result

    caches["sessions"].clear()
    with connection.execute_wrapper(change_after_the_first_read):
        _person(keeper.pk)
    assert done
    assert _person(keeper.pk).password != old
    assert _person(keeper.pk).check_password("a-new-password-9")
