"""Six players for the ante: the partners' game, then its winners cut-throat (``Ruleset.playoff``).

Seed 001, Nova Scotia 45: "Sometimes six players play. All players place a fixed bid
into the ante. First there are two teams of three people each who play a full game. The
three winners play again in a second game of cut-throat. The winner of this second game
wins the ante."

One :class:`~cardparty.rules.referee.Game` plays the match.  When a team wins the first
game the referee logs :class:`PlayoffStarted` instead of ``GameWon``: the losing team's
seats leave the table (they are dealt nothing and passed over), and each winner becomes a
side of its own, numbered after the two teams (``team_of`` keeps the first game's teams,
whose final scores stay in ``scores``).  The deal passes on to the left, to the next
winner, and the three play to the target, everyone for themselves; that game's winner
wins the match (``GameWon``).

>>> from cardparty.rules import new_game
>>> from cardparty.rules.players import SensiblePlayer, play_out
>>> game = play_out(new_game(6, "six-for-the-ante", seed=3), [SensiblePlayer(s) for s in range(6)])
>>> first = next(r for r in game.log if isinstance(r, PlayoffStarted))
>>> first
PlayoffStarted(round=2, side=0, how='count-out', scores=(45, 15), seats=(0, 2, 4))
>>> game.team_of, game.side_of, game.seats_of(0)
((0, 1, 0, 1, 0, 1), (2, 1, 3, 1, 4, 1), [0, 2, 4])
>>> game.log[-1]
GameWon(side=3, scores=(45, 15, 5, 45, 20), how='count-out', with_sides=())
"""

from __future__ import annotations

from dataclasses import dataclass

from .records import Record
from .rulesets import Ruleset
from .scoring import side_of_seats


@dataclass(frozen=True, slots=True)
class PlayoffStarted:
    """Side ``side`` (a team) won the first game ``how`` at ``scores`` (by team); its players
    ``seats`` now play a cut-throat game, as sides numbered from the number of teams."""

    round: int
    side: int
    how: str
    scores: tuple[int, ...]
    seats: tuple[int, ...]


class Playoff:
    """The play-off of the six-player game, for :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    ruleset: Ruleset
    players: int
    dealer: int
    round: int
    log: list[Record]
    side_of: tuple[int, ...]
    team_of: tuple[int, ...]
    sides: int
    scores: list[int]
    seated: list[bool]
    left_of: list[int]

    def seats_of(self, side: int) -> list[int]:
        """The seats of ``side``; a team of the first game keeps its seats after the play-off starts."""
        return [s for s in range(self.players) if self.side_of[s] == side or self.team_of[s] == side]

    def _playoff_due(self) -> bool:
        """Whether a side's win ends only the partners' game (the play-off is still to come)."""
        return self.ruleset.playoff and self.side_of == self.team_of

    def _start_playoff(self, side: int, how: str) -> None:
        """The winning team's players stay at the table, each alone; a new game to the target is dealt."""
        seats = tuple(s for s in range(self.players) if self.side_of[s] == side)
        self.log.append(PlayoffStarted(self.round, side, how, tuple(self.scores), seats))
        teams = self.sides
        self.side_of = tuple(teams + seats.index(s) if s in seats else self.side_of[s] for s in range(self.players))
        self.sides = teams + len(seats)
        self.scores = self.scores + [0] * len(seats)
        self.seated = [s in seats for s in range(self.players)]
        self._link()  # type: ignore[attr-defined]
        self.dealer = self.left_of[self.dealer]
        self._deal()  # type: ignore[attr-defined]


def sides_in_play(ruleset: Ruleset, players: int, count: int) -> range:
    """The sides that a list of ``count`` figures by side (scores, points) is about now: once a
    play-off has started (more figures than the first game's teams), only its players'.

    >>> from cardparty.rules import PRESETS
    >>> sides_in_play(PRESETS["six-for-the-ante"], 6, 2), sides_in_play(PRESETS["six-for-the-ante"], 6, 5)
    (range(0, 2), range(2, 5))
    """
    teams = max(side_of_seats(players, ruleset)) + 1
    return range(teams, count) if ruleset.playoff and count > teams else range(count)
