"""Helpers shared by the rules tests: readable ids, stacked games from the case table."""

from __future__ import annotations

import re

from cardparty.rules import Game, parse_cards
from cardparty.rules.dealing import stack_deck

from .cases import Round, ruleset

SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3}
TRICK = re.compile(r"^\s*(\w)\s*:\s*(.+?)\s*->\s*(\w)\s*$")


def slug(text: str) -> str:
    """A readable test id."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def seat(text: str) -> int:
    return SEAT_LETTERS[text] if text in SEAT_LETTERS else int(text)


def parse_trick(text: str) -> tuple[int, list, int]:
    """"N: 9C KC 2C 3D -> W" as (leader, cards, winner)."""
    match = TRICK.match(text)
    assert match, text
    return seat(match[1]), parse_cards(match[2]), seat(match[3])


def hands_of(tricks: tuple[str, ...], players: int) -> list[list]:
    """Each seat's hand: the cards it plays in ``tricks``."""
    hands: list[list] = [[] for _ in range(players)]
    for text in tricks:
        leader, cards, _ = parse_trick(text)
        for i, card in enumerate(cards):
            hands[(leader + i) % players].append(card)
    return hands


def stacked_game(case: Round) -> Game:
    """A game whose first round deals the case's hands and turns its card."""
    rs = ruleset(case.ruleset)
    hands = hands_of(case.deal or case.tricks, case.players)
    deck = stack_deck(hands, case.trump_card, case.dealer, rs)
    return Game(case.players, rs, seed=1, dealer=case.dealer, deck=deck, scores=case.start)
