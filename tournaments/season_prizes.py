"""What each couple took home from each finished night of a season: prizes (the places: first,
second, third...), cookie jars and money, worked out as the night's own prize sheet settles them
(tournaments/outcome.py, tournaments/money.py). Plain Python, no Django: the selector hands over
one ``NightFacts`` a night, read in a few queries for the whole series.

Money: a prize won outright, by a cut or a play-off pays its whole amount; a split pays each
winner its share, to the cent (money.split_share). An amount typed as words ("A turkey") is a
prize but no money. The cookie jar pays its pot (entries and what was carried in) the same way.
A couple that left before the end takes no prize, as on the night. The booby prize is not a
prize here (it is not a place) and carries no amount.

>>> night = NightFacts(wins={1: 5, 2: 3, 3: 3}, active=frozenset({1, 2, 3}), amounts=("$20", "$10"))
>>> sorted((n, t.prizes, t.money) for n, t in night_takings(night).items())
[(1, 1, Decimal('20.00'))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from . import cookiejar, outcome, standings
from .money import amount_value

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class NightFacts:
    """A finished night as its prize sheet needs it, by couple number."""

    wins: Mapping[int, int]
    active: frozenset[int]  # couples still there at the end
    amounts: Sequence[object] = ()  # one a prize place, as typed
    booby: bool = False
    ties: Sequence[outcome.Tie] = ()
    jar: bool = False
    jar_revealed: bool = False
    jar_games: Sequence[int] = ()
    jar_entrants: Sequence[int] = ()
    jar_pot: Decimal = ZERO
    punches: Mapping[int, Sequence[int]] = field(default_factory=dict)  # games won, for the jar


@dataclass(frozen=True)
class Takings:
    """What one couple took home from one night."""

    prizes: int = 0
    jars: int = 0
    money: Decimal = ZERO


def _paid(prize: outcome.Prize, winner: outcome.Contender) -> Decimal:
    if prize.how == outcome.SPLIT:
        return winner.share or ZERO
    return amount_value(prize.amount) or ZERO


def night_takings(night: NightFacts) -> dict[int, Takings]:
    """Each couple number that took something home, and what."""
    wins = {n: w for n, w in night.wins.items() if n in night.active}
    for n in night.active:
        wins.setdefault(n, 0)
    winners = cookiejar.winners(night.punches, night.jar_games, night.jar_entrants) if night.jar_revealed else []
    jar = outcome.Jar(enabled=night.jar, revealed=night.jar_revealed, winners=tuple(winners), pot=f"{night.jar_pot:.2f}")
    result = outcome.night_outcome(groups=standings.prize_groups(wins, len(night.amounts)), wins=wins, names={},
                                   amounts=list(night.amounts), ties=night.ties,
                                   booby=standings.booby_group(wins) if night.booby else (), jar=jar)
    out: dict[int, Takings] = {}
    for kind, prizes in (("prize", result.prizes), ("jar", (result.jar,) if result.jar else ())):
        for prize in prizes:
            for winner in prize.winners:
                was = out.get(winner.number, Takings())
                out[winner.number] = Takings(was.prizes + (kind == "prize"), was.jars + (kind == "jar"),
                                             was.money + _paid(prize, winner))
    return out
