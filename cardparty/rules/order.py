"""Rank orders and trick winners.

For each trump suit (and joker setting) an :class:`Order` holds precomputed tables
indexed by card, so ranking a card is a list lookup.  Highest first:

- trump hearts: 5 J A K Q 10 9 8 7 6 4 3 2
- trump diamonds: 5 J AH A K Q 10 9 8 7 6 4 3 2
- trump clubs or spades: 5 J AH A K Q 2 3 4 6 7 8 9 10
- hearts, not trump: K Q J 10 9 8 7 6 5 4 3 2 (the ace of hearts is always a trump)
- diamonds, not trump: K Q J 10 9 8 7 6 5 4 3 2 A
- clubs or spades, not trump: K Q J A 2 3 4 5 6 7 8 9 10

Any trump beats any plain card; otherwise the best card of the suit led wins.  A led
ace of hearts (or joker) is a trump lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from . import reasons as R
from .cards import ACE_OF_HEARTS, CARDS, RANK_OF, SUIT_OF, SUITS, Card, make_card, parse_card, parse_cards
from .checks import distinct, suit_letter
from .reasons import CardError, IllegalAction, Reason, Word
from .rulesets import DEFAULT, Ruleset, get_ruleset

TRUMP_LEAD = 4  # the "led class" of a trump lead; 0-3 are the plain suits C D H S

_RED_LOW = (10, 9, 8, 7, 6, 4, 3, 2)
_BLACK_LOW = (2, 3, 4, 6, 7, 8, 9, 10)
_PLAIN = {
    "C": (13, 12, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
    "S": (13, 12, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
    "D": (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1),
    "H": (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2),
}


def _trump_cards(trump: str, jokers: int, jokers_high: bool, below_jack: bool = False) -> tuple[Card, ...]:
    """The trumps of ``trump``, highest first (``below_jack``: jokers between the jack and the ace of hearts)."""
    jk = list(CARDS[52 : 52 + jokers])
    top = [make_card(5, trump), make_card(11, trump), ACE_OF_HEARTS]
    if trump != "H":
        top.append(make_card(1, trump))
    low = _RED_LOW if trump in "DH" else _BLACK_LOW
    rest = [make_card(r, trump) for r in (13, 12, *low)]
    if jokers_high:
        return tuple(jk + top + rest)
    if below_jack:
        return tuple(top[:2] + jk + top[2:] + rest)
    return tuple(top[:3] + jk + top[3:] + rest)


class Order:
    """Ranking tables for one trump suit; lists are indexed by card."""

    __slots__ = ("trump", "trump_index", "trumps", "is_trump", "power", "keys", "led_class")

    def __init__(self, trump: str, jokers: int = 0, jokers_high: bool = False, below_jack: bool = False) -> None:
        self.trump = trump
        self.trump_index = SUITS.index(trump)
        self.trumps: tuple[Card, ...] = _trump_cards(trump, jokers, jokers_high, below_jack)
        n = len(CARDS)
        self.is_trump: list[bool] = [False] * n
        #: 100 + place for a trump (higher is better), place in its plain suit otherwise
        self.power: list[int] = [0] * n
        for place, card in enumerate(reversed(self.trumps)):
            self.is_trump[card] = True
            self.power[card] = 101 + place
        for suit, ranks in _PLAIN.items():
            if suit == trump:
                continue
            for place, rank in enumerate(reversed(ranks)):
                self.power[make_card(rank, suit)] = 1 + place
        self.led_class: list[int] = [
            TRUMP_LEAD if self.is_trump[c] else SUIT_OF[c] for c in range(n)
        ]
        #: keys[led class][card]: what the card is worth in a trick so led (0: nothing)
        self.keys: list[list[int]] = [
            [self.power[c] if self.is_trump[c] or SUIT_OF[c] == led else 0 for c in range(n)]
            for led in range(5)
        ]

    def winner(self, cards: Sequence[Card]) -> int:
        """Index in ``cards`` (led card first) of the card that wins."""
        keys = self.keys[self.led_class[cards[0]]]
        best, top = 0, keys[cards[0]]
        for i in range(1, len(cards)):
            k = keys[cards[i]]
            if k > top:
                best, top = i, k
        return best

    def is_plain_king(self, card: Card) -> bool:
        """A king that is not a trump: the top card of its plain suit (the king of hearts too,
        whose suit lost its ace to the trumps)."""
        return not self.is_trump[card] and RANK_OF[card] == 13

    def plain_order(self, suit: str) -> list[Card]:
        """The cards of ``suit`` that are not trumps, highest first."""
        cards = [c for c in CARDS[:52] if SUITS[SUIT_OF[c]] == suit and not self.is_trump[c]]
        return sorted(cards, key=lambda c: -self.power[c])


@cache
def order_for(trump: str, jokers: int = 0, jokers_high: bool = False, below_jack: bool = False) -> Order:
    """The (shared) :class:`Order` for ``trump`` and a joker setting."""
    return Order(suit_letter(trump), jokers, jokers_high, below_jack)


def ruleset_order(trump: str, ruleset: str | Ruleset = DEFAULT) -> Order:
    """The :class:`Order` for ``trump`` under ``ruleset``."""
    rs = get_ruleset(ruleset)
    return order_for(suit_letter(trump), rs.jokers, rs.jokers_high, rs.jokers_below_jack)


def in_pack(cards: Sequence[Card], ruleset: Ruleset) -> list[Card]:
    """``cards`` when each is in the pack of ``ruleset`` (no joker in a game without)."""
    for card in cards:
        if card >= 52 + ruleset.jokers:
            raise CardError(Reason(R.NOT_IN_PACK, {"card": str(card), "ruleset": Word(ruleset.title)}))
    return list(cards)


def rank_order(suit: str, trump: str, ruleset: str | Ruleset = DEFAULT) -> list[Card]:
    """The cards of ``suit`` highest first when ``trump`` is trumps.

    The trump suit includes the ace of hearts (and any joker):

    >>> " ".join(map(str, rank_order("S", "S")))
    '5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S'
    >>> " ".join(map(str, rank_order("D", "S")))
    'KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD'
    """
    order = ruleset_order(trump, ruleset)
    suit = suit_letter(suit)
    if suit == order.trump:
        return list(order.trumps)
    return order.plain_order(suit.upper())


def is_trump(card: str | Card, trump: str, ruleset: str | Ruleset = DEFAULT) -> bool:
    """Whether ``card`` is a trump (the ace of hearts always is).

    >>> is_trump("AH", "C"), is_trump("KH", "C")
    (True, False)
    """
    rs = get_ruleset(ruleset)
    return ruleset_order(trump, rs).is_trump[in_pack([parse_card(card)], rs)[0]]


def trick_winner(
    trick: Sequence[str | Card], trump: str, ruleset: str | Ruleset = DEFAULT
) -> int:
    """The index in ``trick`` (led card first) of the winning card.

    >>> trick_winner(["10C", "2C", "9C", "3C"], "C")   # black trumps: 2 beats 3 ... 10
    1
    >>> trick_winner("2D AD 3C 4H".split(), "S")        # plain diamonds: the ace is lowest
    0
    >>> trick_winner(["KH", "QH", "AH", "2H"], "S")     # the ace of hearts is a trump
    2
    """
    rs = get_ruleset(ruleset)
    cards = in_pack(parse_cards(trick), rs)
    if not cards:
        raise IllegalAction(Reason(R.EMPTY_TRICK))
    distinct(cards)
    return ruleset_order(trump, rs).winner(cards)


def top_trump_cards(order: Order, tokens: Sequence[str]) -> frozenset[Card]:
    """The cards named by top-trump tokens ("5", "J", "AH", "RJ", "BJ") for ``order``."""
    names = {
        "5": make_card(5, order.trump),
        "J": make_card(11, order.trump),
        "AH": ACE_OF_HEARTS,
        "RJ": CARDS[52],
        "BJ": CARDS[53],
    }
    return frozenset(names[t] for t in tokens if order.is_trump[names[t]])

