"""Cape Breton County: the bidder goes "on the kitty" or "on the top card" (docs/auction-rulings.md).

Seed 001: "In Cape Breton County, players may discard their hand and "go on the kitty".
This means they can choose the trump only from the cards in the kitty. A variation on this
(also used in Cape Breton County) is to even reject going on the kitty and instead "go on
the top card". This means that a player discards the kitty and is dealt a single card which
they must declare as trump."

Ruled: "players" is the bidder (it alone names trumps and takes the kitty).  Before naming
(and after any raise), with ``go_on_kitty`` the bidder may discard its hand face down and take
the kitty; it then names a suit of which the kitty holds a trump (``trump_in_hand``).  With
``go_on_top_card``, having gone on the kitty, it may discard the kitty face down and is dealt
the stock's top card face up; it names that card's suit (the ace of hearts, a trump of every
suit, lets it name any).  It then draws back to five like everyone.
"""

from __future__ import annotations

from ..cards import Card
from ..option_reasons import KITTY_FIRST, NOT_GOING_ON, NOT_TOP_CARD, ON_KITTY_ALREADY, ON_TOP_CARD_ALREADY
from ..option_records import WentOnKitty, WentOnTopCard
from ..options import RoundOptions
from ..phases import TRUMP
from ..reasons import IllegalAction, Reason
from ..records import Action, Record
from ..robbing import accepts
from ..rulesets import Ruleset

GO_ON_KITTY = Action("kitty")
GO_ON_TOP_CARD = Action("top_card")


class GoingOn:
    """Going on the kitty or the top card, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    phase: str
    to_act: int | None
    log: list[Record]
    hands: list[list[Card]]
    stock: list[Card]
    bidder: int | None
    extra: RoundOptions

    def going_on_actions(self) -> list[Action]:
        """Going on the kitty, or on the top card, where the bidder may now."""
        if self.phase != TRUMP:
            return []
        if self.can_go_on_kitty():
            return [GO_ON_KITTY]
        if self.can_go_on_top_card():
            return [GO_ON_TOP_CARD]
        return []

    def verify_go_on_kitty(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may go on the kitty now."""
        self._check_turn(TRUMP, seat)  # type: ignore[attr-defined]
        if not self.ruleset.go_on_kitty:
            raise IllegalAction(Reason(NOT_GOING_ON))
        if self.extra.went_on == "kitty":
            raise IllegalAction(Reason(ON_KITTY_ALREADY))
        if self.extra.went_on is not None:
            raise IllegalAction(Reason(ON_TOP_CARD_ALREADY))

    def can_go_on_kitty(self, seat: int | None = None) -> bool:
        """Whether :meth:`go_on_kitty` would be accepted."""
        return accepts(self.verify_go_on_kitty, seat)

    def go_on_kitty(self, seat: int | None = None) -> WentOnKitty:
        """Discard the hand face down and take the kitty, to name trumps from its cards."""
        self.verify_go_on_kitty(seat)
        me = self.bidder
        record = WentOnKitty(me, tuple(self.hands[me]))  # type: ignore[arg-type, index]
        self.hands[me].clear()  # type: ignore[index]
        self.log.append(record)
        self.extra.went_on = "kitty"
        self._take_kitty()  # type: ignore[attr-defined]
        return record

    def verify_go_on_top_card(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may go on the top card now."""
        self._check_turn(TRUMP, seat)  # type: ignore[attr-defined]
        if not self.ruleset.go_on_top_card:
            raise IllegalAction(Reason(NOT_TOP_CARD))
        if self.extra.went_on is None:
            raise IllegalAction(Reason(KITTY_FIRST))
        if self.extra.went_on != "kitty":
            raise IllegalAction(Reason(ON_TOP_CARD_ALREADY))

    def can_go_on_top_card(self, seat: int | None = None) -> bool:
        """Whether :meth:`go_on_top_card` would be accepted."""
        return accepts(self.verify_go_on_top_card, seat)

    def go_on_top_card(self, seat: int | None = None) -> WentOnTopCard:
        """Discard the kitty face down and be dealt the stock's top card face up."""
        self.verify_go_on_top_card(seat)
        me = self.bidder
        hand = self.hands[me]  # type: ignore[index]
        card = self.stock.pop(0)
        record = WentOnTopCard(me, tuple(hand), card)  # type: ignore[arg-type]
        hand[:] = [card]
        self.log.append(record)
        self.extra.went_on = "top-card"
        return record
