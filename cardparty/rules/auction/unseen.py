"""Cards dealt face down to each player, picked up once trumps are named (``Ruleset.unseen``).

Seed 001's six-player auction games: "three cards are dealt to each player (these cannot
be viewed before making bids)"; "after the winning bidder announces the trump suit, each
player uses their initial hand and the second set of three cards to make the best five
card hand".  The referee deals them after the hands and the kitty, from the dealer's left,
keeps them apart while the players bid, and puts them in every hand once trumps are named
(after the bidder takes the kitty).  Each player then discards back to five; at six players
with three each and a kitty of four the pack is spent (6 x 5 + 6 x 3 + 4 = 52), so nobody
draws.

>>> from cardparty.rules import new_game
>>> game = new_game(6, "six-two-teams", seed=1)
>>> [len(game.hand(s)) for s in range(6)], [len(u) for u in game.unseen], len(game.stock)
([5, 5, 5, 5, 5, 5], [3, 3, 3, 3, 3, 3], 0)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .records import Served


@dataclass(frozen=True, slots=True)
class PickedUp(Served):
    """Once trumps are named, ``seat`` picked up the ``cards`` dealt to it face down."""


def deal_unseen(
    stock: list[Card], order: list[int], players: int, count: int
) -> tuple[list[tuple[Card, ...]], list[Card]]:
    """``count`` cards from the top of ``stock`` to each seat of ``order``; those and the rest.

    >>> unseen, rest = deal_unseen(list(range(10)), [1, 0], 2, 3)
    >>> unseen, rest
    ([(3, 4, 5), (0, 1, 2)], [6, 7, 8, 9])
    """
    unseen: list[tuple[Card, ...]] = [()] * players
    pos = 0
    for seat in order:
        unseen[seat] = tuple(stock[pos : pos + count])
        pos += count
    return unseen, stock[pos:]


class Unseen:
    """Picking up the face-down cards, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    unseen: list[tuple[Card, ...]]
    hands: list[list[Card]]
    log: list
    dealer: int
    left_of: list[int]

    def _pick_up(self) -> None:
        """Every seat, from the dealer's left, takes its face-down cards into its hand."""
        if not any(self.unseen):
            return
        for seat in self.seats_from(self.left_of[self.dealer]):  # type: ignore[attr-defined]
            cards = self.unseen[seat]
            if cards:
                self.hands[seat].extend(cards)
                self.log.append(PickedUp(seat, cards))
        self.unseen = [()] * len(self.unseen)
