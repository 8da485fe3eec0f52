"""Nights the browser tests start from, made through the services as the desk would make them."""

from __future__ import annotations

import datetime as dt

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.results import result_record


def finished_night(organiser, *, name: str = "Finished night") -> Night:
    """A one-game night of four couples at Stella Maris (the organiser's series), played and finished."""
    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness", owner=organiser)
    night = night_create(series=series, name=name, date=dt.date(2026, 12, 5), games=1, organiser=organiser,
                         cookie_jar=False)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Flora {n}", player2=f"Angus {n}")
    night = night_start(night=night)
    for table, pair in seating_for_game(night=night, game=1).items():
        result_record(night=night, game=1, table=table, winner=min(pair))
    game_close(night=Night.objects.get(pk=night.pk))
    return night_finish(night=Night.objects.get(pk=night.pk))
