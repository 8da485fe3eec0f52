"""Who may do what for a night: organisers run it, scorekeepers enter results."""

from __future__ import annotations

from ..models import Night
from ..selectors import night_roles


def _roles(user, night: Night) -> tuple[bool, bool]:
    """(organises, keeps score), read once and kept on the night for this user."""
    known = night.__dict__.get("_roles_of")
    if known is not None and known[0] == user.pk:
        return known[1]
    roles = night_roles(night_id=night.pk, user_id=user.pk)
    night.__dict__["_roles_of"] = (user.pk, roles)
    return roles


def can_organise(user, night: Night) -> bool:
    """Organisers of the night (and superusers) may do everything for it."""
    if not getattr(user, "is_authenticated", False):
        return False
    return user.is_superuser or _roles(user, night)[0]


def can_score(user, night: Night) -> bool:
    """Scorekeepers assigned to the night, and its organisers, may enter results."""
    if not getattr(user, "is_authenticated", False):
        return False
    return user.is_superuser or any(_roles(user, night))


def can_create_nights(user) -> bool:
    """Staff accounts are organisers and may create nights."""
    return bool(getattr(user, "is_authenticated", False) and (user.is_staff or user.is_superuser))
