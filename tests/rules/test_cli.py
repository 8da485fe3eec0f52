"""python -m cardparty.rules simulate|play."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from cardparty.rules.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, io.StringIO(stdin), out)
    return code, out.getvalue()


def test_simulate_prints_games_rounds_average_and_wins_by_seat_and_side():
    code, text = run(["simulate", "--games", "30", "--seed", "4", "--players", "4"])
    assert code == 0
    assert "games: 30" in text and "rounds: " in text and "average rounds per game: " in text
    assert "wins by seat: 0: " in text and "side 0 (seats 0, 2; sensible)" in text and "side 1 (seats 1, 3; random)" in text


def test_simulate_log_writes_one_json_object_a_game_in_the_documented_schema(tmp_path):
    log = tmp_path / "games.jsonl"
    code, _ = run(["simulate", "--games", "12", "--seed", "7", "--players", "6", "--log", str(log)])
    assert code == 0
    games = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(games) == 12
    for game in games:
        assert {"players", "ruleset", "seed", "winner", "scores", "rounds"} <= set(game)
        assert game["players"] == 6 and game["ruleset"] == "nova-scotia" and len(game["scores"]) == 2
        assert max(game["scores"]) >= 45 and game["scores"][game["winner"]] == max(game["scores"])
        for rnd in game["rounds"]:
            assert {"dealer", "turned", "trump", "robbing", "hands", "tricks", "points", "scores"} <= set(rnd)
            assert len(rnd["hands"]) == 6 and all(len(h) == 5 for h in rnd["hands"])
            for trick in rnd["tricks"]:
                assert {"leader", "cards", "winner"} <= set(trick) and len(trick["cards"]) == 6
            if rnd["robbing"] is not None:
                assert {"seat", "discarded"} <= set(rnd["robbing"])
        assert game["rounds"][-1]["scores"] == game["scores"]


def test_simulate_runs_as_a_module_from_the_repository_root():
    done = subprocess.run(
        [sys.executable, "-m", "cardparty.rules", "simulate", "--games", "5", "--players", "3", "--ruleset", "irish"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "games: 5" in done.stdout
