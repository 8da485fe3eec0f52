"""Who may poll or tap at a night, answered quickly: the person by Django's own session and auth
machinery (``request.user``: the session, then the user's row, both read from their shared copies,
cache/sessions.py; its password's session hash and ``is_active`` checked by Django itself), their
role from the night's cached organisers and scorekeepers (tournaments/cache/polls.py). Anything the
cache cannot vouch for (no copy, a copy being changed, a role missing) is None: the caller then takes
the long way, which reads the night and says what is wrong."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.http import HttpRequest

from tournaments.cache.polls import Stamp, night_id_cached, night_id_forget, night_people_cached, night_stamp


def _person(request: HttpRequest) -> AbstractBaseUser | None:
    """The person logged in, as Django's auth finds them (an inactive or logged-out person is anonymous)."""
    user = request.user
    return user if user.is_authenticated else None


def _may(person: AbstractBaseUser, night_id: int, *, organisers_only: bool) -> bool | None:
    """Whether the person organises the night (or, unless ``organisers_only``, keeps score at it);
    None when there is no such night."""
    if person.is_superuser:
        return True
    people = night_people_cached(night_id=night_id)
    if people is None:
        return None
    organises, keeps_score = people.roles(person.pk)
    return organises or (keeps_score and not organisers_only)


def poll_permit(request: HttpRequest, slug: str, *, organisers_only: bool) -> tuple[AbstractBaseUser, Stamp] | None:
    """The person and the night's stamp (its version, for the ETag), when they may see its page."""
    person = _person(request)
    if person is None:
        return None
    stamp = night_stamp(slug=slug)
    if stamp is None or not _may(person, stamp.night_id, organisers_only=organisers_only):
        return None
    return person, stamp


def tap_permit(request: HttpRequest, slug: str) -> tuple[AbstractBaseUser, int] | None:
    """The person and the night's number, when they keep score at it (or organise it): a tap needs
    no version, so it is vouched for while other taps move the version on."""
    person = _person(request)
    if person is None:
        return None
    night_id = night_id_cached(slug=slug)
    if night_id is None:
        return None
    may = _may(person, night_id, organisers_only=False)
    if may is None:  # the number kept for this name is of a night deleted since
        night_id_forget(slug=slug)
    return (person, night_id) if may else None
