"""A night's version: one number that every change to what its pages show moves on.

Kept in a row of its own, never on ``Night``: a ``night.save()`` from a copy read earlier would
otherwise write an old number back, and a page kept for that number would be shown again.
"""

from __future__ import annotations

from django.db import models

from .night import Night


class NightVersion(models.Model):
    """How many changes the night has had; pages are kept per (night, version)."""

    night = models.OneToOneField(Night, on_delete=models.CASCADE, primary_key=True, related_name="version_row")
    version = models.PositiveBigIntegerField(default=1)

    def __str__(self) -> str:
        return f"{self.night_id} v{self.version}"
