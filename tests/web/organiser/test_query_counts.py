"""Every desk page reads a night in a constant number of queries, whatever its size (SPEC §6)."""

from __future__ import annotations

import time

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from tournaments.services.jar import jar_enter

pytestmark = pytest.mark.django_db
PAGES = ["desk-night", "desk-couples", "desk-progress", "desk-moves", "desk-results", "desk-audit", "desk-prizes", "desk-jar",
         "desk-start"]


def _measure(client, make_night, play_game, organiser, couples: int) -> tuple[dict[str, int], dict[str, float]]:
    night = make_night(couples=couples, games=3)
    night.organisers.add(organiser)
    night = play_game(night)
    for number in range(1, couples, 3):
        jar_enter(night=night, number=number)
    client.force_login(organiser)
    counts, times = {}, {}
    for name in PAGES:
        with CaptureQueriesContext(connection) as queries:
            started = time.perf_counter()
            assert client.get(reverse(name, args=[night.slug])).status_code == 200
            times[name] = time.perf_counter() - started
        counts[name] = len(queries)
    return counts, times


def test_queries_do_not_grow_with_the_room(client, make_night, play_game, organiser):
    small, _ = _measure(client, make_night, play_game, organiser, 10)
    large, times = _measure(client, make_night, play_game, organiser, 200)
    assert small == large
    assert max(times.values()) < 0.5, times  # generous for a loaded CI machine; about 50 ms on a laptop
