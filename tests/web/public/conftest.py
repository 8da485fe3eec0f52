"""A started 9-couple night (table 5 has the bye) and the people around it."""

from __future__ import annotations

import pytest

from tests.core.conftest import *  # noqa: F403  (series, make_night, play_game, play_games)


@pytest.fixture
def keeper(django_user_model):
    return django_user_model.objects.create_user("keeper")


@pytest.fixture
def keeper2(django_user_model):
    return django_user_model.objects.create_user("keeper2")


@pytest.fixture
def night(make_night, keeper, keeper2):
    """Nine couples, game 1 seated in number order: tables 1-4 full, table 5 the bye of couple 9."""
    built = make_night(couples=9, games=25)
    built.scorekeepers.add(keeper, keeper2)
    return built


@pytest.fixture
def other_night(make_night, django_user_model):
    built = make_night(couples=4, games=3)
    built.scorekeepers.add(django_user_model.objects.create_user("stranger"))
    return built


@pytest.fixture
def keeper_client(client, keeper):
    client.force_login(keeper)
    return client
