"""bench/rules.py runs and reports the referee against the floor loop."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bench.rules import floor_auction_round, floor_game, measure, measure_auction, referee_auction_rounds, referee_game

ROOT = Path(__file__).resolve().parents[2]


def test_both_loops_play_complete_games():
    import random

    assert floor_game(random.Random(1)) >= 2
    assert referee_game(1) >= 2


def test_measure_reports_games_per_second_and_the_ratio():
    result = measure(0.2, 4, "nova-scotia")
    assert result["referee_games_per_second"] > 0 and result["floor_games_per_second"] > 0
    # The ratio is taken from the unrounded times; the printed rates are rounded.
    assert result["ratio"] == pytest.approx(result["floor_games_per_second"] / result["referee_games_per_second"], rel=2e-3)


def test_bench_prints_one_json_object_with_the_ratio():
    done = subprocess.run(
        [sys.executable, "bench/rules.py", "--json", "--seconds", "0.2"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert {"ratio", "referee_games_per_second", "floor_games_per_second", "auction_ratio"} <= set(result)
    assert result["auction_ratio"] > 0 and result["auction_ruleset"] == "merrimack-valley"


def test_the_auction_loops_play_whole_rounds_and_report_their_ratio():
    import random

    assert floor_auction_round(random.Random(1), 0) in (15, 20, 25, 30, -15, -20, -25, -30)
    assert 1 <= referee_auction_rounds(1) <= 30
    result = measure_auction(0.3)
    assert result["auction_referee_rounds"] > 0 and result["auction_floor_rounds"] > 0
    assert result["auction_ratio"] == pytest.approx(
        result["auction_floor_rounds_per_second"] / result["auction_referee_rounds_per_second"], rel=2e-3)
