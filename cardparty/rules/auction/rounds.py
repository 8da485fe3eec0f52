"""An auction round from the deal to the score, for :class:`~cardparty.rules.referee.Game`."""

from __future__ import annotations

import random

from ..cards import Card
from ..records import Record
from ..rulesets import Ruleset
from .dealing import deal_auction
from .records import AuctionDealt, AuctionScored, SideOut
from .scoring import score_round
from .unseen import deal_unseen


class AuctionRounds:
    """Dealing and scoring an auction round (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    dealer: int
    round: int
    log: list[Record]
    hands: list[list[Card]]
    kitty: list[Card]
    unseen: list[tuple[Card, ...]]
    stock: list[Card]
    discards: list[tuple[Card, ...]]
    owed: list[int]
    trump: str | None
    turned: Card | None
    robber: int | None
    rob_card: Card | None
    bidder: int | None
    contract: int | None
    partner: int | None
    side_of: tuple[int, ...]
    scores: list[int]
    round_points: list[int]
    _taken: list[int]
    _deck: list[Card]
    _rng: random.Random
    left_of: list[int]
    seated: list[bool]

    def _deal_auction(self, stacked: tuple[Card, ...] | None) -> None:
        pack, rng = (stacked, None) if stacked else (self._deck, self._rng)
        order = self.seats_from(self.left_of[self.dealer])  # type: ignore[attr-defined]
        hands, kitty, stock = deal_auction(pack, rng, self.players, self.dealer, self.ruleset, order)
        self.unseen, stock = deal_unseen(stock, order, self.players, self.ruleset.unseen)
        self.hands, self.kitty, self.stock = hands, kitty, stock
        self.turned = self.trump = self.robber = self.rob_card = None
        self.discards = [()] * self.players
        self.owed = [0] * self.players
        self.log.append(AuctionDealt(self.round, self.dealer, tuple(map(tuple, hands)), tuple(kitty)))
        self._start_bidding()

    def _score_auction(self) -> bool:
        """Score the round; True when a side has won."""
        bidder_side = self.side_of[self.bidder]  # type: ignore[index]
        partner_side = None if self.partner is None else self.side_of[self.partner]
        out = {self.side_of[s] for s in range(self.players) if not self.seated[s]}
        result = score_round(self.ruleset, self.scores, self.round_points, self._taken, bidder_side,
                             self.contract, partner_side, out)  # type: ignore[arg-type]  # fmt: skip
        self.scores = [s + p for s, p in zip(self.scores, result.points, strict=True)]
        self.log.append(AuctionScored(self.round, self.bidder, self.contract, self.partner, result.made,  # type: ignore[arg-type]
                                      tuple(self.round_points), result.points, tuple(self.scores)))  # fmt: skip
        for side in result.out:
            self.log.append(SideOut(self.round, side, self.scores[side]))
        if result.winner is None:
            if result.out:
                self._put_out(set(result.out))  # type: ignore[attr-defined]
            return False
        self._win(result.winner, result.how, result.with_sides)  # type: ignore[arg-type]
        return True
