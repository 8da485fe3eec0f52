"""A series' season table (issue 15, point 2): each player's nights, wins, average and best night,
ranked by the series' rules (count every night or the best N; a minimum of nights to be ranked).

Plain Python, no Django: the selector gives one ``NightPlayed`` a player and night.

>>> played = [NightPlayed(1, 10, 14), NightPlayed(1, 11, 9), NightPlayed(2, 10, 12)]
>>> [(r.player, r.place, r.wins) for r in season_rows(played, {1: "Ann", 2: "Bob"})]
[(1, 1, 23), (2, 2, 12)]
>>> [(r.player, r.place, r.wins) for r in season_rows(played, {1: "Ann", 2: "Bob"}, best_of=1, min_nights=2)]
[(1, 1, 14), (2, None, 12)]
>>> season_rows([NightPlayed(1, 10, 5), NightPlayed(1, 10, 7)], {})[0].nights  # one night, however often named
1
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

NO_MONEY = Decimal("0.00")


@dataclass(frozen=True)
class NightPlayed:
    """One player at one night of the season: the games their couple won there, and the prizes
    (places), cookie jars and money the couple took home (tournaments/season_prizes.py)."""

    player: int
    night: int
    wins: int
    prizes: int = 0
    jars: int = 0
    money: Decimal = NO_MONEY


@dataclass(frozen=True)
class SeasonRow:
    """A player's line in the season table; ``place`` is None while they have too few nights."""

    player: int
    name: str
    nights: int
    wins: int  # the wins that count: every night's, or the best nights' the rules keep
    average: float  # wins a night, over the nights that count
    best: int
    place: int | None
    prizes: int = 0  # prizes, cookie jars and money over every night played, whatever the best-of rule
    jars: int = 0
    money: Decimal = NO_MONEY

    @property
    def ranked(self) -> bool:
        return self.place is not None


def _took(nights: Iterable[NightPlayed | CouplePlayed]) -> tuple[int, int, Decimal]:
    """The prizes, cookie jars and money of every night played, whatever the best-of rule."""
    nights = list(nights)
    return (sum(n.prizes for n in nights), sum(n.jars for n in nights),
            sum((n.money for n in nights), start=NO_MONEY))


def season_rows(played: Iterable[NightPlayed], names: dict[int, str], *, best_of: int | None = None,
                min_nights: int = 0) -> list[SeasonRow]:
    """The season table: ranked players by the wins that count (most first; equal wins share a
    place, the more nights played first among them), then those with fewer than ``min_nights``."""
    by_night: dict[int, dict[int, NightPlayed]] = defaultdict(dict)
    for line in played:  # one line a night: a name typed for two couples of one night counts once, its best
        if line.night not in by_night[line.player] or line.wins > by_night[line.player][line.night].wins:
            by_night[line.player][line.night] = line
    rows = []
    for player, nights in by_night.items():
        wins = [n.wins for n in nights.values()]
        kept = sorted(wins, reverse=True)[:best_of] if best_of else wins
        rows.append((player, len(wins), sum(kept), round(sum(kept) / len(kept), 2), max(wins), _took(nights.values())))
    ranked = sorted((r for r in rows if r[1] >= min_nights), key=lambda r: (-r[2], -r[1], names.get(r[0], "")))
    out, place, last = [], 0, None
    for index, (player, count, won, average, best, took) in enumerate(ranked, start=1):
        if won != last:
            place, last = index, won
        out.append(SeasonRow(player, names.get(player, ""), count, won, average, best, place, *took))
    unranked = sorted((r for r in rows if r[1] < min_nights), key=lambda r: (-r[1], -r[2], names.get(r[0], "")))
    out += [SeasonRow(p, names.get(p, ""), count, won, average, best, None, *took)
            for p, count, won, average, best, took in unranked]
    return out


@dataclass(frozen=True)
class Bar:
    """One night's bar in a player's chart, in the chart's own units (``CHART_W`` x ``CHART_H``)."""

    x: int
    y: int
    width: int
    height: int
    wins: int
    label: str


CHART_W, CHART_H, CHART_TOP = 600, 240, 30  # room above the tallest bar for its number


def wins_chart(nights: list[tuple[str, int]], games: int) -> list[Bar]:
    """Bars of a player's wins night by night (label, wins), scaled to the most games of a night.

    >>> [(b.x, b.height, b.wins) for b in wins_chart([("Oct 1", 12), ("Oct 8", 25)], 25)]
    [(30, 101, 12), (330, 210, 25)]
    """
    if not nights:
        return []
    step = CHART_W // len(nights)
    width = max(step * 8 // 10, 4)
    room = CHART_H - CHART_TOP
    bars = []
    for i, (label, wins) in enumerate(nights):
        height = round(room * wins / max(games, 1))
        bars.append(Bar(i * step + (step - width) // 2, CHART_H - height, width, height, wins, label))
    return bars


@dataclass(frozen=True)
class CouplePlayed:
    """Two players who made one couple at one night (player ids, in the order typed), and its wins."""

    first: int
    second: int
    night: int
    wins: int
    prizes: int = 0
    jars: int = 0
    money: Decimal = NO_MONEY


@dataclass(frozen=True)
class CoupleRow:
    """A regular couple's line: the two players, the nights they played together, every game won on
    those nights (the series' best-of rule is for players, not couples), the average and best night."""

    first: int
    second: int
    names: str
    nights: int
    wins: int
    average: float
    best: int
    prizes: int = 0
    jars: int = 0
    money: Decimal = NO_MONEY


REGULAR_NIGHTS = 2  # a regular couple: the same two players together on at least this many nights


def couple_rows(played: Iterable[CouplePlayed], names: dict[int, str], *,
                at_least: int = REGULAR_NIGHTS) -> list[CoupleRow]:
    """The season's regular couples: each pair of players (whichever was typed first; named in the
    order of the first night they played) who played together on ``at_least`` finished nights,
    most wins first (then more nights, then names).
    A guest (a name typed with no player) makes no regular couple.

    >>> played = [CouplePlayed(1, 2, 10, 9), CouplePlayed(2, 1, 11, 5), CouplePlayed(1, 3, 12, 7)]
    >>> [(r.names, r.nights, r.wins, r.best) for r in couple_rows(played, {1: "Ann", 2: "Bob", 3: "Cy"})]
    [('Ann & Bob', 2, 14, 9)]
    """
    by_pair: dict[tuple[int, int], dict[int, CouplePlayed]] = defaultdict(dict)
    typed: dict[tuple[int, int], tuple[int, int]] = {}  # the names in the order first typed
    for line in played:
        pair = (min(line.first, line.second), max(line.first, line.second))
        typed.setdefault(pair, (line.first, line.second))
        if line.night not in by_pair[pair] or line.wins > by_pair[pair][line.night].wins:
            by_pair[pair][line.night] = line
    rows = []
    for (first, second), nights in by_pair.items():
        if len(nights) < at_least:
            continue
        wins = [n.wins for n in nights.values()]
        label = " & ".join(names.get(p, "") for p in typed[first, second])
        rows.append(CoupleRow(first, second, label, len(wins), sum(wins), round(sum(wins) / len(wins), 2), max(wins),
                              *_took(nights.values())))
    return sorted(rows, key=lambda r: (-r.wins, -r.nights, r.names.casefold()))
