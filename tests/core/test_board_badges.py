"""The board's badges while the night is played (issue 33, point 8): no prize badge, and "Leading" only for a lead
that means something (tournaments/board_badges.py)."""

from __future__ import annotations

import pytest

from tournaments.board_badges import LEADING_AFTER, LEADING_AT_MOST, leaders


def test_after_game_1_nobody_leads_though_half_the_hall_has_won():
    wins = {n: 1 if n % 2 else 0 for n in range(1, 13)}
    assert leaders(wins, games_played=1) == []


@pytest.mark.parametrize("played", range(LEADING_AFTER))
def test_no_couple_leads_before_enough_games_are_played(played):
    assert leaders({1: played, 2: 0, 3: 0}, games_played=played) == []


def test_the_couples_with_the_most_wins_lead_once_enough_games_are_played():
    wins = {5: 2, 1: 3, 9: 3, 4: 1, 7: 0}
    assert leaders(wins, games_played=LEADING_AFTER) == [1, 9]


def test_a_lead_shared_by_more_couples_than_the_prize_places_is_no_lead():
    crowd = dict.fromkeys(range(1, LEADING_AT_MOST + 2), 4) | {20: 1}
    assert leaders(crowd, games_played=6) == []
    few = dict.fromkeys(range(1, LEADING_AT_MOST + 1), 4) | {20: 1}
    assert leaders(few, games_played=6) == list(range(1, LEADING_AT_MOST + 1))


def test_nobody_leads_without_a_win_or_without_couples():
    assert leaders({1: 0, 2: 0}, games_played=5) == []
    assert leaders({}, games_played=5) == []
