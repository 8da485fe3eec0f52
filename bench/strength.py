"""How strong the strong computer player is (issue 36 point 3), and how long it thinks.

Four-player games of ``nova-scotia`` and of ``merrimack-valley``: one side strong, the other
sensible, the strong side alternating game by game (and the first dealer turning). Prints the
strong side's win rate with its 95% Wilson interval (target: lower bound above 55%), in
auction games how often each kind of bidder was set, and the strong player's time per card
decision (median, p95) beside the bare game loop's time per move (every seat sensible).
Counts over seeded games, so a run repeats exactly; the times vary with the machine.

    .venv/bin/python bench/strength.py [--games 2000] [--budget N] [--presets a,b] [--jobs N] [--json]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
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


def one_game(preset: str, number: int, budget: int) -> tuple[bool, Counter, list[float]]:
    """Game ``number`` of the match: did the strong side win, its bids and sets, its decision times."""
    bidding, decisions = Counter(), []
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
    return game.winner == strong_side, bidding, decisions


def _slice(args: tuple[str, int, int, int, int]) -> tuple[int, Counter, list[float]]:
    """Games ``first``, ``first + step``, ... below ``games``: one worker's share of a match."""
    preset, first, step, games, budget = args
    wins, bidding, decisions = 0, Counter(), []
    for number in range(first, games, step):
        won, bids, times = one_game(preset, number, budget)
        wins, decisions = wins + won, decisions + times
        bidding.update(bids)
    return wins, bidding, decisions


def match(preset: str, games: int, budget: int, jobs: int = 1) -> dict:
    """Strong side against sensible side over ``games`` seeded games; figures and decision times.

    Each game is seeded by its number, so splitting the games over ``jobs`` processes gives
    the same counts as one process (the times are then measured on a busier machine).
    """
    wins, bidding, decisions, moves, bare = 0, Counter(), [], 0, 0.0
    shares = [(preset, first, jobs, games, budget) for first in range(jobs)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(_slice, shares)
    else:
        results = [_slice(shares[0])]
    for share_wins, share_bidding, share_decisions in results:
        wins, decisions = wins + share_wins, decisions + share_decisions
        bidding.update(share_bidding)
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
    parser.add_argument("--jobs", type=int, default=1, help="processes to share the games (same counts)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = sys.stderr if args.json else sys.stdout
    flat = {}
    for preset in args.presets.split(","):
        f = match(preset, args.games, args.budget, args.jobs)
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
