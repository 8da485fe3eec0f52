"""Where the game in play stands, the one truth every page tells (the desk's night page and progress,
every tablet, the board): which tables still need a result, which are disputed, and whether the game
can close.  Pure: the selector ``selectors.seating.game_status`` reads the rows; the words are in
``game_status_text.py``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class GameStatus:
    """One game's tables that need a result (byes need none), those still missing one, and those whose
    result two scorekeepers disagree about (a disagreement still to settle)."""

    game: int
    tables: tuple[int, ...]
    missing: tuple[int, ...]
    disputed: tuple[int, ...]

    @property
    def results_in(self) -> int:
        """How many tables have a result (a disputed one has one: it is what the disagreement is about)."""
        return len(self.tables) - len(self.missing)

    @property
    def all_in(self) -> bool:
        """Every table has a result."""
        return not self.missing

    @property
    def can_close(self) -> bool:
        """Every table has a result and no disagreement waits: the organiser can close the game."""
        return not self.missing and not self.disputed


def game_status_of(*, game: int, tables: Iterable[int], done: Iterable[int], disputed: Iterable[int]) -> GameStatus:
    """The status of ``game`` from its tables that need a result, the tables with a result and the
    tables with an open disagreement."""
    playing = tuple(sorted(set(tables)))
    have = set(done)
    open_ = set(disputed)
    return GameStatus(game=game, tables=playing, missing=tuple(t for t in playing if t not in have),
                      disputed=tuple(t for t in playing if t in open_))
