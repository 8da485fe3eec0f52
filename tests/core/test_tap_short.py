"""A tap's short way on SQLite (services/tap_short.py): a process that read the night in play under the
lock records the next taps by one checked update of the version, and any change to the night since
sends the tap the long way, which refuses what must be refused. On PostgreSQL every tap takes the long
way: the same tests check that there."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.errors import Refusal
from tournaments.models import NightVersion, PostToken, Result
from tournaments.selectors import night_version, seating_for_game
from tournaments.services.couples import couple_withdraw
from tournaments.services.night_settings import night_update
from tournaments.services.results import result_record

from .helpers import fresh

pytestmark = pytest.mark.django_db

SHORT = connection.vendor == "sqlite"


def _tap(night, table: int, winner: int, *, user=None, token: str | None = None, points=None) -> tuple[str, list[str]]:
    """Record a tap; its outcome's status and the statements it ran."""
    game = fresh(night).current_game
    with CaptureQueriesContext(connection) as queries:
        outcome = result_record(night=night, game=game, table=table, winner=winner, user=user,
                                token=token, points=points)
    return outcome.status, [q["sql"] for q in queries.captured_queries]


def _reads_the_night(statements: list[str]) -> bool:
    return any('FROM "tournaments_night"' in sql for sql in statements)


@pytest.fixture
def known(make_night):
    """A night in play (6 couples: tables 1-3) whose first tap, at table 1, went the long way and was kept."""
    night = make_night(6, games=3)
    assert seating_for_game(night=night, game=1) == {1: (1, 2), 2: (3, 4), 3: (5, 6)}
    status, statements = _tap(night, 1, 1)
    assert status == "recorded" and _reads_the_night(statements)
    return night


def test_a_tap_at_a_night_the_process_knows_reads_no_night_and_moves_the_version_on_once(known, scorekeeper):
    before = night_version(night=known)
    status, statements = _tap(known, 2, 4, user=scorekeeper, token="t" * 32)
    assert status == "recorded"
    assert _reads_the_night(statements) is not SHORT
    assert night_version(night=known) == before + 1
    row = Result.objects.get(night=known, game=1, table=2)
    assert (row.winner.number, row.entered_by, row.version, row.winner_points) == (4, scorekeeper, 1, None)
    kept = PostToken.objects.get(token="t" * 32)
    assert (kept.night_id, kept.user, kept.outcome["status"], kept.outcome["winner"]) == (known.pk, scorekeeper, "recorded", 4)


def test_a_tap_repeated_or_with_another_winner_is_answered_as_on_the_long_way(known):
    assert _tap(known, 1, 1)[0] == "repeated"
    with pytest.raises(Refusal):
        _tap(known, 1, 2)
    assert Result.objects.get(night=known, game=1, table=1).winner.number == 1


def test_a_couple_withdrawn_since_the_process_knew_the_night_is_refused_at_its_old_table(known):
    couple_withdraw(night=fresh(known), number=4)
    assert 4 not in seating_for_game(night=known, game=1).get(2, ())
    before = night_version(night=known)
    with pytest.raises(Refusal):
        _tap(known, 2, 4)
    assert not Result.objects.filter(night=known, game=1, table=2).exists()
    assert night_version(night=known) == before


def test_every_save_of_the_night_renews_its_seats_word_and_moves_its_version_on_once(known):
    row = NightVersion.objects.get(night=known)
    night_update(night=fresh(known), name="Friday card party")
    again = NightVersion.objects.get(night=known)
    assert again.seating != row.seating and again.version == row.version + 1


def test_a_tap_after_the_night_was_saved_goes_the_long_way_and_is_known_again(known):
    night_update(night=fresh(known), name="Friday card party")
    status, statements = _tap(known, 2, 3)
    assert status == "recorded" and _reads_the_night(statements)
    status, statements = _tap(known, 3, 5)
    assert status == "recorded" and _reads_the_night(statements) is not SHORT


def test_a_tap_with_points_goes_the_long_way_and_keeps_its_points(known):
    status, statements = _tap(known, 2, 3, points=(45, 30))
    assert status == "recorded" and _reads_the_night(statements)
    row = Result.objects.get(night=known, game=1, table=2)
    assert (row.winner_points, row.loser_points) == (45, 30)


def test_a_tap_for_another_game_than_the_one_known_goes_the_long_way_and_is_refused(known):
    before = night_version(night=known)
    with pytest.raises(Refusal):
        result_record(night=known, game=2, table=1, winner=1)
    assert night_version(night=known) == before and not Result.objects.filter(night=known, game=2).exists()
