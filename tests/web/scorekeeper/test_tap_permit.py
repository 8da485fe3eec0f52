"""A tap vouched for by Django's auth and the cached roles (cache/permits.py, ``tap_permit``) reads no
role or seat, and the night only under its lock: each test makes the cache warm with a first tap,
changes what it vouches for, and checks that the next tap sees the change at once, and stores nothing
it should not."""

from __future__ import annotations

import json
import secrets

import pytest
from django.db import connection

from tournaments.models import Night, Result
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_delete

pytestmark = pytest.mark.django_db


def _tap(client, night: Night, table: int, winner: int, game: int = 1):
    body = {"game": game, "table": table, "winner": winner, "token": secrets.token_hex(16)}
    return client.post(f"/score/{night.slug}/result/", json.dumps(body), content_type="application/json",
                       HTTP_ACCEPT="application/json")


# A warm tap's statements, on every database: savepoint, the night under its lock, the result and its
# version bump (post_save), the token, release. The person's row is the shared copy (cache/sessions.py).
WARM_TAP_QUERIES = 6


@pytest.fixture
def warm(keeper_client, night):
    """The keeper's first tap (table 1) has filled the copies the next taps read."""
    assert _tap(keeper_client, night, 1, 1).json()["status"] == "recorded"
    return keeper_client


def test_a_warm_tap_reads_no_role_or_seat_and_the_night_only_under_its_lock(warm, night, django_assert_num_queries):
    with django_assert_num_queries(WARM_TAP_QUERIES) as queries:
        assert _tap(warm, night, 2, 3).json()["status"] == "recorded"
    read = [q["sql"] for q in queries.captured_queries if q["sql"].startswith("SELECT")]
    for table in ("tournaments_seat", "tournaments_night_scorekeepers", "tournaments_night_organisers"):
        assert not any(table in sql for sql in read)
    nights = [sql for sql in read if 'FROM "tournaments_night"' in sql]
    assert len(nights) == 1 and (connection.vendor == "sqlite" or "FOR UPDATE" in nights[0])
    result = Result.objects.get(night=night, game=1, table=2)
    assert result.winner.number == 3 and result.entered_by.username == "keeper"


def test_a_scorekeeper_taken_off_the_night_is_refused_at_the_next_tap(warm, night, keeper):
    night.scorekeepers.remove(keeper)
    answer = _tap(warm, night, 2, 3)
    assert answer.status_code == 403 and "no longer keep score" in answer.json()["message"]  # they tapped here before
    assert not Result.objects.filter(night=night, table=2).exists()


@pytest.mark.parametrize("how", ["remove", "clear"])
def test_a_night_taken_from_the_scorekeepers_own_side_is_refused_too(warm, night, keeper, how):
    if how == "remove":
        keeper.scored_nights.remove(night)
    else:
        keeper.scored_nights.clear()
    assert _tap(warm, night, 2, 3).status_code == 403
    assert not Result.objects.filter(night=night, table=2).exists()


def test_a_scorekeeper_added_from_their_own_side_may_tap_at_once(client, night, django_user_model):
    newcomer = django_user_model.objects.create_user("newcomer")
    client.force_login(newcomer)
    assert _tap(client, night, 1, 1).status_code == 403  # fills the copy of the night's people
    newcomer.scored_nights.add(night)
    assert _tap(client, night, 1, 1).json()["status"] == "recorded"


def test_a_person_made_inactive_is_refused_at_the_next_tap(warm, night, keeper):
    keeper.is_active = False
    keeper.save()
    assert _tap(warm, night, 2, 3).status_code == 401
    assert not Result.objects.filter(night=night, table=2).exists()


def test_a_password_changed_elsewhere_ends_the_tablets_session_at_the_next_tap(warm, night, keeper):
    keeper.set_password("a-new-password-9")
    keeper.save()
    answer = _tap(warm, night, 2, 3)
    assert answer.status_code == 401 and answer.json()["status"] == "login"


def test_a_tap_after_a_late_couple_is_seated_uses_the_new_seating(warm, night):
    """Couple 10 joins game 1 in play: couple 9's bye becomes a table, so its seats are read again."""
    before = seating_for_game(night=night, game=1)
    couple_register(night=Night.objects.get(pk=night.pk), player1="Late", player2="Comer")
    after = seating_for_game(night=night, game=1)
    assert after != before
    table, pair = next((t, p) for t, p in after.items() if 10 in p)
    answer = _tap(warm, night, table, 10)
    assert answer.json()["status"] == "recorded", answer.content
    assert Result.objects.get(night=night, game=1, table=table).winner.number == 10


def test_a_couple_not_at_the_table_is_still_refused_from_the_kept_seats(warm, night):
    answer = _tap(warm, night, 2, 1)
    assert answer.status_code == 400 and "not at table 2" in answer.json()["message"]


def test_a_night_deleted_and_made_again_under_its_name_is_the_new_one(keeper_client, keeper, make_night,
                                                                      django_assert_num_queries):
    gone = make_night(couples=4, games=3, start=False)
    gone.scorekeepers.add(keeper)
    assert _tap(keeper_client, gone, 1, 1).status_code == 409  # not started: the copies are filled all the same
    night_delete(night=gone)
    again = make_night(couples=4, games=3)
    Night.objects.filter(pk=again.pk).update(slug=gone.slug)
    again = Night.objects.get(pk=again.pk)
    assert _tap(keeper_client, again, 1, 1).status_code == 403  # the keeper does not keep score at the new night
    again.scorekeepers.add(keeper)
    assert _tap(keeper_client, again, 1, 1).json()["status"] == "recorded"
    assert Result.objects.get(game=1, table=1).night_id == again.pk
    with django_assert_num_queries(WARM_TAP_QUERIES):  # the new night's number is kept under the name from now on
        assert _tap(keeper_client, again, 2, 3).json()["status"] == "recorded"
