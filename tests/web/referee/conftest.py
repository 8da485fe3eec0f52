"""Nights, people and helpers for the referee page tests."""

from __future__ import annotations

import pytest

from tests.core import conftest as core
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act

# The night-building fixtures of the service tests.
make_night, series = core.make_night, core.series


@pytest.fixture
def keeper(django_user_model):
    return django_user_model.objects.create_user("keeper", password="pw-for-tests-1")


@pytest.fixture
def boss(django_user_model):
    return django_user_model.objects.create_user("boss", password="pw-for-tests-1", is_staff=True)


@pytest.fixture
def stranger(django_user_model):
    return django_user_model.objects.create_user("stranger", password="pw-for-tests-1")


@pytest.fixture
def night(make_night, keeper, boss):
    """Five couples in game 1: tables 1 and 2 full, table 3 the bye."""
    built = make_night(couples=5, games=5)
    built.scorekeepers.add(keeper)
    built.organisers.add(boss)
    return built


@pytest.fixture
def other_night(make_night, stranger):
    built = make_night(couples=4, games=3)
    built.scorekeepers.add(stranger)
    return built


def act_legally(rg: RefereeGame) -> RefereeGame:
    """The person to act plays their first legal card (or declines to rob)."""
    game = rebuild(rg)
    if game.phase == "rob":
        return referee_act(game=rg, seat=game.to_act, kind="decline", step=len(rg.actions))
    return referee_act(game=rg, seat=game.to_act, kind="play", card=str(game.legal_cards()[0]), step=len(rg.actions))


def finish(rg: RefereeGame) -> RefereeGame:
    """Play the game to its end through the service, as the people would."""
    for _ in range(2000):
        if rg.status != RefereeGame.Status.PLAYING:
            return rg
        rg = act_legally(rg)
    raise AssertionError("the game did not end")
