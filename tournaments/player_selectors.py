"""Reads for the people who come back: a series' regulars, the most recent first."""

from __future__ import annotations

from typing import NamedTuple

from .models import Couple, Player, Series


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
