"""How the sensible computer player bids, names trumps, discards, calls and chooses a leader.

It looks only at what its seat may know: its own hand (and the kitty once it holds it),
the calls so far and the scores.

- Strength of a hand for a suit: what its trumps are worth (the five, jack, ace of hearts
  and ace of trumps most), plus a little for plain kings; in points, with a partner's
  share at a table of partners.
- Bids the highest legal amount its strength reaches, counting what the kitty and the draw
  will add (:func:`allowance`), else passes; the dealer holds when that reaches the high bid;
  never raises to 30 for 60 without the top trumps.
- Names its strongest suit; discards every card that is neither a trump nor a plain king
  (within the limits of the draw); calls the best trump below its own best that it does
  not hold, else a plain king it lacks; leads itself when it holds two trumps or more.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from ..cards import Card, make_card
from ..option_bots import choose as option_choice
from ..option_bots import going_on
from ..order import Order, ruleset_order
from ..phases import BEG, BID, CALL, DISCARD, LEAD, STUB, TRUMP
from ..records import Action
from .bidding import HOLD_ACTION, PASS_ACTION, RAISE_ACTION
from .calling import NOT_CALLING
from .kitty import NAME_ACTIONS

if TYPE_CHECKING:
    from ..referee import Game

#: Points a trump is worth by its place among the trumps (best first), then the rest.
TRUMP_WORTH = (8.0, 7.0, 6.0, 5.0, 4.0, 3.5)
OTHER_TRUMP = 3.0
PLAIN_KING = 1.5


def _order(game: Game, suit: str) -> Order:
    return ruleset_order(suit, game.ruleset)


def strength(hand: Sequence[Card], order: Order) -> float:
    """About how many points ``hand`` takes with ``order``'s suit trumps, as it stands."""
    places = {card: place for place, card in enumerate(order.trumps)}
    worth = 0.0
    for card in hand:
        if order.is_trump[card]:
            place = places[card]
            worth += TRUMP_WORTH[place] if place < len(TRUMP_WORTH) else OTHER_TRUMP
        elif order.is_plain_king(card):
            worth += PLAIN_KING
    return worth


def allowance(game: Game, partners: bool) -> float:
    """What the kitty and the draw add to a hand before they are seen, in points.

    Measured by simulation (every seat sensible, 500 games of each preset and table size,
    ``make bench``'s bidding figures): without it a cut-throat table hardly bid and the dealer
    was bagged in most rounds (96% at three-handed Nova Scotia auction). The fewer the players,
    the more a bidder's kitty and draw are worth against each opponent; a higher lowest bid
    (20 in Nova Scotia auction) is reached by hands that take a little more.
    """
    lift = min(game.ruleset.bids or (15,)) - 15
    if partners:
        return 6.0 + 0.4 * lift
    return 2.0 + 5.0 / game.in_play + lift


def best_suit(game: Game, hand: Sequence[Card], suits: str = "CDHS") -> tuple[str, float]:
    """The suit in which ``hand`` is strongest, and that strength."""
    return max(((s, strength(hand, _order(game, s))) for s in suits), key=lambda x: x[1])


def choose(game: Game) -> Action:
    """The sensible action for the seat to act in an auction phase (not card play)."""
    phase, me = game.phase, game.to_act
    hand = game.hands[me]
    if phase in (BEG, STUB):
        return option_choice(game)
    if phase == BID:
        return _bid(game, hand)
    if phase == TRUMP:
        suit, worth = best_suit(game, hand, game.nameable_suits())
        if game.can_raise_bid() and worth >= 30:
            return RAISE_ACTION
        on = going_on(game, worth)
        if on is not None:
            return on
        return NAME_ACTIONS[suit]
    if phase == DISCARD:
        return Action("discard", cards=_discards(game, hand))
    if phase == CALL:
        return _call(game, hand)
    if phase == LEAD:
        trumps = sum(game.rules.order.is_trump[c] for c in hand)
        return Action("lead", seat=me if trumps >= 2 else game.left_of[me])
    raise ValueError(phase)


def _bid(game: Game, hand: Sequence[Card]) -> Action:
    _, worth = best_suit(game, hand)
    worth += allowance(game, game.side_of.count(game.side_of[game.to_act]) > 1)
    actions = game.bid_actions()
    if HOLD_ACTION in actions:
        return HOLD_ACTION if worth >= game.high else PASS_ACTION
    bids = [a for a in actions if a.kind == "bid" and a.amount <= worth]  # type: ignore[operator]
    return bids[-1] if bids else PASS_ACTION


def _discards(game: Game, hand: list[Card]) -> tuple[Card, ...]:
    order = game.rules.order
    def keep(card: Card) -> float:
        if order.is_trump[card]:
            return 100 + order.power[card]
        return 33 if order.is_plain_king(card) else order.power[card]

    ranked = sorted(hand, key=keep)
    weak = [c for c in ranked if keep(c) < 33]
    least, most = game.discard_limits()
    count = max(least, min(len(weak), most))
    return tuple(ranked[:count])


def _call(game: Game, hand: Sequence[Card]) -> Action:
    order = game.rules.order
    mine = [c for c in hand if order.is_trump[c]]
    if mine:
        best = max(order.power[c] for c in mine)
        for card in order.trumps:
            if order.power[card] <= best and card not in hand and game.can_call_partner(card):
                return Action("call", card=card)
    for suit in "CDHS":
        king = make_card(13, suit)
        if not order.is_trump[king] and king not in hand:
            return Action("call", card=king)
    return NOT_CALLING


def all_discards(hand: Sequence[Card], least: int, most: int) -> list[tuple[Card, ...]]:
    """Every discard of ``least`` to ``most`` cards of ``hand`` (for tests and random play)."""
    return [c for n in range(least, most + 1) for c in combinations(hand, n)]
