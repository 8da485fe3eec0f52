"""A season's tables are worked out once per change and kept (selectors/players.py, season_tables):
whatever changes what they are made of is seen at the next read, and nothing else is read again."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Night, Player
from tournaments.selectors.players import season_tables, season_tables_read
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_finish, night_start
from tournaments.services.players import player_merge, player_rename
from tournaments.services.reopening import night_reopen
from tournaments.transfer import night_export, night_import

from .helpers import fresh, lowest_number_wins

pytestmark = pytest.mark.django_db

PEOPLE = (("Ann Aucoin", "Bob Boudreau"), ("Cathy Côté", "Dan Doucet"), ("Émile Poirier", "Flora Beaton"))


@pytest.fixture
def week(series, play_games):
    """``week(n, people=PEOPLE, finish=True)``: a night of 3 games in week n, the lowest number winning."""

    def make(n: int, people=PEOPLE, *, finish: bool = True) -> Night:
        night = night_create(series=series, name=f"Week {n}", date=dt.date(2026, 10, 1) + dt.timedelta(days=7 * n), games=3)
        for first, second in people:
            couple_register(night=night, player1=first, player2=second)
        night = play_games(night_start(night=night), 3, lowest_number_wins)
        return night_finish(night=fresh(night)) if finish else night

    return make


def kept_is_fresh(series) -> tuple:
    """The kept tables, checked against the tables read from the database now."""
    series.refresh_from_db()
    kept = season_tables(series=series)
    assert kept == season_tables_read(series=series), "the season page showed tables older than the database"
    return kept


def names(series) -> set[str]:
    return {row.name for row in kept_is_fresh(series)[0]}


def test_a_season_read_again_with_nothing_changed_reads_only_what_it_is_made_of(series, week):
    week(1)
    first = kept_is_fresh(series)
    with CaptureQueriesContext(connection) as again:
        assert season_tables(series=series) == first
    assert len(again) == 3  # the finished nights and their versions, the players, their last rename or merge


def test_a_night_finished_is_in_the_next_read(series, week):
    week(1)
    kept_is_fresh(series)
    week(2)
    assert {row.nights for row in kept_is_fresh(series)[0]} == {2}


def test_a_night_played_but_not_finished_changes_nothing_kept(series, week):
    week(1)
    before = kept_is_fresh(series)
    week(2, finish=False)
    with CaptureQueriesContext(connection) as again:
        assert season_tables(series=series) == before
    assert len(again) == 3


def test_a_finished_night_reopened_leaves_the_season_at_once(series, week):
    week(1)
    second = week(2)
    kept_is_fresh(series)
    night_reopen(night=second, reason="A table's card was read wrong")
    assert {row.nights for row in kept_is_fresh(series)[0]} == {1}


def test_a_player_renamed_shows_the_new_name(series, week):
    week(1)
    assert "Ann Aucoin" in names(series)
    player_rename(player=Player.objects.get(series=series, name="Ann Aucoin"), name="Anne Aucoin")
    assert "Anne Aucoin" in names(series) and "Ann Aucoin" not in names(series)


def test_two_players_merged_are_one_line(series, week):
    week(1)
    week(2, people=(("Ann Aucoin", "Bob Boudreau"), ("Cathy Côté", "Dan Doucet"), ("Emil Poirier", "Flora Beaton")))
    assert {"Émile Poirier", "Emil Poirier"} <= names(series)
    keep, drop = (Player.objects.get(series=series, name=n) for n in ("Émile Poirier", "Emil Poirier"))
    player_merge(keep=keep, drop=drop)
    rows = {row.name: row for row in kept_is_fresh(series)[0]}
    assert "Emil Poirier" not in rows and rows["Émile Poirier"].nights == 2


def test_the_series_rules_changed_rank_the_season_again(series, week):
    week(1)
    week(2)
    assert {row.nights for row in kept_is_fresh(series)[0]} == {2}
    series.season_min_nights = 3
    series.save()
    assert all(row.place is None for row in kept_is_fresh(series)[0])  # too few nights: listed, not ranked


def test_a_night_imported_into_the_series_counts(series, week):
    first = week(1)
    kept_is_fresh(series)
    night_import(data=night_export(night=first), slug="week-1-again")
    assert {row.nights for row in kept_is_fresh(series)[0]} == {2}

