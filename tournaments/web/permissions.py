"""Who may do what for a night: organisers run it, scorekeepers enter results."""

from __future__ import annotations

from ..models import Night


def _roles(user, night: Night) -> tuple[bool, bool]:
    """(organises, keeps score): the night's organisers and scorekeepers read in one small query (the
    two link tables joined to the night: a handful of rows, and a third of the cost of building a
    union of the two), then kept on the night for this user."""
    known = night.__dict__.get("_roles_of")
    if known is not None and known[0] == user.pk:
        return known[1]
    rows = Night.objects.filter(pk=night.pk).order_by().values_list("organisers", "scorekeepers")
    organisers, scorekeepers = set(), set()
    for organiser, scorekeeper in rows:
        organisers.add(organiser)
        scorekeepers.add(scorekeeper)
    roles = (user.pk in organisers, user.pk in scorekeepers)
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
