"""How the sensible computer player uses the seed options.

- Begs with the king whenever it may, laying aside its weakest card (as it robs).
- Turns the stub whenever it holds the ace of trumps, and gives up its weakest card for the
  trump turned when that card is weaker than the trump (a plain card always is).
- Goes on the kitty when its hand is worth less than a plain king and a little more in its
  best suit, and on the top card when the kitty is worth less still.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .auction.going_on import GO_ON_KITTY, GO_ON_TOP_CARD
from .auction.stub import KEEP_HAND, TURN_STUB
from .begging import DECLINE_BEG
from .cards import Card
from .phases import BEG, STUB
from .records import Action

if TYPE_CHECKING:
    from .referee import Game

#: Below this strength (points, :func:`~cardparty.rules.auction.bots.strength`) the bidder goes on.
GO_ON_BELOW = 3.0


def _weakest(game: Game, hand: list[Card]) -> Card:
    order = game.rules.order
    return min(hand, key=lambda c: order.power[c] + (200 if order.is_trump[c] else 0))


def choose(game: Game) -> Action:
    """The sensible action in the ``beg`` or ``stub`` phase."""
    hand = game.hands[game.to_act]  # type: ignore[index]
    if game.phase == BEG:
        return Action("beg", card=_weakest(game, hand)) if hand else DECLINE_BEG
    if game.phase == STUB:
        trump = game.extra.stub_trump
        if trump is None:
            return TURN_STUB
        order = game.rules.order
        worst = _weakest(game, hand)
        if not order.is_trump[worst] or order.power[worst] < order.power[trump]:
            return Action("stub", card=worst)
        return KEEP_HAND
    raise ValueError(game.phase)


def going_on(game: Game, worth: float) -> Action | None:
    """Go on the kitty (or the top card) when the bidder's best suit is worth less than ``GO_ON_BELOW``."""
    if worth >= GO_ON_BELOW:
        return None
    if game.can_go_on_kitty():
        return GO_ON_KITTY
    if game.can_go_on_top_card():
        return GO_ON_TOP_CARD
    return None
