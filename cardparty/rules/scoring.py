"""Sides and points: who plays with whom, the bonus trick, who wins.

- Sides: at a player count listed in ``Ruleset.partnerships`` (4 and 6) seats
  alternate between two sides (side = seat % 2); at one listed in ``couples`` (six)
  partners sit across, in couples (side = seat % 3); otherwise everyone plays alone
  (side = seat).
- Each trick scores ``trick_points``; the trick holding the round's best trump scores
  ``bonus_points`` more.  Every card of every hand is played, so the best trump is known
  as soon as robbing is over.  With ``bonus_cards`` set (Irish) there is a bonus only
  when that best trump is one of those top trumps.  A round without a bonus gives 25.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card
from .order import Order, top_trump_cards
from .rulesets import Ruleset


def side_of_seats(players: int, ruleset: Ruleset) -> tuple[int, ...]:
    """The side of each seat.

    >>> from cardparty.rules import RULESETS
    >>> side_of_seats(4, RULESETS["nova-scotia"]), side_of_seats(3, RULESETS["nova-scotia"])
    ((0, 1, 0, 1), (0, 1, 2))
    >>> side_of_seats(6, RULESETS["nova-scotia"])  # two teams of three, alternate seats
    (0, 1, 0, 1, 0, 1)

    At a player count listed in ``couples`` partners sit across: six as three couples.

    >>> from cardparty.rules import PRESETS
    >>> side_of_seats(6, PRESETS["six-three-couples"])
    (0, 1, 2, 0, 1, 2)
    """
    if players in ruleset.partnerships:
        return tuple(seat % 2 for seat in range(players))
    if players in ruleset.couples:
        return tuple(seat % (players // 2) for seat in range(players))
    return tuple(range(players))


def best_trump(cards: Iterable[Card], order: Order) -> Card | None:
    """The highest trump among ``cards``, or None if there is none."""
    power, is_trump = order.power, order.is_trump
    best, top = None, 0
    for c in cards:
        if is_trump[c] and power[c] > top:
            best, top = c, power[c]
    return best


def bonus_card(hands: Sequence[Sequence[Card]], order: Order, ruleset: Ruleset) -> Card | None:
    """The card whose trick earns the bonus this round (None: no bonus, 25 in all)."""
    best = best_trump((c for hand in hands for c in hand), order)
    if best is None or ruleset.bonus_points == 0:
        return None
    if ruleset.bonus_cards is not None and best not in top_trump_cards(order, ruleset.bonus_cards):
        return None
    return best


def trick_points(cards: Sequence[Card], bonus: Card | None, ruleset: Ruleset) -> tuple[int, bool]:
    """Points for taking a trick, and whether it held the bonus card."""
    has_bonus = bonus is not None and bonus in cards
    return ruleset.trick_points + (ruleset.bonus_points if has_bonus else 0), has_bonus


def end_of_round_winner(scores: Sequence[int], target: int) -> int | None:
    """With end-of-round scoring: the side that has won, if any.

    The higher total wins when several sides reach the target; an exact tie at the top
    plays another round.

    >>> end_of_round_winner([50, 45], 45), end_of_round_winner([50, 50, 20], 45)
    (0, None)
    """
    top = max(scores)
    if top < target or list(scores).count(top) > 1:
        return None
    return list(scores).index(top)
