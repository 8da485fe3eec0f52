"""The desk's moves drawn as a game closes (tournaments/signals.py): the organiser reads the next
game's moves out, or puts them on the projector, in the minute after; drawn here once, for every
server process to find."""

from __future__ import annotations

from django.utils import translation

from tournaments.models import Night
from tournaments.web.fragments import fragments_shared

from .views.play import moves_drawn


def moves_warm(sender: type, *, night_id: int, **kwargs: object) -> None:
    """Draw the game in play's moves in the night's language."""
    night = Night.objects.filter(pk=night_id, state=Night.State.PLAYING).first()
    if night is None:  # the last game closed: the prizes follow, no seating
        return
    with translation.override(night.language), fragments_shared():
        moves_drawn(night=night, game=night.current_game)
