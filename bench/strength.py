"""How strong the strong computer player is (issue 36 point 3), and how long it thinks.

Four-player games of ``nova-scotia`` and of ``merrimack-valley``: one side strong, the other
sensible, the strong side alternating game by game (and the first dealer turning). Prints the
strong side's win rate with its 95% Wilson interval (target: lower bound above 55%), in
auction games how often each kind of bidder was set, and the strong player's time per card
decision (median, p95) beside the bare game loop's time per move (every seat sensible).
Counts over seeded games, so a run repeats exactly; the times vary with the machine.

    .venv/bin/python bench/strength.py [--games 2000] [--budget N] [--presets a,b] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardparty.rules import new_game  # noqa: E402
from cardparty.rules.cli import count_bids, wilson  # noqa: E402
from cardparty.rules.phases import PLAY  # noqa: E402
from cardparty.rules.players import SensiblePlayer  # noqa: E402
from cardparty.rules.strong import BUDGET, StrongPlayer  # noqa: E402

PRESETS = ("nova-scotia", "merrimack-valley")


def match(preset: str, games: int, budget: int, progress: bool = False) -> dict:
    """Strong side against sensible side over ``games`` seeded games; figures and decision times."""
    wins, bidding, decisions, moves, bare = 0, Counter(), [], 0, 0.0
    for number in range(games):
        game = new_game(4, preset, seed=number * 7919 + 17, dealer=number % 4)
        strong_side = number % 2
        seats = [StrongPlayer(number * 31 + s, budget) if game.side_of[s] == strong_side else SensiblePlayer(s)
                 for s in range(4)]  # fmt: skip
        while not game.is_over and game.round <= 200:
            player = seats[game.to_act]
            thinking = isinstance(player, StrongPlayer) and game.phase is PLAY and len(game.legal_cards()) > 1
            start = time.perf_counter()
            action = player.choose(game)
            if thinking:
                decisions.append(time.perf_counter() - start)
            game.apply(action)
        kinds = ["strong" if game.side_of[s] == strong_side else "sensible" for s in range(4)]
        count_bids(game.log, kinds, bidding)
        wins += game.winner == strong_side
        if progress and (number + 1) % 50 == 0:
            low, high = wilson(wins, number + 1)
            print(f"  {preset}: {wins} of {number + 1} ({low:.1%}-{high:.1%})", file=sys.stderr, flush=True)
    for number in range(min(games, 200)):  # the bare loop: every seat sensible
        game = new_game(4, preset, seed=number * 7919 + 17, dealer=number % 4)
        seats = [SensiblePlayer(s) for s in range(4)]
        start = time.perf_counter()
        while not game.is_over and game.round <= 200:
            game.apply(seats[game.to_act].choose(game))
            moves += 1
        bare += time.perf_counter() - start
    low, high = wilson(wins, games)
    figures = {"games": games, "wins": wins, "rate": wins / max(games, 1), "low": low, "high": high,
               "decision_median_ms": 1000 * statistics.median(decisions) if decisions else 0.0,
               "decision_p95_ms": 1000 * _p95(decisions), "bare_move_us": 1e6 * bare / max(moves, 1)}  # fmt: skip
    for kind in ("strong", "sensible"):
        if bidding[kind, "bids"]:
            figures[f"{kind}_set"] = bidding[kind, "sets"] / bidding[kind, "bids"]
            figures[f"{kind}_bids"] = bidding[kind, "bids"]
    return figures


def _p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))] if values else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--budget", type=int, default=BUDGET, help="play-outs a decision takes")
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--progress", action="store_true", help="the rate so far every 50 games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = sys.stderr if args.json else sys.stdout
    flat = {}
    for preset in args.presets.split(","):
        f = match(preset, args.games, args.budget, args.progress)
        sets = "".join(f", {k} bidders set {f[f'{k}_set']:.1%} of {f[f'{k}_bids']} bids"
                       for k in ("strong", "sensible") if f"{k}_set" in f)  # fmt: skip
        verdict = "" if f["low"] > 0.55 else "   <- lower bound not above 55%"
        print(f"{preset}: strong side won {f['wins']} of {f['games']} ({f['rate']:.1%}, 95% interval "
              f"{f['low']:.1%}-{f['high']:.1%}){sets}; decision median {f['decision_median_ms']:.0f} ms, "
              f"p95 {f['decision_p95_ms']:.0f} ms; bare loop {f['bare_move_us']:.0f} us a move{verdict}", file=out)
        flat.update({f"{preset.replace('-', '_')}_{k}": round(v, 4) for k, v in f.items()})
    if args.json:
        print(json.dumps(flat))


if __name__ == "__main__":
    main()
