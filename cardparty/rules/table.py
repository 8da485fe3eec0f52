"""The table a game is played at: how many players, and the scores it starts from."""

from __future__ import annotations

from collections.abc import Sequence

from . import reasons as R
from .checks import is_whole, shown
from .reasons import IllegalAction, Reason, Word
from .rulesets import Ruleset


def check_table(players: object, ruleset: Ruleset) -> int:
    """``players`` when ``ruleset`` is played by that many.

    >>> from cardparty.rules import RULESETS
    >>> check_table(4, RULESETS["nova-scotia"])
    4
    >>> check_table(4.0, RULESETS["nova-scotia"])
    Traceback (most recent call last):
      ...
    cardparty.rules.reasons.IllegalAction: Nova Scotia (Cape Breton card party) is played by 2, 3, 4, 6 players, not 4.0.
    """
    if not is_whole(players) or players not in ruleset.players:
        allowed = ", ".join(map(str, ruleset.players))
        params = {"ruleset": Word(ruleset.title), "allowed": allowed, "count": shown(players)}
        raise IllegalAction(Reason(R.BAD_PLAYERS, params))
    return players  # type: ignore[return-value]


def score_floor(ruleset: Ruleset) -> int:
    """The lowest score a game may start from: 0; auction games go below (above ``out_at``)."""
    if ruleset.bids is None:
        return 0
    return -1000 if ruleset.out_at is None else ruleset.out_at + 5


def starting_scores(scores: object, sides: int, ruleset: Ruleset) -> list[int]:
    """The scores a game starts from: one whole number per side.

    Counting out, no side may start at the target (it would have won); scoring at the
    end of the round, a side may (sides tied above the target play on).
    """
    low, target = score_floor(ruleset), ruleset.target
    top = target if ruleset.count_out else 10**9
    ok = (
        isinstance(scores, Sequence)
        and not isinstance(scores, str)
        and len(scores) == sides
        and all(is_whole(s) and low <= s < top for s in scores)
    )
    if not ok:
        params = {"sides": sides, "low": low, "target": target, "scores": shown(scores)}
        raise IllegalAction(Reason(R.BAD_SCORES, params))
    if not ruleset.count_out and max(scores) >= target and scores.count(max(scores)) < 2:  # type: ignore[union-attr]
        raise IllegalAction(Reason(R.START_WON, {"target": target, "scores": shown(scores)}))
    return list(scores)  # type: ignore[arg-type]
