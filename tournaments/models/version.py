"""A night's version: one number that every change to what its pages show moves on.

Kept in a row of its own, never on ``Night``: a ``night.save()`` from a copy read earlier would
otherwise write an old number back, and a page kept for that number would be shown again.
"""

from __future__ import annotations

import secrets

from django.db import models

from .night import Night


def seating_word() -> str:
    """A new random word for a night's seats."""
    return secrets.token_hex(8)


class NightVersion(models.Model):
    """How many changes the night has had; pages are kept per (night, version)."""

    night = models.OneToOneField(Night, on_delete=models.CASCADE, primary_key=True, related_name="version_row")
    version = models.PositiveBigIntegerField(default=1)
    # A new random word each time a game's seats are stored (services/versions.py, night_seating_renew): what
    # a game's moves are kept by (selectors/seating.py, moves_kept). Ids and versions can come back after
    # a database is restored from a copy; a random word drawn for other seats does not.
    seating = models.CharField(max_length=16, default=seating_word, editable=False)

    def __str__(self) -> str:
        return f"{self.night_id} v{self.version}"
