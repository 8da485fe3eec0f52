"""Call Your Partner and the first lead of an auction round (SPEC 3b).

At a table size listed in ``Ruleset.call_partner`` the bidder, once the draw is over,
calls a card or says "not calling".  A trump may be called only if the bidder holds a
trump at least as high (so never the five of trumps); a plain card may always be
called.  The holder must play it in the first or second trick: in the first it is
always a legal play, in the second the only one if still held.  Whoever plays it is the
bidder's partner for the round (a side with the bidder until the round is scored); if
nobody plays it by then, or the bidder called its own card, the bidder is alone.

The first lead (``Ruleset.lead``): the bidder, the player at the bidder's left, or the
bidder's choice of the two.
"""

from __future__ import annotations

from ..cards import Card, new_deck, parse_card
from ..checks import is_whole
from ..following import Following
from ..order import in_pack
from ..phases import CALL, LEAD
from ..reasons import IllegalAction, Reason
from ..records import Action, Record
from ..robbing import accepts
from ..rulesets import Ruleset
from . import reasons as A
from .records import LeadChosen, PartnerCalled

NOT_CALLING = Action("call")


class Calling:
    """Calling a partner and choosing the leader, for the ``Game`` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    dealer: int
    phase: str
    to_act: int | None
    log: list[Record]
    hands: list[list[Card]]
    bidder: int | None
    called: Card | None
    partner: int | None
    side_of: tuple[int, ...]
    round_side_of: tuple[int, ...]
    tricks: int
    _rules: Following
    left_of: list[int]
    in_play: int



    def _after_discards(self) -> None:
        if self.in_play in self.ruleset.call_partner:
            self.phase, self.to_act = CALL, self.bidder
        else:
            self._before_lead()

    def _before_lead(self) -> None:
        if self._stub_due():  # type: ignore[attr-defined]  # 110: the ace of trumps turns the stub first
            return
        lead, bidder = self.ruleset.lead, self.bidder
        if lead == "bidder-choice":
            self.phase, self.to_act = LEAD, bidder
        elif lead == "bidder":
            self._start_play(bidder)
        elif lead == "bidder-left":
            self._start_play(self.left_of[bidder])  # type: ignore[index]
        else:
            self._start_play()

    # --- calling ------------------------------------------------------------------------
    def _may_call(self, card: Card) -> bool:
        order = self._rules.order
        if not order.is_trump[card]:
            return True
        power = order.power
        return any(order.is_trump[c] and power[c] >= power[card] for c in self.hands[self.bidder])  # type: ignore[index]

    def call_actions(self) -> list[Action]:
        """The calls the bidder may make: every card it may call, then not calling."""
        if self.phase != CALL:
            return []
        cards = [c for c in new_deck(self.ruleset.jokers) if self._may_call(c)]
        return [Action("call", card=c) for c in cards] + [NOT_CALLING]

    def verify_call_partner(self, card: str | Card | None = None, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may call ``card`` (None: not calling)."""
        self._check_turn(CALL, seat)
        if card is None:
            return
        chosen = in_pack([parse_card(card)], self.ruleset)[0]
        if not self._may_call(chosen):
            raise IllegalAction(Reason(A.CALL_OUTRANKS, {"card": str(chosen)}))

    def can_call_partner(self, card: str | Card | None = None, seat: int | None = None) -> bool:
        """Whether :meth:`call_partner` would be accepted."""
        return accepts(self.verify_call_partner, card, seat)

    def call_partner(self, card: str | Card | None = None, seat: int | None = None) -> PartnerCalled:
        """Call ``card``: its holder, once it plays it, is the bidder's partner this round."""
        self.verify_call_partner(card, seat)
        self.called = None if card is None else parse_card(card)
        record = PartnerCalled(self.bidder, self.called)  # type: ignore[arg-type]
        self.log.append(record)
        self._before_lead()
        return record

    def _called_rule(self, legal: list[Card], hand: list[Card]) -> list[Card]:
        """The legal cards once the called card's rule is applied (first two tricks)."""
        called = self.called
        if called not in hand:
            return legal
        if self.tricks == 1:
            return [called]  # type: ignore[list-item]
        return legal if called in legal else [*legal, called]  # type: ignore[list-item]

    def _called_refusal(self, card: Card, hand: list[Card]) -> Reason | None:
        called = self.called
        if called is not None and self.tricks == 1 and called in hand and card != called and card in hand:
            return Reason(A.CALLED_CARD_NOW, {"card": str(called)})
        return None

    def _note_partner(self, trick: list[Card], leader: int) -> None:
        """After a trick: whoever played the called card is the bidder's partner."""
        if self.called in trick:
            seat = self.seats_from(leader, len(trick))[trick.index(self.called)]  # type: ignore[arg-type, attr-defined]
            if seat != self.bidder:
                self.partner = seat
                sides = list(self.side_of)
                sides[seat] = self.side_of[self.bidder]  # type: ignore[index]
                self.round_side_of = tuple(sides)

    # --- the first lead ---------------------------------------------------------------------
    def lead_actions(self) -> list[Action]:
        """The bidder's choice of leader: itself or the seat at its left."""
        if self.phase != LEAD:
            return []
        return [Action("lead", seat=self.bidder), Action("lead", seat=self.left_of[self.bidder])]  # type: ignore[index]

    def verify_choose_leader(self, leader: int, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may have ``leader`` lead."""
        bidder = self._check_turn(LEAD, seat)
        left = self.left_of[bidder]
        if not is_whole(leader) or leader not in (bidder, left):
            raise IllegalAction(Reason(A.LEAD_CHOICE, {"bidder": bidder, "left": left}))

    def can_choose_leader(self, leader: int, seat: int | None = None) -> bool:
        """Whether :meth:`choose_leader` would be accepted."""
        return accepts(self.verify_choose_leader, leader, seat)

    def choose_leader(self, leader: int, seat: int | None = None) -> LeadChosen:
        """Have ``leader`` (the bidder or the seat at its left) lead the first trick."""
        self.verify_choose_leader(leader, seat)
        record = LeadChosen(self.bidder, leader)  # type: ignore[arg-type]
        self.log.append(record)
        self._start_play(leader)
        return record
