"""The desk's long lists drawn as a game closes (tournaments/signals.py): the organiser reads the next
game's moves out, or puts them on the projector, and watches the new game's tables come in on the
progress page, in the minute after; drawn here once, for every server process to find."""

from __future__ import annotations

from django.utils import translation

from tournaments.cache.fragments import fragments_shared
from tournaments.models import Night

from .views.play import moves_drawn, progress_context


def desk_warm(sender: type, *, night_id: int, **kwargs: object) -> None:
    """Draw the game in play's moves and its progress tiles in the night's language."""
    night = Night.objects.filter(pk=night_id, state=Night.State.PLAYING).first()
    if night is None:  # the last game closed: the prizes follow, no seating
        return
    with translation.override(night.language), fragments_shared():
        moves_drawn(night=night, game=night.current_game)
        progress_context(night)  # its tiles, in runs (the page's other parts are small)
