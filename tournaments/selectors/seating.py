"""Reads of where couples sit: every game's seating, one game's tables with their results, the moves
after a game closes, the tables still to record and the disagreements still to settle (``game_status``:
the game in play's tables missing and disputed, which every page tells)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from django.db.models import Exists, OuterRef

from ..cache.kept import seating_kept
from ..game_status import GameStatus, game_status_of
from ..models import Dispute, Night, Result, Seat
from .nights import couple_names, night_seating_read

T = TypeVar("T")


def seatings_all(*, night: Night) -> dict[int, dict[int, tuple]]:
    """Every stored game's seating as couple numbers: ``{game: {table: (staying, arriving)}}``."""
    games: dict[int, dict[int, list]] = defaultdict(dict)
    rows = Seat.objects.filter(night=night).order_by().values_list("game", "table", "role", "couple__number")
    for game, table, role, number in rows:
        pair = games[game].setdefault(table, [None, None])
        pair[0 if role == Seat.Role.STAYING else 1] = number
    return {g: {t: tuple(p) for t, p in sorted(tables.items())} for g, tables in sorted(games.items())}


def seating_for_game(*, night: Night, game: int) -> dict[int, tuple]:
    """One game's seating as couple numbers."""
    rows = Seat.objects.filter(night=night, game=game).order_by().values_list("table", "role", "couple__number")
    seating: dict[int, list] = {}
    for table, role, number in rows:
        pair = seating.setdefault(table, [None, None])
        pair[0 if role == Seat.Role.STAYING else 1] = number
    return {t: tuple(p) for t, p in sorted(seating.items())}


def winners_all(*, night: Night) -> dict[int, dict[int, int]]:
    """Every result's winner as a couple number: ``{game: {table: winner}}``."""
    result: dict[int, dict[int, int]] = defaultdict(dict)
    for game, table, number in Result.objects.filter(night=night).order_by("game", "table").values_list(
        "game", "table", "winner__number"
    ):
        result[game][table] = number
    return dict(result)


def tables_with_results(*, night: Night, game: int) -> set[int]:
    """The tables of ``game`` that have a result."""
    return set(Result.objects.filter(night=night, game=game).order_by().values_list("table", flat=True))


def missing_tables(*, night: Night) -> list[int]:
    """Tables of the game in play that still need a result (bye tables need none)."""
    seating = seating_for_game(night=night, game=night.current_game)
    done = tables_with_results(night=night, game=night.current_game)
    return [t for t, pair in seating.items() if None not in pair and t not in done]


@dataclass(frozen=True)
class Move:
    """Where a couple sits in a game: its table, and whether it moved there."""

    couple: int
    table: int
    from_table: int | None
    deals_first: bool
    bye: bool


def _seatings(night: Night, games: tuple[int, ...]) -> dict[int, dict[int, tuple]]:
    """Some games' seatings as couple numbers, in one query: ``{game: {table: (staying, arriving)}}``."""
    seatings: dict[int, dict[int, list]] = defaultdict(dict)
    rows = Seat.objects.filter(night=night, game__in=games).order_by().values_list("game", "table", "role", "couple__number")
    for game, table, role, number in rows:
        pair = seatings[game].setdefault(table, [None, None])
        pair[0 if role == Seat.Role.STAYING else 1] = number
    return {g: {t: tuple(p) for t, p in sorted(tables.items())} for g, tables in seatings.items()}


def moves_for_game(*, night: Night, game: int) -> list[Move]:
    """Every couple's seat in ``game`` and the table it came from, by couple number.

    For the board's "Couple 12 → Table 5" after a game closes.
    """
    both = _seatings(night, (game - 1, game) if game > 1 else (game,))
    current, before = both.get(game, {}), both.get(game - 1, {})
    was_at = {c: t for t, pair in before.items() for c in pair if c is not None}
    moves = []
    for table, (staying, arriving) in current.items():
        for couple, is_arriving in ((staying, False), (arriving, True)):
            if couple is None:
                continue
            moves.append(Move(couple=couple, table=table, from_table=was_at.get(couple), deals_first=is_arriving,
                              bye=None in (staying, arriving)))
    return sorted(moves, key=lambda m: m.couple)


def _per_seating(what: str, *, night: Night, game: int, work: Callable[[], T]) -> tuple[tuple, T]:
    """``work()`` done once per stored seating (a tap never moves anyone: tournaments/cache/kept.py,
    ``seating_kept``), with its stamp: the night, the game and the word its seats were last stored with
    (``night_seating_read``, read before the work, so what is kept is never older than its stamp; every
    new seating of the night draws a new word). Nothing is kept for a night with no word. What is
    returned is shared: read it, never change it."""
    stamp = (night.pk, game, night_seating_read(night=night))
    if not stamp[2]:
        return stamp, work()
    return stamp, seating_kept(what, night_id=night.pk, game=game, word=stamp[2], compute=work)


def moves_kept(*, night: Night, game: int) -> tuple[tuple, list[Move]]:
    """``moves_for_game`` worked out once per seating and kept, with its stamp: a tap changes the
    standings, never the moves."""
    return _per_seating("moves", night=night, game=game, work=lambda: moves_for_game(night=night, game=game))


def game_seats_kept(*, night: Night, game: int) -> dict[int, dict[int, int]]:
    """A game's couples at each table, ``{table: {couple number: couple id}}``, read once per seating
    and kept (a tap reads one table's)."""

    def read() -> dict[int, dict[int, int]]:
        seats: dict[int, dict[int, int]] = {}
        rows = Seat.objects.filter(night_id=night.pk, game=game).order_by().values_list("table", "couple_id", "couple__number")
        for table, couple_id, number in rows:
            seats.setdefault(table, {})[number] = couple_id
        return seats

    return _per_seating("seats", night=night, game=game, work=read)[1]


@dataclass(frozen=True)
class SeatedCouple:
    """A couple at a table in one game, with its names for the tablet and board."""

    number: int
    names: str
    deals_first: bool


@dataclass(frozen=True)
class TableResult:
    """One table of a game: its couples (one for the bye) and its result, if any."""

    table: int
    couples: tuple[SeatedCouple, ...]
    winner: int | None
    version: int
    entered_by: str
    entered_by_id: int | None
    disputed: bool = False  # two scorekeepers disagree about its result

    @property
    def bye(self) -> bool:
        """A single couple at the table: nothing to record."""
        return len(self.couples) == 1


@dataclass(frozen=True)
class GameTables:
    """Every table of one game and a short digest that changes whenever anything shown changes."""

    game: int
    tables: tuple[TableResult, ...]
    version: str

    @property
    def missing(self) -> tuple[int, ...]:
        """Tables still waiting for a result (bye tables need none)."""
        return tuple(t.table for t in self.tables if not t.bye and t.winner is None)


def game_tables(*, night: Night, game: int) -> GameTables:
    """One game's tables with names, winners, versions and who entered them, in two queries."""
    import hashlib

    seats = Seat.objects.filter(night=night, game=game).order_by().values_list(
        "table", "role", "couple__number", "couple__player1", "couple__player2")
    by_table: dict[int, list[tuple]] = defaultdict(list)
    for table, role, number, player1, player2 in seats:
        arriving = role == Seat.Role.ARRIVING
        by_table[table].append((arriving, SeatedCouple(number, couple_names(player1, player2), arriving)))
    results = {
        table: (winner, version, entered_by_id, username, disputed)
        for table, winner, version, entered_by_id, username, disputed in Result.objects.filter(night=night, game=game)
        .order_by().annotate(open=_open_dispute())
        .values_list("table", "winner__number", "version", "entered_by_id", "entered_by__username", "open")
    }
    tables = []
    nothing = (None, 0, None, None, False)
    for table in sorted(by_table):
        winner, version, entered_by_id, username, disputed = results.get(table, nothing)
        tables.append(TableResult(
            table=table,
            couples=tuple(c for _arriving, c in sorted(by_table[table], key=lambda s: s[0])),  # staying first
            winner=winner,
            version=version,
            entered_by=username or "",
            entered_by_id=entered_by_id,
            disputed=disputed,
        ))
    key = repr((night.state, night.current_game, game, [(t.table, [c.number for c in t.couples], t.winner, t.version,
                                                         t.entered_by_id, t.disputed) for t in tables]))
    return GameTables(game=game, tables=tuple(tables), version=hashlib.sha1(key.encode()).hexdigest()[:16])


def _open_dispute() -> Exists:
    """Whether a result's table has a disagreement still to settle, read in the results' own query."""
    return Exists(Dispute.objects.filter(night=OuterRef("night"), game=OuterRef("game"), table=OuterRef("table"),
                                         status=Dispute.Status.OPEN))


def tables_done_disputed(*, night: Night, game: int) -> tuple[set[int], set[int]]:
    """The tables of ``game`` with a result, and those of them with a disagreement still to settle (one query)."""
    rows = Result.objects.filter(night=night, game=game).order_by().annotate(open=_open_dispute()).values_list(
        "table", "open")
    return {table for table, _open in rows}, {table for table, open_ in rows if open_}


def game_status(*, night: Night) -> GameStatus | None:
    """Where the game in play stands (tables missing, tables disputed), or None while no game is
    played; two queries.  Every page that speaks of the game's state reads it here or builds it with
    :func:`tournaments.game_status.game_status_of` from the same rows it has read already."""
    if night.state != Night.State.PLAYING:
        return None
    game = night.current_game
    seating = seating_for_game(night=night, game=game)
    done, disputed = tables_done_disputed(night=night, game=game)
    return game_status_of(game=game, tables=[t for t, pair in seating.items() if None not in pair],
                          done=done, disputed=disputed)


def disputes_open(*, night: Night, game: int) -> list:
    """The disagreements of a game still to settle, by table, with who tapped and who entered the
    recorded result (one query, whatever the size of the room)."""
    return list(
        Dispute.objects.filter(night=night, game=game, status=Dispute.Status.OPEN)
        .select_related("claimed", "recorded", "claimed_by", "result", "result__entered_by")
        .order_by("table", "claimed_at", "pk")
    )
