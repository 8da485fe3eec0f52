"""Following: which cards of a hand may be played to a trick, and why.

Default (Nova Scotia) rules, each a :class:`~cardparty.rules.rulesets.Ruleset` flag:

- plain lead: follow the suit led or play a trump (a trump is always allowed); without
  the suit led, any card.  The ace of hearts is never a heart for following.
- trump lead (a led ace of hearts is one): play a trump if you hold one, except that the
  top trumps in ``renege`` may be held back, unless the *led* card is a higher trump.
  Holding any trump that may not be held back, you may play any of your trumps; if all
  your trumps may be held back, any card.
- hearts on hearts: on a led ace of hearts (hearts not trumps), a player who does not
  play a trump must play a heart if holding one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from . import reasons as R
from .cards import ACE_OF_HEARTS, HEARTS, SUIT_OF, SUITS, Card, card_word, parse_card, parse_cards
from .checks import distinct, suit_letter
from .order import Order, in_pack, order_for, top_trump_cards
from .reasons import Reason
from .rulesets import DEFAULT, Ruleset, get_ruleset


class Following:
    """Following rules compiled for one trump suit and ruleset (tables by card)."""

    __slots__ = ("order", "is_trump", "privileged", "not_back", "follow_plain", "hoh")

    def __init__(self, order: Order, ruleset: Ruleset) -> None:
        self.order = order
        self.is_trump = order.is_trump
        self.privileged = top_trump_cards(order, ruleset.renege)
        power = order.power
        #: not_back[led trump]: the trumps that may not be held back when it is led
        self.not_back: list[frozenset[Card]] = [frozenset()] * len(power)
        for led in order.trumps:
            self.not_back[led] = frozenset(
                c
                for c in order.trumps
                if c not in self.privileged
                or (ruleset.renege_unless_higher_led and power[led] > power[c])
            )
        self.follow_plain = ruleset.follow_plain_suit
        self.hoh = ruleset.hearts_on_hearts and order.trump != "H"

    def legal(self, hand: Sequence[Card], led: Card | None) -> list[Card]:
        """The cards of ``hand`` (in hand order) that may be played on ``led``."""
        if led is None:
            return list(hand)
        is_trump = self.is_trump
        if is_trump[led]:
            trumps = [c for c in hand if is_trump[c]]
            if trumps:
                not_back = self.not_back[led]
                for c in trumps:
                    if c in not_back:
                        return trumps
            if self.hoh and led == ACE_OF_HEARTS:
                hearts = [c for c in hand if is_trump[c] or SUIT_OF[c] == HEARTS]
                if len(hearts) > len(trumps):
                    return hearts
            return list(hand)
        if self.follow_plain:
            suit = SUIT_OF[led]
            for c in hand:
                if SUIT_OF[c] == suit and not is_trump[c]:
                    return [c for c in hand if is_trump[c] or SUIT_OF[c] == suit]
        return list(hand)

    def explain(self, hand: Sequence[Card], led: Card | None) -> tuple[list[Card], Reason]:
        """The legal cards and the one rule that decides them."""
        legal = self.legal(hand, led)
        if led is None:
            return legal, Reason(R.LEAD_ANY)
        is_trump = self.is_trump
        if not is_trump[led]:
            suit = SUITS[SUIT_OF[led]]
            if not self.follow_plain:
                return legal, Reason(R.PLAIN_LEAD_ANY)
            if any(SUIT_OF[c] == SUIT_OF[led] and not is_trump[c] for c in hand):
                words = {"one": R.SUIT_ONE_WORDS[suit], "suit": R.SUIT_WORDS[suit]}
                return legal, Reason(R.FOLLOW_SUIT, words)
            return legal, Reason(R.VOID_ANY, {"suit": R.SUIT_WORDS[suit]})
        trumps = [c for c in hand if is_trump[c]]
        forced = [c for c in trumps if c in self.not_back[led]]
        led_word = card_word(led)
        if forced:
            if len(trumps) == 1 and trumps[0] in self.privileged:
                return legal, Reason(
                    R.ONLY_TRUMP_FORCED, {"card": card_word(trumps[0]), "led": led_word}
                )
            if all(c in self.privileged for c in forced):
                return legal, Reason(
                    R.HIGHER_LEAD_FORCES, {"card": card_word(forced[0]), "led": led_word}
                )
            return legal, Reason(R.TRUMP_LEAD_FOLLOW)
        if len(legal) < len(hand):
            return legal, Reason(R.HEARTS_ON_HEARTS)
        if len(trumps) == 1:
            return legal, Reason(R.RENEGE_ANY, {"card": card_word(trumps[0]), "led": led_word})
        if trumps:
            return legal, Reason(R.RENEGE_ALL_ANY, {"led": led_word})
        return legal, Reason(R.TRUMP_LEAD_NONE)


@lru_cache(maxsize=256)
def following_for(trump: str, ruleset: Ruleset) -> Following:
    """The (shared) :class:`Following` for ``trump`` under ``ruleset``."""
    return Following(order_for(trump, ruleset.jokers, ruleset.jokers_high, ruleset.jokers_below_jack), ruleset)


def _setup(
    hand: Sequence[str | Card], trick: Sequence[str | Card], trump: str, ruleset: str | Ruleset
) -> tuple[list[Card], list[Card], Following]:
    rs = get_ruleset(ruleset)
    trump = suit_letter(trump)
    cards, played = parse_cards(hand), parse_cards(trick)
    every = cards + played
    if len(set(every)) != len(every):
        distinct(every)
    in_pack(every, rs)
    return cards, played, following_for(trump, rs)


def legal_plays(
    hand: Sequence[str | Card],
    trick: Sequence[str | Card],
    trump: str,
    ruleset: str | Ruleset = DEFAULT,
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (``trick[0]`` was led).

    >>> legal_plays(["KH", "7S", "2C", "5D", "AH"], ["9H"], "S")  # follow hearts or trump
    [Card('KH'), Card('7S'), Card('AH')]
    >>> legal_plays("JS 9C 3H".split(), ["5S"], "S")   # the jack is forced by the five
    [Card('JS')]
    >>> legal_plays("JS 9C".split(), ["7S", "5S"], "S")  # only the led card counts
    [Card('JS'), Card('9C')]
    >>> legal_plays("KH QH 9C 2D".split(), ["AH"], "S")  # hearts on hearts
    [Card('KH'), Card('QH')]
    """
    cards, played, rules = _setup(hand, trick, trump, ruleset)
    return rules.legal(cards, played[0] if played else None)


@dataclass(frozen=True, slots=True)
class Ruling:
    """A ruling for a dispute: the legal cards, the deciding rule, who is winning."""

    legal: tuple[Card, ...]
    reason: Reason
    winning_index: int | None


def explain_play(
    hand: Sequence[str | Card],
    trick: Sequence[str | Card],
    trump: str,
    ruleset: str | Ruleset = DEFAULT,
) -> Ruling:
    """Rule on a play: the legal cards, the one rule that decides, the card winning so far.

    >>> ruling = explain_play(["JS", "9C", "3H"], ["5S"], "S")
    >>> [str(c) for c in ruling.legal], ruling.winning_index
    (['JS'], 0)
    >>> print(ruling.reason)
    The jack must be played: the five was led and it is your only trump.
    >>> print(explain_play(["KC", "2D"], ["9C", "9S"], "D").reason)
    You hold a club: follow clubs or play a trump.
    """
    cards, played, rules = _setup(hand, trick, trump, ruleset)
    legal, reason = rules.explain(cards, played[0] if played else None)
    winning = rules.order.winner(played) if played else None
    return Ruling(tuple(legal), reason, winning)


def explain_refusal(
    card: str | Card,
    hand: Sequence[str | Card],
    trick: Sequence[str | Card],
    trump: str,
    ruleset: str | Ruleset = DEFAULT,
) -> Reason | None:
    """Why ``card`` may not be played from ``hand`` to ``trick``; None if it may.

    >>> print(explain_refusal("KD", ["AH", "KD"], ["JC"], "C"))
    The ace of hearts must be played: the jack was led and it is your only trump.
    >>> explain_refusal("AH", ["AH", "KD"], ["JC"], "C") is None
    True
    """
    cards, played, rules = _setup(hand, trick, trump, ruleset)
    return refusal(rules, in_pack([parse_card(card)], get_ruleset(ruleset))[0], cards, played[0] if played else None)


def refusal(rules: Following, card: Card, hand: Sequence[Card], led: Card | None) -> Reason | None:
    """The reason ``card`` may not be played (compiled-rules form used by the referee)."""
    if card not in hand:
        return Reason(R.NOT_HELD, {"card": str(card)})
    legal, reason = rules.explain(hand, led)
    return None if card in legal else reason
