"""Frozen records of an auction round, appended to ``Game.log`` in order.

Referee records: :class:`AuctionDealt`, :class:`AuctionWon`, :class:`KittyTaken`,
:class:`Served`, :class:`AuctionScored`.  Player records (which, with the start record,
replay a game): :class:`BidMade`, :class:`BidRaised`, :class:`TrumpNamed`,
:class:`Discarded`, :class:`PartnerCalled`, :class:`LeadChosen` (and ``Played``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card

Hand = tuple[Card, ...]
PASS, HOLD = "pass", "hold"


@dataclass(frozen=True, slots=True)
class AuctionDealt:
    """A round dealt for bidding: hands by seat and the kitty, face down."""

    round: int
    dealer: int
    hands: tuple[Hand, ...]
    kitty: Hand


@dataclass(frozen=True, slots=True)
class BidMade:
    """``seat`` spoke: a bid (an int), ``"pass"`` or ``"hold"`` (the dealer)."""

    seat: int
    call: int | str


@dataclass(frozen=True, slots=True)
class AuctionWon:
    """The bidding is over: ``seat`` bids ``bid``; ``bagged`` when everyone passed."""

    seat: int
    bid: int
    bagged: bool = False


@dataclass(frozen=True, slots=True)
class BidRaised:
    """The bidder raised the bid it won to ``bid`` (30 for 60) before naming trumps."""

    seat: int
    bid: int


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    """The bidder named ``suit`` trumps."""

    seat: int
    suit: str


@dataclass(frozen=True, slots=True)
class KittyTaken:
    """The bidder took the kitty into its hand."""

    seat: int
    cards: Hand


@dataclass(frozen=True, slots=True)
class Discarded:
    """``seat`` discarded ``cards`` face down (none: it stands pat)."""

    seat: int
    cards: Hand


@dataclass(frozen=True, slots=True)
class Served:
    """The dealer served ``seat`` these cards from the stock."""

    seat: int
    cards: Hand


@dataclass(frozen=True, slots=True)
class PartnerCalled:
    """The bidder called ``card`` (None: "not calling", it plays alone)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class LeadChosen:
    """The bidder chose ``leader`` (itself or the seat at its left) to lead."""

    seat: int
    leader: int


@dataclass(frozen=True, slots=True)
class AuctionScored:
    """The end of an auction round; figures by side.

    ``taken``: points each side took in tricks and bonus (a called pair's together on
    the bidder's side); ``points``: the change to each score; ``scores`` after it.
    """

    round: int
    bidder: int
    bid: int
    partner: int | None
    made: bool
    taken: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SideOut:
    """``side`` fell to the out mark after ``round`` (``Ruleset.out_at``): its seats leave."""

    round: int
    side: int
    score: int


AuctionRecord = (
    AuctionDealt | BidMade | AuctionWon | BidRaised | TrumpNamed | KittyTaken | Discarded | Served
    | PartnerCalled | LeadChosen | AuctionScored | SideOut
)  # fmt: skip
