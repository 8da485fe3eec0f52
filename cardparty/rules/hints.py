"""The learner's hint (SPEC 3c): the strong computer player's move for the seat to act, in every
phase where a person decides (robbing, bidding, naming trumps, discarding, calling, the lead,
playing), with its reason in one sentence.

Worked out only when a learner asks (the referee pages compute it for ``?hint=1`` alone).  The
strong player (:mod:`.strong`) samples the unseen cards for a card to play; in the other phases
its move is the sensible player's (:mod:`.auction.bots`), and so is the reason given here.

>>> from cardparty.rules import new_game
>>> game = new_game(4, "nova-scotia-auction", seed=1)
>>> hint = game_hint(game)
>>> hint.action in game.bid_actions(), bool(hint.reason.render())
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from .advice import move_reason
from .auction.bots import allowance, best_suit
from .auction.risks import bid_word
from .cards import card_face
from .phases import BEG, BID, CALL, DISCARD, LEAD, PLAY, ROB, STUB, TRUMP
from .reasons import SUIT_WORDS, Reason, gettext_noop
from .records import Action

HINT_ROB = gettext_noop("You may rob: take the turned %(card)s and discard your weakest card, the %(discard)s.")
HINT_ROB_KING = gettext_noop("Lay out your weakest card, the %(discard)s, for the turned %(card)s.")
HINT_NO_ROB = gettext_noop("Nobody may rob this round: keep your hand.")
HINT_BID = gettext_noop("Your hand is worth about %(points)d with %(suit)s as trumps: bid %(bid)s.")
HINT_HOLD = gettext_noop("Your hand is worth about %(points)d with %(suit)s as trumps: hold at %(bid)s.")
HINT_PASS = gettext_noop("Your hand is worth about %(points)d with %(suit)s as trumps: less than you would have "
                         "to bid, so pass.")
HINT_NAME = gettext_noop("Name %(suit)s: your hand is strongest with them as trumps.")
HINT_RAISE = gettext_noop("Your hand is worth about %(points)d with %(suit)s as trumps: raise to 30 for 60 first.")
HINT_DISCARD = gettext_noop("Discard your weakest cards, %(cards)s, and draw fresh ones.")
HINT_DISCARD_KEEP = gettext_noop("Keep the whole hand and draw nothing.")
HINT_CALL_TRUMP = gettext_noop("Call the %(card)s: the best trump below your own best that you do not hold, "
                               "so your partner is strong.")
HINT_CALL_KING = gettext_noop("Call the %(card)s: a plain king you do not hold, likely to take a trick for your side.")
HINT_ALONE = gettext_noop("Play alone: no card is worth calling.")
HINT_LEAD_ME = gettext_noop("You hold %(count)d trumps: lead the first trick yourself.")
HINT_LEAD_LEFT = gettext_noop("You hold fewer than two trumps: let the player at your left lead.")
HINT_BEG = gettext_noop("Beg the turned %(card)s: lay aside your weakest card, the %(discard)s, and take the "
                        "%(card)s after the first trick.")
HINT_NO_BEG = gettext_noop("Keep your hand.")
HINT_TURN_STUB = gettext_noop("You hold the ace of trumps: turn the stub, and a trump turned from it may be yours.")
HINT_STUB_GIVE = gettext_noop("Give up your weakest card, the %(discard)s, for the turned %(card)s.")
HINT_STUB_KEEP = gettext_noop("Keep your hand: the turned %(card)s is no better than your weakest card.")
HINT_GO_ON_KITTY = gettext_noop("Your hand is worth only about %(points)d in its best suit: discard it and go on "
                                "the kitty.")
HINT_GO_ON_TOP = gettext_noop("Your hand is worth only about %(points)d in its best suit: go on the top card.")


@dataclass(frozen=True)
class Hint:
    """The move (``value``: what the page's control sends for it) and why."""

    action: Action
    value: str
    reason: Reason


def game_hint(game) -> Hint | None:  # noqa: ANN001
    """The strong computer player's move for the seat to act, and why (None once the game is over)."""
    from .players import StrongPlayer  # players imports the referee: imported when asked

    if game.is_over:
        return None
    action = StrongPlayer(seed=0).choose(game)
    return Hint(action, _value(action), _why(game, action))


def _value(action: Action) -> str:
    if action.kind in ("play", "rob", "beg") or (action.kind == "stub" and action.card is not None):
        return str(action.card)
    if action.kind == "bid":
        return str(action.amount)
    if action.kind == "name":
        return str(action.suit)
    if action.kind == "discard":
        return " ".join(map(str, action.cards))
    if action.kind == "call":
        return "alone" if action.card is None else str(action.card)
    if action.kind == "lead":
        return str(action.seat)
    return action.kind  # pass, hold, raise, decline_rob


def _why(game, action: Action) -> Reason:  # noqa: ANN001, PLR0911
    phase, me = game.phase, game.to_act
    hand = game.hands[me]
    if phase == PLAY:
        return _play_reason(game, action)
    if phase == ROB:
        if action.kind == "decline_rob":
            return Reason(HINT_NO_ROB)
        params = {"card": card_face(game.rob_card), "discard": card_face(action.card)}
        return Reason(HINT_ROB_KING if game.must_rob() else HINT_ROB, params)
    if phase == BID:
        suit, worth = best_suit(game, hand)
        worth += allowance(game, game.side_of.count(game.side_of[me]) > 1)
        params = {"points": int(5 * round(worth / 5)), "suit": SUIT_WORDS[suit]}
        if action.kind == "pass":
            return Reason(HINT_PASS, params)
        amount = game.high if action.kind == "hold" else action.amount
        return Reason(HINT_HOLD if action.kind == "hold" else HINT_BID, {**params, "bid": bid_word(game.ruleset, amount)})
    if phase in (BEG, STUB):
        return _option_reason(game, action)
    if phase == TRUMP:
        suit, worth = best_suit(game, hand, game.nameable_suits())
        if action.kind in ("kitty", "top_card"):  # going on (Cape Breton)
            return Reason(HINT_GO_ON_KITTY if action.kind == "kitty" else HINT_GO_ON_TOP, {"points": int(worth)})
        if action.kind == "raise":
            return Reason(HINT_RAISE, {"points": int(5 * round(worth / 5)), "suit": SUIT_WORDS[suit]})
        return Reason(HINT_NAME, {"suit": SUIT_WORDS[action.suit]})
    if phase == DISCARD:
        if not action.cards:
            return Reason(HINT_DISCARD_KEEP)
        return Reason(HINT_DISCARD, {"cards": ", ".join(card_face(c) for c in action.cards)})
    if phase == CALL:
        if action.card is None:
            return Reason(HINT_ALONE)
        trump = game.rules.order.is_trump[action.card]
        return Reason(HINT_CALL_TRUMP if trump else HINT_CALL_KING, {"card": card_face(action.card)})
    if phase == LEAD:
        if action.seat == me:
            return Reason(HINT_LEAD_ME, {"count": sum(game.rules.order.is_trump[c] for c in hand)})
        return Reason(HINT_LEAD_LEFT)
    raise ValueError(phase)


def _option_reason(game, action: Action) -> Reason:  # noqa: ANN001
    """Why the seed options' move: begging with the king, turning the stub (see :mod:`.option_bots`)."""
    if action.kind == "beg":
        return Reason(HINT_BEG, {"card": card_face(game.turned), "discard": card_face(action.card)})
    if action.kind == "turn_stub":
        return Reason(HINT_TURN_STUB)
    turned = game.extra.stub_trump
    if action.kind == "stub" and action.card is not None:
        return Reason(HINT_STUB_GIVE, {"card": card_face(turned), "discard": card_face(action.card)})
    if action.kind == "stub" and turned is not None:
        return Reason(HINT_STUB_KEEP, {"card": card_face(turned)})
    return Reason(HINT_NO_BEG)


def _play_reason(game, action: Action) -> Reason:  # noqa: ANN001
    me = game.to_act
    win = game.winning_seat()
    partner = bool(game.trick) and win != me and game.round_side_of[win] == game.round_side_of[me]
    seen = set(game.played) | set(game.hands[me])
    unseen = [c for c in game.rules.order.trumps if c not in seen]
    return move_reason(action.card, game.legal_cards(), game.trick, game.trump, game.ruleset,
                       partner_winning=partner, unseen=unseen)
