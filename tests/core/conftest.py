"""Fixtures that build card-party nights through the services, as the organiser would."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

import pytest

from tournaments.models import Night
from tournaments.selectors import night_standings, seating_for_game
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_withdraw
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open
from tournaments.services.results import result_record

from .helpers import fresh, lowest_number_wins

Chooser = Callable[[int, int, tuple], int]


@pytest.fixture
def series(db):
    return series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat, Cape Breton")


@pytest.fixture
def make_night(db, series):
    """make_night(couples=6, games=5, start=True, seed=None, **night options) -> Night."""
    counter = iter(range(1, 10_000))

    def build(couples: int = 6, games: int = 5, *, start: bool = True, seed: int | None = None, the_series=None,
              **options) -> Night:
        night = night_create(series=the_series or series, name=f"Card party {next(counter)}",
                             date=dt.date(2026, 12, 5), games=games, **options)
        for n in range(1, couples + 1):
            couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
        if start:
            night = night_start(night=night, random_draw=seed is not None, seed=seed)
        return fresh(night)

    return build


@pytest.fixture
def play_game(db):
    """play_game(night, choose=None, seed=0, close=True): a result at every table, then close.

    ``choose(game, table, pair)`` picks the winner; by default a seeded random couple.
    """

    def play(night: Night, choose: Chooser | None = None, *, seed: int = 0, close: bool = True, user=None) -> Night:
        night = fresh(night)
        game = night.current_game
        rng = random.Random(seed * 1000 + game)
        for table, pair in seating_for_game(night=night, game=game).items():
            if None in pair:
                continue
            winner = choose(game, table, pair) if choose else rng.choice(pair)
            result_record(night=night, game=game, table=table, winner=winner, user=user)
        return fresh(game_close(night=night)) if close else fresh(night)

    return play


@pytest.fixture
def play_games(play_game):
    """play_games(night, count, choose=None, seed=0): play and close ``count`` games."""

    def play(night: Night, count: int, choose: Chooser | None = None, *, seed: int = 0) -> Night:
        for _ in range(count):
            night = play_game(night, choose, seed=seed)
        return night

    return play


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("organiser", password="x-organiser-x", is_staff=True)


@pytest.fixture
def scorekeeper(django_user_model):
    return django_user_model.objects.create_user("scorekeeper", password="x-scorekeeper-x")


@pytest.fixture
def busy_night(make_night, play_game, play_games, organiser):
    """A night with a bit of everything: points, a late couple, a withdrawal, a correction,
    jar entries, a revealed draw and a settled cut, all through the services."""
    night = make_night(7, games=4, cookie_jar_games=2)
    for n in (1, 2, 5):
        jar_enter(night=night, number=n, fee="2")
    jar_draw(night=night, seed=77)
    for table, pair in {1: (1, 2), 2: (3, 4), 3: (5, 6)}.items():
        result_record(night=night, game=1, table=table, winner=pair[1], points=(45, 20 + table), user=organiser)
    night = fresh(game_close(night=night))
    couple_register(night=night, player1="Zoé D'Entremont", player2="Ronald MacNeil")
    night = play_game(night, lowest_number_wins)
    couple_withdraw(night=night, number=3)
    night = play_games(night, 2, seed=9)
    result_correct(night=night, game=1, table=1, winner=1, reason="wrong couple tapped", version=1, user=organiser,
                   points=(45, 35))
    jar_reveal(night=night)
    groups = night_standings(night=night).prize_groups
    tied = next((place for place, group in enumerate(groups, 1) if len(group) > 1), None)
    assert tied is not None, "this seed leaves a tie to settle"
    tb = tiebreak_open(night=night, place=tied)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: "cut" for n in groups[tied - 1]})
    tiebreak_cut(night=night, tiebreak=tb.pk, seed=5)
    return fresh(night)
