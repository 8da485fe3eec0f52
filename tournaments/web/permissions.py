"""Who may do what for a night: organisers run it, scorekeepers enter results."""

from __future__ import annotations

from django.db import connection

from ..models import Night


def _roles(user, night: Night) -> tuple[bool, bool]:
    """(organises, keeps score): both read in one small query, then kept on the night for this user.

    Plain SQL on the two link tables: every result post checks this, and building
    the same query with the ORM cost ten times as long as running it.
    """
    known = night.__dict__.get("_roles_of")
    if known is not None and known[0] == user.pk:
        return known[1]
    quote = connection.ops.quote_name
    organisers, scorekeepers = (quote(m.through._meta.db_table) for m in (Night.organisers, Night.scorekeepers))
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT 1 FROM {organisers} WHERE night_id = %s AND user_id = %s "
            f"UNION ALL SELECT 2 FROM {scorekeepers} WHERE night_id = %s AND user_id = %s",
            [night.pk, user.pk, night.pk, user.pk],
        )
        found = {row[0] for row in cursor.fetchall()}
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
