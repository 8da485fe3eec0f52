"""The data of the card-party nights; invariants live in database constraints.

``night``: a series, its nights, couples, seating, results and their corrections,
tie-breaks and the cookie jar. ``dispute``: a scorekeeper's refused tap, kept for
the organiser to settle. ``player``: the people who come back to a series, and the audit lines of their merges.
``version``: the number each change to a night moves on. ``season``: each finished night's totals for the
season table. Everything is imported from ``tournaments.models``.
"""

from .dispute import Dispute
from .event import NightEvent
from .night import (
    Correction,
    Couple,
    JarDraw,
    JarEntry,
    Night,
    PostToken,
    Result,
    Seat,
    Series,
    TieBreak,
    TieEntry,
    default_prizes,
    game_choices,
    new_public_token,
)
from .player import Player, PlayerEvent
from .season import NightCoupleTotal, NightPlayerTotal
from .version import NightVersion

__all__ = [
    "Correction", "Couple", "Dispute", "JarDraw", "JarEntry", "Night", "NightCoupleTotal", "NightEvent", "NightPlayerTotal",
    "NightVersion", "Player", "PlayerEvent",
    "PostToken", "Result", "Seat",
    "Series", "TieBreak", "TieEntry", "default_prizes", "game_choices", "new_public_token",
]
