"""A game as one seat may read it: what the strong player's decisions outside card play are given.

:class:`~cardparty.rules.strong.StrongPlayer` plays cards from a
:class:`~cardparty.rules.knowledge.Knowledge` (built from ``seat_view`` and ``visible_log``).
Its bids, trumps, discards, call, lead and robbing are the sensible player's, which are written
against a ``Game``: they are given a :class:`SeatGame` instead, which answers only the public
state, the seat's own hand and the rules' questions about them. Another seat's hand, the kitty,
the stock, the discards, the log and the deck are not there to read (``AttributeError``,
``KeyError``).

>>> from cardparty.rules import new_game
>>> game = new_game(4, "nova-scotia-auction", seed=2)
>>> seen = SeatGame(game, game.to_act)
>>> len(seen.hands[game.to_act]), seen.phase
(5, 'bid')
>>> seen.hands[(game.to_act + 1) % 4]
Traceback (most recent call last):
KeyError: 2
>>> seen.kitty
Traceback (most recent call last):
AttributeError: seat 1 may not read the game's kitty
"""

from __future__ import annotations

from types import MappingProxyType

#: What a seat may read of the game: the public state, and questions whose answers depend only
#: on it and the seat's own hand (the legal bids, the suits it may name, its discard limits...).
PUBLIC = frozenset({
    "ruleset", "players", "phase", "round", "dealer", "to_act", "trump", "rob_card", "leader", "trick", "tricks",
    "scores", "played", "calls", "high", "high_seat", "bidder", "contract", "raised", "called", "partner",
    "side_of", "round_side_of", "left_of", "in_play", "extra", "rules", "is_over",
    "bid_actions", "nameable_suits", "can_raise_bid", "discard_limits", "can_call_partner", "can_go_on_kitty",
    "can_go_on_top_card", "must_rob", "legal_actions", "legal_cards", "trick_seats", "winning_seat",
})  # fmt: skip


class SeatGame:
    """``game`` as ``seat`` may read it (see the module's docstring)."""

    __slots__ = ("_read", "hands", "seat")

    def __init__(self, game, seat: int) -> None:  # noqa: ANN001
        def read(name: str):  # noqa: ANN202  (the game is held by this closure only)
            if name not in PUBLIC:
                raise AttributeError(f"seat {seat} may not read the game's {name}")
            return getattr(game, name)

        object.__setattr__(self, "_read", read)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "hands", MappingProxyType({seat: tuple(game.hands[seat])}))

    def __getattr__(self, name: str):  # noqa: ANN204
        return self._read(name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a seat's reading of the game cannot change it")
