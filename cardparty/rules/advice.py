"""Advice for a learner (SPEC 3c): a gentle note on a legal card a good player would not play,
why a card is a good play (the hint's reason, :mod:`.hints`), and what an auction hand is worth.

Pure and Django-free; every sentence is a :class:`Reason` marked for translation here.
"""

from __future__ import annotations

from collections.abc import Sequence

from .auction.bots import allowance, best_suit
from .cards import Card, card_face
from .order import ruleset_order, top_trump_cards
from .reasons import SUIT_WORDS, Reason, gettext_noop
from .rulesets import TOP_TRUMPS, Ruleset

NOTE_PARTNER_TOP = gettext_noop(
    "Your partner is already winning this trick: the %(card)s is one of your best trumps, "
    "and a low card would keep it for later."
)
NOTE_COULD_WIN = gettext_noop(
    "You play last: the %(winner)s would take this trick for sure, and the %(card)s loses it."
)
HINT_ONLY = gettext_noop("The %(card)s is the only card you may play.")
HINT_PARTNER = gettext_noop("Your partner is winning this trick: play your lowest card, the %(card)s.")
HINT_LOSE = gettext_noop("You cannot take this trick: throw your lowest card, the %(card)s.")
HINT_WIN = gettext_noop("The %(card)s takes the trick as cheaply as you can.")
HINT_KEEP = gettext_noop("Keep your best trumps for a trick that needs them: play the %(card)s.")
HINT_LEAD_BEST = gettext_noop("No trump still out can beat the %(card)s: lead it and draw the trumps.")
HINT_LEAD = gettext_noop("Lead the %(card)s.")
HINT_LEAD_KING = gettext_noop("The %(card)s is the highest card of its suit: lead it, and it takes the trick unless "
                              "someone trumps it.")
HINT_LEAD_LOW = gettext_noop("Lead your lowest card, the %(card)s, and keep the better ones for later.")
HINT_TAKE = gettext_noop("The %(card)s takes the trick.")
HINT_SAVE = gettext_noop("Keep your better cards for a trick that needs them: play the %(card)s.")
HINT_PLAYED_OUT = gettext_noop("Played out over many deals of the cards you cannot see, the %(card)s does best here.")
WORTH = gettext_noop("This hand is worth about %(points)d points with %(suit)s as trumps, before the kitty.")
WIN_TRUMP = gettext_noop("The %(card)s is the highest trump played: it wins the trick.")
WIN_PLAIN = gettext_noop("No trump was played: the %(card)s, the highest card of the suit led, wins the trick.")


def _beats(order, trick: Sequence[Card], card: Card) -> bool:  # noqa: ANN001
    return order.winner([*trick, card]) == len(trick)


def play_note(card: Card, legal: Sequence[Card], trick: Sequence[Card], trump: str, ruleset: Ruleset, *,
              partner_winning: bool, last: bool) -> Reason | None:
    """A gentle note on a legal ``card`` a good player would not play here, or None.

    - a top trump (five, jack, ace of hearts) thrown on a trick the partner already wins,
      when a card that is not a top trump may be played;
    - playing last, a losing card when a legal card would take the trick for sure.
    """
    order = ruleset_order(trump, ruleset)
    tops = top_trump_cards(order, TOP_TRUMPS)
    if not trick:
        return None
    if partner_winning:
        if card in tops and any(c not in tops for c in legal):
            return Reason(NOTE_PARTNER_TOP, {"card": card_face(card)})
        return None
    winners = [c for c in legal if _beats(order, trick, c)]
    if last and winners and card not in winners:
        cheapest = min(winners, key=order.power.__getitem__)
        return Reason(NOTE_COULD_WIN, {"winner": card_face(cheapest), "card": card_face(card)})
    return None


def move_reason(card: Card, legal: Sequence[Card], trick: Sequence[Card], trump: str, ruleset: Ruleset, *,
                partner_winning: bool, unseen: Sequence[Card] = ()) -> Reason:
    """One true sentence on why ``card`` is played here (``unseen``: cards not yet seen by the seat).

    Each sentence says only what holds of ``card``: "your lowest card" only for the lowest,
    "as cheaply as you can" only for the cheapest winner; otherwise that it did best when
    the round was played out (the strong player's own reason).
    """
    order = ruleset_order(trump, ruleset)
    face = {"card": card_face(card)}
    lowest = min(order.power[c] for c in legal) == order.power[card]
    if len(legal) == 1:
        return Reason(HINT_ONLY, face)
    if not trick:
        if order.is_trump[card] and all(order.power[c] < order.power[card] for c in unseen if order.is_trump[c]):
            return Reason(HINT_LEAD_BEST, face)
        if not order.is_trump[card] and card.rank == 13:
            return Reason(HINT_LEAD_KING, face)
        return Reason(HINT_LEAD_LOW if lowest else HINT_LEAD, face)
    winners = [c for c in legal if _beats(order, trick, c)]
    if partner_winning:
        return Reason(HINT_PARTNER if lowest else HINT_PLAYED_OUT, face)
    if card in winners:
        cheapest = min(order.power[c] for c in winners) == order.power[card]
        return Reason(HINT_WIN if cheapest else HINT_TAKE, face)
    if not lowest:
        return Reason(HINT_PLAYED_OUT, face)
    if not winners:
        return Reason(HINT_LOSE, face)
    return Reason(HINT_KEEP if all(order.is_trump[c] for c in winners) else HINT_SAVE, face)


def why_won(trick: Sequence[Card], trump: str, ruleset: Ruleset) -> tuple[int, Reason]:
    """The winning card's index in ``trick`` (led first) and why it wins."""
    order = ruleset_order(trump, ruleset)
    win = order.winner(list(trick))
    face = {"card": card_face(trick[win])}
    return win, Reason(WIN_TRUMP if order.is_trump[trick[win]] else WIN_PLAIN, face)


def hand_worth(game, hand: Sequence[Card]) -> Reason:  # noqa: ANN001
    """What an auction hand is worth in its best suit, as the sensible bidder counts it."""
    suit, worth = best_suit(game, hand)
    worth += allowance(game, game.side_of.count(game.side_of[game.to_act]) > 1)
    return Reason(WORTH, {"points": int(5 * round(worth / 5)), "suit": SUIT_WORDS[suit]})
