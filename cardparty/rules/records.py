"""Frozen records of a game's log, and the actions a player may take.

A game's ``log`` starts with :class:`GameStarted` and holds, in order, what the referee
did (:class:`Dealt`, :class:`TrickTaken`, :class:`RoundScored`, :class:`GameWon`) and
what the players did (:class:`Robbed`, :class:`RobDeclined`, :class:`Played`).  The
player records alone, with the start record, replay the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .auction.records import AuctionRecord
from .cards import CARDS, Card
from .rulesets import Ruleset

Hand = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class GameStarted:
    """A new game: table size, rules, seed, first dealer (and any stacked deck, scores)."""

    players: int
    ruleset: Ruleset
    seed: int
    dealer: int
    deck: tuple[Card, ...] | None = None  # the first round's pack, top first, if stacked
    scores: tuple[int, ...] | None = None  # starting scores by side, if not all 0


@dataclass(frozen=True, slots=True)
class Dealt:
    """A round dealt: hands by seat, the card turned for trump, who may rob what."""

    round: int
    dealer: int
    hands: tuple[Hand, ...]
    turned: Card
    trump: str
    robber: int | None  # the seat with the right to rob, if any
    rob_card: Card | None  # what they may take: the turned card, or a turned joker


@dataclass(frozen=True, slots=True)
class Robbed:
    """``seat`` took ``taken`` and discarded ``discarded`` face down."""

    seat: int
    taken: Card
    discarded: Card


@dataclass(frozen=True, slots=True)
class RobDeclined:
    """``seat`` chose not to rob."""

    seat: int


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` played ``card``."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken:
    """Trick ``number`` (1-5) of ``round``: cards in play order from ``leader``."""

    round: int
    number: int
    leader: int
    cards: Hand
    winner: int  # seat
    points: int
    bonus: bool


@dataclass(frozen=True, slots=True)
class RoundScored:
    """Points each side took in the round (by side) and the scores after it."""

    round: int
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """``side`` won, by "count-out", "end-of-round", "jink", "bidder-goes-out" or "others-out".

    ``with_sides``: sides that win with it (a called partner in Call Your Partner).
    """

    side: int
    scores: tuple[int, ...]
    how: str
    with_sides: tuple[int, ...] = ()


Record = GameStarted | Dealt | Robbed | RobDeclined | Played | TrickTaken | RoundScored | GameWon | AuctionRecord


@dataclass(frozen=True, slots=True)
class Action:
    """Something the player to act may do.

    ``kind`` is "play" / "rob" (``card``: the card played / discarded), "decline_rob";
    auction: "bid" (``amount``), "pass", "hold", "raise" (``amount``), "name" (``suit``),
    "discard" (``cards``, maybe none), "call" (``card``; None: not calling), "lead" (``seat``);
    seed options: "beg" (``card`` laid aside), "decline_beg", "turn_stub", "stub" (``card`` given
    up for the stub's trump; None: keep the hand), "kitty" and "top_card" (the bidder goes on them).
    """

    kind: str
    card: Card | None = None
    amount: int | None = None
    suit: str | None = None
    cards: tuple[Card, ...] = ()
    seat: int | None = None

    def __str__(self) -> str:
        if self.kind == "discard":
            return " ".join(["discard", *map(str, self.cards)])
        if self.kind == "call" and self.card is None:
            return "call nobody"
        extra = next((v for v in (self.card, self.amount, self.suit, self.seat) if v is not None), None)
        return self.kind if extra is None else f"{self.kind} {extra}"


PLAY_ACTIONS: tuple[Action, ...] = tuple(Action("play", c) for c in CARDS)
ROB_ACTIONS: tuple[Action, ...] = tuple(Action("rob", c) for c in CARDS)
DECLINE_ROB = Action("decline_rob")
