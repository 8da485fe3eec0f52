"""Plain, frozen inputs of the printing layer.

The layouts in this package receive only these dataclasses: they never see a
model nor run a query.  ``printing.build`` fills them from the
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
    game: str = "Forty-Fives to 45"  # the game's name in English (tournaments/games.py), translated when drawn
    game_short: str = "Forty-Fives"  # the same, short enough for a punch card


@dataclass(frozen=True)
class PunchCard:
    """One couple's card; a walk-in blank has only ``number``.

    ``won`` holds the games already punched (empty when printed before the
    night); games outside ``first_game``..``last_game`` were not played by the
    couple (it joined late or left early) and are shaded, as are the games in
    ``missed`` (it withdrew and came back).
    """

    number: int
    player1: str = ""
    player2: str = ""
    starting_table: int | None = None
    url: str | None = None
    won: frozenset[int] = frozenset()
    first_game: int = 1
    last_game: int | None = None
    missed: frozenset[int] = frozenset()
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
class Settlement:
    """How a tie was settled.

    ``method`` is one of ``TIE_METHODS`` (empty while the couples are still
    choosing); ``winners`` took the prize (all of them for a split);
    ``cuts`` holds each round of a cut as ``((couple, card), ...)`` with cards
    written rank then suit ("7H", "10S", "AD"); ``seed`` is set when the app
    cut for the couples; ``playoff_points`` are the play-off's points if kept.
    """

    method: str = ""
    winners: tuple[int, ...] = ()
    cuts: tuple[tuple[tuple[int, str], ...], ...] = ()
    seed: int | None = None
    playoff_points: tuple[int, ...] = ()
    resolved: bool = False


@dataclass(frozen=True)
class PrizeGroup:
    """A prize and the couples that contested it.

    ``place`` is 1, 2, 3... (``0`` for the booby prize); ``wins`` the win count
    that earned it; ``settlement`` is ``None`` when a single couple took it.
    """

    place: int
    wins: int
    couples: tuple[int, ...]
    description: str = ""
    amount: Decimal | None = None
    settlement: Settlement | None = None


@dataclass(frozen=True)
class CookieJar:
    """The cookie jar: the draw, its seed, the entrants and the outcome.

    ``revealed`` is false while the draw is sealed (or not made): then the
    drawn games and seed are not printed.  ``winners`` won every drawn game;
    several are settled like a tie (``settlement``); with none the pot
    carries over to the next night of the series.
    """

    entrants: tuple[int, ...] = ()
    pot: Decimal | None = None
    carried_in: Decimal | None = None
    revealed: bool = False
    drawn_games: tuple[int, ...] = ()
    seed: int | None = None
    winners: tuple[int, ...] = ()
    settlement: Settlement | None = None


@dataclass(frozen=True)
class StandingsSheet:
    """The standings and prize sheet."""

    night: NightHeader
    rows: tuple[StandingRow, ...]
    prizes: tuple[PrizeGroup, ...] = ()
    booby: PrizeGroup | None = None
    cookie_jar: CookieJar | None = None
    games_played: int = 0


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
