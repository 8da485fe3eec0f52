"""The seats' indexes: the byes are read through their own small index, not through every seat of
the night (a night of 500 couples has 12,500 seats and a handful of byes)."""

from __future__ import annotations

import pytest
from django.db import connection

from tournaments.models import Seat
from tournaments.selectors.standings import night_byes

pytestmark = pytest.mark.django_db


def test_no_index_of_the_seats_holds_the_night_alone():
    with connection.cursor() as cursor:
        found = connection.introspection.get_constraints(cursor, Seat._meta.db_table)
    alone = [name for name, c in found.items() if c["index"] and c["columns"] == ["night_id"]]
    assert not alone, f"an index on the night alone draws the byes' read away from seat_byes: {alone}"


def test_the_byes_of_a_night_are_read_through_their_own_index(make_night):
    night = make_night(7, games=3)  # seven couples: a bye every game
    assert set(night_byes(night=night).values_list("game", flat=True)) == {1}
    if connection.vendor == "postgresql":  # a few rows: the planner would read the table itself, told not to here
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL enable_seqscan = off")
    assert "seat_byes" in night_byes(night=night).explain()
