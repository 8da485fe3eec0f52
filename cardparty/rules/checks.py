"""Checks on what a caller passes to a public entry point.

Every public function and method refuses bad input with an :class:`IllegalAction` (or
:class:`CardError`) carrying a :class:`Reason`, before anything changes; none lets a
``TypeError`` or ``IndexError`` out.  ``bool`` is never taken for a number.

>>> whole_number(3), is_whole(True), is_whole(4.0)
(3, False, False)
>>> suit_letter("s")
'S'
>>> suit_letter("X")
Traceback (most recent call last):
  ...
cardparty.rules.reasons.IllegalAction: X is not a suit: write C, D, H or S.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import reasons as R
from .reasons import IllegalAction, Reason


def is_whole(value: object) -> bool:
    """Whether ``value`` is an int (and not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: object) -> int:
    """``value`` itself when it is a whole number (an int, not a bool)."""
    if not is_whole(value):
        raise IllegalAction(Reason(R.BAD_SEED, {"value": shown(value)}))
    return value  # type: ignore[return-value]


def shown(value: object) -> str:
    """``value`` as a short text for a sentence (never more than 40 characters)."""
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= 40 else text[:37] + "..."


def seat_number(seat: object, players: int) -> int:
    """``seat`` when it is a seat of a table of ``players``."""
    if not is_whole(seat) or not 0 <= seat < players:  # type: ignore[operator]
        raise IllegalAction(Reason(R.NO_SUCH_SEAT, {"seat": shown(seat)}))
    return seat  # type: ignore[return-value]


def suit_letter(suit: object) -> str:
    """The suit letter ``suit`` names (C, D, H or S; any case)."""
    text = suit.strip().upper() if isinstance(suit, str) else None
    if text is None or len(text) != 1 or text not in "CDHS":
        raise IllegalAction(Reason(R.NOT_A_SUIT, {"text": shown(suit).strip() or '""'}))
    return text


def card_items(cards: object) -> list[object]:
    """The items of a list of cards (a string is split on spaces and commas)."""
    if isinstance(cards, str):
        return cards.replace(",", " ").split()  # type: ignore[return-value]
    if isinstance(cards, (bytes, dict)) or not isinstance(cards, Iterable):
        raise IllegalAction(Reason(R.NOT_CARDS, {"text": shown(cards)}))
    return list(cards)


def distinct(cards: Iterable[object]) -> None:
    """Refuse a card given twice."""
    seen: set[object] = set()
    for card in cards:
        if card in seen:
            raise IllegalAction(Reason(R.CARD_TWICE, {"card": str(card)}))
        seen.add(card)
