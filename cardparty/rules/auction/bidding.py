"""Bidding: who speaks, which calls are legal, who wins the bid (SPEC 3b).

Bidding starts at the dealer's left and goes clockwise.  A bid is one of the rules'
amounts (``Ruleset.bids``, and 60 / 120 where the big bids are on), higher than the
highest so far; a pass is final for the round.  With ``bid_once_around`` everyone speaks
once, the dealer last.  Otherwise the bidding goes round until everyone but the high
bidder has passed; a player who has nothing left to say but pass (nothing is higher) is
skipped.  With ``dealer_may_hold`` the dealer, once someone has bid, says "hold" (takes
the high bid at its amount) or passes, and may hold again after each raise.  If
everyone passes, the dealer is "bagged" at the lowest bid.  With ``raise_to_thirty`` a
bidder who won below 30 may raise to 30 before naming trumps.
"""

from __future__ import annotations

from functools import lru_cache

from ..checks import is_whole, shown
from ..phases import BID, TRUMP
from ..reasons import IllegalAction, Reason, Word
from ..records import Action, Record
from ..robbing import accepts
from ..rulesets import Ruleset
from . import reasons as A
from .records import HOLD, PASS, AuctionWon, BidMade, BidRaised

PASS_ACTION, HOLD_ACTION, RAISE_ACTION = Action("pass"), Action("hold"), Action("raise", amount=30)
BID_ACTIONS = {amount: Action("bid", amount=amount) for amount in range(5, 125, 5)}


@lru_cache(maxsize=64)
def bid_amounts(ruleset: Ruleset) -> tuple[int, ...]:
    """Every bid of ``ruleset``, lowest first (60: "30 for 60", 120: "60 for 120" or slam).

    >>> from cardparty.rules.rulesets import PRESETS
    >>> bid_amounts(PRESETS["nova-scotia-auction"])
    (20, 25, 30)
    """
    extra = (60,) if ruleset.bid_sixty else ()
    if ruleset.bid_120 or ruleset.slam:
        extra += (120,)
    return (ruleset.bids or ()) + extra


class Bidding:
    """The bidding actions of :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    dealer: int
    phase: str
    to_act: int | None
    log: list[Record]
    calls: list[BidMade]
    high: int
    high_seat: int | None
    passed: list[bool]
    spoken: list[bool]
    bidder: int | None
    contract: int | None
    raised: bool
    bagged: bool
    left_of: list[int]
    in_play: int
    scores: list[int]
    side_of: tuple[int, ...]



    def _start_bidding(self) -> None:
        players = self.players
        self.phase, self.calls, self.high, self.high_seat = BID, [], 0, None
        self.passed, self.spoken = [False] * players, [False] * players
        self.bidder = self.contract = None
        self.raised = self.bagged = False
        self.to_act = self.left_of[self.dealer]

    def _holds(self, seat: int) -> bool:
        return seat == self.dealer and self.ruleset.dealer_may_hold and self.high_seat is not None

    def least_bid(self, seat: int) -> int:
        """The least ``seat`` may bid or hold (0: any bid), from ``least_bid_at``."""
        rule = self.ruleset.least_bid_at
        if rule is None or self.scores[self.side_of[seat]] < rule[0]:
            return 0
        return rule[1]

    def _options(self, seat: int) -> list[int | str]:
        """What ``seat`` may say besides pass."""
        least = self.least_bid(seat)
        if self._holds(seat) and self.high >= least:
            return [HOLD]
        return [b for b in bid_amounts(self.ruleset) if b > self.high and b >= least]

    def _least_refusal(self, seat: int) -> IllegalAction:
        at, least = self.ruleset.least_bid_at  # type: ignore[misc]
        return IllegalAction(Reason(A.LEAST_BID, {"score": self.scores[self.side_of[seat]], "at": at, "least": least}))

    def bid_actions(self) -> list[Action]:
        """The calls the seat to act may make: bids (lowest first), hold, pass."""
        if self.phase != BID:
            return []
        calls = [HOLD_ACTION if c == HOLD else BID_ACTIONS[c] for c in self._options(self.to_act)]
        return calls + [PASS_ACTION]

    # --- bid ---------------------------------------------------------------------------
    def verify_bid(self, amount: int, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the seat to act may bid ``amount``."""
        me = self._check_turn(BID, seat)
        if self._holds(me) and self.high >= self.least_bid(me):
            raise IllegalAction(Reason(A.DEALER_HOLDS, {"high": self.high}))
        amounts = bid_amounts(self.ruleset)
        higher = [b for b in amounts if b > self.high]
        if not higher:
            raise IllegalAction(Reason(A.BID_NOTHING_HIGHER, {"high": self.high}))
        if not is_whole(amount) or amount not in amounts:
            shown_bids = ", ".join(map(str, higher))
            sentence = A.NOT_A_BID if len(higher) == len(amounts) else A.NOT_A_BID_NOW
            raise IllegalAction(Reason(sentence, {"amount": shown(amount), "bids": shown_bids}))
        if amount <= self.high:
            sentence = A.BID_ONLY if len(higher) == 1 else A.BID_HIGHER
            raise IllegalAction(Reason(sentence, {"high": self.high, "next": higher[0]}))
        if amount < self.least_bid(me):
            raise self._least_refusal(me)

    def can_bid(self, amount: int, seat: int | None = None) -> bool:
        """Whether :meth:`bid` would be accepted."""
        return accepts(self.verify_bid, amount, seat)

    def bid(self, amount: int, seat: int | None = None) -> BidMade:
        """Bid ``amount`` for the seat to act."""
        self.verify_bid(amount, seat)
        return self._speak(amount)

    # --- hold --------------------------------------------------------------------------
    def verify_hold(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the dealer, to act, may hold the high bid."""
        me = self._check_turn(BID, seat)
        if not self.ruleset.dealer_may_hold:
            raise IllegalAction(Reason(A.NO_HOLDING, {"ruleset": Word(self.ruleset.title)}))
        if me != self.dealer:
            raise IllegalAction(Reason(A.ONLY_DEALER_HOLDS, {"dealer": self.dealer}))
        if self.high_seat is None:
            raise IllegalAction(Reason(A.NOTHING_TO_HOLD))
        if self.high < self.least_bid(me):
            raise self._least_refusal(me)

    def can_hold(self, seat: int | None = None) -> bool:
        """Whether :meth:`hold` would be accepted."""
        return accepts(self.verify_hold, seat)

    def hold(self, seat: int | None = None) -> BidMade:
        """The dealer says "I hold": the high bid is now the dealer's."""
        self.verify_hold(seat)
        return self._speak(HOLD)

    # --- pass --------------------------------------------------------------------------
    def verify_pass_bid(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the seat to act may pass now."""
        self._check_turn(BID, seat)

    def can_pass_bid(self, seat: int | None = None) -> bool:
        """Whether :meth:`pass_bid` would be accepted."""
        return accepts(self.verify_pass_bid, seat)

    def pass_bid(self, seat: int | None = None) -> BidMade:
        """Pass: final for this round (a dealer everyone passed to is bagged)."""
        self.verify_pass_bid(seat)
        return self._speak(PASS)

    # --- raise to 30 ---------------------------------------------------------------------
    def verify_raise_bid(self, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` unless the bidder may raise its bid to 30 now."""
        self._check_turn(TRUMP, seat)
        if not self.may_raise():
            raise IllegalAction(Reason(A.NO_RAISE))

    def may_raise(self) -> bool:
        """Whether the bidder may still raise its bid to 30 (naming trumps, where allowed)."""
        rs = self.ruleset
        return (rs.raise_to_thirty and not self.raised and self.contract in rs.bids and self.contract < 30
                and self.extra.went_on is None)  # type: ignore[attr-defined]  # fmt: skip

    def can_raise_bid(self, seat: int | None = None) -> bool:
        """Whether :meth:`raise_bid` would be accepted."""
        return accepts(self.verify_raise_bid, seat)

    def raise_bid(self, seat: int | None = None) -> BidRaised:
        """Raise the bid won to 30 (Nova Scotia's 30 for 60) before naming trumps."""
        self.verify_raise_bid(seat)
        self.contract, self.raised = 30, True
        record = BidRaised(self.bidder, 30)  # type: ignore[arg-type]
        self.log.append(record)
        return record

    # --- the referee's steps -------------------------------------------------------------
    def _speak(self, call: int | str) -> BidMade:
        seat = self.to_act
        record = BidMade(seat, call)  # type: ignore[arg-type]
        self.log.append(record)
        self.calls.append(record)
        self.spoken[seat] = True
        if call == PASS:
            self.passed[seat] = True
        elif call == HOLD:
            self.high_seat = seat
        else:
            self.high, self.high_seat = call, seat  # type: ignore[assignment]
        following = self._next_bidder(seat)
        if following is None:
            self._close_bidding()
        else:
            self.to_act = following
        return record

    def _next_bidder(self, seat: int) -> int | None:
        once, other = self.ruleset.bid_once_around, seat
        for _ in range(self.in_play):
            other = self.left_of[other]
            if self.passed[other] or other == self.high_seat or (once and self.spoken[other]):
                continue
            if self._options(other):
                return other
        return None

    def _close_bidding(self) -> None:
        if self.high_seat is None:
            least = max(min(self.ruleset.bids), self.least_bid(self.dealer))
            self.bidder, self.contract, self.bagged = self.dealer, least, True
        else:
            self.bidder, self.contract = self.high_seat, self.high
        self.log.append(AuctionWon(self.bidder, self.contract, self.bagged))
        self._after_auction()
