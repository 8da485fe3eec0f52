"""Small helpers shared by the service tests (no assertions of their own)."""

from __future__ import annotations

from collections import defaultdict

from tournaments.models import Night, Result, Seat


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
