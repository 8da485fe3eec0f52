"""Dealing a round (and stacking a pack that deals given hands).

Cards are dealt in packets (``Ruleset.deal``, 3 then 2 by default) round the table
from the dealer's left; the next card is turned and fixes trumps.  A turned joker is
the dealer's to take, and the next card is turned instead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import reasons as R
from .cards import CARDS, SUIT_OF, SUITS, Card, parse_card, parse_cards
from .checks import card_items
from .reasons import IllegalAction, Reason
from .rulesets import RULESETS, Ruleset


def deal(
    deck: Sequence[Card],
    rng: random.Random | None,
    players: int,
    dealer: int,
    ruleset: Ruleset,
    order: Sequence[int] | None = None,
) -> tuple[list[list[Card]], Card, Card | None]:
    """Shuffle a copy of ``deck`` (unless ``rng`` is None) and deal from its top.

    Returns the hands by seat, the turned card and any joker turned before it.
    ``order``: the seats dealt to, from the dealer's left (by default every seat; a seat
    that has left the table, as in a play-off, gets no cards).

    >>> from cardparty.rules.rulesets import RULESETS
    >>> from cardparty.rules.cards import new_deck
    >>> hands, turned, joker = deal(new_deck(), random.Random(1), 4, 0, RULESETS["nova-scotia"])
    >>> [len(h) for h in hands], joker
    ([5, 5, 5, 5], None)
    """
    cards = list(deck)
    if rng is not None:
        rng.shuffle(cards)
    hands: list[list[Card]] = [[] for _ in range(players)]
    pos = 0
    seats = [(dealer + i) % players for i in range(1, players + 1)] if order is None else order
    for packet in ruleset.deal:
        for seat in seats:
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
    turned, joker = cards[pos], None
    while turned >= 52:
        joker = joker or turned
        pos += 1
        turned = cards[pos]
    return hands, turned, joker


def trump_of(turned: Card) -> str:
    """The trump suit fixed by the turned card."""
    return SUITS[SUIT_OF[turned]]


def stack_deck(
    hands: Sequence[Sequence[str | Card]],
    turned: str | Card,
    dealer: int = 0,
    ruleset: Ruleset | None = None,
) -> list[Card]:
    """A pack (top first) that deals ``hands`` (by seat) and turns ``turned``.

    ``turned`` may name several cards ("RJ 9S": a joker turned, then the nine).  The
    rest of the ruleset's cards follow in deck order.

    >>> from cardparty.rules.rulesets import RULESETS
    >>> hands = [["5H", "JH", "AH", "KH", "QH"], ["2C", "3C", "4C", "6C", "7C"]]
    >>> pack = stack_deck(hands, "10H", dealer=1)
    >>> dealt, turned, _ = deal(pack, None, 2, 1, RULESETS["nova-scotia"])
    >>> [" ".join(map(str, h)) for h in dealt], str(turned)
    (['5H JH AH KH QH', '2C 3C 4C 6C 7C'], '10H')
    """
    rs = ruleset or RULESETS["nova-scotia"]
    queues = [parse_cards(hand) for hand in card_items(hands)]
    players = len(queues)
    if any(len(q) != sum(rs.deal) for q in queues):
        raise IllegalAction(Reason(R.BAD_STACK, {"count": sum(rs.deal)}))
    pack: list[Card] = []
    for packet in rs.deal:
        for i in range(1, players + 1):
            queue = queues[(dealer + i) % players]
            pack.extend(queue[:packet])
            del queue[:packet]
    pack.extend(parse_cards(turned) if isinstance(turned, str) else [parse_card(turned)])
    used = set(pack)
    if len(used) != len(pack) or any(queues) or any(c >= 52 + rs.jokers for c in pack):
        raise IllegalAction(Reason(R.BAD_STACK, {"count": sum(rs.deal)}))
    pack.extend(c for c in CARDS[: 52 + rs.jokers] if c not in used)
    return pack
