"""A finished night's file as a hall sends it, and a league hall with a token, on one database.

The league and the hall are the same app: here one database plays the league, so the hall's
night is exported and then removed (the hall's laptop is elsewhere) before the league receives it.
"""

from __future__ import annotations

import copy

import pytest
from django.test import Client

from tournaments.league.services import _night_remove, hall_create, token_hall, token_make
from tournaments.services.nights import night_finish, series_get_or_create
from tournaments.transfer import night_export


@pytest.fixture
def night_file(make_night, play_games):
    """night_file(couples=4, games=2) -> the export of a finished night no longer in this database."""

    def build(couples: int = 4, games: int = 2) -> dict:
        night = play_games(make_night(couples, games, cookie_jar=False), games)
        night = night_finish(night=night)
        data = night_export(night=night)
        _night_remove(night_id=night.pk)  # the hall's laptop is elsewhere: its night is not in the league's database
        return data

    return build


@pytest.fixture
def hall(db):
    """The hall 'Arichat' of the league, sending into the series 'League'."""
    return hall_create(name="Arichat", series=series_get_or_create(name="League"))


@pytest.fixture
def hall_token(hall) -> str:
    return token_make(hall=hall)


@pytest.fixture
def other_hall(db):
    return hall_create(name="Port Hood", series=series_get_or_create(name="League"))


def corrected(data: dict) -> dict:
    """The same night with one result's winner changed, as a correction at the hall's desk would."""
    data = copy.deepcopy(data)
    result = data["results"][0]
    seat = {(g, t): [] for g, t, _r, _c in data["seats"]}
    for g, t, _role, couple in data["seats"]:
        seat[(g, t)].append(couple)
    pair = seat[(result["game"], result["table"])]
    old = result["winner"]
    result["winner"] = next(c for c in pair if c != old)
    result["version"] += 1
    result["corrections"].append({"from_version": result["version"] - 1, "old_winner": old, "new_winner": result["winner"],
                                  "old_points": result["points"], "new_points": result["points"],
                                  "reason": "Wrong couple tapped", "made_at": result["entered_at"], "made_by": None})
    data["night"]["version"] = data["night"].get("version", 1) + 1  # a correction moves the night's version on
    return data


__all__ = ["corrected", "token_hall"]


@pytest.fixture
def organiser(django_user_model):
    """The hall's organiser, at the desk."""
    return django_user_model.objects.create_user("org", password="pw-for-tests-1", is_staff=True)


@pytest.fixture
def desk(organiser) -> Client:
    """The organiser's browser, logged in."""
    client = Client()
    client.force_login(organiser)
    return client
