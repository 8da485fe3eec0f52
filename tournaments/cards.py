"""Playing cards as people see them, for every page that draws one: the referee's pages and the
desk's cut of the deck. A card's face is ``templates/cards/_card.html``; a tap-a-card picker
(four rows of thirteen, one a suit) is ``templates/cards/_picker.html``, fed by ``picker_rows``. A card in
words ("3♦", "K♣"), in a sentence, a message or a printout, is ``card_face`` (the ``card`` template filter)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import parse_card
from cardparty.rules import reasons as R
from cardparty.rules.cards import SUIT_SYMBOLS as SYMBOL
from cardparty.rules.cards import card_face

SUITS = "CDHS"
__all__ = ["SYMBOL", "card_face", "card_info", "picker_rows", "suit_info"]

PICKER_SUITS = "SHCD"  # the picker's rows: black, red, black, red
PICKER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card_info(card) -> dict:  # noqa: ANN001
    """What a template needs to draw a card: its code, rank, suit symbol, colour and spoken name."""
    card = parse_card(card)
    code = str(card)
    if card.is_joker:
        word = R.JOKER if code == "RJ" else R.SECOND_JOKER
        return {"code": code, "rank": "★", "symbol": "", "red": code == "RJ", "label": _(word), "joker": True}
    suit = card.suit
    if code == "AH":
        label = _(R.ACE_OF_HEARTS)
    else:
        label = _("%(rank)s of %(suit)s") % {"rank": _(R.RANK_WORDS[card.rank]), "suit": _(R.SUIT_WORDS[suit])}
    return {"code": code, "rank": code[:-1], "symbol": SYMBOL[suit], "red": suit in "DH", "label": label, "joker": False}


def suit_info(suit: str) -> dict:
    """A trump suit for display."""
    return {"code": suit, "symbol": SYMBOL[suit], "red": suit in "DH", "label": _(R.SUIT_WORDS[suit])}


def picker_rows(extra=None) -> list[dict]:  # noqa: ANN001
    """The 52 cards, a row a suit (spades, hearts, clubs, diamonds; ace to king), each card as
    ``{"card": card_info, **extra(card)}``: the page adds what a tap does (a link, a radio's state)."""
    rows = []
    for suit in PICKER_SUITS:
        cards = []
        for rank in PICKER_RANKS:
            card = parse_card(rank + suit)
            cards.append({"card": card_info(card), **(extra(card) if extra else {})})
        rows.append({"suit": suit_info(suit), "cards": cards})
    return rows
