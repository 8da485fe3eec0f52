"""The organiser's desk: nights, the people around them, and clients logged in as each."""

from __future__ import annotations

import pytest
from django.contrib.messages import get_messages
from django.test import Client

from tests.core.conftest import make_night, play_game, series  # noqa: F401  (fixtures)
from tournaments.models import Night
from tournaments.services.nights import game_close
from tournaments.services.results import result_record


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("org", password="pw-for-tests-1", is_staff=True)


@pytest.fixture
def other_organiser(django_user_model):
    return django_user_model.objects.create_user("org2", password="pw-for-tests-1", is_staff=True)


@pytest.fixture
def keeper(django_user_model):
    return django_user_model.objects.create_user("keeper", password="pw-for-tests-1")


@pytest.fixture
def night(make_night, organiser, keeper):  # noqa: F811  (the imported fixture)
    """Nine couples in registration, run by ``organiser``, with ``keeper`` keeping score."""
    built = make_night(couples=9, games=25, start=False)
    built.organisers.add(organiser)
    built.scorekeepers.add(keeper)
    return built


@pytest.fixture
def started(make_night, organiser, keeper):  # noqa: F811  (the imported fixture)
    """Nine couples, game 1 seated in number order: tables 1-4 full, table 5 the bye of couple 9."""
    built = make_night(couples=9, games=25)
    built.organisers.add(organiser)
    built.scorekeepers.add(keeper)
    return built


@pytest.fixture
def prize_night(make_night, organiser):  # noqa: F811  (the imported fixture)
    """Four couples, one game: couples 1 and 3 won (tied for first), 2 and 4 lost (tied for the booby)."""
    built = make_night(couples=4, games=1, cookie_jar_games=1, cookie_jar_fee=2)
    built.organisers.add(organiser)
    result_record(night=built, game=1, table=1, winner=1)
    result_record(night=built, game=1, table=2, winner=3)
    game_close(night=built)
    return Night.objects.get(pk=built.pk)


@pytest.fixture
def org_client(client, organiser):
    client.force_login(organiser)
    return client


@pytest.fixture
def other_client(client, other_organiser):
    client.force_login(other_organiser)
    return client


@pytest.fixture
def keeper_client(client, keeper):
    client.force_login(keeper)
    return client


def texts(response) -> list[str]:
    """The messages a response left for the next page."""
    return [str(m) for m in get_messages(response.wsgi_request)]


def assert_others_refused(url: str, *, keeper, other, method: str = "get", data: dict | None = None) -> None:
    """Anonymous people are sent to log in; a scorekeeper and another night's organiser get 403."""
    anonymous = Client()
    response = getattr(anonymous, method)(url, data or {})
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), response
    for user in (keeper, other):
        person = Client()
        person.force_login(user)
        response = getattr(person, method)(url, data or {})
        assert response.status_code == 403, (user, response.status_code)
        assert b"organisers of this night" in response.content
