"""Lessons checked by the referee (SPEC 3c): the positions of :mod:`.data`, what may be picked,
what the rules module says the answer is, and why, as :class:`~cardparty.rules.Reason` sentences.

The night's positions (``move``) are answered by ``tournaments.movement`` (tests check them).
"""

from __future__ import annotations

from ..advice import play_note, why_won
from ..cards import card_face, parse_card, parse_cards
from ..following import explain_play, explain_refusal
from ..order import ruleset_order
from ..reasons import Reason, gettext_noop
from ..robbing import rob_right
from ..rulesets import get_ruleset
from ..scoring import best_trump
from .data import LESSONS, Q_BONUS, Q_GOOD, Q_MOVE, Q_PLAY, Q_ROB, Q_WIN

QUESTIONS = {"win": Q_WIN, "play": Q_PLAY, "good": Q_GOOD, "bonus": Q_BONUS, "rob": Q_ROB, "move": Q_MOVE}
ROB_YES = gettext_noop("You hold the ace of trumps (or you dealt an ace): you may take the turned %(card)s.")
ROB_NO = gettext_noop("Only the player holding the ace of trumps may rob the turned %(card)s.")
BONUS_WHY = gettext_noop("The %(card)s is the best trump played this round: its trick earns the bonus.")
GOOD_WHY = gettext_noop("The %(card)s is a good play here.")
BY_SLUG = {lesson["slug"]: lesson for lesson in LESSONS}


def _ruleset(pos: dict):  # noqa: ANN202
    return get_ruleset(pos.get("ruleset", "nova-scotia"))


def choices(pos: dict) -> list[str]:
    """What the learner may pick: card codes, "yes"/"no", or table numbers."""
    kind = pos["kind"]
    if kind == "win":
        return pos["trick"].split()
    if kind == "bonus":
        return pos["cards"].split()
    if kind == "rob":
        return ["yes", "no"]
    if kind == "move":
        return [str(t) for t in sorted(pos["seating"])]
    return pos["hand"].split()


def referee_answer(pos: dict) -> list[str]:
    """The right picks, as the rules module decides them (not for ``move``: see tournaments.movement)."""
    kind, rs = pos["kind"], _ruleset(pos)
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
    raise ValueError(kind)


def _note(pos: dict, card, legal) -> Reason | None:  # noqa: ANN001
    return play_note(card, legal, parse_cards(pos["trick"]), pos["trump"], _ruleset(pos),
                     partner_winning=pos["partner_winning"], last=pos["last"])


def explain(pos: dict, pick: str) -> Reason | None:
    """Why the answer is what it is, for the learner who picked ``pick`` (None: the lesson's aim says it)."""
    kind, rs = pos["kind"], _ruleset(pos)
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
    return None
