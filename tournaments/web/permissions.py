"""Who may do what for a night: organisers run it, scorekeepers enter results."""

from __future__ import annotations

from django.db.models import Value

from ..models import Night


def _roles(user, night: Night) -> tuple[bool, bool]:
    """(organises, keeps score): both read in one small query (a union of the two link tables),
    then kept on the night for this user."""
    known = night.__dict__.get("_roles_of")
    if known is not None and known[0] == user.pk:
        return known[1]
    links = {"night_id": night.pk, "user_id": user.pk}
    organises = Night.organisers.through.objects.filter(**links).annotate(role=Value(1)).values_list("role")
    scores = Night.scorekeepers.through.objects.filter(**links).annotate(role=Value(2)).values_list("role")
    found = {role for (role,) in organises.union(scores, all=True)}
    roles = (1 in found, 2 in found)
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
