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
from dataclasses import astuple, dataclass
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


def night_lines(played: Iterable[NightPlayed]) -> list[NightPlayed]:
    """One line a player and night: a name typed for two couples of one night counts once, the
    couple that won more (the first of them on equal wins).

    >>> [(n.player, n.wins) for n in night_lines([NightPlayed(1, 10, 5), NightPlayed(1, 10, 7), NightPlayed(1, 10, 7, 1)])]
    [(1, 7)]
    """
    kept: dict[tuple[int, int], NightPlayed] = {}
    for line in played:
        key = (line.player, line.night)
        if key not in kept or line.wins > kept[key].wins:
            kept[key] = line
    return list(kept.values())


@dataclass(frozen=True)
class PlayerSeason:
    """A player's finished nights added up: ``wins`` are those that count (every night's, or the
    best ``counted`` nights' when the series keeps only its best), ``best`` the best night's."""

    player: int
    nights: int
    counted: int
    wins: int
    best: int
    prizes: int = 0
    jars: int = 0
    money: Decimal = NO_MONEY


def player_seasons(played: Iterable[NightPlayed], *, best_of: int | None = None) -> list[PlayerSeason]:
    """Each player's nights added up, one line a night (``night_lines``), by the best-of rule.
    The database adds up the stored lines the same way (tournaments/selectors/season.py)."""
    by_player: dict[int, list[NightPlayed]] = defaultdict(list)
    for line in night_lines(played):
        by_player[line.player].append(line)
    out = []
    for player, nights in by_player.items():
        wins = [n.wins for n in nights]
        kept = sorted(wins, reverse=True)[:best_of] if best_of else wins
        out.append(PlayerSeason(player, len(wins), len(kept), sum(kept), max(wins), *_took(nights)))
    return out


def season_rows(played: Iterable[NightPlayed], names: dict[int, str], *, best_of: int | None = None,
                min_nights: int = 0) -> list[SeasonRow]:
    """The season table from each player's lines (``player_seasons``, then ``season_ranked``)."""
    return season_ranked(player_seasons(played, best_of=best_of), names, min_nights=min_nights)


def season_ranked(seasons: Iterable[PlayerSeason], names: dict[int, str], *, min_nights: int = 0) -> list[SeasonRow]:
    """The season table: ranked players by the wins that count (most first; equal wins share a
    place, the more nights played first among them), then those with fewer than ``min_nights``.

    >>> [(r.player, r.place, r.average) for r in season_ranked([PlayerSeason(1, 3, 2, 20, 12)], {1: "Ann"})]
    [(1, 1, 10.0)]
    """
    rows = [(s.player, s.nights, s.wins, round(s.wins / s.counted, 2), s.best, (s.prizes, s.jars, s.money))
            for s in seasons]
    ranked = sorted((r for r in rows if r[1] >= min_nights), key=lambda r: (-r[2], -r[1], names.get(r[0], ""), r[0]))
    out, place, last = [], 0, None
    for index, (player, count, won, average, best, took) in enumerate(ranked, start=1):
        if won != last:
            place, last = index, won
        out.append(SeasonRow(player, names.get(player, ""), count, won, average, best, place, *took))
    unranked = sorted((r for r in rows if r[1] < min_nights), key=lambda r: (-r[1], -r[2], names.get(r[0], ""), r[0]))
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


def night_pairs(played: Iterable[CouplePlayed]) -> list[CouplePlayed]:
    """One line a pair of players and night, whoever sat first: the couple that won more (the first
    of them on equal wins), named in the order typed at the first of them.

    >>> [(c.first, c.second, c.wins) for c in night_pairs([CouplePlayed(2, 1, 10, 4), CouplePlayed(1, 2, 10, 6)])]
    [(2, 1, 6)]
    """
    kept: dict[tuple[int, int, int], CouplePlayed] = {}
    for line in played:
        key = (min(line.first, line.second), max(line.first, line.second), line.night)
        was = kept.get(key)
        if was is None:
            kept[key] = line
        elif line.wins > was.wins:
            kept[key] = CouplePlayed(was.first, was.second, *astuple(line)[2:])
    return list(kept.values())


@dataclass(frozen=True)
class PairSeason:
    """Two players' nights together added up, named in the order first typed."""

    first: int
    second: int
    nights: int
    wins: int
    best: int
    prizes: int = 0
    jars: int = 0
    money: Decimal = NO_MONEY


def pair_seasons(played: Iterable[CouplePlayed]) -> list[PairSeason]:
    """Each pair's nights together added up, one line a night (``night_pairs``), named in the order
    of the first line. The database adds up the stored lines the same way (selectors/season.py)."""
    by_pair: dict[tuple[int, int], list[CouplePlayed]] = defaultdict(list)
    typed: dict[tuple[int, int], tuple[int, int]] = {}
    for line in night_pairs(played):
        pair = (min(line.first, line.second), max(line.first, line.second))
        typed.setdefault(pair, (line.first, line.second))
        by_pair[pair].append(line)
    return [PairSeason(*typed[pair], len(nights), sum(n.wins for n in nights), max(n.wins for n in nights),
                       *_took(nights)) for pair, nights in by_pair.items()]


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
    return couples_ranked(pair_seasons(played), names, at_least=at_least)


def couples_ranked(pairs: Iterable[PairSeason], names: dict[int, str], *,
                   at_least: int = REGULAR_NIGHTS) -> list[CoupleRow]:
    """The regular couples among ``pairs`` (together on ``at_least`` nights), most wins first, then
    more nights, then names; each pair's wins are every game won on those nights (the series'
    best-of rule is for players, not couples)."""
    rows = [CoupleRow(p.first, p.second, " & ".join(names.get(n, "") for n in (p.first, p.second)), p.nights,
                      p.wins, round(p.wins / p.nights, 2), p.best, p.prizes, p.jars, p.money)
            for p in pairs if p.nights >= at_least]
    return sorted(rows, key=lambda r: (-r.wins, -r.nights, r.names.casefold(), r.first, r.second))
