"""Which couples the wall board tags while the night is played (issue 33, point 8), as a pure rule.

A prize badge ("1st prize", "Booby prize") names a prize a couple takes home. After game 1 half the hall
has one win and the other half none: six couples "1st prize" and six "Booby prize" mean nothing. So:

- once every game has been played (the ties are being settled, or the night is finished), the prize
  badges: the prizes are then real (``tournaments.public.tables``);
- while the night is played, no prize badge: the couples with the most wins are tagged "Leading",
  from the end of game ``LEADING_AFTER`` on, and only while no more than ``LEADING_AT_MOST`` couples
  share the lead (a lead shared by a crowd says nothing); no badge otherwise.

>>> leaders({1: 3, 2: 2, 3: 3, 4: 0}, games_played=3)
[1, 3]
>>> leaders({1: 1, 2: 0}, games_played=1)
[]
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TypeVar

C = TypeVar("C", bound=Hashable)

LEADING_AFTER = 3  # games played before any couple is said to lead: after one or two, a lead is luck
LEADING_AT_MOST = 3  # couples sharing the lead, at most: as many as the usual prize places


def leaders(wins: Mapping[C, int], *, games_played: int) -> list[C]:
    """The couples to tag "Leading" while the night is played, in order; [] when no lead means anything yet.

    ``wins``: each couple still playing and its wins so far; ``games_played``: the games closed so far.
    """
    if games_played < LEADING_AFTER or not wins:
        return []
    top = max(wins.values())
    if top <= 0:
        return []
    lead = sorted(c for c, w in wins.items() if w == top)
    return lead if len(lead) <= LEADING_AT_MOST else []
