"""The strong computer player: repeatable for a seed, always legal, blind to what its seat may not
see, and stronger than the sensible one."""

from __future__ import annotations

import copy
import random

import pytest

from cardparty.rules import Game, new_game
from cardparty.rules.knowledge import knowledge_of
from cardparty.rules.phases import PLAY
from cardparty.rules.players import PLAYERS, SensiblePlayer, play_out
from cardparty.rules.strong import StrongPlayer, decide

FAMILIES = ("nova-scotia", "merrimack-valley")
SMALL = 24  # play-outs a decision takes in these tests (the default is larger)


def _seats(game: Game, strong_side: int, seed: int, budget: int = SMALL) -> list:
    return [StrongPlayer(seed + s, budget) if game.side_of[s] == strong_side else SensiblePlayer(s)
            for s in range(game.players)]  # fmt: skip


def test_levels_are_offered_by_name():
    assert {"beginner", "sensible", "strong"} <= set(PLAYERS)
    assert PLAYERS["strong"] is StrongPlayer


@pytest.mark.parametrize("preset", FAMILIES)
def test_a_game_repeats_for_a_seed(preset):
    logs = []
    for _ in range(2):
        game = new_game(4, preset, seed=11)
        play_out(game, _seats(game, 0, 5), max_rounds=2)
        logs.append(game.log)
    assert logs[0] == logs[1]


@pytest.mark.parametrize("preset", FAMILIES)
def test_never_an_illegal_move_over_whole_games(preset):
    for seed in (1, 2):
        game = new_game(4, preset, seed=seed, dealer=seed % 4)
        play_out(game, _seats(game, seed % 2, seed, budget=8), max_rounds=40)  # apply refuses an illegal move
        assert game.is_over or game.round > 40


def _shuffle_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose hidden cards (other hands, the stock, the kitty) are dealt anew
    among the same places, each keeping its count."""
    other = copy.deepcopy(game)
    places = [other.hands[s] for s in range(other.players) if s != seat]
    if other.ruleset.is_auction:
        places += [other.stock, other.kitty]
    cards = [c for place in places for c in place]
    rng.shuffle(cards)
    for place in places:
        size = len(place)
        place[:], cards = cards[:size], cards[size:]
    other._legal = None  # noqa: SLF001  (a test rearranging the hidden cards)
    return other


@pytest.mark.parametrize("preset", FAMILIES)
def test_the_decision_is_the_same_whatever_the_hidden_cards(preset):
    game = new_game(4, preset, seed=3)
    sensible = SensiblePlayer(0)
    rng, checked = random.Random(9), 0
    while not game.is_over and game.round <= 2:
        seat = game.to_act
        if game.phase is PLAY and seat % 2 == 0 and len(game.legal_cards()) > 1:
            other = _shuffle_hidden(game, seat, rng)
            assert other.hands != game.hands or other.ruleset.is_auction
            know = knowledge_of(game, seat)
            assert knowledge_of(other, seat) == know
            assert decide(know, random.Random(4), SMALL) == StrongPlayer(4, SMALL).choose(other)
            checked += 1
        game.apply(sensible.choose(game))
    assert checked >= 4


def test_its_knowledge_holds_no_card_its_seat_has_not_seen():
    game = new_game(4, "merrimack-valley", seed=8)
    sensible = SensiblePlayer(0)
    while game.phase is not PLAY or game.to_act != 2:
        game.apply(sensible.choose(game))
    know = knowledge_of(game, 2)
    hidden = {c for s in (0, 1, 3) for c in game.hands[s]} | set(game.stock) | set(game.kitty)
    assert hidden <= set(know.unseen)
    assert not hidden & set(know.view.hand)
    for s in (0, 1, 3):
        assert set(game.hands[s]) <= know.may_hold[s] | know.must_hold[s]


def _duplicate_margin(preset: str, deals: int) -> int:
    """Each first round dealt twice, the strong player on one side then the other: the strong
    side's points less the sensible side's, summed (the same cards on both sides)."""
    margin = 0
    for seed in range(deals):
        for strong_side in (0, 1):
            game = new_game(4, preset, seed=100 + seed)
            before = list(game.scores)
            play_out(game, _seats(game, strong_side, seed), max_rounds=1)
            gained = [a - b for a, b in zip(game.scores, before, strict=True)]
            margin += gained[strong_side] - gained[1 - strong_side]
    return margin


@pytest.mark.parametrize(("preset", "least"), [("nova-scotia", 10), ("merrimack-valley", 60)])
def test_the_strong_side_outscores_the_sensible_side_on_the_same_deals(preset, least):
    assert _duplicate_margin(preset, 8) >= least


def test_simulate_offers_the_levels_and_prints_each_sides_interval():
    import io

    from cardparty.rules.cli import main

    out = io.StringIO()
    assert main(["simulate", "--games", "2", "--bots", "beginner,sensible", "--seed", "3"], out=out) == 0
    text = out.getvalue()
    assert "bots by seat: beginner, sensible, beginner, sensible" in text
    assert "95% interval" in text


def test_the_wilson_interval_holds_the_rate_and_narrows_with_more_games():
    from cardparty.rules.cli import wilson

    low, high = wilson(1200, 2000)
    assert low < 0.6 < high and high - low < wilson(120, 200)[1] - wilson(120, 200)[0]
    assert wilson(0, 10)[0] == pytest.approx(0.0, abs=1e-12) and wilson(10, 10)[1] == pytest.approx(1.0)


def test_the_strength_bench_prints_its_figures_as_json():
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "bench/strength.py", "--games", "2", "--budget", "4", "--json"],
                          cwd=root, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    for preset in ("nova_scotia", "merrimack_valley"):
        assert figures[f"{preset}_games"] == 2
        assert 0 <= figures[f"{preset}_low"] <= figures[f"{preset}_rate"] <= figures[f"{preset}_high"] <= 1
        assert figures[f"{preset}_decision_median_ms"] > 0 and figures[f"{preset}_bare_move_us"] > 0


def test_a_round_at_every_preset_and_table_size_without_an_illegal_move():
    from cardparty.rules import PRESETS
    from cardparty.rules.rulesets import get_ruleset

    for name in sorted(PRESETS):
        for players in get_ruleset(name).players:
            game = new_game(players, name, seed=players)
            play_out(game, [StrongPlayer(s, 4) if s % 2 == 0 else SensiblePlayer(s) for s in range(players)], 1)
            assert game.round > 1 or game.is_over
