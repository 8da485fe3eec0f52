"""Who may poll or tap at a night, vouched for by tournaments/poll_cache.py alone, with no database row
read: the person from their session and their cached login facts, their role from the night's cached
organisers and scorekeepers. Anything the cache cannot vouch for (no copy, a copy being changed, a
session whose password hash no longer matches, a role missing) is None: the caller then takes the
long way, which reads the database and says what is wrong."""

from __future__ import annotations

from typing import NamedTuple

from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
from django.http import HttpRequest
from django.utils.crypto import constant_time_compare

from tournaments.poll_cache import Stamp, night_id_cached, night_id_forget, night_people_cached, night_stamp, person_cached

# The one backend whose sessions name a person by their row alone (axes' backend answers no get_user).
MODEL_BACKEND = "django.contrib.auth.backends.ModelBackend"


class Person(NamedTuple):
    """The person a session names, as their cached login facts vouch for them."""

    user_id: int
    superuser: bool


def cached_person(request: HttpRequest) -> Person | None:
    """The person logged in, when their session and cached login facts still agree."""
    session = request.session
    if session.get(BACKEND_SESSION_KEY) != MODEL_BACKEND or MODEL_BACKEND not in settings.AUTHENTICATION_BACKENDS:
        return None
    try:
        user_id = get_user_model()._meta.pk.to_python(session[SESSION_KEY])
    except Exception:  # noqa: BLE001 - no person, or a damaged session: the long way says which
        return None
    facts = person_cached(user_id=user_id)
    if facts is None:
        return None
    auth_hash, active, superuser = facts
    if not active or not constant_time_compare(session.get(HASH_SESSION_KEY, ""), auth_hash):
        return None
    return Person(user_id, superuser)


def _may(person: Person, night_id: int, *, organisers_only: bool) -> bool | None:
    """Whether the person organises the night (or, unless ``organisers_only``, keeps score at it);
    None when there is no such night."""
    if person.superuser:
        return True
    people = night_people_cached(night_id=night_id)
    if people is None:
        return None
    organises, keeps_score = people.roles(person.user_id)
    return organises or (keeps_score and not organisers_only)


def poll_permit(request: HttpRequest, slug: str, *, organisers_only: bool) -> tuple[Person, Stamp] | None:
    """The person and the night's stamp (its version, for the ETag), when they may see its page."""
    person = cached_person(request)
    if person is None:
        return None
    stamp = night_stamp(slug=slug)
    if stamp is None or not _may(person, stamp.night_id, organisers_only=organisers_only):
        return None
    return person, stamp


def tap_permit(request: HttpRequest, slug: str) -> tuple[Person, int] | None:
    """The person and the night's number, when they keep score at it (or organise it): a tap needs
    no version, so it is vouched for while other taps move the version on."""
    person = cached_person(request)
    if person is None:
        return None
    night_id = night_id_cached(slug=slug)
    if night_id is None:
        return None
    may = _may(person, night_id, organisers_only=False)
    if may is None:  # the number kept for this name is of a night deleted since
        night_id_forget(slug=slug)
    return (person, night_id) if may else None
