"""The season table (issue 15, point 2): each player's nights, wins, average and best night,
ranked by the series' rules, from the finished nights only, in a constant number of queries."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Night, Player
from tournaments.season import CouplePlayed, NightPlayed, couple_rows, season_rows
from tournaments.selectors import night_standings
from tournaments.selectors.players import player_nights, season_table, season_tables
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_finish, night_start

from .helpers import fresh, lowest_number_wins

ANN, BOB = 1, 2


# --- the pure rules ---------------------------------------------------------------------------------------
def test_players_rank_by_their_wins_over_the_season():
    rows = season_rows([NightPlayed(ANN, 1, 10), NightPlayed(ANN, 2, 12), NightPlayed(BOB, 1, 15)], {ANN: "Ann", BOB: "Bob"})
    assert [(r.name, r.place, r.nights, r.wins, r.average, r.best) for r in rows] == [
        ("Ann", 1, 2, 22, 11.0, 12), ("Bob", 2, 1, 15, 15.0, 15)]


def test_only_the_best_nights_count_when_the_series_says_so():
    rows = season_rows([NightPlayed(ANN, n, w) for n, w in enumerate([4, 16, 9])], {ANN: "Ann"}, best_of=2)
    assert (rows[0].wins, rows[0].nights, rows[0].average) == (25, 3, 12.5)


def test_a_player_with_too_few_nights_is_listed_but_not_ranked():
    rows = season_rows([NightPlayed(ANN, 1, 20), NightPlayed(BOB, 1, 5), NightPlayed(BOB, 2, 5)], {ANN: "Ann", BOB: "Bob"},
                       min_nights=2)
    assert [(r.name, r.place) for r in rows] == [("Bob", 1), ("Ann", None)]


def test_equal_wins_share_a_place():
    rows = season_rows([NightPlayed(ANN, 1, 8), NightPlayed(BOB, 1, 8), NightPlayed(3, 1, 2)], {})
    assert [r.place for r in rows] == [1, 1, 3]


def test_a_regular_couple_is_two_players_together_on_two_nights_whoever_sat_first():
    played = [CouplePlayed(ANN, BOB, 1, 9), CouplePlayed(BOB, ANN, 2, 5), CouplePlayed(ANN, 3, 3, 7)]
    rows = couple_rows(played, {ANN: "Ann", BOB: "Bob", 3: "Cy"})
    assert [(r.names, r.nights, r.wins, r.average, r.best) for r in rows] == [("Ann & Bob", 2, 14, 7.0, 9)]


def test_a_couple_named_twice_at_one_night_counts_that_night_once():
    rows = couple_rows([CouplePlayed(ANN, BOB, 1, 4), CouplePlayed(ANN, BOB, 1, 6), CouplePlayed(ANN, BOB, 2, 3)], {})
    assert (rows[0].nights, rows[0].wins, rows[0].best) == (2, 9, 6)


def test_regular_couples_rank_by_their_wins_then_their_nights():
    played = [CouplePlayed(ANN, BOB, n, 5) for n in (1, 2)] + [CouplePlayed(3, 4, n, 5) for n in (1, 2, 3)]
    assert [r.first for r in couple_rows(played, {})] == [3, ANN]


# --- from the database ------------------------------------------------------------------------------------
@pytest.fixture
def finished_nights(db, series, play_games):
    """``nights(n)``: n finished nights of 3 games for the same six people in three couples (the lowest number
    wins every table; couple 3 sits out a bye each game, which earns a win)."""

    def make(count: int) -> list:
        made = []
        for i in range(count):
            night = night_create(series=series, name=f"Week {i + 1}", date=dt.date(2026, 10, 1) + dt.timedelta(days=7 * i),
                                 games=3)
            for first, second in (("Ann Aucoin", "Bob Boudreau"), ("Cathy Côté", "Dan Doucet"), ("Émile Poirier", "Flora Beaton")):
                couple_register(night=night, player1=first, player2=second)
            night = play_games(night_start(night=night), 3, lowest_number_wins)
            made.append(night_finish(night=fresh(night)))
        return made

    return make


@pytest.mark.django_db
def test_the_season_adds_each_players_wins_as_each_nights_standings_count_them(series, finished_nights):
    nights = finished_nights(2)
    per_night = [{line.player1: line.wins for line in night_standings(night=n).lines} for n in nights]
    rows = {r.name: r for r in season_table(series=series)}
    for name in ("Ann Aucoin", "Cathy Côté", "Émile Poirier"):
        assert rows[name].wins == sum(night[name] for night in per_night)
        assert rows[name].nights == 2
    assert rows["Ann Aucoin"].wins == rows["Bob Boudreau"].wins  # partners share their couple's wins


@pytest.mark.django_db
def test_a_night_still_being_played_is_not_in_the_season_yet(series, finished_nights, make_night):
    finished_nights(1)
    make_night(4, games=3)  # in play
    assert {r.nights for r in season_table(series=series)} == {1}


@pytest.mark.django_db
def test_the_season_reads_the_same_few_queries_for_two_nights_or_six(series, finished_nights):
    finished_nights(2)
    with CaptureQueriesContext(connection) as two:
        season_table(series=series)
    finished_nights(4)
    with CaptureQueriesContext(connection) as six:
        rows = season_table(series=series)
    # what the tables are made of (three, tests/core/test_season_kept.py), then the players' names and the
    # stored nights' lines added up (players, pairs: selectors/season.py): read again, for two nights more
    assert len(two) == len(six) == 6
    assert rows[0].nights == 6


@pytest.mark.django_db
def test_the_regular_couples_add_the_wins_of_the_nights_they_played_together(series, finished_nights):
    nights = finished_nights(2)
    per_night = [{line.player1: line.wins for line in night_standings(night=n).lines} for n in nights]
    players, couples = season_tables(series=series)
    assert len(couples) == 3 and all(c.nights == 2 for c in couples)
    ann = next(c for c in couples if "Ann Aucoin" in c.names)
    assert ann.names == "Ann Aucoin & Bob Boudreau" and ann.wins == sum(n["Ann Aucoin"] for n in per_night)
    assert ann.wins == next(p.wins for p in players if p.name == "Ann Aucoin")


@pytest.mark.django_db
@pytest.mark.parametrize("bye_earns_win", [True, False])
def test_a_players_page_counts_each_nights_wins_as_its_standings_do(series, finished_nights, bye_earns_win):
    """Couple 3 sits out a bye each game: a win where the night says a bye earns one, else none."""
    nights = finished_nights(2)
    if not bye_earns_win:
        Night.objects.filter(pk=nights[1].pk).update(bye_earns_win=False)
    for name in ("Ann Aucoin", "Émile Poirier"):
        player = Player.objects.get(series=series, name=name)
        seen = {line.night.pk: line.wins for line in player_nights(player=player)}
        standings = {n.pk: next(line.wins for line in night_standings(night=fresh(n)).lines if line.player1 == name)
                     for n in nights}
        assert seen == standings
