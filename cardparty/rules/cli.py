"""Command line: ``python -m cardparty.rules simulate``.

- ``simulate --games N --seed S --players P --ruleset R [--log FILE]`` plays N games
  between computer players and prints games, rounds, average rounds per game, wins by
  seat and by side and (auction) how often each kind of bidder was set; ``--log`` writes
  one JSON object a line (docs/rules-log-schema.md); ``--max-rounds`` stops a game that
  is still on (two random bidders can drift below zero for ever).

A person plays one game in the terminal with ``manage.py referee`` (every preset, in English or
French, in the web pages' own sentences): there is one terminal game, not one here as well.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from dataclasses import replace
from typing import TextIO

from . import reasons as R
from .auction.records import AuctionScored, AuctionWon
from .export import game_record
from .players import PLAYERS, play_out
from .playoff import PlayoffStarted
from .reasons import IllegalAction, Reason
from .referee import Game
from .rulesets import PRESETS, get_ruleset
from .table import check_table


def _ruleset(args: argparse.Namespace):  # noqa: ANN202
    rs = get_ruleset(args.ruleset)
    if args.jokers is not None:
        rs = replace(rs, jokers=args.jokers)
    return rs


def count_bids(log: list, bots: list[str], into: Counter) -> None:
    """Add each auction round's bidder (by bot kind) and whether it was set, and whether the
    dealer was bagged (everyone passed), to ``into``."""
    for rec in log:
        if isinstance(rec, AuctionWon):
            into["rounds"] += 1
            into["bagged"] += rec.bagged
        if isinstance(rec, AuctionScored):
            kind = bots[rec.bidder]
            into[kind, "bids"] += 1
            into[kind, "sets"] += not rec.made


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate of ``wins`` in ``games``.

    >>> [round(x, 3) for x in wilson(60, 100)]
    [0.502, 0.691]
    """
    if games <= 0:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return (centre - spread) / (1 + z * z / games), (centre + spread) / (1 + z * z / games)


def bidding_rates(preset: str, players: int, games: int) -> tuple[float, float, int]:
    """Every seat sensible, over ``games`` seeded games: how often the dealer is bagged, how often a
    bidder is set, and how many rounds were bid (``make bench``'s bidding figures)."""
    counts: Counter = Counter()
    for number in range(games):
        game = Game(players, preset, seed=number * 7919 + players, dealer=number % players)
        play_out(game, [PLAYERS["sensible"](number * 31 + s) for s in range(players)], 60)
        count_bids(game.log, ["sensible"] * players, counts)
    rounds = max(counts["rounds"], 1)
    return counts["bagged"] / rounds, counts["sensible", "sets"] / max(counts["sensible", "bids"], 1), counts["rounds"]


def simulate(args: argparse.Namespace, out: TextIO) -> int:
    """Play ``args.games`` games and print a summary."""
    rs = _ruleset(args)
    check_table(args.players, rs)
    if args.games < 0:
        raise IllegalAction(Reason(R.BAD_GAME_COUNT, {"count": args.games}))
    kinds = args.bots.split(",")
    if any(k not in PLAYERS for k in kinds):
        raise SystemExit(f"--bots: choose from {', '.join(PLAYERS)}")
    bots = [kinds[s % len(kinds)] for s in range(args.players)]
    seeds = random.Random(args.seed)
    try:
        log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115
    except OSError as error:
        raise IllegalAction(Reason(R.LOG_NOT_WRITABLE, {"path": args.log, "error": error.strerror or error})) from None
    by_seat, by_side, how, bidding = Counter(), Counter(), Counter(), Counter()
    rounds, sides, side_of = 0, 0, ()
    try:
        for number in range(args.games):
            seed = seeds.getrandbits(63)
            game = Game(args.players, rs, seed, dealer=number % args.players)
            seats = [PLAYERS[kind](seed + s) for s, kind in enumerate(bots)]
            play_out(game, seats, args.max_rounds)
            sides, side_of = game.sides, game.side_of
            rounds += game.round
            how[game.log[-1].how if game.is_over else "unfinished"] += 1
            count_bids(game.log, bots, bidding)
            if rs.playoff:  # sides by the first game's teams: who won it (each winner plays on alone)
                sides, side_of = max(game.team_of) + 1, game.team_of
                by_side.update(r.side for r in game.log if isinstance(r, PlayoffStarted))
            elif game.is_over:
                by_side[game.winner] += 1
            if game.is_over:
                for seat in range(args.players):
                    by_seat[seat] += game.side_of[seat] == game.winner
            if log:
                record = game_record(game.log, bots)
                record["game"] = number
                log.write(json.dumps(record) + "\n")
    finally:
        if log:
            log.close()
    n = max(args.games, 1)
    print(f"ruleset {rs.name}, {args.players} players, seed {args.seed}, bots by seat: {', '.join(bots)}", file=out)
    print(f"games: {args.games}", file=out)
    print(f"rounds: {rounds}", file=out)
    print(f"average rounds per game: {rounds / n:.2f}", file=out)
    print("wins by seat: " + ", ".join(f"{s}: {by_seat[s]}" for s in range(args.players)), file=out)
    for side in range(sides):
        seats = [s for s in range(args.players) if side_of[s] == side]
        kinds_here = "/".join(sorted({bots[s] for s in seats}))
        print(
            ("first game: " if rs.playoff else "") + f"side {side} (seats {', '.join(map(str, seats))}; {kinds_here}): "
            f"{by_side[side]} wins ({100 * by_side[side] / n:.1f}%, 95% interval "
            f"{100 * wilson(by_side[side], args.games)[0]:.1f}-{100 * wilson(by_side[side], args.games)[1]:.1f}%)",
            file=out,
        )
    print("games won by: " + ", ".join(f"{k} {v}" for k, v in sorted(how.items())), file=out)
    if bidding["rounds"]:
        rounds_bid, bagged = bidding["rounds"], bidding["bagged"]
        print(f"dealer bagged: {bagged} of {rounds_bid} rounds ({100 * bagged / rounds_bid:.1f}%)", file=out)
    for kind in sorted({key[0] for key in bidding if isinstance(key, tuple)}):
        bids, sets = bidding[kind, "bids"], bidding[kind, "sets"]
        print(f"{kind} bidders: {bids} bids, {sets} set ({100 * sets / max(bids, 1):.1f}%)", file=out)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardparty.rules", description="Forty-Fives referee")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--ruleset", default="nova-scotia", choices=sorted(PRESETS))
    sim.add_argument("--jokers", type=int, choices=(0, 1, 2), help="override the ruleset's jokers")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--log", help="write one JSON object a game to this file")
    sim.add_argument("--max-rounds", type=int, default=1000, help="stop a game still on after this many rounds")
    sim.add_argument("--bots", default="sensible,random", help=f"comma list of bots ({', '.join(PLAYERS)}), cycled over the seats")
    return parser


def main(argv: list[str] | None = None, inp: TextIO | None = None, out: TextIO | None = None) -> int:
    """Entry point of ``python -m cardparty.rules``."""
    args = build_parser().parse_args(argv)
    out = out or sys.stdout
    try:
        return simulate(args, out)
    except ValueError as error:  # a bad table size or ruleset, explained
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nInterrupted.", file=out)
        return 130
