"""The auction part of the JSON log (docs/rules-log-schema.md): a round's extra fields."""

from __future__ import annotations

from ..cards import Card
from .records import (
    AuctionDealt,
    AuctionScored,
    AuctionWon,
    BidMade,
    BidRaised,
    Discarded,
    KittyTaken,
    PartnerCalled,
    Served,
    TrumpNamed,
)


def _names(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [str(c) for c in cards]


def new_round(rec: AuctionDealt, hands: list[list[Card]]) -> dict:
    """The round object for an auction deal; ``hands`` is reset to the dealt hands."""
    hands[:] = [list(h) for h in rec.hands]
    return {
        "round": rec.round, "dealer": rec.dealer, "turned": None, "trump": None, "robbing": None,
        "bids": [], "bidder": None, "bid": None, "kitty": _names(rec.kitty),
        "discards": [[] for _ in rec.hands], "hands": [_names(h) for h in hands],
        "called": None, "partner": None, "tricks": [], "taken": None, "points": None, "scores": None,
    }  # fmt: skip


def round_event(rec: object, current: dict, hands: list[list[Card]]) -> bool:
    """Apply an auction record to the ``current`` round object; False if not one."""
    if isinstance(rec, BidMade):
        current["bids"].append({"seat": rec.seat, "call": rec.call})
    elif isinstance(rec, AuctionWon | BidRaised):
        current["bidder"], current["bid"] = rec.seat, rec.bid
    elif isinstance(rec, TrumpNamed):
        current["trump"] = rec.suit
    elif isinstance(rec, KittyTaken | Served):
        hands[rec.seat].extend(rec.cards)
    elif isinstance(rec, Discarded):
        for card in rec.cards:
            hands[rec.seat].remove(card)
        current["discards"][rec.seat] = _names(rec.cards)
    elif isinstance(rec, PartnerCalled):
        current["called"] = None if rec.card is None else str(rec.card)
    elif isinstance(rec, AuctionScored):
        current.update(partner=rec.partner, taken=list(rec.taken), points=list(rec.points), scores=list(rec.scores))
    else:
        return False
    current["hands"] = [_names(h) for h in hands]
    return True
