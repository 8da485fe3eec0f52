"""Dealing an auction round: hands, the kitty, the stock (and stacking such a pack).

Five cards each from the dealer's left in packets (3 then 2); after each round of
packets the kitty gets its share (``Ruleset.kitty_deal``; by default all of it after the
first packet).  No card is turned.  What is left, top first, is the stock the dealer
serves the draw from.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .. import reasons as R
from ..cards import Card, new_deck, parse_cards
from ..checks import card_items
from ..reasons import IllegalAction, Reason
from ..rulesets import Ruleset


def kitty_packets(ruleset: Ruleset) -> tuple[int, ...]:
    """Kitty cards dealt after each round of packets.

    >>> from cardparty.rules.rulesets import PRESETS
    >>> kitty_packets(PRESETS["merrimack-valley"]), kitty_packets(PRESETS["nova-scotia-auction"])
    ((3, 0), (2, 2))
    """
    if ruleset.kitty_deal:
        return ruleset.kitty_deal
    return (ruleset.kitty,) + (0,) * (len(ruleset.deal) - 1)


def deal_auction(
    deck: Sequence[Card],
    rng: random.Random | None,
    players: int,
    dealer: int,
    ruleset: Ruleset,
    order: Sequence[int] | None = None,
) -> tuple[list[list[Card]], list[Card], list[Card]]:
    """Shuffle a copy of ``deck`` (unless ``rng`` is None); the hands, kitty and stock.

    ``order``: the seats dealt to, from the dealer's left (by default every seat; a seat
    that is out of the game gets no cards).

    >>> from cardparty.rules.rulesets import PRESETS
    >>> hands, kitty, stock = deal_auction(new_deck(), None, 4, 0, PRESETS["merrimack-valley"])
    >>> [str(c) for c in hands[1]], [str(c) for c in kitty], len(stock)
    (['AC', '2C', '3C', '3D', '4D'], ['KC', 'AD', '2D'], 29)
    """
    cards = list(deck)
    if rng is not None:
        rng.shuffle(cards)
    hands: list[list[Card]] = [[] for _ in range(players)]
    kitty: list[Card] = []
    pos = 0
    seats = [(dealer + i) % players for i in range(1, players + 1)] if order is None else order
    for packet, to_kitty in zip(ruleset.deal, kitty_packets(ruleset), strict=True):
        for seat in seats:
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
        kitty.extend(cards[pos : pos + to_kitty])
        pos += to_kitty
    return hands, kitty, cards[pos:]


def stack_auction(
    hands: Sequence[Sequence[str | Card]],
    kitty: Sequence[str | Card] | str = (),
    stock: Sequence[str | Card] | str = (),
    dealer: int = 0,
    ruleset: Ruleset | None = None,
) -> list[Card]:
    """A pack (top first) that deals ``hands`` (by seat) and ``kitty``, then serves ``stock``
    first; the rest of the pack follows in deck order.

    >>> from cardparty.rules.rulesets import PRESETS
    >>> rs = PRESETS["merrimack-valley"]
    >>> pack = stack_auction([["5H", "JH", "AH", "KH", "QH"], "2C 3C 4C 6C 7C".split()], "9S 8S 7S", "10H", 1, rs)
    >>> hands, kitty, stock = deal_auction(pack, None, 2, 1, rs)
    >>> " ".join(map(str, hands[0])), " ".join(map(str, kitty)), str(stock[0])
    ('5H JH AH KH QH', '9S 8S 7S', '10H')
    """
    from ..rulesets import PRESETS

    rs = ruleset or PRESETS["merrimack-valley"]
    queues = [parse_cards(hand) for hand in card_items(hands)]
    kitty_cards, stock_cards = parse_cards(kitty), parse_cards(stock)
    size = sum(rs.deal)
    if any(len(q) != size for q in queues) or len(kitty_cards) != rs.kitty:
        raise IllegalAction(Reason(R.BAD_STACK, {"count": size}))
    players = len(queues)
    pack: list[Card] = []
    for packet, to_kitty in zip(rs.deal, kitty_packets(rs), strict=True):
        for i in range(1, players + 1):
            queue = queues[(dealer + i) % players]
            pack.extend(queue[:packet])
            del queue[:packet]
        pack.extend(kitty_cards[:to_kitty])
        del kitty_cards[:to_kitty]
    pack.extend(stock_cards)
    deck = new_deck(rs.jokers)
    used = set(pack)
    if len(used) != len(pack) or not used <= set(deck):
        raise IllegalAction(Reason(R.BAD_STACK, {"count": size}))
    pack.extend(c for c in deck if c not in used)
    return pack
