"""Exhaustive check of legal_plays against a deliberately simple statement of the rule.

For every trump suit, every led card and every hand of one or two other cards, each
card of the hand is judged on its own by ``may_play`` below, written straight from
SPEC.md section 3 with card strings and spelled-out rank lists, sharing no table with
the implementation.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from cardparty.rules import legal_plays

# SPEC.md section 3, trump orders highest first (the ace of hearts is always a trump).
TRUMPS = {
    "H": "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S",
}
DECK = [rank + suit for suit in "CDHS" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]

# What differs between presets, stated as the seeds state it.
RULES = {
    # Cape Breton: five, jack and ace of hearts renege, unless a higher trump is led;
    # hearts on hearts.
    "nova-scotia": {"renege": ("5", "J", "AH"), "hearts_on_hearts": True, "joker": False},
    # Colchester: only the five may be reneged.
    "colchester": {"renege": ("5",), "hearts_on_hearts": False, "joker": False},
    # Irish: only the five; one joker, a trump just below the ace of hearts.
    "irish": {"renege": ("5",), "hearts_on_hearts": False, "joker": True},
}


def trump_list(trump: str, joker: bool) -> list[str]:
    cards = TRUMPS[trump].split()
    if joker:
        cards.insert(3, "RJ")
    return cards


def may_play(card: str, hand: list[str], led: str, trump: str, rules: dict) -> bool:
    """May ``card`` be played from ``hand`` when ``led`` was led?  One card at a time."""
    trumps = trump_list(trump, rules["joker"])

    def is_trump(c: str) -> bool:
        return c in trumps

    def may_hold_back(c: str) -> bool:
        # the privileged card by name, and a led card higher than it takes the privilege
        names = {"5": "5" + trump, "J": "J" + trump, "AH": "AH"}
        privileged = [names[n] for n in rules["renege"]]
        return c in privileged and trumps.index(led) > trumps.index(c)

    if is_trump(led):
        if is_trump(card):
            return True
        if any(is_trump(c) and not may_hold_back(c) for c in hand):
            return False  # a trump that must be played is held
        if rules["hearts_on_hearts"] and led == "AH" and trump != "H":
            holds_heart = any(c.endswith("H") and not is_trump(c) for c in hand)
            if holds_heart and not card.endswith("H"):
                return False
        return True
    suit = led[-1]
    if is_trump(card) or card[-1] == suit:
        return True
    return not any(c[-1] == suit and not is_trump(c) for c in hand)


@pytest.mark.parametrize("preset", sorted(RULES))
@pytest.mark.parametrize("trump", "CDHS")
def test_legal_plays_agree_with_the_simple_rule_for_every_lead_and_hand_of_one_or_two(preset, trump):
    rules = RULES[preset]
    deck = DECK + (["RJ"] if rules["joker"] else [])
    checked = 0
    for led in deck:
        rest = [c for c in deck if c != led]
        for size in (1, 2):
            for hand in combinations(rest, size):
                hand = list(hand)
                expected = [c for c in hand if may_play(c, hand, led, trump, rules)]
                got = [str(c) for c in legal_plays(hand, [led], trump, preset)]
                assert got == expected, (preset, trump, led, hand)
                checked += 1
    assert checked == len(deck) * (len(deck) - 1) * len(deck) // 2
