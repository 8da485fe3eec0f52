"""An auction round's score explained line by line for a learner (SPEC 3c): the bidding side's
bid made or set, every other side's tricks, locked at ``locked_at``, capped at ``capped_at``,
back to 0 at 45 (the same rules as :func:`.scoring.score_round`, read from its result)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..reasons import Reason, gettext_noop
from ..rulesets import Ruleset

MADE = gettext_noop("%(name)s bid %(bid)s and took %(took)d points: the bid is made, %(points)+d.")
SET = gettext_noop("%(name)s bid %(bid)s and took %(took)d points: the bid is set, %(points)+d.")
TOOK = gettext_noop("%(name)s took %(took)d points in tricks: %(points)+d.")
LOCKED = gettext_noop("%(name)s took %(took)d points but was at %(score)d, locked at %(locked)d or more "
                      "without bidding: no points.")
CAPPED = gettext_noop("%(name)s took %(took)d points but may not pass %(capped)d without bidding: %(points)+d.")
RESET = gettext_noop("%(name)s would have reached exactly 45: back to 0.")
MADE_WITH = gettext_noop("%(name)s bid %(bid)s and took %(took)d points with the partner %(partner)s: the bid is "
                         "made, %(points)+d.")
SET_WITH = gettext_noop("%(name)s bid %(bid)s and took %(took)d points with the partner %(partner)s: the bid is "
                        "set, %(points)+d.")
PARTNER_MADE = gettext_noop("%(name)s was the partner of %(bidder)s, whose bid is made: %(points)+d.")
PARTNER_SET = gettext_noop("%(name)s was the partner of %(bidder)s, whose bid is set: %(points)+d.")


def score_lines(ruleset: Ruleset, *, bid: str, made: bool, bidding: Collection[int], names: Sequence[str],
                taken: Sequence[int], points: Sequence[int], scores: Sequence[int],
                partner: int | None = None) -> list[Reason]:
    """A line or two a side: why its score changed by ``points`` this round (``scores``: after it).

    ``partner``: the side of a called partner (Call Your Partner), which scores the bid with the
    bidder: the bidder's line counts the points both took, the partner's says it shares the bid.
    """
    lines = []
    bidder = next(iter(bidding))
    pair_took = taken[bidder] + (taken[partner] if partner is not None and partner != bidder else 0)
    for side, name in enumerate(names):
        before, got, change = scores[side] - points[side], taken[side], points[side]
        params = {"name": name, "took": got, "points": change, "bid": bid, "score": before}
        reset = ruleset.reset_at_45 and before > 0 and scores[side] == 0
        if partner is not None and partner not in bidding and side == partner:
            lines.append(Reason(PARTNER_MADE if made else PARTNER_SET, {**params, "bidder": names[bidder]}))
        elif side in bidding and partner is not None and partner not in bidding:
            with_partner = {**params, "took": pair_took, "partner": names[partner]}
            lines.append(Reason(MADE_WITH if made else SET_WITH, with_partner))
        elif side in bidding:
            lines.append(Reason(MADE if made else SET, params))
        elif reset:
            pass
        elif ruleset.locked_at is not None and before >= ruleset.locked_at:
            lines.append(Reason(LOCKED, {**params, "locked": ruleset.locked_at}))
        elif ruleset.capped_at is not None and change < got:
            lines.append(Reason(CAPPED, {**params, "capped": ruleset.capped_at}))
        else:
            lines.append(Reason(TOOK, params))
        if reset:
            lines.append(Reason(RESET, params))
    return lines
