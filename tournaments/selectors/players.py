"""Reads for the people who come back: a series' regulars, the most recent first, and its season table."""

from __future__ import annotations

import hashlib
from collections import Counter
from typing import NamedTuple

from django.db.models import Count, Max, Q

from ..cache.kept import kept
from ..models import Couple, Night, Player, PlayerEvent, Result, Seat, Series
from ..season import CoupleRow, SeasonRow, couples_ranked, season_ranked
from .season import season_totals


class Regular(NamedTuple):
    """A player as the registration form suggests them: the name, its folded key, the last partner."""

    name: str
    folded: str
    partner: str


def series_regulars(*, series: Series) -> list[Regular]:
    """Every player of the series, those of the most recent night first, each with the name of the
    partner they played with last ("" for a guest); players with no couple (yet) come last."""
    players = {p.pk: p for p in Player.objects.filter(series=series)}
    rows = (Couple.objects.filter(night__series=series).exclude(player1_ref=None, player2_ref=None)
            .order_by("-night__date", "-night_id", "number").values_list("player1_ref", "player2_ref"))
    seen: dict[int, str] = {}
    for first, second in rows.iterator():
        for me, partner in ((first, second), (second, first)):
            if me is not None and me not in seen:
                seen[me] = players[partner].name if partner in players else ""
    ordered = [Regular(players[pk].name, players[pk].folded, partner) for pk, partner in seen.items() if pk in players]
    rest = sorted((p for pk, p in players.items() if pk not in seen), key=lambda p: p.folded)
    return ordered + [Regular(p.name, p.folded, "") for p in rest]


def _wins(couples: list[int], bye_nights: set[int]) -> Counter:
    """Games won by each of ``couples`` (ids), as a night's standings count them: its results, and a
    seat alone at its table (a bye) at ``bye_nights``, where a bye earns a win. The byes are looked
    for among these couples' own seats only, not among every seat of their nights."""
    results = Result.objects.filter(winner_id__in=couples).order_by()
    wins = Counter(dict(results.values("winner_id").annotate(n=Count("*")).values_list("winner_id", "n")))
    if bye_nights:  # by the couples' index; the nights are sorted out here (by them, SQLite would read every seat)
        alone = Seat.objects.filter(couple_id__in=couples, alone=True).order_by()
        wins.update(couple for couple, night in alone.values_list("couple_id", "night_id") if night in bye_nights)
    return wins


def season_table(*, series: Series) -> list[SeasonRow]:
    """The series' season table by its own rules (tournaments/season.py)."""
    return season_tables(series=series)[0]


SEASON_SECONDS = 60 * 60  # how long a process keeps a season's tables; the stamp, not the time, keeps them right


def season_tables(*, series: Series) -> tuple[list[SeasonRow], list[CoupleRow]]:
    """The series' season table by its own rules and its regular couples (tournaments/season.py),
    worked out once per change of what they are made of (``season_stamp``) and kept in this
    process's cache: a league's season of hundreds of nights is read by many and changes weekly.

    The stamp is read before the tables: what is kept under a stamp is never older than it.
    """
    return kept(f"season-tables:{series.pk}:{season_stamp(series=series)}", lambda: season_tables_read(series=series),
                timeout=SEASON_SECONDS)


def season_tables_read(*, series: Series) -> tuple[list[SeasonRow], list[CoupleRow]]:
    """``season_tables`` read from the database now: each finished night's stored totals added up by
    the database (selectors/season.py, ``season_totals``), in three or four queries whatever the nights."""
    names = dict(Player.objects.filter(series=series).values_list("pk", "name"))
    players, pairs = season_totals(series=series)
    return season_ranked(players, names, min_nights=series.season_min_nights), couples_ranked(pairs, names)


def season_stamp(*, series: Series) -> str:
    """What a season's tables are made of, in three small reads: each finished night of the series
    with its version (every change to what a night shows moves it on, services/versions.py; a night
    finished, reopened, imported or deleted changes the list), the series' players (a new one, a
    merged one gone) and their last rename or merge, and the series' own rules as read with it."""
    nights = list(Night.objects.filter(series=series, state=Night.State.FINISHED).order_by("pk")
                  .values_list("pk", "version_row__version"))
    players = Player.objects.filter(series=series).aggregate(count=Count("pk"), last=Max("pk"))
    event = PlayerEvent.objects.filter(series=series).aggregate(last=Max("pk"))["last"]
    rules = [getattr(series, field.attname) for field in Series._meta.concrete_fields]
    return hashlib.sha256(repr((nights, players, event, rules)).encode()).hexdigest()


class PlayerNight(NamedTuple):
    """One finished night of a player: the night, the partner's name, the couple's wins and the link
    token of the couple's punch card (the public couple card, read-only)."""

    night: Night
    partner: str
    wins: int
    card: str


def player_nights(*, player: Player) -> list[PlayerNight]:
    """A player's finished nights, the oldest first, with their partner and wins (four queries)."""
    couples = list(Couple.objects.filter(Q(player1_ref=player) | Q(player2_ref=player), night__state=Night.State.FINISHED)
                   .select_related("night").order_by("night__date", "night_id"))
    ids = [c.pk for c in couples]
    nights = {c.night_id for c in couples if c.night.bye_earns_win}
    wins = _wins(ids, nights)
    return [PlayerNight(c.night, c.player2 if c.player1_ref_id == player.pk else c.player1, wins[c.pk], c.public_token)
            for c in couples]
