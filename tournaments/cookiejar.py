"""The cookie jar: a reproducible draw of games and its winners.

The draw uses ``random.Random(seed)``, whose Mersenne Twister gives the same
numbers for the same seed on every machine and Python version, so anyone can
check a draw from its stored seed. Nothing here imports Django.

>>> draw(25, 8, seed=2026)
[4, 8, 11, 17, 18, 21, 23, 25]
>>> winners({1: [4, 8, 11, 17, 18, 21, 23, 25], 2: [1, 2]}, [4, 8, 11, 17, 18, 21, 23, 25])
[1]
>>> closeness({1: [4, 8, 11], 2: [1, 2, 4], 3: []}, [4, 8, 11, 17])
[(1, 3), (2, 1), (3, 0)]
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

C = TypeVar("C", bound=Hashable)


SEEDS = 1_000_000  # every fresh seed (the jar's draw, the first seating, the app's cut) has at most six digits:
# a volunteer reads it out, writes it down or types it again to check a draw


def new_seed() -> int:
    """A fresh seed for a draw, from the operating system's randomness."""
    return secrets.randbelow(SEEDS)


def draw(games: int, count: int, seed: int) -> list[int]:
    """``count`` distinct game numbers from 1..games, sorted."""
    if not 0 < count <= games:
        raise ValueError("the draw needs between 1 and the number of games")
    return sorted(random.Random(seed).sample(range(1, games + 1), count))


def winners(
    punches: Mapping[C, Iterable[int]], drawn: Iterable[int], entrants: Iterable[C] | None = None
) -> list[C]:
    """The entered couples that won every drawn game (everyone when entrants is None)."""
    needed = set(drawn)
    pool = punches.keys() if entrants is None else set(entrants)
    found = [c for c in pool if needed <= set(punches.get(c, ()))]
    return sorted(found, key=lambda c: (str(type(c)), c))


def closeness(punches: Mapping[C, Iterable[int]], drawn: Iterable[int]) -> list[tuple[C, int]]:
    """How many of the drawn games each couple of ``punches`` won, the closest first (then by couple):
    what the reveal says of every entry ("won 7 of the 8 drawn games")."""
    needed = set(drawn)
    counted = [(c, len(needed & set(games))) for c, games in punches.items()]
    return sorted(counted, key=lambda item: (-item[1], str(type(item[0])), item[0]))
