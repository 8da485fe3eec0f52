"""Demo nights with real-looking English and French names, for trying the app out."""

from __future__ import annotations

import datetime as dt
import random

from .models import Night
from .selectors import night_standings, seating_for_game
from .services.couples import couple_register
from .services.jar import jar_draw, jar_enter, jar_reveal
from .services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from .services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open
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
    date: dt.date | None = None, series_name: str = "St. Joseph's Parish Hall", owner=None,
) -> Night:
    """A night with ``couples`` couples, ``play`` games played with random winners, in ``owner``'s
    series (who also organises the night; none: a series for superusers only)."""
    rng = random.Random(seed)
    series = series_get_or_create(name=series_name, venue="Arichat, Cape Breton", owner=owner)
    night = night_create(series=series, name=name, date=date or dt.date.today(), games=games, organiser=owner)
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


def demo_season_create(*, night: Night, weeks: int = 3, seed: int = 0) -> list[Night]:
    """``weeks`` finished nights before ``night``, a week apart, in its series, played by the same
    people (a few change partners, a couple stays home some weeks): a season to look at. Each is a
    real finished night: ``night``'s prizes, booby prize and cookie jar, the jar entered, drawn and
    revealed, every tie settled (split or a cut by the app), numbered (1), (2)... oldest first."""
    rng = random.Random(seed)
    people = [(c.player1, c.player2) for c in night.couples.order_by("number")]
    made = []
    for week in range(weeks, 0, -1):
        past = night_create(series=night.series, name=f"{night.name} ({weeks - week + 1})", games=night.games,
                            date=night.date - dt.timedelta(days=7 * week), prizes=night.prizes,
                            booby_prize=night.booby_prize, cookie_jar=night.cookie_jar,
                            cookie_jar_games=min(night.cookie_jar_games, night.games), cookie_jar_fee=night.cookie_jar_fee)
        pairs = [pair for pair in people if rng.random() > 0.1]
        for i in range(0, len(pairs) - 1, 6):  # every sixth couple swaps a partner with the next
            (a, b), (c, d) = pairs[i], pairs[i + 1]
            pairs[i], pairs[i + 1] = (a, d), (c, b)
        for first, second in pairs:
            couple = couple_register(night=past, player1=first, player2=second)
            if past.cookie_jar and rng.random() < 0.6:
                jar_enter(night=past, number=couple.number)
        past = night_start(night=past)
        if past.cookie_jar:
            jar_draw(night=past, seed=rng.randrange(10**6))  # sealed at the start, as a hall does it
        for _ in range(past.games):
            game = past.current_game
            for table, pair in seating_for_game(night=past, game=game).items():
                if None not in pair:
                    result_record(night=past, game=game, table=table, winner=rng.choice(pair))
            past = game_close(night=past)
        if past.cookie_jar:
            jar_reveal(night=past)
        _ties_settled(past, rng)
        made.append(night_finish(night=past))
    return made


def _ties_settled(night: Night, rng: random.Random) -> None:
    """Every tie of a played night settled as couples often choose: all split, or a cut the app makes."""
    table = night_standings(night=night)
    ties = [("prize", place, group) for place, group in enumerate(table.prize_groups, start=1)]
    ties += [("booby", 1, table.booby_group)] if night.booby_prize else []
    ties += [("jar", 1, list(table.jar.winners))] if table.jar.revealed else []
    for kind, place, group in ties:
        if len(group) < 2:
            continue
        tb = tiebreak_open(night=night, kind=kind, place=place)
        choice = rng.choice(("split", "cut"))
        tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: choice for n in group})
        if not tb.resolved:
            tiebreak_cut(night=night, tiebreak=tb.pk, seed=rng.randrange(10**6))
