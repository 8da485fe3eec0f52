"""?sort= on the standings and the season: a column the table has sorts it; anything else leaves
the table in its own order, with no warning and no error (tournaments/public/sorting.py)."""

from __future__ import annotations

import re
import warnings

import pytest

from tournaments.services.nights import game_close, night_finish
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db

MANGLED = ["1.5", "wins.x", "-", ",", "names,,", "nonsense", "-wins,nonsense", "x" * 3000, "\x00"]


def _order(body: str) -> list[int]:
    return [int(n) for n in re.findall(r'<tr[^>]*data-couple="(\d+)"', body)]


def _tables2_warnings(heard: list) -> list:
    return [w for w in heard if "django_tables2" in str(w.filename) or "accessor" in str(w.message)]


@pytest.fixture
def played(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)
    game_close(night=night)
    return night


def test_the_columns_asked_for_sort_the_table_and_the_rest_are_left_out(client, played):
    url = f"/n/{played.slug}/standings/"
    assert _order(client.get(url, {"sort": ["-number", "-wins"]}).content.decode())[:4] == [9, 8, 7, 6]
    assert _order(client.get(url, {"sort": ["1.5", "-number"]}).content.decode())[:4] == [9, 8, 7, 6]


@pytest.mark.parametrize("asked", MANGLED)
def test_a_sort_the_standings_cannot_do_keeps_their_own_order_without_a_warning(client, played, asked):
    url = f"/n/{played.slug}/standings/"
    own = _order(client.get(url).content.decode())
    with warnings.catch_warnings(record=True) as heard:
        warnings.simplefilter("always")
        response = client.get(url, {"sort": asked})
    assert response.status_code == 200
    assert _order(response.content.decode()) == own
    assert not _tables2_warnings(heard)


@pytest.mark.parametrize("asked", ["1.5", "nonsense", "-wins,nonsense"])
def test_a_sort_the_season_cannot_do_keeps_its_own_order(client, make_night, play_games, asked):
    series = night_finish(night=play_games(make_night(couples=4, games=2), 2)).series
    url = f"/s/{series.slug}/"
    with warnings.catch_warnings(record=True) as heard:
        warnings.simplefilter("always")
        response = client.get(url, {"sort": asked})
    assert response.status_code == 200
    body = response.content.decode()
    assert body.index("Player 1a") < body.index("Player 4a"), "most wins first, as without ?sort="
    assert not _tables2_warnings(heard)
