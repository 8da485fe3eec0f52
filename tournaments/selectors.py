"""Reads: a night's seating, results and standings, in a constant number of queries."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from . import cookiejar, standings
from .errors import NotFound
from .models import Couple, JarDraw, Night, Result, Seat, TieBreak


def night_get(*, slug: str) -> Night:
    """The night with this short name, or a NotFound refusal."""
    from django.utils.translation import gettext as _

    night = Night.objects.select_related("series").filter(slug=slug).first()
    if night is None:
        raise NotFound(_("There is no night called “%(slug)s”.") % {"slug": slug[:80]})
    return night


def seatings_all(*, night: Night) -> dict[int, dict[int, tuple]]:
    """Every stored game's seating as couple numbers: ``{game: {table: (staying, arriving)}}``."""
    games: dict[int, dict[int, list]] = defaultdict(dict)
    rows = Seat.objects.filter(night=night).values_list("game", "table", "role", "couple__number")
    for game, table, role, number in rows:
        pair = games[game].setdefault(table, [None, None])
        pair[0 if role == Seat.Role.STAYING else 1] = number
    return {g: {t: tuple(p) for t, p in sorted(tables.items())} for g, tables in sorted(games.items())}


def seating_for_game(*, night: Night, game: int) -> dict[int, tuple]:
    """One game's seating as couple numbers."""
    rows = Seat.objects.filter(night=night, game=game).values_list("table", "role", "couple__number")
    seating: dict[int, list] = {}
    for table, role, number in rows:
        pair = seating.setdefault(table, [None, None])
        pair[0 if role == Seat.Role.STAYING else 1] = number
    return {t: tuple(p) for t, p in sorted(seating.items())}


def winners_all(*, night: Night) -> dict[int, dict[int, int]]:
    """Every result's winner as a couple number: ``{game: {table: winner}}``."""
    result: dict[int, dict[int, int]] = defaultdict(dict)
    for game, table, number in Result.objects.filter(night=night).values_list(
        "game", "table", "winner__number"
    ):
        result[game][table] = number
    return dict(result)


@dataclass(frozen=True)
class CoupleLine:
    """One couple's line in the standings."""

    number: int
    names: str
    player1: str
    player2: str
    wins: int
    games: tuple[int, ...]
    active: bool
    public_token: str


@dataclass(frozen=True)
class TieOutcome:
    """How one contested prize stands: its couples, method, winners and cuts."""

    kind: str
    place: int
    couples: tuple[int, ...]
    choices: dict[int, str]
    method: str
    winners: tuple[int, ...]
    cuts: tuple[dict, ...]
    seed: int | None
    playoff_winner: int | None
    resolved: bool


@dataclass(frozen=True)
class JarState:
    """The cookie jar: entrants, the draw (if any), its winners and the pot."""

    enabled: bool
    entrants: tuple[int, ...]
    pot: str
    carried_in: str
    drawn: tuple[int, ...] | None
    seed: int | None
    revealed: bool
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Standings:
    """Everything a standings page, export or printout shows."""

    lines: tuple[CoupleLine, ...]
    prize_groups: list[list[int]]
    booby_group: list[int]
    ties: tuple[TieOutcome, ...]
    jar: JarState
    games_played: int
    extra: dict = field(default_factory=dict)


def punches_for_night(*, night: Night) -> dict[int, list[int]]:
    """Each couple's won games (byes count as the night says)."""
    seatings = seatings_all(night=night)
    closed = {g: s for g, s in seatings.items() if g < night.current_game or night.state != "playing"}
    winners = winners_all(night=night)
    # Open game: results already recorded count; an open bye is credited at close.
    if night.state == Night.State.PLAYING and night.current_game in seatings:
        current = seatings[night.current_game]
        closed[night.current_game] = {t: p for t, p in current.items() if t in winners.get(night.current_game, {})}
    return standings.punches(closed, winners, bye_earns_win=night.bye_earns_win)


def night_standings(*, night: Night) -> Standings:
    """The night's standings, prize groups, tie-breaks and cookie jar."""
    couples = list(Couple.objects.filter(night=night).order_by("number"))
    punches = punches_for_night(night=night)
    lines = tuple(
        CoupleLine(
            number=c.number,
            names=c.names,
            player1=c.player1,
            player2=c.player2,
            wins=len(punches.get(c.number, [])),
            games=tuple(punches.get(c.number, [])),
            active=c.left_after is None,
            public_token=c.public_token,
        )
        for c in couples
    )
    wins = {line.number: line.wins for line in lines if line.active}  # couples that left take no prize
    ties = tuple(_tie_outcome(tb) for tb in TieBreak.objects.filter(night=night).prefetch_related(
        "entries__couple"
    ).select_related("playoff_winner"))
    played = night.current_game - (1 if night.state == Night.State.PLAYING else 0)
    return Standings(
        lines=lines,
        prize_groups=standings.prize_groups(wins, night.prize_places) if played else [],
        booby_group=standings.booby_group(wins) if night.booby_prize and played else [],
        ties=ties,
        jar=jar_state(night=night, punches=punches),
        games_played=max(played, 0),
    )


def _tie_outcome(tb: TieBreak) -> TieOutcome:
    entries = list(tb.entries.all())
    return TieOutcome(
        kind=tb.kind,
        place=tb.place,
        couples=tuple(e.couple.number for e in entries),
        choices={e.couple.number: e.choice for e in entries if e.choice},
        method=tb.method,
        winners=tuple(e.couple.number for e in entries if e.won),
        cuts=tuple(tb.cuts or ()),
        seed=tb.seed,
        playoff_winner=tb.playoff_winner.number if tb.playoff_winner else None,
        resolved=tb.resolved,
    )


def jar_state(*, night: Night, punches: dict[int, list[int]]) -> JarState:
    """The cookie jar as it stands; winners only once the draw is revealed."""
    entries = list(night.jar_entries.select_related("couple"))
    draw = JarDraw.objects.filter(night=night).first()
    carried_in = draw.carried_in if draw else night.series.jar_carry
    pot = carried_in + sum((e.fee for e in entries), start=0)
    entrants = tuple(sorted(e.couple.number for e in entries))
    won: tuple[int, ...] = ()
    if draw and draw.revealed:
        won = tuple(cookiejar.winners(punches, draw.games, entrants))
    return JarState(
        enabled=night.cookie_jar,
        entrants=entrants,
        pot=f"{pot:.2f}",
        carried_in=f"{carried_in:.2f}",
        drawn=tuple(draw.games) if draw and draw.revealed else None,
        seed=draw.seed if draw and draw.revealed else None,
        revealed=bool(draw and draw.revealed),
        winners=won,
    )


def missing_tables(*, night: Night) -> list[int]:
    """Tables of the game in play that still need a result (bye tables need none)."""
    seating = seating_for_game(night=night, game=night.current_game)
    done = set(Result.objects.filter(night=night, game=night.current_game).values_list("table", flat=True))
    return [t for t, pair in seating.items() if None not in pair and t not in done]


@dataclass(frozen=True)
class Move:
    """Where a couple sits in a game: its table, and whether it moved there."""

    couple: int
    table: int
    from_table: int | None
    deals_first: bool
    bye: bool


def moves_for_game(*, night: Night, game: int) -> list[Move]:
    """Every couple's seat in ``game`` and the table it came from, by couple number.

    For the board's "Couple 12 → Table 5" after a game closes.
    """
    current = seating_for_game(night=night, game=game)
    before = seating_for_game(night=night, game=game - 1) if game > 1 else {}
    was_at = {c: t for t, pair in before.items() for c in pair if c is not None}
    moves = []
    for table, (staying, arriving) in current.items():
        for couple, is_arriving in ((staying, False), (arriving, True)):
            if couple is None:
                continue
            moves.append(Move(couple=couple, table=table, from_table=was_at.get(couple), deals_first=is_arriving,
                              bye=None in (staying, arriving)))
    return sorted(moves, key=lambda m: m.couple)


# --- Appended by the tablet/board session: read-only views of one game and of a couple link. ---


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

    seats = Seat.objects.filter(night=night, game=game).select_related("couple")
    by_table: dict[int, list[Seat]] = defaultdict(list)
    for seat in seats:
        by_table[seat.table].append(seat)
    results = {
        row["table"]: row
        for row in Result.objects.filter(night=night, game=game).values(
            "table", "winner__number", "version", "entered_by_id", "entered_by__username"
        )
    }
    tables = []
    for table in sorted(by_table):
        ordered = sorted(by_table[table], key=lambda s: s.role != Seat.Role.STAYING)
        row = results.get(table, {})
        tables.append(TableResult(
            table=table,
            couples=tuple(SeatedCouple(s.couple.number, s.couple.names, s.deals_first) for s in ordered),
            winner=row.get("winner__number"),
            version=row.get("version", 0),
            entered_by=row.get("entered_by__username") or "",
            entered_by_id=row.get("entered_by_id"),
        ))
    key = repr((night.state, night.current_game, game, [(t.table, [c.number for c in t.couples], t.winner, t.version,
                                                         t.entered_by_id) for t in tables]))
    return GameTables(game=game, tables=tuple(tables), version=hashlib.sha1(key.encode()).hexdigest()[:16])


def couple_by_link(*, token: str) -> Couple:
    """The couple whose public link carries this token; unknown or revoked tokens are NotFound."""
    from django.utils.translation import gettext as _

    token = str(token or "")
    couple = None
    if 16 <= len(token) <= 40:
        couple = Couple.objects.select_related("night__series").filter(public_token=token).first()
    if couple is None:
        raise NotFound(_("This punch-card link is not valid any more: ask the organiser for a new one."))
    return couple
