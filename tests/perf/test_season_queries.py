"""The season page and a player's page make the same, pinned number of queries at any number of
finished nights (issue 15, point 4): three nights or twelve, of six couples who come back each week."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tournaments.demo import demo_night_create
from tournaments.models import Player
from tournaments.services.nights import night_finish

pytestmark = pytest.mark.django_db

# series, what the season's tables are made of (the finished nights and their versions, the players, their last
# rename or merge: selectors/players.py, season_stamp), the nights listed; the tables themselves are kept
SEASON_QUERIES = 5
# the first read after a change adds the tables: players' names, then each finished night's stored lines
# added up by the database (tournaments/selectors/season.py): the players', the pairs'
SEASON_FIRST_QUERIES = SEASON_QUERIES + 3
# player and series, their couples with the nights, won games, byes
PLAYER_QUERIES = 4


def _nights(count: int, start: int) -> None:
    """``count`` finished nights of 6 couples and 3 games: the same people every week (one seed for the names)."""
    for i in range(start, start + count):
        night = demo_night_create(couples=6, games=3, seed=7, play=3, name=f"Week {i}",
                                  date=dt.date(2026, 1, 1) + dt.timedelta(days=7 * i))
        night_finish(night=night)


def _counts(client) -> tuple[int, int, int]:
    """Queries of the season page's first read after a change, of the season page again, of a player's page."""
    player = Player.objects.order_by("pk").first()
    pages = (reverse("series-season", args=[player.series.slug]),
             reverse("series-player", args=[player.series.slug, player.pk]))
    counts = []
    for path in pages:
        with CaptureQueriesContext(connection) as first:
            assert client.get(path).status_code == 200
        with CaptureQueriesContext(connection) as queries:
            assert client.get(path).status_code == 200
        counts.append((len(first), len(queries)))
    return counts[0][0], counts[0][1], counts[1][1]


def test_the_season_pages_read_as_many_queries_at_twelve_nights_as_at_three(client):
    _nights(3, 0)
    few = _counts(client)
    _nights(9, 3)
    many = _counts(client)
    assert few == many, f"3 nights: {few} queries, 12 nights: {many}"
    assert many == (SEASON_FIRST_QUERIES, SEASON_QUERIES, PLAYER_QUERIES)
