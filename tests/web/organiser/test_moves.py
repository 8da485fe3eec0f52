"""/desk/<slug>/moves/: "Couple 12 → Table 5" after a close, the bye, who deals first."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _moves(content: bytes) -> dict[int, tuple[int, str]]:
    pattern = rb'<span class="who">Couple (\d+)</span>.*?<span class="where">Table (\d+)</span>.*?<small class="how">([^<]*)</small>'
    found = re.findall(pattern, content, re.S)
    return {int(c): (int(t), how.decode().strip()) for c, t, how in found}


def test_moves_after_closing_game_1(org_client, started):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner)
    game_close(night=started)
    page = org_client.get(reverse("desk-moves", args=[started.slug]))
    moves = _moves(page.content)
    assert len(moves) == 9
    # Winners move on and deal first; losers stay; the bye couple 9 moves like a winner.
    assert moves[1] == (2, "deals first") and moves[2] == (1, "stays") and moves[7] == (5, "bye")
    assert moves[9] == (1, "deals first")
    assert b"Couple 7 has the bye at table 5." in page.content
    assert b"Moves for game 2" in page.content


def test_first_seating(org_client, started):
    page = org_client.get(reverse("desk-moves", args=[started.slug]) + "?game=1")
    assert b"Seating of game 1" in page.content
    assert _moves(page.content)[9] == (5, "bye")


def test_a_game_not_seated_is_explained(org_client, started):
    response = org_client.get(reverse("desk-moves", args=[started.slug]) + "?game=7")
    assert response.status_code == 302 and texts(response) == ["Game 7 has not been seated yet."]


@pytest.mark.parametrize("game", ["0", "x", "9" * 30])
def test_a_nonsense_game_shows_the_current_one(org_client, started, game):
    page = org_client.get(reverse("desk-moves", args=[started.slug]) + f"?game={game}")
    assert page.status_code == 200 and b"Seating of game 1" in page.content


def test_before_the_start(org_client, night):
    assert b"No seating yet" in org_client.get(reverse("desk-moves", args=[night.slug])).content


def test_others_are_refused(started, keeper, other_organiser):
    assert_others_refused(reverse("desk-moves", args=[started.slug]), keeper=keeper, other=other_organiser)
