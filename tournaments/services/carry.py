"""The cookie jar's carry-over between the nights of a series: taken once, given back once.

A draw takes the series' carry-over into its pot (the series keeps nothing of it, so a second
night drawn at the same time finds nothing to take); finishing adds what nobody won back to the
series; reopening a finished night takes that back again, if no later draw has taken it since.
Each runs inside its caller's transaction, with the series' row locked.
"""

from __future__ import annotations

from decimal import Decimal

from django.utils.translation import gettext as _

from ..errors import Conflict
from ..models import Series


def series_carry_take(*, series_id: int) -> Decimal:
    """Empty the series' carry-over into a draw's pot; returns what was taken."""
    series = Series.objects.select_for_update().get(pk=series_id)
    taken = series.jar_carry
    if taken:
        series.jar_carry = Decimal("0")
        series.save(update_fields=["jar_carry"])
    return taken


def series_carry_give(*, series_id: int, amount: Decimal) -> None:
    """Add an unwon pot to the series' carry-over (on top of what another night left there)."""
    if not amount:
        return
    series = Series.objects.select_for_update().get(pk=series_id)
    series.jar_carry += amount
    series.save(update_fields=["jar_carry"])


def series_carry_take_back(*, series_id: int, amount: Decimal) -> None:
    """Undo a finish's give: refused when a later night's draw has already taken it."""
    if not amount:
        return
    series = Series.objects.select_for_update().get(pk=series_id)
    if series.jar_carry < amount:
        raise Conflict(_("The cookie jar's carry-over from this night has already gone into a later night's pot: "
                         "the night cannot be reopened."))
    series.jar_carry -= amount
    series.save(update_fields=["jar_carry"])
