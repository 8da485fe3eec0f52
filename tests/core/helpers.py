"""Small helpers shared by the service tests (no assertions of their own)."""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from tournaments import outcome
from tournaments.models import Couple, Night, NightCoupleTotal, NightPlayerTotal, Result, Seat
from tournaments.money import amount_value, halves
from tournaments.selectors import night_standings
from tournaments.selectors.standings import night_prizes


def fresh(night: Night) -> Night:
    """The night as the database has it now."""
    return Night.objects.get(pk=night.pk)


def lowest_number_wins(game: int, table: int, pair: tuple) -> int:
    """A deterministic chooser: the couple with the lower number wins every table."""
    return min(pair)


def raw_seatings(night: Night) -> dict[int, dict[int, set[int]]]:
    """Straight from the Seat rows: {game: {table: {couples}}}."""
    games: dict[int, dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    for game, table, number in Seat.objects.filter(night=night).values_list("game", "table", "couple__number"):
        games[game][table].add(number)
    return {g: dict(t) for g, t in games.items()}


def raw_wins(night: Night, *, bye_counts: bool = True) -> dict[int, list[int]]:
    """Each couple's won games, worked out from the Seat and Result rows.

    In the game still in play, results already in count; its bye only counts once it closes.
    """
    night = Night.objects.get(pk=night.pk)
    last_closed = night.current_game - 1 if night.state == Night.State.PLAYING else night.current_game
    won: dict[int, list[int]] = defaultdict(list)
    winners = {(g, t): w for g, t, w in Result.objects.filter(night=night).values_list("game", "table", "winner__number")}
    for game, tables in sorted(raw_seatings(night).items()):
        for table, couples in tables.items():
            if len(couples) == 1 and bye_counts and game <= last_closed:
                won[next(iter(couples))].append(game)
            elif (game, table) in winners:
                won[winners[game, table]].append(game)
    return dict(won)


def said(night: Night) -> tuple[dict, dict]:
    """What the night's standings and prize sheet say, as the season counts it: by player, and by pair
    of players (smaller id first), the couple's games won, prizes, cookie jars and money (a player's
    half of it, the odd cent to the first named)."""
    night = fresh(night)
    table = night_standings(night=night)
    sheet = night_prizes(night=night, table=table)
    took: dict[int, list] = defaultdict(lambda: [0, 0, Decimal("0.00")])
    for kind, prizes in (("prize", sheet.prizes), ("jar", (sheet.jar,) if sheet.jar else ())):
        for prize in prizes:
            for winner in prize.winners:
                paid = winner.share if prize.how == outcome.SPLIT else amount_value(prize.amount)
                took[winner.number][0 if kind == "prize" else 1] += 1
                took[winner.number][2] += paid or Decimal("0.00")
    wins = {line.number: line.wins for line in table.lines}
    players, pairs = {}, {}
    for couple in Couple.objects.filter(night=night):
        prizes, jars, money = took[couple.number]
        for player, half in zip((couple.player1_ref_id, couple.player2_ref_id), halves(money), strict=True):
            if player is not None:
                players[player] = (wins[couple.number], prizes, jars, half)
        if None not in (couple.player1_ref_id, couple.player2_ref_id):
            pairs[min(couple.player1_ref_id, couple.player2_ref_id), max(couple.player1_ref_id, couple.player2_ref_id)] = (
                wins[couple.number], prizes, jars, money)
    return players, pairs


def stored(night: Night) -> tuple[dict, dict]:
    """The night's stored totals, in the shape of ``said``."""
    players = {t.player_id: (t.wins, t.prizes, t.jars, t.money) for t in NightPlayerTotal.objects.filter(night=night)}
    pairs = {(t.low_id, t.high_id): (t.wins, t.prizes, t.jars, t.money) for t in NightCoupleTotal.objects.filter(night=night)}
    return players, pairs
