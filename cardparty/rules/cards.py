"""Cards: notation, the deck, jokers.

A :class:`Card` is a small immutable int (its place in the deck) that prints in the
rank-then-suit notation: ``5H``, ``10C``, ``AH``.  Cards compare and hash as ints, so
tables indexed by card are plain list lookups.  There is one interned object per
card; :func:`parse_card` always returns it.

Jokers (used only where a ruleset asks for them) are ``RJ``, the colour joker, and
``BJ``, the black-and-white joker; a one-joker game uses ``RJ`` (``JK`` and
``JOKER`` are accepted for it).
"""

from __future__ import annotations

from collections.abc import Iterable

from .reasons import ACE_OF_HEARTS as ACE_OF_HEARTS_WORD
from .reasons import JOKER, NOT_A_CARD, RANK_WORDS, SECOND_JOKER, CardError, Reason

SUITS = "CDHS"
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
NO_SUIT = 4  # the suit index of a joker

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_PARSE = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
_RANK_PARSE.update({str(n): n for n in range(2, 11)})

JOKER_NAMES = ("RJ", "BJ")
_JOKER_ALIASES = {"RJ": 52, "JK": 52, "JOKER": 52, "BJ": 53}


class Card(int):
    """One card; ``int(card)`` is its index (suit * 13 + rank - 1, jokers 52 and 53)."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king); 0 for a joker."""
        return RANK_OF[self]

    @property
    def suit(self) -> str:
        """The suit letter, C D H or S; empty for a joker."""
        return "CDHS "[SUIT_OF[self]].strip()

    @property
    def is_joker(self) -> bool:
        """True for either joker."""
        return self >= 52

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Card('{NAMES[self]}')"

    def __reduce__(self) -> tuple:
        return (card_at, (int(self),))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self


def _name(index: int) -> str:
    if index >= 52:
        return JOKER_NAMES[index - 52]
    suit, rank = divmod(index, 13)
    rank += 1
    return _RANK_TEXT.get(rank, str(rank)) + SUITS[suit]


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(54))
NAMES: tuple[str, ...] = tuple(_name(i) for i in range(54))
RANK_OF: tuple[int, ...] = tuple(i % 13 + 1 if i < 52 else 0 for i in range(54))
SUIT_OF: tuple[int, ...] = tuple(i // 13 if i < 52 else NO_SUIT for i in range(54))
_BY_NAME: dict[str, Card] = {NAMES[i]: CARDS[i] for i in range(54)}
for _alias, _index in _JOKER_ALIASES.items():
    _BY_NAME[_alias] = CARDS[_index]

ACE_OF_HEARTS = CARDS[HEARTS * 13]
RED_JOKER, BLACK_JOKER = CARDS[52], CARDS[53]


def card_at(index: int) -> Card:
    """The card with deck index ``index``."""
    return CARDS[index]


def make_card(rank: int, suit: str) -> Card:
    """The card of ``rank`` (1-13) and ``suit`` ("C", "D", "H", "S")."""
    return CARDS[SUITS.index(suit) * 13 + rank - 1]


def parse_card(text: str | Card) -> Card:
    """Read a card written rank then suit; ``10`` or ``T`` for ten.

    >>> parse_card("10c"), parse_card("TC"), parse_card(" ah ")
    (Card('10C'), Card('10C'), Card('AH'))
    >>> str(parse_card("TD"))
    '10D'
    >>> parse_card("JK")
    Card('RJ')
    >>> parse_card("1H")
    Traceback (most recent call last):
      ...
    cardparty.rules.reasons.CardError: 1H is not a card: write the rank then the suit, like 5H, 10C or AH.
    """
    if type(text) is Card:
        return text
    if isinstance(text, int) and not isinstance(text, bool) and 0 <= text < 54:
        return CARDS[text]
    key = str(text).strip().upper()
    card = _BY_NAME.get(key)
    if card is None:
        rank = _RANK_PARSE.get(key[:-1])
        if rank is None or key[-1:] not in SUITS or not key[-1:]:
            raise CardError(Reason(NOT_A_CARD, {"text": str(text).strip() or '""'}))
        card = make_card(rank, key[-1])
    return card


def parse_cards(cards: Iterable[str | Card] | str) -> list[Card]:
    """Parse several cards; a string is split on spaces and commas.

    >>> parse_cards("5H 10C, AH")
    [Card('5H'), Card('10C'), Card('AH')]
    """
    if type(cards) is tuple or type(cards) is list:
        return [c if type(c) is Card else parse_card(c) for c in cards]
    from .checks import card_items

    return [parse_card(c) for c in card_items(cards)]


def new_deck(jokers: int = 0) -> list[Card]:
    """The 52 cards in deck order, then ``jokers`` jokers (0, 1 or 2).

    >>> len(new_deck()), len(new_deck(1)), str(new_deck(2)[-1])
    (52, 53, 'BJ')
    """
    return list(CARDS[: 52 + jokers])


def card_word(card: Card) -> str:
    """The marked word naming ``card`` in a sentence about trumps ("jack", "ace of hearts").

    >>> card_word(parse_card("JS")), card_word(parse_card("AH"))
    ('jack', 'ace of hearts')
    """
    if card == ACE_OF_HEARTS:
        return ACE_OF_HEARTS_WORD
    if card >= 52:
        return JOKER if card == 52 else SECOND_JOKER
    return RANK_WORDS[RANK_OF[card]]


SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_face(text: str | Card) -> str:
    """A card as people write it, its rank then its suit's symbol: every page's, message's and
    printout's words for a card. Text that is no card is given back as it was.

    >>> card_face("3d"), card_face("KC"), card_face("TS"), card_face("RJ"), card_face("??")
    ('3♦', 'K♣', '10♠', '★', '??')
    """
    try:
        card = parse_card(text)
    except CardError:
        return str(text)
    if card.is_joker:
        return "★"
    code = str(card)
    return code[:-1] + SUIT_SYMBOLS[code[-1]]
