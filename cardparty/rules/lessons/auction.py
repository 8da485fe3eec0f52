"""Lesson positions of an auction round after the bidding (SPEC 3c): discarding and calling a partner.

Each is answered by a real referee (:class:`~cardparty.rules.Game`) brought to the position:

- ``throw``: a card of ``hand`` to throw away before the draw, ``trump`` named: the cards that
  are not trumps in the referee's order (the ace of hearts is always a trump);
- ``discard``: how many of the learner's cards may be discarded, ``ask`` "least" or "most"
  (the learner is the first to discard, ``bidder`` or not, ``players`` at the table): the
  referee's :meth:`discard_limits`, and its refusal for a count outside them;
- ``call``: a card of ``cards`` the bidder holding ``hand`` may call (five players, Nova Scotia
  auction): what the referee accepts;
- ``call-best``: the card a good caller calls: the strong (and sensible) computer player's call.
"""

from __future__ import annotations

from ..auction.bidding import PASS_ACTION
from ..auction.bots import choose as bot_choice
from ..auction.dealing import stack_auction
from ..cards import card_face, new_deck, parse_card, parse_cards
from ..hints import HINT_CALL_KING, HINT_CALL_TRUMP
from ..order import ruleset_order
from ..reasons import SUIT_WORDS, IllegalAction, Reason, gettext_noop
from ..referee import new_game
from ..rulesets import get_ruleset

AUCTION_KINDS = ("throw", "discard", "call", "call-best")
THROW_OK = gettext_noop("The %(card)s is not a trump: throw it away and draw a fresh card.")
THROW_TRUMP = gettext_noop("The %(card)s is a trump when %(suit)s are trumps: keep it.")
DISCARD_RANGE = gettext_noop("Here you may discard from %(least)d to %(most)d of your %(held)d cards.")
CALL_OK = gettext_noop("You may call the %(card)s: whoever plays it is your partner for this round.")
CALL_NOT_BEST = gettext_noop("You may call the %(card)s, but a good caller calls the %(best)s.")
LEARNER = 1  # the dealer is seat 0: the learner bids first and is the first to discard


def _ruleset(pos: dict):  # noqa: ANN202
    return get_ruleset(pos.get("ruleset", "nova-scotia-auction"))


def _bid_to(game, bidder: int):  # noqa: ANN001, ANN202
    """Everyone passes but ``bidder``, who bids the least bid at its first turn."""
    bid = False
    while game.phase == "bid":
        if game.to_act == bidder and not bid:
            game.apply(next(a for a in game.bid_actions() if a.kind == "bid"))
            bid = True
        else:
            game.apply(PASS_ACTION)
    return game


def _discarding(pos: dict):  # noqa: ANN202
    """A game where the learner (seat 1) is to discard, having won the bid or not."""
    game = new_game(pos.get("players", 4), _ruleset(pos), seed=0)
    game = _bid_to(game, LEARNER if pos["bidder"] else LEARNER + 1)
    game.name_trump(game.nameable_suits()[0])
    return game


def _calling(pos: dict):  # noqa: ANN202
    """Five players of Nova Scotia auction: the learner won the bid holding ``hand``, named ``trump``,
    threw the kitty back and is to call."""
    rs = _ruleset(pos)
    mine = parse_cards(pos["hand"])
    rest = [c for c in new_deck(rs.jokers) if c not in mine]
    others = [rest[i * 5:(i + 1) * 5] for i in range(4)]
    hands = [others[0], mine, *others[1:]]
    game = new_game(5, rs, dealer=0, deck=stack_auction(hands, rest[20:20 + rs.kitty], (), 0, rs))
    _bid_to(game, LEARNER)
    game.name_trump(pos["trump"])
    while game.phase == "discard":
        held = game.hands[game.to_act]
        game.discard([c for c in held if c not in mine] if game.to_act == LEARNER else [])
    return game


def held(pos: dict) -> int:
    """How many cards the learner holds (``discard`` positions)."""
    return len(_discarding(pos).hands[LEARNER])


def choices(pos: dict) -> list[str]:
    """What the learner may pick."""
    if pos["kind"] == "throw":
        return pos["hand"].split()
    if pos["kind"] == "discard":
        return [str(n) for n in range(held(pos) + 1)]
    return pos["cards"].split()


def referee_answer(pos: dict) -> list[str]:
    """The right picks, as the referee (or, for ``call-best``, the computer player) decides them."""
    kind = pos["kind"]
    if kind == "throw":
        order = ruleset_order(pos["trump"], _ruleset(pos))
        return [c for c in pos["hand"].split() if not order.is_trump[parse_card(c)]]
    if kind == "discard":
        least, most = _discarding(pos).discard_limits()
        return [str(least if pos["ask"] == "least" else most)]
    game = _calling(pos)
    if kind == "call":
        return [c for c in pos["cards"].split() if game.can_call_partner(c)]
    call = bot_choice(game).card
    return [] if call is None else [str(call)]


def explain(pos: dict, pick: str) -> Reason:
    """Why ``pick`` is right or wrong, in the referee's words where it refuses."""
    kind = pos["kind"]
    if kind == "throw":
        order = ruleset_order(pos["trump"], _ruleset(pos))
        card = parse_card(pick)
        if order.is_trump[card]:
            return Reason(THROW_TRUMP, {"card": card_face(card), "suit": SUIT_WORDS[pos["trump"]]})
        return Reason(THROW_OK, {"card": card_face(card)})
    if kind == "discard":
        game = _discarding(pos)
        hand = game.hands[LEARNER]
        try:
            game.verify_discard(hand[:int(pick)])
        except IllegalAction as refused:
            return refused.reason
        least, most = game.discard_limits()
        return Reason(DISCARD_RANGE, {"least": least, "most": most, "held": len(hand)})
    game = _calling(pos)
    try:
        game.verify_call_partner(pick)
    except IllegalAction as refused:
        return refused.reason
    if kind == "call":
        return Reason(CALL_OK, {"card": card_face(pick)})
    best = bot_choice(game).card
    if best is not None and str(best) == pick:
        return Reason(HINT_CALL_TRUMP if game.rules.order.is_trump[best] else HINT_CALL_KING, {"card": card_face(best)})
    return Reason(CALL_NOT_BEST, {"card": card_face(pick), "best": card_face(best) if best else ""})
