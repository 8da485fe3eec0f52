"""The board and the standings drawn as a game closes (tournaments/signals.py): the whole hall looks for
its table and its place in the minute after, and the next game's moves and every couple's new standing
are drawn here once, for every server process to find, instead of by the first page each process serves."""

from __future__ import annotations

from django.utils import translation

from tournaments.cache.fragments import fragments_shared
from tournaments.models import Night

from .tables import StandingsTable
from .views import board_context, standings_parts


def close_warm(sender: type, *, night_id: int, **kwargs: object) -> None:
    """Draw the board's long lists and the standings page's rows (in its own order, most wins first) in
    the night's language (the pages', unless a person chose another), from one reading of the standings."""
    night = Night.objects.select_related("series").filter(pk=night_id).first()
    if night is None:
        return
    with translation.override(night.language), fragments_shared():
        table, _prizes, rows = standings_parts(night)
        board_context(night, table=table)
        StandingsTable(rows).body_parts()
