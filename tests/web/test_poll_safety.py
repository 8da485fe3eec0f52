"""A 304 is never an answer to someone who may no longer see the page, nor for a page that has
changed (issue 16, point 3: the polls read less, and these rules must hold as before)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.urls import reverse

from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("org", is_staff=True)


@pytest.fixture
def polls(night, organiser):
    """(URL, the role's link on the night) for the desk's progress poll and the tablet's state."""
    night.organisers.add(organiser)
    return {
        "desk": (reverse("desk-progress-live", args=[night.slug]), night.organisers),
        "tablet": (reverse("score-state", args=[night.slug]), night.scorekeepers),
    }


def _person(which: str, organiser, keeper):
    return organiser if which == "desk" else keeper


def _poll(client, url: str, etag: str = ""):
    extra = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(url, HTTP_HX_REQUEST="true", HTTP_ACCEPT="application/json", **extra)


@pytest.mark.parametrize("which", ["desk", "tablet"])
def test_a_person_whose_role_is_taken_away_gets_a_refusal_not_a_304(client, polls, organiser, keeper, which):
    url, link = polls[which]
    person = _person(which, organiser, keeper)
    client.force_login(person)
    etag = _poll(client, url)["ETag"]
    assert _poll(client, url, etag).status_code == 304
    link.remove(person)
    assert _poll(client, url, etag).status_code == 403


@pytest.mark.parametrize("which", ["desk", "tablet"])
def test_a_person_who_logged_out_gets_no_304_with_their_old_session(client, polls, organiser, keeper, which):
    url, _link = polls[which]
    client.force_login(_person(which, organiser, keeper))
    etag = _poll(client, url)["ETag"]
    assert _poll(client, url, etag).status_code == 304
    old = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert client.post(reverse("logout")).status_code in (200, 302)
    client.cookies[settings.SESSION_COOKIE_NAME] = old  # the session stolen, or a tablet that kept it
    answer = _poll(client, url, etag)
    assert answer.status_code in (302, 401), answer.status_code  # the login page, or the tablet's 401


@pytest.mark.parametrize("which", ["desk", "tablet"])
def test_a_change_to_the_night_is_sent_not_answered_304(client, polls, organiser, keeper, night, which):
    url, _link = polls[which]
    client.force_login(_person(which, organiser, keeper))
    etag = _poll(client, url)["ETag"]
    assert _poll(client, url, etag).status_code == 304
    result_record(night=night, game=1, table=1, winner=1)
    changed = _poll(client, url, etag)
    assert changed.status_code == 200 and changed["ETag"] != etag


def test_the_etag_carries_the_version_read_with_the_night(client, polls, keeper, night):
    """The version in the ETag is the one read in the night's own statement, before the role and the
    page: the page sent with it shows that version or a later one."""
    from tournaments.selectors import night_get, night_version

    url, _link = polls["tablet"]
    client.force_login(keeper)
    etag = _poll(client, url)["ETag"]
    read = night_get(slug=night.slug, with_version=True)
    assert read.version_read == night_version(night=night) and f"-v{read.version_read}-" in etag


def test_a_game_closed_between_reading_the_night_and_answering_is_sent_again(night, keeper, play_games, client):
    """The flaky whole-night test's cause: a poll read the night (game 1), a close committed, and the
    ETag then read the new version, so the old game went out under the new version and every later
    poll got 304 for it. The version read with the night keeps the old one: the next poll is a 200."""
    from django.test import RequestFactory

    from tournaments.cache.validators import night_etag
    from tournaments.scorekeeper.views import tablet_state
    from tournaments.selectors import night_get

    request = RequestFactory().get("/")
    request.user = keeper
    polled = night_get(slug=night.slug, with_version=True)  # the poll reads the night, game 1 in play
    play_games(night, 1)  # a close commits before the poll answers
    sent = tablet_state(polled, keeper)
    assert sent["game"] == 1
    etag = night_etag(request, polled)  # the ETag it answers with: the version of what it read

    client.force_login(keeper)
    url = reverse("score-state", args=[night.slug])
    answer = _poll(client, url, f'"{etag}"')
    assert answer.status_code == 200 and answer.json()["game"] == 2
