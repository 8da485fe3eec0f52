"""Demo nights with real-looking English and French names, for trying the app out."""

from __future__ import annotations

import datetime as dt
import random

from .models import Night
from .selectors import seating_for_game
from .services.couples import couple_register
from .services.nights import game_close, night_create, night_start, series_get_or_create
from .services.results import result_record

FIRST = [
    "Marie-Thérèse", "Gaétan", "Angus", "Mary Catherine", "Réjean", "Hélène", "Ronald", "Joséphine", "Donald",
    "Françoise", "Seamus", "Aurélie", "Colin", "Geneviève", "Malcolm", "Béatrice", "Kenneth", "Noëlle", "Ian",
    "Élise", "Murdock", "Céline", "Hughie", "Annette", "Allan", "Zoé", "Rory", "Léa", "Duncan", "Bernadette",
]
LAST = [
    "O'Neil", "Bélanger", "MacDonald", "Boudreau", "LeBlanc", "MacNeil", "Poirier", "D'Entremont", "Côté",
    "MacLeod", "Samson", "Landry", "MacIsaac", "Chiasson", "Gillis", "Doucet", "Fougère", "MacKinnon",
    "Aucoin", "Deveau", "Cormier", "MacLean", "Thériault", "Campbell", "Pâquet",
]


def demo_names(rng: random.Random) -> tuple[str, str]:
    """Two players' names."""
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}", f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def demo_night_create(
    *, couples: int, games: int = 25, seed: int = 0, play: int = 0, name: str = "Demo night",
    date: dt.date | None = None, series_name: str = "St. Joseph's Parish Hall",
) -> Night:
    """A night with ``couples`` couples, ``play`` games played with random winners."""
    rng = random.Random(seed)
    series = series_get_or_create(name=series_name, venue="Arichat, Cape Breton")
    night = night_create(series=series, name=name, date=date or dt.date.today(), games=games)
    for _ in range(couples):
        couple_register(night=night, player1=demo_names(rng)[0], player2=demo_names(rng)[1])
    if play:
        night = night_start(night=night)
    for _ in range(play):
        game = night.current_game
        for table, pair in seating_for_game(night=night, game=game).items():
            if None not in pair:
                result_record(night=night, game=game, table=table, winner=rng.choice(pair))
        night = game_close(night=night)
    return Night.objects.get(pk=night.pk)
