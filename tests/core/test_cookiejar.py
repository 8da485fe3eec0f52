"""The cookie jar draw and its winners (SPEC 2, "Cookie jar")."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournaments.cookiejar import closeness, draw, new_seed, winners

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("games,count", [(25, 8), (25, 10), (25, 25), (1, 1), (99, 10), (10, 1)])
def test_draw_is_count_distinct_sorted_games_in_range(games, count):
    for seed in range(50):
        got = draw(games, count, seed)
        assert len(got) == count
        assert got == sorted(got)
        assert len(set(got)) == count
        assert all(1 <= g <= games for g in got)


def test_draw_of_every_game_is_every_game():
    assert draw(25, 25, 7) == list(range(1, 26))


def test_same_seed_same_draw():
    for seed in (0, 1, 2026, 2**62 + 5):
        assert draw(25, 8, seed) == draw(25, 8, seed)


def test_different_seeds_usually_differ():
    draws = {tuple(draw(25, 8, seed)) for seed in range(40)}
    assert len(draws) >= 35


def test_draw_is_the_same_in_another_python_process():
    # Nothing about the process (hash seed, import order) may change a stored seed's draw.
    code = "from tournaments.cookiejar import draw; print(draw(25, 8, 987654321))"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(draw(25, 8, 987654321))


def test_every_game_gets_drawn_sometimes():
    seen = set()
    for seed in range(200):
        seen.update(draw(25, 8, seed))
    assert seen == set(range(1, 26))


@pytest.mark.parametrize("games,count", [(25, 0), (25, 26), (8, 10), (25, -1), (0, 0)])
def test_draw_refuses_an_impossible_count(games, count):
    with pytest.raises(ValueError):
        draw(games, count, 1)


def test_new_seeds_vary_and_have_at_most_six_digits_for_a_volunteer_to_read_out():
    seeds = {new_seed() for _ in range(20)}
    assert all(isinstance(s, int) and 0 <= s <= 999_999 for s in seeds)
    assert len(seeds) > 1


@pytest.mark.parametrize(("punches", "drawn", "expected"), [
    ({1: [3, 7, 12, 20], 2: [3, 7], 3: []}, [3, 7, 12, 20], [(1, 4), (2, 2), (3, 0)]),
    ({5: [1, 2], 4: [1, 2]}, [1, 2, 3], [(4, 2), (5, 2)]),  # as close: by couple number
    ({1: [1, 1, 2]}, [1, 2], [(1, 2)]),  # a game counts once
    ({}, [1], []),
])
def test_closeness_counts_the_drawn_games_each_entry_won_closest_first(punches, drawn, expected):
    assert closeness(punches, drawn) == expected


DRAWN = [3, 7, 12, 20]
PUNCHES = {
    1: [1, 3, 7, 12, 20, 21],  # won every drawn game
    2: [3, 7, 12, 20],  # exactly the drawn games
    3: [3, 7, 20],  # missed game 12
    4: [],
    5: list(range(1, 26)),  # won everything
}


def test_without_entrants_every_couple_that_won_every_drawn_game_wins():
    assert winners(PUNCHES, DRAWN) == [1, 2, 5]


def test_only_entered_couples_can_win_the_jar():
    assert winners(PUNCHES, DRAWN, entrants=[2, 3, 4]) == [2]


def test_a_couple_that_missed_one_drawn_game_does_not_win():
    for missed in DRAWN:
        punched = [g for g in DRAWN if g != missed]
        assert winners({9: punched}, DRAWN, entrants=[9]) == []


def test_an_entrant_with_no_punch_card_does_not_win():
    assert winners(PUNCHES, DRAWN, entrants=[42]) == []


def test_no_entrants_means_no_winner():
    assert winners(PUNCHES, DRAWN, entrants=[]) == []


def test_winners_come_sorted_by_number():
    punches = {10: DRAWN, 2: DRAWN, 33: DRAWN}
    assert winners(punches, DRAWN, entrants=[33, 10, 2]) == [2, 10, 33]


def test_winners_accept_a_generator_of_drawn_games():
    assert winners(PUNCHES, iter(DRAWN), entrants=iter([1, 3])) == [1]
