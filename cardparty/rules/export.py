"""A finished game as one JSON-ready dict (the ``--log`` format).

The schema is documented in ``docs/rules-log-schema.md``.  Seats are numbered 0 to
P-1 clockwise; with partners side = seat % 2, alone side = seat; hands are lists
indexed by seat and per-side figures lists indexed by side.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import option_export as options
from . import reasons as R
from .auction import export as auction
from .auction.records import AuctionDealt
from .option_export import OPTION_RECORDS
from .playoff import PlayoffStarted
from .reasons import IllegalAction, Reason
from .records import Dealt, GameStarted, GameWon, Record, Robbed, RobDeclined, RoundScored, TrickTaken

SCHEMA_VERSION = 1


def _names(cards: Sequence) -> list[str]:
    return [str(c) for c in cards]


def game_record(log: Sequence[Record], bots: Sequence[str] | None = None) -> dict:
    """The JSON log object of a game from its ``log`` (finished or not)."""
    if not isinstance(log, Sequence) or isinstance(log, str) or not log or not isinstance(log[0], GameStarted):
        raise IllegalAction(Reason(R.NOT_A_LOG))
    start = log[0]
    out: dict = {
        "schema": SCHEMA_VERSION,
        "players": start.players,
        "ruleset": start.ruleset.name,
        "seed": start.seed,
        "first_dealer": start.dealer,
        "bots": list(bots) if bots is not None else None,
        "winner": None,
        "how": None,
        "scores": None,
        "rounds": [],
    }
    rounds: list[dict] = out["rounds"]
    hands: list[list] = []
    for rec in log[1:]:
        if isinstance(rec, Dealt):
            hands = [list(h) for h in rec.hands]
            robbing = None
            if rec.robber is not None:
                robbing = {"seat": rec.robber, "card": str(rec.rob_card), "robbed": False, "discarded": None}
            rounds.append(
                {
                    "round": rec.round,
                    "dealer": rec.dealer,
                    "turned": str(rec.turned),
                    "trump": rec.trump,
                    "robbing": robbing,
                    "hands": [_names(h) for h in hands],
                    "tricks": [],
                    "points": None,
                    "scores": None,
                }
            )
        elif isinstance(rec, Robbed):
            hand = hands[rec.seat]
            hand.remove(rec.discarded)
            hand.append(rec.taken)
            rounds[-1]["robbing"].update(robbed=True, discarded=str(rec.discarded))
            rounds[-1]["hands"] = [_names(h) for h in hands]
        elif isinstance(rec, RobDeclined):
            pass
        elif isinstance(rec, TrickTaken):
            rounds[-1]["tricks"].append(
                {
                    "leader": rec.leader,
                    "cards": _names(rec.cards),
                    "winner": rec.winner,
                    "points": rec.points,
                    "bonus": rec.bonus,
                }
            )
        elif isinstance(rec, RoundScored):
            rounds[-1]["points"] = list(rec.points)
            rounds[-1]["scores"] = list(rec.scores)
        elif isinstance(rec, PlayoffStarted):  # six for the ante: the first game, won by a team
            out["playoff"] = {"round": rec.round, "winner": rec.side, "how": rec.how, "scores": list(rec.scores),
                              "seats": list(rec.seats)}
        elif isinstance(rec, GameWon):
            out.update(winner=rec.side, how=rec.how, scores=list(rec.scores))
        elif isinstance(rec, OPTION_RECORDS):
            options.round_event(rec, rounds[-1], hands)
        elif isinstance(rec, AuctionDealt):
            rounds.append(auction.new_round(rec, hands))
        elif rounds and rounds[-1]["turned"] is None:
            auction.round_event(rec, rounds[-1], hands)
    return out
