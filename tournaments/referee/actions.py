"""The players' actions as a refereed game's log stores them: plain JSON, ``[kind, seat, value]``.

Turned trump: "play" (value: the card), "rob" (the card discarded), "decline" (None).
Auction (SPEC 3b): "bid" ("pass", "hold" or the amount, an int), "raise" (30), "name"
(the suit letter), "discard" (a list of cards, maybe empty), "call" (the card, or None:
not calling), "lead" (the seat that leads).  Seed options: "beg" (the card laid aside), "nobeg",
"turn" (the stub), "stub" (the card given up for the stub's trump, None: keep the hand), "kitty"
and "topcard" (the bidder goes on them).  :func:`do` replays one entry through the
rules module and :func:`entry` writes one from the record the rules module returns, so a
stored game replays to exactly the same state.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game, IllegalAction, Reason
from cardparty.rules import reasons as R
from cardparty.rules.auction.records import BidMade, BidRaised, Discarded, LeadChosen, PartnerCalled, TrumpNamed
from cardparty.rules.option_records import BegDeclined, Begged, StubTaken, StubTurned, WentOnKitty, WentOnTopCard
from cardparty.rules.records import Played, Record, Robbed, RobDeclined

KINDS = ("play", "rob", "decline", "bid", "raise", "name", "discard", "call", "lead",
         "beg", "nobeg", "turn", "stub", "kitty", "topcard")  # fmt: skip
#: The kinds that need a value from the person (a card, a call, a suit, a seat).
NEEDS_VALUE = ("play", "rob", "bid", "name", "lead", "beg")
#: The seed options' kinds: the Game method each calls, and whether it takes the value.
_OPTION_STEPS = {"beg": ("beg", True), "nobeg": ("decline_beg", False), "turn": ("turn_stub", False),
                 "stub": ("take_from_stub", True), "kitty": ("go_on_kitty", False), "topcard": ("go_on_top_card", False)}
_OPTION_KINDS = {Begged: ("beg", "laid"), BegDeclined: ("nobeg", None), StubTurned: ("turn", None),
                 StubTaken: ("stub", "discarded"), WentOnKitty: ("kitty", None), WentOnTopCard: ("topcard", None)}


def do(game: Game, kind: str, seat: int, value: object) -> Record:
    """Apply one stored (or posted) action for ``seat``; the rules module refuses what is illegal."""
    if kind == "play":
        return game.play(value, seat)  # type: ignore[arg-type]
    if kind == "rob":
        return game.rob(value, seat)  # type: ignore[arg-type]
    if kind == "decline":
        return game.decline_rob(seat)
    if kind == "bid":
        if value == "pass":
            return game.pass_bid(seat)
        if value == "hold":
            return game.hold(seat)
        return game.bid(value, seat)  # type: ignore[arg-type]
    if kind == "raise":
        return game.raise_bid(seat)
    if kind == "name":
        return game.name_trump(value, seat)  # type: ignore[arg-type]
    if kind == "discard":
        return game.discard(list(value or ()), seat)  # type: ignore[call-overload]
    if kind == "call":
        return game.call_partner(value or None, seat)  # type: ignore[arg-type]
    if kind == "lead":
        return game.choose_leader(value, seat)  # type: ignore[arg-type]
    if kind in _OPTION_STEPS:
        name, takes = _OPTION_STEPS[kind]
        method = getattr(game, name)
        return method(value or None, seat) if takes else method(seat)
    raise IllegalAction(Reason(R.UNKNOWN_ACTION, {"kind": str(kind)[:20]}))


def entry(record: Record) -> list:
    """The log entry of a player's record, as plain JSON."""
    if isinstance(record, Played):
        return ["play", record.seat, str(record.card)]
    if isinstance(record, Robbed):
        return ["rob", record.seat, str(record.discarded)]
    if isinstance(record, RobDeclined):
        return ["decline", record.seat, None]
    if isinstance(record, BidMade):
        return ["bid", record.seat, record.call]
    if isinstance(record, BidRaised):
        return ["raise", record.seat, record.bid]
    if isinstance(record, TrumpNamed):
        return ["name", record.seat, record.suit]
    if isinstance(record, Discarded):
        return ["discard", record.seat, [str(c) for c in record.cards]]
    if isinstance(record, PartnerCalled):
        return ["call", record.seat, None if record.card is None else str(record.card)]
    if isinstance(record, LeadChosen):
        return ["lead", record.seat, record.leader]
    if type(record) in _OPTION_KINDS:
        kind, field = _OPTION_KINDS[type(record)]
        value = None if field is None else getattr(record, field)
        return [kind, record.seat, None if value is None else str(value)]
    raise TypeError(f"not a player's record: {record!r}")


def posted_value(kind: str, value: object) -> object:
    """A value as a form sends it, made what :func:`do` takes: a bid's amount and a leader's seat are
    numbers, a discard is a list of cards."""
    if kind in ("bid", "lead") and isinstance(value, str) and value.strip().isdigit():
        return int(value)
    if kind == "discard":
        if value is None:
            return []
        return [str(c) for c in value] if isinstance(value, list | tuple) else str(value).split()
    return value


def missing_value(kind: str) -> str:
    """What to choose before an action can be sent."""
    if kind == "bid":
        return _("Choose a bid, or pass.")
    if kind == "name":
        return _("Choose the trump suit.")
    if kind == "lead":
        return _("Choose who leads.")
    return _("Choose a card.")
