"""Robbing: who may take the turned card, and the robbing actions of the referee.

If the turned card is an ace (or a joker), the dealer may take it; otherwise the player
dealt the ace of trumps (the ace of hearts when hearts are trumps) may take the turned
card.  Either way by discarding any one card face down, before the first lead; either
may decline.  The referee asks the robber before the first lead.

Hoyle (``rob_with_king``): when the ace of trumps was not dealt (it is in the stock),
the holder of the king of trumps must lay out a card for the turned trump, which is
theirs; they may not decline.  When the ace was dealt its holder robs as above, and the
king's holder takes back the card laid out, so their hand is unchanged and the referee
asks nothing of them (docs/auction-rulings.md, "Hoyle's Forty-Five").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import reasons as R
from .cards import ACE_OF_HEARTS, RANK_OF, Card, make_card, parse_card
from .checks import seat_number
from .dealing import trump_of
from .phases import OVER, PLAY, ROB
from .reasons import IllegalAction, Reason, RulesError
from .records import Record, Robbed, RobDeclined
from .rulesets import Ruleset

__all__ = ["OVER", "PLAY", "ROB", "Robbing", "accepts", "king_robs", "rob_right"]


def rob_right(
    hands: Sequence[Sequence[Card]], turned: Card, joker: Card | None, dealer: int, ruleset: Ruleset
) -> tuple[int | None, Card | None]:
    """Who may rob this round, and the card they may take; (None, None) if nobody."""
    if not ruleset.robbing:
        return None, None
    if joker is not None:
        return dealer, joker
    if RANK_OF[turned] == 1:
        return dealer, turned
    trump = trump_of(turned)
    ace = ACE_OF_HEARTS if trump == "H" else make_card(1, trump)
    for seat, hand in enumerate(hands):
        if ace in hand:
            return seat, turned
    if ruleset.rob_with_king:
        king = make_card(13, trump)
        for seat, hand in enumerate(hands):
            if king in hand:
                return seat, turned
    return None, None


def king_robs(hand: Sequence[Card], turned: Card, rob_card: Card | None, ruleset: Ruleset) -> bool:
    """Whether ``hand`` robs by the king (Hoyle): it must, and may not decline."""
    if not ruleset.rob_with_king or rob_card != turned or RANK_OF[turned] == 1:
        return False
    trump = trump_of(turned)
    ace = ACE_OF_HEARTS if trump == "H" else make_card(1, trump)
    return make_card(13, trump) in hand and ace not in hand


def accepts(verify: Callable[..., None], *args: object) -> bool:
    """Whether ``verify(*args)`` passes."""
    try:
        verify(*args)
    except RulesError:
        return False
    return True


class Robbing:
    """The robbing actions of :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    phase: str
    robber: int | None
    rob_card: Card | None
    hands: list[list[Card]]
    log: list[Record]
    players: int
    turned: Card
    ruleset: Ruleset

    def _start_play(self) -> None:
        raise NotImplementedError

    def _check_rob_phase(self, seat: int | None) -> None:
        if self.phase is not ROB:
            raise IllegalAction(Reason(R.GAME_OVER if self.phase is OVER else R.NOT_ROBBING_TIME))
        if seat is not None and seat_number(seat, self.players) != self.robber:
            raise IllegalAction(Reason(R.NO_ROB_RIGHT, {"seat": self.robber}))

    def verify_rob(self, discard: str | Card, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the robber may discard ``discard`` and rob."""
        self._check_rob_phase(seat)
        card = parse_card(discard)
        if card not in self.hands[self.robber]:
            raise IllegalAction(Reason(R.NOT_HELD, {"card": str(card)}))

    def can_rob(self, discard: str | Card, seat: int | None = None) -> bool:
        """Whether :meth:`rob` would be accepted."""
        return accepts(self.verify_rob, discard, seat)

    def rob(self, discard: str | Card, seat: int | None = None) -> Robbed:
        """Take the turned card (or turned joker), discarding ``discard`` face down."""
        self.verify_rob(discard, seat)
        card = parse_card(discard)
        hand = self.hands[self.robber]
        hand.remove(card)
        hand.append(self.rob_card)
        record = Robbed(self.robber, self.rob_card, card)
        self.log.append(record)
        self._start_play()
        return record

    def must_rob(self) -> bool:
        """Whether the robber may not decline (Hoyle's robbing by the king)."""
        if self.phase is not ROB or self.robber is None:
            return False
        return king_robs(self.hands[self.robber], self.turned, self.rob_card, self.ruleset)

    def verify_decline_rob(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless ``seat`` may decline to rob now."""
        self._check_rob_phase(seat)
        if self.must_rob():
            raise IllegalAction(Reason(R.KING_MUST_ROB))

    def can_decline_rob(self, seat: int | None = None) -> bool:
        """Whether :meth:`decline_rob` would be accepted."""
        return accepts(self.verify_decline_rob, seat)

    def decline_rob(self, seat: int | None = None) -> RobDeclined:
        """Keep the hand as dealt."""
        self.verify_decline_rob(seat)
        record = RobDeclined(self.robber)
        self.log.append(record)
        self._start_play()
        return record
