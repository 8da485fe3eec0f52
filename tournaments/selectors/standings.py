"""Reads of who stands where: each couple's punches, the standings with their prize groups and
tie-breaks, the prizes and the cookie jar."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from django.db.models import Aggregate, CharField, Count, Max, Min, QuerySet

from .. import cookiejar, outcome
from ..models import Couple, JarDraw, Night, Result, Seat, TieBreak
from ..standings import booby_group, prize_groups
from .nights import _one, couple_names


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


class GamesWon(Aggregate):
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
    two queries that read results and byes only (seats marked alone), not every seat of the night.
    """
    return _punches(night, dict(Couple.objects.filter(night=night).order_by().values_list("pk", "number")))


def night_byes(*, night: Night) -> QuerySet:
    """Each bye of the night as ``(game, couple id)``, read through the byes' own index (``seat_byes``)."""
    return Seat.objects.filter(night=night, alone=True).order_by().values_list("game", "couple_id")


def _punches(night: Night, number_of: dict[int, int]) -> dict[int, list[int]]:
    """Punches from the results and the byes; ``number_of`` maps couple ids to numbers."""
    won: dict[int, list[int]] = defaultdict(list)
    # A result only exists at a table of two seated couples in a game that has begun
    # (result_record checks; a seating change never touches a table with a result).
    by_winner = (Result.objects.filter(night=night).order_by().values("winner_id").annotate(games=GamesWon("game"))
                 .values_list("winner_id", "games"))
    for winner, games in by_winner:
        won[number_of[winner]] = list(map(int, games.split(",")))
    if night.bye_earns_win and night.state != Night.State.REGISTRATION:
        byes = night_byes(night=night)
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
    ranking = Standings(
        lines=tuple(lines),
        prize_groups=prize_groups(wins, night.prize_places) if played else [],
        booby_group=booby_group(wins) if night.booby_prize and played else [],
        ties=(),
        jar=JarState(enabled=night.cookie_jar, entrants=(), pot="0.00", carried_in="0.00", drawn=None, seed=None,
                     revealed=False, winners=()),
        games_played=max(played, 0),
    )
    return standings_extras_added(night=night, ranking=ranking) if extras else ranking


def standings_extras_added(*, night: Night, ranking: Standings) -> Standings:
    """``ranking`` (the standings read without extras) with the night's tie-breaks and cookie jar."""
    found = TieBreak.objects.filter(night=night).prefetch_related("entries__couple").select_related("playoff_winner")
    ties = tuple(_tie_outcome(tb) for tb in sorted(found, key=lambda tb: (TIE_ORDER.index(tb.kind), tb.place)))
    punches = {line.number: list(line.games) for line in ranking.lines if line.games}
    return replace(ranking, ties=ties, jar=jar_state(night=night, punches=punches))


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
