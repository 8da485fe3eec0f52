"""One row stored as one INSERT (services/rows.py): the row a tap stores reads back as a model's own
save would have stored it, every field honoured, with no save signal and a unique constraint kept."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from tournaments.models import PostToken, Result
from tournaments.selectors import night_version, seating_for_game
from tournaments.services.rows import row_insert

pytestmark = pytest.mark.django_db

REQUEST = {"action": "record", "game": 1, "table": 2, "winner": 3, "points": None}
OUTCOME = {"status": "recorded", "game": 1, "table": 2, "winner": 3, "version": 1, "message": "Recorded.", "http_status": 200}


def _token(night, token: str, user=None) -> PostToken:
    return PostToken(source=PostToken.Source.TABLET, token=token, night_id=night.pk, user_id=getattr(user, "pk", None),
                     request=REQUEST, status=200, outcome=OUTCOME)


def _fields(row) -> dict:
    """A stored row's fields, all but its id and the token that tells two rows apart."""
    return {f.attname: getattr(row, f.attname) for f in type(row)._meta.concrete_fields if f.attname not in ("id", "token")}


def test_a_token_stored_by_one_insert_reads_back_as_save_stores_it(make_night, scorekeeper):
    night = make_night(4, games=3)
    before = timezone.now()
    with CaptureQueriesContext(connection) as queries:
        row_insert(_token(night, "one-insert", scorekeeper))
    _token(night, "saved", scorekeeper).save()
    inserted, saved = PostToken.objects.get(token="one-insert"), PostToken.objects.get(token="saved")
    assert [q["sql"].split()[0] for q in queries.captured_queries] == ["INSERT"]
    assert "RETURNING" not in queries.captured_queries[0]["sql"]  # the id is never read back
    assert inserted.created_at >= before  # auto_now_add honoured
    assert {k: v for k, v in _fields(inserted).items() if k != "created_at"} == \
        {k: v for k, v in _fields(saved).items() if k != "created_at"}
    assert (inserted.request, inserted.outcome, inserted.user) == (REQUEST, OUTCOME, scorekeeper)


def test_a_result_stored_by_one_insert_keeps_its_defaults_and_sends_no_save_signal(make_night):
    night = make_night(4, games=3)
    version = night_version(night=night)
    (a, b) = seating_for_game(night=night, game=1)[1]
    winner = night.couples.get(number=a)
    row_insert(Result(night_id=night.pk, game=1, table=1, winner_id=winner.pk))
    stored = Result.objects.get(night=night, game=1, table=1)
    assert (stored.winner, stored.version, stored.winner_points, stored.loser_points, stored.entered_by) == (winner, 1, None, None, None)
    assert stored.entered_at is not None
    assert night_version(night=night) == version  # no signal: the caller moves the version on, once


def test_a_second_token_of_the_same_source_breaks_the_unique_constraint(make_night):
    night = make_night(4, games=3)
    row_insert(_token(night, "twice"))
    with pytest.raises(IntegrityError), transaction.atomic():
        row_insert(_token(night, "twice"))
    assert PostToken.objects.filter(token="twice").count() == 1


def test_a_second_result_at_the_same_table_breaks_the_unique_constraint(make_night):
    night = make_night(4, games=3)
    a, b = seating_for_game(night=night, game=1)[1]
    row_insert(Result(night_id=night.pk, game=1, table=1, winner_id=night.couples.get(number=a).pk))
    with pytest.raises(IntegrityError), transaction.atomic():
        row_insert(Result(night_id=night.pk, game=1, table=1, winner_id=night.couples.get(number=b).pk))
    assert Result.objects.get(night=night, game=1, table=1).winner.number == a
