"""GET /n/<slug>/standings/ after the last game: tie outcomes, the booby prize, the revealed cookie jar."""

from __future__ import annotations

import re

import pytest

from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open

from ..conftest import lowest_number_wins

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished(make_night, play_games):
    """Four couples, two games, the lower number always wins: wins 1:2, 2:1, 3:1, 4:0."""
    night = make_night(couples=4, games=2, cookie_jar_games=1)
    jar_enter(night=night, number=1, fee="2.00")
    jar_enter(night=night, number=2, fee="2.00")
    night = play_games(night, 2, lowest_number_wins)
    tie = tiebreak_open(night=night, kind="prize", place=2)
    tiebreak_choose(night=night, tiebreak=tie.pk, choices={2: "cut", 3: "split"})
    tiebreak_cut(night=night, tiebreak=tie.pk, seed=7)
    jar_reveal(night=night)
    return night


def test_ties_and_the_jar_are_shown(client, finished):
    body = " ".join(client.get(f"/n/{finished.slug}/standings/").content.decode().split())
    assert "Final standings." in body
    assert re.search(r"2nd prize</strong> — couples 2, 3\. Choices: 2: cut the deck, 3: split\. Settled by: cut the deck\.", body)
    assert "Cut, round 1:" in body and "cut by the app" in body and "Seed" not in body
    assert re.search(r"Prize to: couple [23]</strong>", body)
    assert "Games drawn:" in body and "Won by couple 1" in body and "the jar holds $4.00" in body
    assert "Booby prize" in body


def test_the_board_after_the_last_game(client, finished):
    body = client.get(f"/n/{finished.slug}/board/").content.decode()
    assert "Every game has been played" in body and "Final standings" in body
    assert 'class="move' not in body
