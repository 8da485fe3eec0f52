"""Irish begging with the king (``Ruleset.beg_with_king``, docs/seed-games.md).

Seed 001: "the player with the King of trumps (providing no-one before him/her has robbed
the card with the Ace), puts down the card he wishes to lose and leaves it there until the
first round of tricks has been played. If no-one robs with the Ace, the holder of the King
takes the card from the top of the deck in the 2nd round of tricks."

Once robbing is settled and nobody robbed, the holder of the king of trumps may beg: it
lays one card aside face down and plays the first trick with four; after the first trick
it takes the turned card into its hand (a :class:`BegTaken` record) and plays it from the
second trick on.  It may decline.  The king's rank does not change.
"""

from __future__ import annotations

from .cards import Card, make_card, parse_card
from .option_reasons import NOT_BEGGING_TIME
from .option_records import BegDeclined, Begged, BegTaken
from .options import RoundOptions
from .order import Order
from .phases import BEG
from .reasons import NOT_HELD, IllegalAction, Reason
from .records import Action, Record, Robbed
from .robbing import accepts
from .rulesets import Ruleset
from .scoring import bonus_card

DECLINE_BEG = Action("decline_beg")


class Begging:
    """Begging with the king, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    phase: str
    to_act: int | None
    log: list[Record]
    hands: list[list[Card]]
    turned: Card | None
    trump: str | None
    extra: RoundOptions
    _bonus: Card | None

    def _beg_due(self) -> bool:
        """Whether play waits for the king's holder (called as play is to start)."""
        extra = self.extra
        if not self.ruleset.beg_with_king or extra.beg_done:
            return False
        extra.beg_done = True
        if isinstance(self.log[-1], Robbed):  # somebody robbed: nothing on the pack to beg
            return False
        king = make_card(13, self.trump)  # type: ignore[arg-type]
        holder = next((s for s, hand in enumerate(self.hands) if king in hand), None)
        if holder is None:
            return False
        self.phase, self.to_act = BEG, holder
        return True

    def beg_actions(self) -> list[Action]:
        """Lay aside each card of the hand, or decline."""
        if self.phase != BEG:
            return []
        return [Action("beg", card=c) for c in self.hands[self.to_act]] + [DECLINE_BEG]  # type: ignore[index]

    def _check_beg(self, seat: object) -> int:
        return self._check_turn(BEG, seat, Reason(NOT_BEGGING_TIME))  # type: ignore[attr-defined]

    def verify_beg(self, card: str | Card, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the king's holder may lay ``card`` aside."""
        me = self._check_beg(seat)
        laid = parse_card(card)
        if laid not in self.hands[me]:
            raise IllegalAction(Reason(NOT_HELD, {"card": str(laid)}))

    def can_beg(self, card: str | Card, seat: int | None = None) -> bool:
        """Whether :meth:`beg` would be accepted."""
        return accepts(self.verify_beg, card, seat)

    def beg(self, card: str | Card, seat: int | None = None) -> Begged:
        """Lay ``card`` aside face down; the turned card comes to the hand after the first trick."""
        self.verify_beg(card, seat)
        me, laid = self.to_act, parse_card(card)
        self.hands[me].remove(laid)  # type: ignore[index]
        record = Begged(me, laid)  # type: ignore[arg-type]
        self.log.append(record)
        self.extra.beggar = me
        self._start_play()  # type: ignore[attr-defined]
        order: Order = self._rules.order  # type: ignore[attr-defined]
        self._bonus = bonus_card([*self.hands, [self.turned]], order, self.ruleset)  # the turned card will be played
        return record

    def verify_decline_beg(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the king's holder may decline to beg now."""
        self._check_beg(seat)

    def decline_beg(self, seat: int | None = None) -> BegDeclined:
        """Keep the hand: the turned card stays on the pack."""
        self.verify_decline_beg(seat)
        record = BegDeclined(self.to_act)  # type: ignore[arg-type]
        self.log.append(record)
        self._start_play()  # type: ignore[attr-defined]
        return record

    def _take_begged(self) -> None:
        """After the first trick: the beggar takes the turned card."""
        seat = self.extra.beggar
        if seat is None:
            return
        self.extra.beggar = None
        self.hands[seat].append(self.turned)  # type: ignore[arg-type]
        self.log.append(BegTaken(seat, self.turned))  # type: ignore[arg-type]
