"""Plain, frozen inputs of the printing layer.

The layouts in this package receive only these dataclasses: they never see a
model nor run a query.  ``tournaments.printing_build`` fills them from the
database; tests and the benchmark fill them by hand.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal

LETTER = "letter"
A4 = "a4"

SPLIT = "split"
CUT = "cut"
PLAYOFF = "playoff"
#: Ways a tied prize was settled (``PrizeGroup.method``); ``None`` means not yet.
TIE_METHODS = (SPLIT, CUT, PLAYOFF)


@dataclass(frozen=True)
class NightHeader:
    """What every printout says about the night."""

    name: str
    series: str = ""
    date: datetime.date | None = None
    venue: str = ""
    games: int = 25
    language: str = "en"
    paper_size: str = LETTER


@dataclass(frozen=True)
class PunchCard:
    """One couple's card; a walk-in blank has only ``number``.

    ``won`` holds the games already punched (empty when printed before the
    night); games outside ``first_game``..``last_game`` were not played by the
    couple (it joined late or left early) and are shaded.
    """

    number: int
    player1: str = ""
    player2: str = ""
    starting_table: int | None = None
    url: str | None = None
    won: frozenset[int] = frozenset()
    first_game: int = 1
    last_game: int | None = None
    blank: bool = False


@dataclass(frozen=True)
class PunchCardSheet:
    """All punch cards of a night, in print order."""

    night: NightHeader
    cards: tuple[PunchCard, ...]


@dataclass(frozen=True)
class TableCardSheet:
    """Table cards: one folded tent card per table number."""

    night: NightHeader
    tables: tuple[int, ...]


@dataclass(frozen=True)
class StandingRow:
    """One couple in the standings: ``place`` is the dense rank by wins."""

    place: int
    number: int
    player1: str = ""
    player2: str = ""
    wins: int = 0
    games_won: tuple[int, ...] = ()


@dataclass(frozen=True)
class PrizeGroup:
    """A prize and the couples that contested it.

    ``place`` is 1, 2, 3... (``0`` for the booby prize).  ``method`` tells how a
    tie was settled (one of ``TIE_METHODS``, or ``None`` when there was no tie
    or it is still open); ``winners`` are the couples that took the prize;
    ``detail`` is a free line such as the cards each couple cut.
    """

    place: int
    wins: int
    couples: tuple[int, ...]
    description: str = ""
    amount: Decimal | None = None
    method: str | None = None
    winners: tuple[int, ...] = ()
    detail: str = ""


@dataclass(frozen=True)
class CookieJar:
    """The cookie jar draw: drawn games, seed, entrants and outcome."""

    drawn_games: tuple[int, ...] = ()
    seed: str = ""
    entrants: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    amount: Decimal | None = None
    sealed: bool = False
    carried_over: bool = False
    method: str | None = None
    detail: str = ""


@dataclass(frozen=True)
class StandingsSheet:
    """The standings and prize sheet."""

    night: NightHeader
    rows: tuple[StandingRow, ...]
    prizes: tuple[PrizeGroup, ...] = ()
    booby: PrizeGroup | None = None
    cookie_jar: CookieJar | None = None


@dataclass(frozen=True)
class FirstSeat:
    """A table of the first seating: its staying and arriving couples."""

    table: int
    staying: int | None
    arriving: int | None = None


@dataclass(frozen=True)
class BackupSheet:
    """Paper backup: a grid of games by tables, with the first seating."""

    night: NightHeader
    seating: tuple[FirstSeat, ...]
    bye_earns_win: bool = True
