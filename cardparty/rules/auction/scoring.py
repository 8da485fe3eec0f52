"""The end of an auction round: make or set, the others' points, who goes out (SPEC 3b).

Each trick is worth ``trick_points`` and the trick with the round's best trump
``bonus_points`` more (options: only the five earns it, ``bonus_cards``; none,
``bonus_points`` 0).  The bidding side (the bidder and any called partner) scores all it
took if that reaches the bid, else loses the bid.  The bids that need every trick:
30 with ``thirty_for_sixty`` (+60, set -30), 60 (+60 / -60), 120 as "60 for 120"
(+120 / -120) or as a slam (+120 / -60).  Every other side scores what it took, except
that a side at ``locked_at`` or more scores nothing, and one cannot pass ``capped_at``
(the excess is lost).  With ``reset_at_45`` a score of exactly 45 goes back to 0.

Who wins, after the round: the sides at the target or more (a side that began the round
``on the green``, at ``green_at`` or more, only if it bid).  The bidding side goes out if
it made its bid and is among them; otherwise the higher score wins and an exact tie
plays another round.  With ``out_at`` a side at that score or less after a round is out:
its seats leave the table, and the last side left wins.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..rulesets import Ruleset


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What a round changes: points by side, whether the bid was made, any winner."""

    points: tuple[int, ...]
    made: bool
    winner: int | None = None
    with_sides: tuple[int, ...] = ()
    how: str | None = None
    out: tuple[int, ...] = ()  # sides that fell to ``out_at`` this round


def contract_points(ruleset: Ruleset, bid: int, took: int, every_trick: bool) -> tuple[bool, int]:
    """Whether the bidding side made ``bid`` and the change to its score.

    >>> from cardparty.rules.rulesets import PRESETS
    >>> ns, mv = PRESETS["nova-scotia-auction"], PRESETS["merrimack-valley"]
    >>> contract_points(ns, 30, 30, True), contract_points(ns, 30, 25, False), contract_points(mv, 20, 25, False)
    ((True, 60), (False, -30), (True, 25))
    """
    if bid == 30 and ruleset.thirty_for_sixty:
        return (True, 60) if every_trick else (False, -30)
    if bid == 60:
        return (True, 60) if every_trick else (False, -60)
    if bid == 120:
        return (True, 120) if every_trick else (False, -60 if ruleset.slam else -120)
    return (True, took) if took >= bid else (False, -bid)


def score_round(
    ruleset: Ruleset,
    scores: Sequence[int],
    taken: Sequence[int],
    tricks: Sequence[int],
    bidder_side: int,
    bid: int,
    partner_side: int | None = None,
    out: Collection[int] = (),
) -> RoundResult:
    """Score a round: ``scores`` before it, ``taken`` points and ``tricks`` by side
    (``out``: sides already out of the game).

    >>> from cardparty.rules.rulesets import PRESETS
    >>> ns = PRESETS["nova-scotia-auction"]
    >>> score_round(ns, [65, 40], [30, 0], [5, 0], 0, 30)  # 30 for 60 from 65: out
    RoundResult(points=(60, 0), made=True, winner=0, with_sides=(), how='end-of-round', out=())
    >>> score_round(ns, [65, 40], [25, 5], [4, 1], 0, 30).points  # or down to 35
    (-30, 5)
    """
    pair = {bidder_side} if partner_side is None else {bidder_side, partner_side}
    took = sum(taken[s] for s in pair)
    made, gain = contract_points(ruleset, bid, took, sum(tricks[s] for s in pair) == 5)
    points = []
    for side, (score, got) in enumerate(zip(scores, taken, strict=True)):
        if side in pair:
            change = gain
        elif ruleset.locked_at is not None and score >= ruleset.locked_at:
            change = 0
        elif ruleset.capped_at is not None:
            change = max(0, min(got, ruleset.capped_at - score))
        else:
            change = got
        if ruleset.reset_at_45 and score + change == 45:
            change = -score
        points.append(change)
    after = [s + p for s, p in zip(scores, points, strict=True)]
    fallen = ()
    if ruleset.out_at is not None:
        fallen = tuple(s for s, score in enumerate(after) if s not in out and score <= ruleset.out_at)
    winner, how = _winner(ruleset, scores, after, pair, bidder_side, made)
    staying = [s for s in range(len(after)) if s not in out and s not in fallen]
    if winner is None and fallen and len(staying) == 1:
        winner, how = staying[0], "others-out"
    with_sides: tuple[int, ...] = ()
    if winner is not None and winner in pair:
        winner, with_sides = bidder_side, tuple(sorted(pair - {bidder_side}))
    return RoundResult(tuple(points), made, winner, with_sides, how, fallen)


def _winner(
    ruleset: Ruleset, before: Sequence[int], after: Sequence[int], pair: set[int], bidder_side: int, made: bool
) -> tuple[int | None, str | None]:
    green = ruleset.green_at
    reached = [
        s for s, score in enumerate(after)
        if score >= ruleset.target and (green is None or before[s] < green or s in pair)
    ]  # fmt: skip
    if reached:
        if made and pair & set(reached):
            return bidder_side, "bidder-goes-out" if len(reached) > 1 else "end-of-round"
        top = max(after[s] for s in reached)
        tops = [s for s in reached if after[s] == top]
        return (tops[0], "end-of-round") if len(tops) == 1 else (None, None)
    return None, None
