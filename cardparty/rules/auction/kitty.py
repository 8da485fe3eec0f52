"""Naming trumps, the kitty, discarding and drawing (SPEC 3b).

The bidder names trumps (with ``trump_in_hand`` only a suit of which it holds a trump;
the ace of hearts is a trump of every suit), then takes the kitty (with ``kitty_first``
it took it before naming); with ``unseen`` every player then picks up the cards dealt
to it face down (:mod:`.unseen`).  Then every player, in order from the dealer's left,
discards face down and is served back to five from the stock: ``draw_packets`` (5,)
all at once, (3, 2) three at once and the rest once everyone has discarded.  A player
keeps at least ``min_keep`` cards (the second figure at six players); a player other than
the bidder draws at most ``max_draw``; the bidder keeps at most five.  A discard the
stock could not serve, after the players before, is refused with the reason.
"""

from __future__ import annotations

from itertools import combinations

from .. import reasons as R
from ..cards import Card, parse_cards
from ..checks import distinct, suit_letter
from ..following import Following, following_for
from ..option_records import Flipped
from ..order import in_pack, order_for
from ..phases import DISCARD, TRUMP
from ..reasons import IllegalAction, Reason
from ..records import Action, Record
from ..robbing import accepts
from ..rulesets import Ruleset
from . import reasons as A
from .records import Discarded, KittyTaken, Served, TrumpNamed

NAME_ACTIONS = {suit: Action("name", suit=suit) for suit in "CDHS"}


class Kitty:
    """Naming trumps and the draw, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    dealer: int
    phase: str
    to_act: int | None
    log: list[Record]
    hands: list[list[Card]]
    bidder: int | None
    trump: str | None
    kitty: list[Card]
    stock: list[Card]
    discards: list[tuple[Card, ...]]
    owed: list[int]
    _rules: Following
    left_of: list[int]
    in_play: int



    def _after_auction(self) -> None:
        self.phase, self.to_act = TRUMP, self.bidder
        if self.ruleset.kitty_first:
            self._take_kitty()

    def _take_kitty(self) -> None:
        cards = tuple(self.kitty)
        self.hands[self.bidder].extend(cards)  # type: ignore[index]
        self.kitty = []
        self.log.append(KittyTaken(self.bidder, cards))  # type: ignore[arg-type]

    # --- naming trumps -------------------------------------------------------------------
    def nameable_suits(self) -> str:
        """The suits the bidder may name now ("CDHS" unless it must hold a trump)."""
        if self.phase != TRUMP:
            return ""
        if not self.ruleset.trump_in_hand:
            return "CDHS"
        hand, rs = self.hands[self.bidder], self.ruleset  # type: ignore[index]
        return "".join(s for s in "CDHS" if any(order_for(s, rs.jokers, rs.jokers_high, rs.jokers_below_jack).is_trump[c] for c in hand))

    def verify_name_trump(self, suit: str, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may name ``suit`` trumps."""
        self._check_turn(TRUMP, seat)
        letter = suit_letter(suit)
        if letter not in self.nameable_suits():
            words = {"one": R.SUIT_ONE_WORDS[letter], "suit": R.SUIT_WORDS[letter]}
            raise IllegalAction(Reason(A.NO_TRUMP_HELD, words))

    def can_name_trump(self, suit: str, seat: int | None = None) -> bool:
        """Whether :meth:`name_trump` would be accepted."""
        return accepts(self.verify_name_trump, suit, seat)

    def name_trump(self, suit: str, seat: int | None = None) -> TrumpNamed:
        """Name ``suit`` ("C", "D", "H", "S") trumps; the bidder then takes the kitty."""
        self.verify_name_trump(suit, seat)
        self.trump = suit_letter(suit)
        self._rules = following_for(self.trump, self.ruleset)
        record = TrumpNamed(self.bidder, self.trump)  # type: ignore[arg-type]
        self.log.append(record)
        if not self.ruleset.kitty_first and self.extra.went_on is None:  # type: ignore[attr-defined]
            self._take_kitty()
        self._pick_up()  # type: ignore[attr-defined]
        self.phase, self.to_act = DISCARD, self.left_of[self.dealer]
        return record

    # --- discarding and drawing ------------------------------------------------------------
    def discard_limits(self, seat: int | None = None) -> tuple[int, int]:
        """The fewest and the most cards ``seat`` (the seat to act) may discard now."""
        seat = self.to_act if seat is None else seat
        rs, held = self.ruleset, len(self.hands[seat])  # type: ignore[index]
        keep = rs.min_keep[1] if self.in_play == 6 else 0 if rs.four_and_a_flip else rs.min_keep[0]
        most = min(held - keep, len(self.stock) - sum(self.owed) + held - 5)
        if rs.max_draw is not None and seat != self.bidder:
            most = min(most, rs.max_draw + held - 5)
        return max(0, held - 5), most

    def discard_actions(self) -> list[Action]:
        """Every discard the seat to act may make (fewest cards first, in hand order)."""
        if self.phase != DISCARD:
            return []
        hand = self.hands[self.to_act]  # type: ignore[index]
        least, most = self.discard_limits()
        return [Action("discard", cards=c) for n in range(least, most + 1) for c in combinations(hand, n)]

    def verify_discard(self, cards: object, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the seat to act may discard ``cards``."""
        self._checked_discard(cards, seat)

    def _checked_discard(self, cards: object, seat: object) -> tuple[Card, ...]:
        me = self._check_turn(DISCARD, seat)
        chosen = tuple(in_pack(parse_cards(cards), self.ruleset))  # type: ignore[arg-type]
        if len(set(chosen)) != len(chosen):
            distinct(chosen)
        hand = self.hands[me]
        for card in chosen:
            if card not in hand:
                raise IllegalAction(Reason(R.NOT_HELD, {"card": str(card)}))
        least, most = self.discard_limits(me)
        if not least <= len(chosen) <= most:
            self._refuse_count(me, len(chosen), least)
        return chosen

    def _refuse_count(self, me: int, count: int, least: int) -> None:
        rs, held = self.ruleset, len(self.hands[me])
        if count < least:
            raise IllegalAction(Reason(A.KEEP_FIVE, {"held": held, "least": least}))
        keep = rs.min_keep[1] if self.in_play == 6 else 0 if rs.four_and_a_flip else rs.min_keep[0]
        if held - count < keep:
            raise IllegalAction(Reason(A.KEEP_AT_LEAST, {"keep": keep, "most": held - keep}))
        if rs.max_draw is not None and me != self.bidder and count + 5 - held > rs.max_draw:
            raise IllegalAction(Reason(A.DRAW_AT_MOST, {"most": rs.max_draw, "keep": 5 - rs.max_draw}))
        left = len(self.stock) - sum(self.owed)
        if count + 5 - held > left:
            raise IllegalAction(Reason(A.STOCK_SHORT, {"left": left, "keep": 5 - left}))

    def can_discard(self, cards: object, seat: int | None = None) -> bool:
        """Whether :meth:`discard` would be accepted."""
        return accepts(self.verify_discard, cards, seat)

    def discard(self, cards: object = (), seat: int | None = None) -> Discarded:
        """Discard ``cards`` face down (none: stand pat); the dealer serves back to five."""
        chosen = self._checked_discard(cards, seat)
        me = self.to_act
        hand = self.hands[me]  # type: ignore[index]
        for card in chosen:
            hand.remove(card)
        record = Discarded(me, chosen)  # type: ignore[arg-type]
        self.log.append(record)
        self.discards[me] = chosen  # type: ignore[index]
        need = 5 - len(hand)
        if not hand and self.ruleset.four_and_a_flip:
            self.extra.flip_due.add(me)  # type: ignore[attr-defined]
        first = min(need, self.ruleset.draw_packets[0])
        self._serve(me, first)  # type: ignore[arg-type]
        self.owed[me] = need - first  # type: ignore[index]
        following = self.left_of[me]  # type: ignore[index]
        if following != self.left_of[self.dealer]:
            self.to_act = following
            return record
        for packet in self.ruleset.draw_packets[1:]:
            for seat in self.seats_from(following):  # type: ignore[attr-defined]
                served = min(self.owed[seat], packet)
                self.owed[seat] -= served
                self._serve(seat, served)
        self._after_discards()
        return record

    def _serve(self, seat: int, count: int) -> None:
        if count:
            cards = tuple(self.stock[:count])
            del self.stock[:count]
            self.hands[seat].extend(cards)
            self.log.append(Served(seat, cards))
            flip_due = self.extra.flip_due  # type: ignore[attr-defined]
            if seat in flip_due and len(self.hands[seat]) == 5:  # four and a flip: the fifth comes face up
                flip_due.discard(seat)
                self.log.append(Flipped(seat, cards[-1]))

