"""What each bid risks, for a learner about to bid (SPEC 3c): made or set, the change to the
bidding side's score, read from :func:`.scoring.contract_points` (the referee's own scoring).

>>> from cardparty.rules import new_game
>>> game = new_game(4, "nova-scotia-auction", seed=1)
>>> [r.render() for r in bid_risks(game)][0]
'Bid 20: made, you score +20 or more; set, you lose 20.'
>>> risk(game.ruleset, 30).render()
'Bid 30 for 60: take all five tricks and you score +60; miss one and you lose 30.'
"""

from __future__ import annotations

from ..reasons import Reason, Word, gettext_noop
from ..rulesets import Ruleset
from .scoring import contract_points

RISK = gettext_noop("Bid %(bid)s: made, you score %(made)+d or more; set, you lose %(lost)d.")
RISK_ALL = gettext_noop("Bid %(bid)s: take all five tricks and you score %(made)+d; miss one and you lose %(lost)d.")
HOLD_RISK = gettext_noop("Hold at %(bid)s: made, you score %(made)+d or more; set, you lose %(lost)d.")
HOLD_RISK_ALL = gettext_noop(
    "Hold at %(bid)s: take all five tricks and you score %(made)+d; miss one and you lose %(lost)d."
)
THIRTY_FOR_SIXTY = gettext_noop("30 for 60")
SLAM = gettext_noop("slam")
SIXTY_FOR_120 = gettext_noop("60 for 120")


def bid_word(ruleset: Ruleset, amount: int) -> str:
    """A bid as the table says it ("25", "30 for 60", "slam"), translated when a Reason renders it."""
    if (amount == 30 and ruleset.thirty_for_sixty) or amount == 60:
        return Word(THIRTY_FOR_SIXTY)
    if amount == 120:
        return Word(SLAM if ruleset.slam else SIXTY_FOR_120)
    return str(amount)


def risk(ruleset: Ruleset, amount: int, *, hold: bool = False) -> Reason:
    """What bidding (or holding at) ``amount`` scores if made and loses if set."""
    most = 5 * ruleset.trick_points + ruleset.bonus_points  # every point of a round
    every_trick = amount >= most or amount in (60, 120) or (amount == 30 and ruleset.thirty_for_sixty)
    _, made = contract_points(ruleset, amount, max(amount, most) if every_trick else amount, every_trick)
    _, lost = contract_points(ruleset, amount, 0, False)
    if every_trick:
        template = HOLD_RISK_ALL if hold else RISK_ALL
    else:
        template = HOLD_RISK if hold else RISK
    return Reason(template, {"bid": bid_word(ruleset, amount), "made": made, "lost": -lost})


def bid_risks(game) -> list[Reason]:  # noqa: ANN001
    """One sentence for each bid or hold the seat to act may make now (none for a pass)."""
    rs = game.ruleset
    risks = []
    for action in game.bid_actions():
        if action.kind == "bid":
            risks.append(risk(rs, action.amount))
        elif action.kind == "hold":
            risks.append(risk(rs, game.high, hold=True))
    return risks
