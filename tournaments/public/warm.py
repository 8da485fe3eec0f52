"""The board drawn as a game closes (tournaments/signals.py): the whole hall looks for its table in the
minute after, and the next game's moves and every couple's new standing are drawn here once, for every
server process to find, instead of by the first board each process serves."""

from __future__ import annotations

from django.utils import translation

from tournaments.models import Night
from tournaments.web.fragments import fragments_shared

from .views import board_context


def board_warm(sender: type, *, night_id: int, **kwargs: object) -> None:
    """Draw the board's long lists in the night's language (the board's, unless a person chose another)."""
    night = Night.objects.select_related("series").filter(pk=night_id).first()
    if night is None:
        return
    with translation.override(night.language), fragments_shared():
        board_context(night)
