"""Who may do what for a night: organisers run it, scorekeepers enter results."""

from __future__ import annotations

from .models import Night


def can_organise(user, night: Night) -> bool:
    """Organisers of the night (and superusers) may do everything for it."""
    if not getattr(user, "is_authenticated", False):
        return False
    return user.is_superuser or night.organisers.filter(pk=user.pk).exists()


def can_score(user, night: Night) -> bool:
    """Scorekeepers assigned to the night, and its organisers, may enter results."""
    if not getattr(user, "is_authenticated", False):
        return False
    return can_organise(user, night) or night.scorekeepers.filter(pk=user.pk).exists()


def can_create_nights(user) -> bool:
    """Staff accounts are organisers and may create nights."""
    return bool(getattr(user, "is_authenticated", False) and (user.is_staff or user.is_superuser))
