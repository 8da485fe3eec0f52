"""Reads: a night's seating, results and standings, in a constant number of queries.

Every query here names its order (or none): the models' default orderings sort by
the night, which joins the night table and sorts thousands of rows for nothing.
Rows come as tuples (values_list), not model instances: 500 couples x 25 games
is 12,500 seats.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Aggregate, CharField, Count, Max, Min, Q, QuerySet

from . import cookiejar, outcome, standings
from .errors import NotFound
from .models import Couple, JarDraw, Night, NightVersion, Result, Seat, Series, TieBreak


def couple_names(player1: str, player2: str) -> str:
    """Couple.names from the two names (without a generator: it runs for every couple)."""
    return f"{player1} & {player2}" if player1 and player2 else player1 or player2


def _one(query):
    """The one row a unique lookup finds, or None: ``first()`` without its ORDER BY (a quarter of
    the cost of building such a query)."""
    return next(iter(query.order_by()[:1]), None)


def night_get(*, slug: str, with_version: bool = False) -> Night:
    """The night with this short name, or a NotFound refusal; ``with_version`` reads its version in the
    same statement (see night_version_read)."""
    from django.utils.translation import gettext as _

    query = Night.objects.select_related("series", "version_row") if with_version else Night.objects.select_related("series")
    night = _one(query.filter(slug=slug))
    if night is None:
        raise NotFound(_("There is no night called “%(slug)s”.") % {"slug": slug[:80]})
    if with_version:
        _version_keep(night)
    return night


def _version_keep(night: Night) -> None:
    """Keep on the night the version its own statement read (``select_related("version_row")``)."""
    row = night._state.fields_cache.get("version_row")
    night.version_read = row.version if row is not None else 0


def night_version(*, night: Night) -> int:
    """The night's version: it moves on with every change to what its pages show (0 if never set)."""
    return NightVersion.objects.filter(night_id=night.pk).values_list("version", flat=True).first() or 0


def night_version_read(*, night: Night) -> int:
    """The version read along with the night (``night_get(with_version=True)``), before anything of a
    page is read and before the person's role is checked; else read now."""
    known = night.__dict__.get("version_read")
    return night_version(night=night) if known is None else known


def night_roles(*, night_id: int, user_id: int) -> tuple[bool, bool]:
    """(organises, keeps score): the night's organisers and scorekeepers read in one small query (the
    two link tables joined to the night: a handful of rows, and a third of the cost of building a
    union of the two)."""
    rows = Night.objects.filter(pk=night_id).order_by().values_list("organisers", "scorekeepers")
    organisers, scorekeepers = set(), set()
    for organiser, scorekeeper in rows:
        organisers.add(organiser)
        scorekeepers.add(scorekeeper)
    return user_id in organisers, user_id in scorekeepers


def series_for(user) -> QuerySet[Series]:
    """The series a person may see and put a night in: their own and those no one owns yet (made
    by a command or an import); every series for a superuser."""
    if user.is_superuser:
        return Series.objects.all()
    return Series.objects.filter(Q(owners=user) | Q(owners=None)).distinct()


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
    playoff_points: tuple[int, ...] = ()


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


class _GamesWon(Aggregate):
    """A couple's won games as text, "3,12,7": GROUP_CONCAT (STRING_AGG on PostgreSQL).

    500 rows of text instead of 6,250 rows of numbers for a night of 500 couples.
    """

    function = "GROUP_CONCAT"
    output_field = CharField()

    def as_postgresql(self, compiler, connection, **extra):
        return self.as_sql(compiler, connection, function="STRING_AGG", template="%(function)s(%(expressions)s::text, ',')",
                           **extra)


def punches_for_night(*, night: Night) -> dict[int, list[int]]:
    """Each couple's won games, in order (byes count as the night says); read it with ``.get(number, [])``.

    The same punches as :func:`tournaments.standings.punches` over the closed games'
    seatings and every result (an open game's results count, its bye at close), in
    two queries that read results and byes only, not every seat of the night.
    """
    return _punches(night, dict(Couple.objects.filter(night=night).order_by().values_list("pk", "number")))


def _punches(night: Night, number_of: dict[int, int]) -> dict[int, list[int]]:
    """Punches from the results and the byes; ``number_of`` maps couple ids to numbers."""
    won: dict[int, list[int]] = defaultdict(list)
    # A result only exists at a table of two seated couples in a game that has begun
    # (result_record checks; a seating change never touches a table with a result).
    by_winner = (Result.objects.filter(night=night).order_by().values("winner_id").annotate(games=_GamesWon("game"))
                 .values_list("winner_id", "games"))
    for winner, games in by_winner:
        won[number_of[winner]] = list(map(int, games.split(",")))
    if night.bye_earns_win and night.state != Night.State.REGISTRATION:
        byes = (Seat.objects.filter(night=night).order_by().values("game", "table")
                .annotate(seated=Count("*"), alone=Min("couple_id")).filter(seated=1).values_list("game", "alone"))
        open_game = night.current_game if night.state == Night.State.PLAYING else None
        for game, couple in byes:
            if game != open_game:  # an open game's bye is credited when the game closes
                won[number_of[couple]].append(game)
    for games in won.values():
        games.sort()
    return dict(won)


def games_missed(*, night: Night, number: int | None = None) -> dict[int, frozenset[int]]:
    """Games a couple sat out between its first and last seat (it withdrew and came back).

    Games before it joined or after it left are known from the couple itself; only
    these gaps need the seats. Two queries, the second only when a gap exists.
    """
    seats = Seat.objects.filter(night=night).order_by()
    if number is not None:
        seats = seats.filter(couple__number=number)
    spans = (seats.values("couple__number").annotate(n=Count("*"), lo=Min("game"), hi=Max("game"))
             .values_list("couple__number", "n", "lo", "hi"))
    gaps = {num: range(lo, hi + 1) for num, n, lo, hi in spans if n < hi - lo + 1}
    if not gaps:
        return {}
    seated: dict[int, set[int]] = defaultdict(set)
    for num, game in seats.filter(couple__number__in=gaps).values_list("couple__number", "game"):
        seated[num].add(game)
    return {num: frozenset(span) - seated[num] for num, span in gaps.items()}


TIE_ORDER = ("prize", "booby", "jar")  # as a prize sheet reads: the prizes by place, then the booby prize, the jar


def night_standings(*, night: Night, extras: bool = True) -> Standings:
    """The night's standings, prize groups, tie-breaks and cookie jar.

    ``extras=False`` leaves out the tie-breaks and the cookie jar (empty), for pages
    that show only the ranking (the wall board, a couple's card): two queries fewer.
    """
    couples = list(Couple.objects.filter(night=night).order_by("number").values_list(
        "pk", "number", "player1", "player2", "left_after", "public_token"))
    punches = _punches(night, {pk: number for pk, number, *_rest in couples})
    lines = []
    for _pk, number, player1, player2, left_after, token in couples:
        games = tuple(punches.get(number, ()))
        lines.append(CoupleLine(
            number=number,
            names=couple_names(player1, player2),
            player1=player1,
            player2=player2,
            wins=len(games),
            games=games,
            active=left_after is None,
            public_token=token,
        ))
    wins = {line.number: line.wins for line in lines if line.active}  # couples that left take no prize
    played = night.current_game - (1 if night.state == Night.State.PLAYING else 0)
    if extras:
        found = TieBreak.objects.filter(night=night).prefetch_related("entries__couple").select_related("playoff_winner")
        ties = tuple(_tie_outcome(tb) for tb in sorted(found, key=lambda tb: (TIE_ORDER.index(tb.kind), tb.place)))
        jar = jar_state(night=night, punches=punches)
    else:
        ties, jar = (), JarState(enabled=night.cookie_jar, entrants=(), pot="0.00", carried_in="0.00", drawn=None,
                                 seed=None, revealed=False, winners=())
    return Standings(
        lines=tuple(lines),
        prize_groups=standings.prize_groups(wins, night.prize_places) if played else [],
        booby_group=standings.booby_group(wins) if night.booby_prize and played else [],
        ties=ties,
        jar=jar,
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
        playoff_points=tuple(tb.playoff_points or ()),
    )


def night_prizes(*, night: Night, table: Standings | None = None) -> outcome.Outcome:
    """Who won each prize, the booby prize and the cookie jar, and how (:mod:`tournaments.outcome`), from the
    night's standings with their tie-breaks and jar (``table``, read with extras; read here when not given)."""
    if table is None:
        table = night_standings(night=night)
    ties = [outcome.Tie(kind=t.kind, place=t.place, method=t.method, cuts=t.cuts, playoff_winner=t.playoff_winner,
                        playoff_points=t.playoff_points, entries=tuple((n, n in t.winners) for n in t.couples),
                        resolved=t.resolved, seed=t.seed) for t in table.ties]
    jar = outcome.Jar(enabled=table.jar.enabled, revealed=table.jar.revealed, winners=table.jar.winners, pot=table.jar.pot)
    amounts = [p.get("amount", "") if isinstance(p, dict) else "" for p in night.prizes or []]
    return outcome.night_outcome(groups=table.prize_groups, wins={li.number: li.wins for li in table.lines},
                                 names={li.number: li.names for li in table.lines}, amounts=amounts, ties=ties,
                                 booby=table.booby_group, jar=jar)


def jar_state(*, night: Night, punches: dict[int, list[int]]) -> JarState:
    """The cookie jar as it stands; winners only once the draw is revealed."""
    entries = list(night.jar_entries.order_by().values_list("couple__number", "fee"))
    draw = _one(JarDraw.objects.filter(night=night))
    carried_in = draw.carried_in if draw else night.series.jar_carry
    pot = carried_in + sum((fee for _number, fee in entries), start=0)
    entrants = tuple(sorted(number for number, _fee in entries))
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

    seats = Seat.objects.filter(night=night, game=game).order_by().values_list(
        "table", "role", "couple__number", "couple__player1", "couple__player2")
    by_table: dict[int, list[tuple]] = defaultdict(list)
    for table, role, number, player1, player2 in seats:
        arriving = role == Seat.Role.ARRIVING
        by_table[table].append((arriving, SeatedCouple(number, couple_names(player1, player2), arriving)))
    results = {
        table: (winner, version, entered_by_id, username)
        for table, winner, version, entered_by_id, username in Result.objects.filter(night=night, game=game)
        .order_by().values_list("table", "winner__number", "version", "entered_by_id", "entered_by__username")
    }
    tables = []
    nothing = (None, 0, None, None)
    for table in sorted(by_table):
        winner, version, entered_by_id, username = results.get(table, nothing)
        tables.append(TableResult(
            table=table,
            couples=tuple(c for _arriving, c in sorted(by_table[table], key=lambda s: s[0])),  # staying first
            winner=winner,
            version=version,
            entered_by=username or "",
            entered_by_id=entered_by_id,
        ))
    key = repr((night.state, night.current_game, game, [(t.table, [c.number for c in t.couples], t.winner, t.version,
                                                         t.entered_by_id) for t in tables]))
    return GameTables(game=game, tables=tuple(tables), version=hashlib.sha1(key.encode()).hexdigest()[:16])


def couple_by_link(*, token: str, with_version: bool = False) -> Couple:
    """The couple whose public link carries this token; unknown or revoked tokens are NotFound.
    ``with_version`` reads its night's version in the same statement (see night_version_read)."""
    from django.utils.translation import gettext as _

    token = str(token or "")
    couple = None
    if 16 <= len(token) <= 40:
        related = ("night__series", "night__version_row") if with_version else ("night__series",)
        couple = _one(Couple.objects.select_related(*related).filter(public_token=token))
    if couple is None:
        raise NotFound(_("This punch-card link is not valid any more: ask the organiser for a new one."))
    if with_version:
        _version_keep(couple.night)
    return couple


def disputes_open(*, night: Night, game: int) -> list:
    """The disagreements of a game still to settle, by table, with who tapped and who entered the
    recorded result (one query, whatever the size of the room)."""
    from .models import Dispute

    return list(
        Dispute.objects.filter(night=night, game=game, status=Dispute.Status.OPEN)
        .select_related("claimed", "recorded", "claimed_by", "result", "result__entered_by")
        .order_by("table", "claimed_at", "pk")
    )
