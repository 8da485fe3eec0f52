"""The season's reads: every finished night of a series at once, in a fixed number of queries
whatever the nights (issue 15, point 4). Each couple's games won (results, and byes where a bye
earns a win) and what it took home (tournaments/season_prizes.py), by couple id."""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal
from typing import NamedTuple

from .. import outcome
from ..models import Couple, JarDraw, JarEntry, Night, Result, Seat, Series, TieBreak, TieEntry
from ..season_prizes import ZERO, NightFacts, Takings, night_takings
from .standings import GamesWon


class SeasonCouple(NamedTuple):
    """A couple of a finished night: its id, night, the two players (None for a guest), wins and takings."""

    pk: int
    night: int
    first: int | None
    second: int | None
    wins: int
    takings: Takings


def season_couples(*, series: Series) -> list[SeasonCouple]:
    """Every couple of the series' finished nights, with its wins and takings (eight queries)."""
    finished = {"night__series": series, "night__state": Night.State.FINISHED}
    nights = list(Night.objects.filter(series=series, state=Night.State.FINISHED).order_by()
                  .values_list("pk", "prizes", "booby_prize", "cookie_jar", "bye_earns_win"))
    couples = list(Couple.objects.filter(**finished).order_by()
                   .values_list("pk", "night_id", "number", "left_after", "player1_ref", "player2_ref"))
    punches: dict[int, list[int]] = defaultdict(list)  # couple id -> games won
    for winner, games in (Result.objects.filter(**finished).order_by().values("winner_id")
                          .annotate(games=GamesWon("game")).values_list("winner_id", "games")):
        punches[winner] += map(int, str(games).split(","))
    bye_nights = [pk for pk, *_rest, bye_wins in nights if bye_wins]
    for game, alone in Seat.objects.filter(night_id__in=bye_nights, alone=True).order_by().values_list("game", "couple_id"):
        punches[alone].append(game)
    facts = _facts(series, nights, couples, punches)
    takings = {night: night_takings(f) for night, f in facts.items()}
    return [SeasonCouple(pk, night, first, second, len(punches.get(pk, ())),
                         takings.get(night, {}).get(n, Takings()))
            for pk, night, n, _left, first, second in couples]


def _facts(series: Series, nights: list, couples: list, punches: dict[int, list[int]]) -> dict[int, NightFacts]:
    """Each finished night's prize facts, by night id (four queries)."""
    finished = {"night__series": series, "night__state": Night.State.FINISHED}
    by_night: dict[int, dict] = defaultdict(lambda: {"wins": {}, "active": set(), "punches": {}})
    for pk, night, n, left, *_players in couples:
        games = punches.get(pk, [])
        by_night[night]["wins"][n] = len(games)
        by_night[night]["punches"][n] = games
        if left is None:
            by_night[night]["active"].add(n)
    entries: dict[int, list[tuple[int, bool]]] = defaultdict(list)
    for tiebreak, n, won in TieEntry.objects.filter(tiebreak__night__series=series,
                                                    tiebreak__night__state=Night.State.FINISHED).order_by("pk") \
            .values_list("tiebreak_id", "couple__number", "won"):
        entries[tiebreak].append((n, won))
    ties: dict[int, list[outcome.Tie]] = defaultdict(list)
    for pk, night, kind, place, method, cuts, winner, points, resolved, seed in TieBreak.objects.filter(**finished) \
            .order_by().values_list("pk", "night_id", "kind", "place", "method", "cuts", "playoff_winner__number",
                                    "playoff_points", "resolved", "seed"):
        ties[night].append(outcome.Tie(kind=kind, place=place, method=method, cuts=tuple(cuts or ()),
                                       playoff_winner=winner, playoff_points=tuple(points or ()),
                                       entries=tuple(entries[pk]), resolved=resolved, seed=seed))
    fees: dict[int, list[tuple[int, Decimal]]] = defaultdict(list)
    for night, n, fee in JarEntry.objects.filter(**finished).order_by().values_list("night_id", "couple__number", "fee"):
        fees[night].append((n, fee))
    draws = {night: (games, revealed, carried) for night, games, revealed, carried in JarDraw.objects
             .filter(**finished).order_by().values_list("night_id", "games", "revealed", "carried_in")}
    out = {}
    for pk, prizes, booby, jar, _bye_wins in nights:
        seen = by_night[pk]
        games, revealed, carried = draws.get(pk, ((), False, series.jar_carry))
        amounts = tuple(p.get("amount", "") if isinstance(p, dict) else "" for p in prizes or [])
        out[pk] = NightFacts(wins=seen["wins"], active=frozenset(seen["active"]), amounts=amounts, booby=booby,
                             ties=tuple(ties[pk]), jar=jar, jar_revealed=revealed, jar_games=tuple(games or ()),
                             jar_entrants=tuple(sorted(n for n, _fee in fees[pk])),
                             jar_pot=(carried or ZERO) + sum((fee for _n, fee in fees[pk]), start=ZERO),
                             punches=seen["punches"])
    return out
