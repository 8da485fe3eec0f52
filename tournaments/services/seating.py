"""Storing a game's seating as it was played."""

from __future__ import annotations

from collections.abc import Mapping

from ..models import Couple, Night, Seat
from .versions import night_seating_renew


def seating_store(*, night: Night, game: int, seating: Mapping[int, tuple]) -> None:
    """Replace one game's stored seating with ``seating`` (couple numbers)."""
    by_number = {c.number: c for c in Couple.objects.filter(night=night)}
    Seat.objects.filter(night=night, game=game).delete()
    rows = []
    for table, (staying, arriving) in seating.items():
        alone = staying is None or arriving is None
        for role, number in ((Seat.Role.STAYING, staying), (Seat.Role.ARRIVING, arriving)):
            if number is not None:
                rows.append(Seat(night=night, game=game, table=table, couple=by_number[number], role=role, alone=alone))
    Seat.objects.bulk_create(rows)
    night_seating_renew(night_id=night.pk)

