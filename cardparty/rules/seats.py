"""Seats in play and turn order: who is at whose left, who played which card of a trick.

Every seat is in play, except in an auction game with ``out_at`` (-80 out), where a side
that falls to the mark leaves the table: its seats are dealt no more cards, and the
turn passes over them (``left_of`` skips them).
"""

from __future__ import annotations

from .cards import Card
from .order import Order


class Seats:
    """Part of :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    players: int
    left_of: list[int]
    in_play: int
    seated: list[bool]
    side_of: tuple[int, ...]
    leader: int
    trick: list[Card]

    def _seat_all(self) -> None:
        self.seated = [True] * self.players
        self._link()

    def _link(self) -> None:
        players, seated = self.players, self.seated
        self.left_of = [
            next((seat + k) % players for k in range(1, players + 1) if seated[(seat + k) % players])
            for seat in range(players)
        ]
        self.in_play = sum(seated)

    def seats_in_play(self) -> list[int]:
        """The seats still at the table, in seat order."""
        return [s for s in range(self.players) if self.seated[s]]

    def seats_from(self, first: int, count: int | None = None) -> list[int]:
        """``count`` seats in play (all by default) clockwise from ``first``."""
        seats = [first]
        for _ in range((self.in_play if count is None else count) - 1):
            seats.append(self.left_of[seats[-1]])
        return seats

    def trick_seats(self) -> list[int]:
        """The seat that played each card of the current trick."""
        if self.in_play == self.players:
            return [(self.leader + i) % self.players for i in range(len(self.trick))]
        return self.seats_from(self.leader, len(self.trick)) if self.trick else []

    def _seat_of_card(self, index: int) -> int:
        """The seat that played card ``index`` of the current trick."""
        if self.in_play == self.players:
            return (self.leader + index) % self.players
        return self.seats_from(self.leader, index + 1)[index]

    def winning_seat(self) -> int | None:
        """The seat whose card is winning the current trick so far."""
        if not self.trick:
            return None
        order: Order = self._rules.order  # type: ignore[attr-defined]
        return self._seat_of_card(order.winner(self.trick))

    def _put_out(self, sides: set[int]) -> None:
        """The seats of ``sides`` leave the table."""
        for seat in range(self.players):
            if self.side_of[seat] in sides:
                self.seated[seat] = False
        self._link()
