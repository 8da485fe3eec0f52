"""Lessons checked by the referee (SPEC 3c): the positions of :mod:`.data`, what may be picked,
what the rules module says the answer is, and why, as :class:`~cardparty.rules.Reason` sentences.

The night's positions (``move``, ``prize``, ``booby``) are answered by ``tournaments.movement`` and
``tournaments.standings`` (tests check them).
"""

from __future__ import annotations

from ..advice import play_note, why_won
from ..auction.bidding import BID_ACTIONS, HOLD_ACTION, PASS_ACTION
from ..cards import card_face, parse_card, parse_cards
from ..following import explain_play, explain_refusal
from ..order import ruleset_order
from ..reasons import IllegalAction, Reason, gettext_noop
from ..referee import new_game
from ..robbing import rob_right
from ..rulesets import get_ruleset
from ..scoring import best_trump
from . import auction
from .data import (
    LESSONS,
    Q_BID,
    Q_BONUS,
    Q_BOOBY,
    Q_CALL,
    Q_CALL_BEST,
    Q_DISCARD_LEAST,
    Q_DISCARD_MOST,
    Q_GOOD,
    Q_MOVE,
    Q_PLAY,
    Q_PRIZE,
    Q_ROB,
    Q_THROW,
    Q_WIN,
)

QUESTIONS = {"win": Q_WIN, "play": Q_PLAY, "good": Q_GOOD, "bonus": Q_BONUS, "rob": Q_ROB, "move": Q_MOVE,
             "bid": Q_BID, "prize": Q_PRIZE, "booby": Q_BOOBY, "throw": Q_THROW, "call": Q_CALL,
             "call-best": Q_CALL_BEST}
BID_OK = gettext_noop("The referee accepts this call here.")
ROB_YES = gettext_noop("You hold the ace of trumps (or you dealt an ace): you may take the turned %(card)s.")
ROB_NO = gettext_noop("Only the player holding the ace of trumps may rob the turned %(card)s.")
BONUS_WHY = gettext_noop("The %(card)s is the best trump played this round: its trick earns the bonus.")
GOOD_WHY = gettext_noop("The %(card)s is a good play here.")
BY_SLUG = {lesson["slug"]: lesson for lesson in LESSONS}


def _ruleset(pos: dict):  # noqa: ANN202
    return get_ruleset(pos.get("ruleset", "nova-scotia"))


def question(pos: dict) -> Reason:
    """The position's question (a ``discard`` position's says how many cards the learner holds)."""
    if pos["kind"] == "discard":
        return Reason(Q_DISCARD_LEAST if pos["ask"] == "least" else Q_DISCARD_MOST, {"held": auction.held(pos)})
    return Reason(QUESTIONS[pos["kind"]], {"couple": pos.get("couple")})


def choices(pos: dict) -> list[str]:
    """What the learner may pick: card codes, "yes"/"no", a number of cards, or table numbers."""
    kind = pos["kind"]
    if kind in auction.AUCTION_KINDS:
        return auction.choices(pos)
    if kind == "win":
        return pos["trick"].split()
    if kind == "bonus":
        return pos["cards"].split()
    if kind == "rob":
        return ["yes", "no"]
    if kind == "move":
        return [str(t) for t in sorted(pos["seating"])]
    if kind == "bid":
        return [str(b) for b in _ruleset(pos).bids] + (["hold"] if _ruleset(pos).dealer_may_hold else []) + ["pass"]
    if kind in ("prize", "booby"):
        return [str(c) for c in sorted(pos["wins"])]
    return pos["hand"].split()


def _call(call: str):  # noqa: ANN202
    return {"pass": PASS_ACTION, "hold": HOLD_ACTION}.get(call) or BID_ACTIONS[int(call)]


def _bidding(pos: dict):  # noqa: ANN202
    """A four-player game of ``pos``'s ruleset after its calls (who holds what does not change what may be said)."""
    game = new_game(4, _ruleset(pos), seed=0)
    for call in pos["calls"]:
        game.apply(_call(call))
    return game


def learner_deals(pos: dict) -> bool:
    """Whether the learner, the next to speak after a ``bid`` position's calls, is the dealer."""
    game = _bidding(pos)
    return game.to_act == game.dealer


def referee_answer(pos: dict) -> list[str]:
    """The right picks, as the rules module decides them (not for ``move``: see tournaments.movement)."""
    kind, rs = pos["kind"], _ruleset(pos)
    if kind in auction.AUCTION_KINDS:
        return auction.referee_answer(pos)
    if kind == "win":
        trick = parse_cards(pos["trick"])
        return [str(trick[why_won(trick, pos["trump"], rs)[0]])]
    if kind == "play":
        return [str(c) for c in explain_play(pos["hand"].split(), pos["trick"].split(), pos["trump"], rs).legal]
    if kind == "good":
        legal = explain_play(pos["hand"].split(), pos["trick"].split(), pos["trump"], rs).legal
        return [str(c) for c in legal if _note(pos, c, legal) is None]
    if kind == "bonus":
        return [str(best_trump(parse_cards(pos["cards"]), ruleset_order(pos["trump"], rs)))]
    if kind == "rob":
        hands = [parse_cards(pos["hand"])] + [[]] * 3
        seat, _card = rob_right(hands, parse_card(pos["turned"]), None, pos["dealer"], rs)
        return ["yes" if seat == 0 else "no"]
    if kind == "bid":
        return [a.kind if a.kind in ("pass", "hold") else str(a.amount) for a in _bidding(pos).bid_actions()]
    raise ValueError(kind)


def _note(pos: dict, card, legal) -> Reason | None:  # noqa: ANN001
    return play_note(card, legal, parse_cards(pos["trick"]), pos["trump"], _ruleset(pos),
                     partner_winning=pos["partner_winning"], last=pos["last"])


def explain(pos: dict, pick: str) -> Reason | None:
    """Why the answer is what it is, for the learner who picked ``pick`` (None: the lesson's aim says it)."""
    kind, rs = pos["kind"], _ruleset(pos)
    if kind in auction.AUCTION_KINDS:
        return auction.explain(pos, pick)
    if kind == "win":
        return why_won(parse_cards(pos["trick"]), pos["trump"], rs)[1]
    if kind == "play":
        refused = explain_refusal(pick, pos["hand"].split(), pos["trick"].split(), pos["trump"], rs)
        return refused or explain_play(pos["hand"].split(), pos["trick"].split(), pos["trump"], rs).reason
    if kind == "good":
        legal = explain_play(pos["hand"].split(), pos["trick"].split(), pos["trump"], rs).legal
        note = _note(pos, parse_card(pick), legal)
        return note or Reason(GOOD_WHY, {"card": card_face(pick)})
    if kind == "bonus":
        return Reason(BONUS_WHY, {"card": card_face(pos["answer"][0])})
    if kind == "rob":
        return Reason(ROB_YES if pos["answer"] == ["yes"] else ROB_NO, {"card": card_face(pos["turned"])})
    if kind == "bid":
        try:
            _bidding(pos).apply(_call(pick))
        except IllegalAction as refused:
            return refused.reason
        return Reason(BID_OK)
    return None
