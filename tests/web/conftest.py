"""Nights built through the services, as the organiser's desk builds them, and the people around them.

Shared by the tests of every web area; an area's own conftest may override a fixture.
"""

from __future__ import annotations

import datetime as dt
import itertools

import pytest

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.results import result_record


def lowest_number_wins(game: int, table: int, pair: tuple) -> int:
    return min(pair)


@pytest.fixture
def make_night(db):
    """make_night(couples=6, games=5, start=True, **night options) -> Night (couples "Player Na & Player Nb")."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat, Cape Breton")
    counter = itertools.count(1)

    def build(couples: int = 6, games: int = 5, *, start: bool = True, **options) -> Night:
        night = night_create(series=series, name=f"Card party {next(counter)}", date=dt.date(2026, 12, 5),
                             games=games, **options)
        for n in range(1, couples + 1):
            couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
        if start:
            night = night_start(night=night)
        return Night.objects.get(pk=night.pk)

    return build


@pytest.fixture
def play_games(db):
    """play_games(night, count, choose=lowest_number_wins): a result at every table, then close, ``count`` times."""

    def play(night: Night, count: int, choose=lowest_number_wins) -> Night:
        for _ in range(count):
            night = Night.objects.get(pk=night.pk)
            for table, pair in seating_for_game(night=night, game=night.current_game).items():
                if None not in pair:
                    result_record(night=night, game=night.current_game, table=table, winner=choose(night.current_game, table, pair))
            game_close(night=night)
        return Night.objects.get(pk=night.pk)

    return play


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
