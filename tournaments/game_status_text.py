"""The words every page uses for a game's status (``game_status.py``), so that the desk, the tablets
and the board say the same thing while a table is disputed."""

from __future__ import annotations

from django.utils.translation import ngettext

from .game_status import GameStatus


def disputed_sentence(status: GameStatus) -> str:
    """Which tables are disputed and that the close waits for them, or "" when none is."""
    if not status.disputed:
        return ""
    return ngettext(
        "Table %(tables)s is disputed: closing game %(game)d waits until the organiser settles it.",
        "Tables %(tables)s are disputed: closing game %(game)d waits until the organiser settles them.",
        len(status.disputed)) % {"tables": ", ".join(map(str, status.disputed)), "game": status.game}
