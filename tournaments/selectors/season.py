"""The season's reads (issue 15, point 4; issue 32, point 5), each in a fixed number of queries
whatever the nights.

``night_couples``: the couples of some finished nights, each with its games won (results, and byes
where a bye earns a win) and what it took home (tournaments/season_prizes.py), worked out from the
nights' own rows: what services/season_totals.py stores once for each finished night.
``season_totals``: a series' players and pairs of players added up from those stored lines, in the
database (tournaments/season.py ranks them).

``apps``: the registry the models are taken from (a migration passes its own, historical one).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal
from typing import NamedTuple

from django.apps import apps as global_apps
from django.db.models import Count, F, Max, Min, Q, QuerySet, Sum, Window
from django.db.models.functions import RowNumber

from .. import outcome
from ..models import Night, NightCoupleTotal, NightPlayerTotal, Series
from ..season import REGULAR_NIGHTS, PairSeason, PlayerSeason
from ..season_prizes import ZERO, NightFacts, Takings, night_takings
from .standings import GamesWon

FINISHED = Night.State.FINISHED
CENT = Decimal("0.01")


class SeasonCouple(NamedTuple):
    """A couple of a finished night: its id, night, the two players (None for a guest), wins and takings."""

    pk: int
    night: int
    first: int | None
    second: int | None
    wins: int
    takings: Takings


def _model(apps, name: str):  # noqa: ANN001, ANN202 - a registry and its model class
    return apps.get_model("tournaments", name)


def night_couples(*, nights: QuerySet, apps=global_apps) -> list[SeasonCouple]:  # noqa: ANN001 - an app registry
    """Every couple of the finished ones of ``nights`` (a queryset of nights), the first registered first,
    with its wins and takings (eight queries; one when none of them is finished)."""
    finished = nights.filter(state=FINISHED).order_by()
    of_nights = {"night__in": finished}
    nights = list(finished.values_list("pk", "prizes", "booby_prize", "cookie_jar", "bye_earns_win", "series__jar_carry"))
    if not nights:
        return []
    couples = list(_model(apps, "Couple").objects.filter(**of_nights).order_by("pk")
                   .values_list("pk", "night_id", "number", "left_after", "player1_ref", "player2_ref"))
    punches: dict[int, list[int]] = defaultdict(list)  # couple id -> games won
    for winner, games in (_model(apps, "Result").objects.filter(**of_nights).order_by().values("winner_id")
                          .annotate(games=GamesWon("game")).values_list("winner_id", "games")):
        punches[winner] += map(int, str(games).split(","))
    bye_nights = [pk for pk, *_rest, bye_wins, _carry in nights if bye_wins]
    for game, alone in (_model(apps, "Seat").objects.filter(night_id__in=bye_nights, alone=True).order_by()
                        .values_list("game", "couple_id")):
        punches[alone].append(game)
    facts = _facts(apps, finished, nights, couples, punches)
    takings = {night: night_takings(f) for night, f in facts.items()}
    return [SeasonCouple(pk, night, first, second, len(punches.get(pk, ())),
                         takings.get(night, {}).get(n, Takings()))
            for pk, night, n, _left, first, second in couples]


def _sums() -> dict:
    """What a player's or a pair's lines add up to (names of their own: a sum may not take a field's)."""
    return {"nights_in": Count("pk"), "wins_in": Sum("wins"), "best_in": Max("wins"), "prizes_in": Sum("prizes"),
            "jars_in": Sum("jars"), "money_in": Sum("money")}


def _cents(money: Decimal | None) -> Decimal:
    """A sum of money to the cent, as the season rules add it up (SQLite sums decimals as floating point)."""
    return (money or ZERO).quantize(CENT, rounding=ROUND_HALF_UP)


def season_totals(*, series: Series) -> tuple[list[PlayerSeason], list[PairSeason]]:
    """The series' players and its pairs of players who played together on ``REGULAR_NIGHTS`` or more,
    their finished nights' stored lines added up by the database, the players' by the series'
    best-of rule (two queries, three with a best-of rule)."""
    lines = NightPlayerTotal.objects.filter(series=series).order_by()  # a night has lines only while finished
    fields = ("nights_in", "wins_in", "best_in", "prizes_in", "jars_in", "money_in")
    players = list(lines.values("player").annotate(**_sums()).values_list("player", *fields))
    best_of = series.season_best_of
    counted: Counter = Counter()
    if best_of:  # the best nights of each player: numbered by the database, the wins of those kept added here
        ranked = lines.annotate(rank=Window(RowNumber(), partition_by=[F("player")], order_by=[F("wins").desc()]))
        for player, wins in ranked.filter(rank__lte=best_of).values_list("player", "wins"):
            counted[player] += wins
    seasons = [PlayerSeason(player, nights, min(nights, best_of or nights), counted[player] if best_of else wins, best,
                            prizes, jars, _cents(money)) for player, nights, wins, best, prizes, jars, money in players]
    pairs = (NightCoupleTotal.objects.filter(series=series).order_by().values("low", "high")
             .annotate(**_sums(), straight=Min("couple", filter=Q(swapped=False)),
                       turned=Min("couple", filter=Q(swapped=True)))
             .filter(nights_in__gte=REGULAR_NIGHTS).values_list("low", "high", *fields, "straight", "turned"))
    together = [PairSeason(*((high, low) if straight is None or (turned is not None and turned < straight) else (low, high)),
                           nights, wins, best, prizes, jars, _cents(money))
                for low, high, nights, wins, best, prizes, jars, money, straight, turned in pairs]
    return seasons, together


def _facts(apps, finished: QuerySet, nights: list, couples: list,  # noqa: ANN001 - an app registry
           punches: dict[int, list[int]]) -> dict[int, NightFacts]:
    """Each finished night's prize facts, by night id (four queries)."""
    of_nights = {"night__in": finished}
    by_night: dict[int, dict] = defaultdict(lambda: {"wins": {}, "active": set(), "punches": {}})
    for pk, night, n, left, *_players in couples:
        games = punches.get(pk, [])
        by_night[night]["wins"][n] = len(games)
        by_night[night]["punches"][n] = games
        if left is None:
            by_night[night]["active"].add(n)
    entries: dict[int, list[tuple[int, bool]]] = defaultdict(list)
    for tiebreak, n, won in _model(apps, "TieEntry").objects.filter(tiebreak__night__in=finished).order_by("pk") \
            .values_list("tiebreak_id", "couple__number", "won"):
        entries[tiebreak].append((n, won))
    ties: dict[int, list[outcome.Tie]] = defaultdict(list)
    for pk, night, kind, place, method, cuts, winner, points, resolved, seed in _model(apps, "TieBreak").objects.filter(**of_nights) \
            .order_by().values_list("pk", "night_id", "kind", "place", "method", "cuts", "playoff_winner__number",
                                    "playoff_points", "resolved", "seed"):
        ties[night].append(outcome.Tie(kind=kind, place=place, method=method, cuts=tuple(cuts or ()),
                                       playoff_winner=winner, playoff_points=tuple(points or ()),
                                       entries=tuple(entries[pk]), resolved=resolved, seed=seed))
    fees: dict[int, list[tuple[int, Decimal]]] = defaultdict(list)
    for night, n, fee in _model(apps, "JarEntry").objects.filter(**of_nights).order_by().values_list("night_id", "couple__number", "fee"):
        fees[night].append((n, fee))
    draws = {night: (games, revealed, carried) for night, games, revealed, carried in _model(apps, "JarDraw").objects
             .filter(**of_nights).order_by().values_list("night_id", "games", "revealed", "carried_in")}
    out = {}
    for pk, prizes, booby, jar, _bye_wins, jar_carry in nights:
        seen = by_night[pk]
        games, revealed, carried = draws.get(pk, ((), False, jar_carry))
        amounts = tuple(p.get("amount", "") if isinstance(p, dict) else "" for p in prizes or [])
        out[pk] = NightFacts(wins=seen["wins"], active=frozenset(seen["active"]), amounts=amounts, booby=booby,
                             ties=tuple(ties[pk]), jar=jar, jar_revealed=revealed, jar_games=tuple(games or ()),
                             jar_entrants=tuple(sorted(n for n, _fee in fees[pk])),
                             jar_pot=(carried or ZERO) + sum((fee for _n, fee in fees[pk]), start=ZERO),
                             punches=seen["punches"])
    return out
