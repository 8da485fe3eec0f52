"""Storing a game's seating as it was played."""

from __future__ import annotations

from collections.abc import Mapping

from ..models import Couple, Night, NightVersion, Seat
from ..models.version import seating_word


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
    seating_word_new(night_id=night.pk)


def seating_word_new(*, night_id: int) -> None:
    """Give the night's seats a new word (NightVersion.seating), in the caller's transaction."""
    if not NightVersion.objects.filter(night_id=night_id).update(seating=seating_word()):
        NightVersion.objects.update_or_create(night_id=night_id, defaults={"seating": seating_word()})
