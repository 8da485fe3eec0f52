"""110: the ace of trumps turns the stub (``Ruleset.ace_turns_stub``, docs/auction-rulings.md).

Seed 001: "If a player has the Ace of trumps the player may turn over the cards remaining
in the deck stub, one at a time, until a trump card is turned, then he may discard his
weakest card in favour of the trump card, or choose not to."

After the draw (and a call, where there is one) and before the lead, the holder of the ace
of trumps is asked (the ``stub`` phase) whether to turn the stub; the referee turns its
cards face up, top first, up to and including the first trump (all of them when none is a
trump): a :class:`StubTurned` record, seen by everyone.  If a trump was turned, the holder
gives up a card of its choice face down for it, or keeps its hand (:class:`StubTaken`).
Nobody is asked when the ace is out of play or the stub is empty.
"""

from __future__ import annotations

from ..cards import ACE_OF_HEARTS, Card, make_card, parse_card
from ..following import Following
from ..option_reasons import NOT_STUB_TIME, STUB_NOT_TURNED, STUB_TURNED_ALREADY
from ..option_records import StubTaken, StubTurned
from ..options import RoundOptions
from ..phases import STUB
from ..reasons import NOT_HELD, IllegalAction, Reason
from ..records import Action, Record
from ..robbing import accepts
from ..rulesets import Ruleset

TURN_STUB = Action("turn_stub")
KEEP_HAND = Action("stub")


class Stub:
    """Turning the stub, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    phase: str
    to_act: int | None
    log: list[Record]
    hands: list[list[Card]]
    stock: list[Card]
    trump: str | None
    extra: RoundOptions
    seated: list[bool]
    _rules: Following

    def _stub_due(self) -> bool:
        """Whether the lead waits for the ace of trumps' holder (called after the draw)."""
        extra = self.extra
        if not self.ruleset.ace_turns_stub or extra.stub_done:
            return False
        extra.stub_done = True
        ace = ACE_OF_HEARTS if self.trump == "H" else make_card(1, self.trump)  # type: ignore[arg-type]
        holder = next((s for s, hand in enumerate(self.hands) if ace in hand and self.seated[s]), None)
        if holder is None or not self.stock:
            return False
        self.phase, self.to_act = STUB, holder
        return True

    def stub_actions(self) -> list[Action]:
        """Before turning: turn, or keep the hand; after a trump is turned: give up each card, or keep."""
        if self.phase != STUB:
            return []
        if self.extra.stub_trump is None:
            return [TURN_STUB, KEEP_HAND]
        return [Action("stub", card=c) for c in self.hands[self.to_act]] + [KEEP_HAND]  # type: ignore[index]

    def _check_stub(self, seat: object) -> int:
        return self._check_turn(STUB, seat, Reason(NOT_STUB_TIME))  # type: ignore[attr-defined]

    def verify_turn_stub(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the ace's holder may turn the stub now."""
        self._check_stub(seat)
        if self.extra.stub_trump is not None:
            raise IllegalAction(Reason(STUB_TURNED_ALREADY))

    def can_turn_stub(self, seat: int | None = None) -> bool:
        """Whether :meth:`turn_stub` would be accepted."""
        return accepts(self.verify_turn_stub, seat)

    def turn_stub(self, seat: int | None = None) -> StubTurned:
        """Turn the stub's cards face up, top first, until a trump (or the stub's end)."""
        self.verify_turn_stub(seat)
        is_trump = self._rules.order.is_trump
        end = next((i for i, c in enumerate(self.stock) if is_trump[c]), None)
        turned = tuple(self.stock if end is None else self.stock[: end + 1])
        record = StubTurned(self.to_act, turned, None if end is None else turned[-1])  # type: ignore[arg-type]
        self.log.append(record)
        if end is None:
            self._stub_over()
        else:
            self.extra.stub_trump = turned[-1]
        return record

    def verify_take_from_stub(self, card: str | Card | None = None, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the holder may give ``card`` up (None: keep the hand)."""
        me = self._check_stub(seat)
        if card is None:
            return
        if self.extra.stub_trump is None:
            raise IllegalAction(Reason(STUB_NOT_TURNED))
        given = parse_card(card)
        if given not in self.hands[me]:
            raise IllegalAction(Reason(NOT_HELD, {"card": str(given)}))

    def can_take_from_stub(self, card: str | Card | None = None, seat: int | None = None) -> bool:
        """Whether :meth:`take_from_stub` would be accepted."""
        return accepts(self.verify_take_from_stub, card, seat)

    def take_from_stub(self, card: str | Card | None = None, seat: int | None = None) -> StubTaken:
        """Give ``card`` up face down for the turned trump; None: keep the hand (or do not turn)."""
        self.verify_take_from_stub(card, seat)
        me, trump = self.to_act, self.extra.stub_trump
        if card is None:
            record = StubTaken(me, None, None)  # type: ignore[arg-type]
        else:
            given = parse_card(card)
            hand = self.hands[me]  # type: ignore[index]
            hand.remove(given)
            hand.append(trump)  # type: ignore[arg-type]
            self.stock.remove(trump)  # type: ignore[arg-type]
            record = StubTaken(me, given, trump)  # type: ignore[arg-type]
        self.log.append(record)
        self._stub_over()
        return record

    def _stub_over(self) -> None:
        self.extra.stub_trump = None
        self._before_lead()  # type: ignore[attr-defined]
