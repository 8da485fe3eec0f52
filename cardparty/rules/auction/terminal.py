"""A person's turn in an auction phase at the terminal (``python -m cardparty.rules play``).

What to type: a bid ("20"), "pass" or "hold"; "raise" (to 30) or a suit ("S", "spades");
the cards to discard ("2C 9D", or "none"); a card to call or "none" to go alone; "me"
or "left" for who leads.  Other seats' discards and draws are told by count only.
"""

from __future__ import annotations

from ..phases import BID, CALL, DISCARD, LEAD, TRUMP
from ..records import Record
from .records import (
    AuctionScored,
    AuctionWon,
    BidMade,
    BidRaised,
    Discarded,
    KittyTaken,
    LeadChosen,
    PartnerCalled,
    Served,
    SideOut,
    TrumpNamed,
)

PROMPTS = {
    BID: "  Your bid ({options}): ",
    TRUMP: "  Name trumps ({options}): ",
    DISCARD: "  Cards to discard ({options}; 'none' to keep your hand): ",
    CALL: "  Call a partner's card, or 'none' to go alone: ",
    LEAD: "  Who leads, 'me' or 'left'? ",
}
SUIT_NAMES = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
NOTHING = ("none", "no", "-", "alone", "")


def prompt(game) -> str:  # noqa: ANN001
    """The question for the person whose turn it is."""
    phase = game.phase
    if phase == BID:
        options = ", ".join(str(a).replace("bid ", "") for a in game.bid_actions())
    elif phase == TRUMP:
        options = ", ".join((["raise"] if game.can_raise_bid() else []) + list(game.nameable_suits()))
    elif phase == DISCARD:
        least, most = game.discard_limits()
        options = f"{least} to {most} cards"
    else:
        options = ""
    return PROMPTS[phase].format(options=options)


def act(game, me: int, text: str) -> None:  # noqa: ANN001
    """Do what the person typed (the game refuses it with a reason if it may not)."""
    word, phase = text.strip().lower(), game.phase
    if phase == BID:
        if word in ("pass", "p"):
            game.pass_bid(me)
        elif word == "hold":
            game.hold(me)
        else:
            game.bid(int(word) if word.isdigit() else word, me)
    elif phase == TRUMP:
        if word == "raise":
            game.raise_bid(me)
        else:
            game.name_trump(SUIT_NAMES.get(word, word), me)
    elif phase == DISCARD:
        game.discard(() if word in NOTHING else text, me)
    elif phase == CALL:
        game.call_partner(None if word in NOTHING else text, me)
    elif phase == LEAD:
        game.choose_leader(me if word in ("me", "i", "myself") else game.left_of[me], me)


def narrate(rec: Record, me: int) -> str | None:
    """One line about an auction record, as seat ``me`` may know it."""
    if isinstance(rec, BidMade):
        return f"seat {rec.seat}: {rec.call}"
    if isinstance(rec, AuctionWon):
        bagged = " (bagged)" if rec.bagged else ""
        return f"-- seat {rec.seat} wins the bid at {rec.bid}{bagged}"
    if isinstance(rec, BidRaised):
        return f"seat {rec.seat} raises to {rec.bid}"
    if isinstance(rec, TrumpNamed):
        return f"seat {rec.seat} names {rec.suit} trumps"
    if isinstance(rec, KittyTaken):
        shown = " ".join(map(str, rec.cards)) if rec.seat == me else f"{len(rec.cards)} cards"
        return f"seat {rec.seat} takes the kitty: {shown}"
    if isinstance(rec, Discarded | Served):
        verb = "discards" if isinstance(rec, Discarded) else "is served"
        shown = " ".join(map(str, rec.cards)) if rec.seat == me else f"{len(rec.cards)} cards"
        return f"seat {rec.seat} {verb} {shown or 'nothing'}"
    if isinstance(rec, PartnerCalled):
        return f"seat {rec.seat} calls {rec.card or 'nobody: alone'}"
    if isinstance(rec, SideOut):
        return f"-- side {rec.side} is out at {rec.score}"
    if isinstance(rec, LeadChosen):
        return f"seat {rec.seat} has seat {rec.leader} lead"
    if isinstance(rec, AuctionScored):
        made = "made" if rec.made else "set"
        partner = "" if rec.partner is None else f" with seat {rec.partner}"
        return (f"== round {rec.round}: seat {rec.bidder} bid {rec.bid}{partner}, {made}; "
                f"took {list(rec.taken)}, points {list(rec.points)}, scores {list(rec.scores)}")
    return None
