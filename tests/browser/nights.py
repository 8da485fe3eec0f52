"""Nights the browser tests start from, made through the services as the desk would make them."""

from __future__ import annotations

import datetime as dt

from tournaments.models import Night
from tournaments.selectors import night_standings, seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open, tiebreak_playoff
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


TIED_FIRST = ["Cathy", "Mary Catherine", "Marie-Thérèse", "Dan Rory", "Bernadette", "Gaétan", "Hughie", "Josée"]
TIED_LAST = ["MacIsaac", "MacNeil-Fitzgerald", "Aucoin-Chiasson", "MacKinnon", "Bélanger", "Doucette", "Chisholm"]
PRIZE_AMOUNTS = [{"description": "Turkey", "amount": "$120"}, {"description": "Ham", "amount": "$90"},
                 {"description": "", "amount": "$60"}]


def tied_prize_night(organiser=None, *, settle: bool = True, finish: bool = True) -> Night:
    """The prize board's worst case (issue 33, point 1): 24 couples with long names, 3 games, each of the 3 prizes
    tied by 6 couples (3, 2 and 1 wins) and the booby prize by the other 6 (no win), 6 couples in the cookie jar.
    With ``settle`` the 1st prize is split 6 ways, the 2nd cut by the app (a seed), the 3rd played off, the booby
    split and the jar revealed; with ``finish`` the night is finished."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Christmas card party", date=dt.date(2026, 12, 19), games=3,
                         organiser=organiser, cookie_jar_games=1, prizes=PRIZE_AMOUNTS)
    for n in range(24):
        couple_register(night=night, player1=f"{TIED_FIRST[n % 8]} {TIED_LAST[n % 7]}",
                        player2=f"{TIED_FIRST[(n + 3) % 8]} {TIED_LAST[(n + 2) % 7]}")
    night = night_start(night=night)
    for number in range(1, 7):
        jar_enter(night=night, number=number, fee="2.00")
    # Which couple of each table wins, game by game ("a" the couple staying, "b" the one arriving): found by a search
    # over the movement's rules for 6 couples with 3 wins, 6 with 2, 6 with 1 and 6 with none.
    for game, pattern in enumerate(("aababbbaabba", "bbbbbbbbbabb", "baabaaabbbbb"), start=1):
        night = Night.objects.get(pk=night.pk)
        for (table, pair), side in zip(sorted(seating_for_game(night=night, game=game).items()), pattern, strict=True):
            result_record(night=night, game=game, table=table, winner=pair[0] if side == "a" else pair[1])
        game_close(night=night)
    night = Night.objects.get(pk=night.pk)
    table = night_standings(night=night)
    assert [len(g) for g in table.prize_groups] == [6, 6, 6] and len(table.booby_group) == 6
    if settle:
        _settle_every_prize(night, table)
    if finish:
        night = night_finish(night=Night.objects.get(pk=night.pk))
    return Night.objects.get(pk=night.pk)


def _settle_every_prize(night: Night, table) -> None:
    first = tiebreak_open(night=night, place=1)
    tiebreak_choose(night=night, tiebreak=first.pk, choices=dict.fromkeys(table.prize_groups[0], "split"))
    second = tiebreak_open(night=night, place=2)
    tiebreak_choose(night=night, tiebreak=second.pk, choices=dict.fromkeys(table.prize_groups[1], "cut"))
    tiebreak_cut(night=night, tiebreak=second.pk, seed=627699)
    third = tiebreak_open(night=night, place=3)
    tiebreak_choose(night=night, tiebreak=third.pk, choices=dict.fromkeys(table.prize_groups[2], "playoff"))
    tiebreak_playoff(night=night, tiebreak=third.pk, winner=table.prize_groups[2][0], points=(45, 35))
    booby = tiebreak_open(night=night, kind="booby")
    tiebreak_choose(night=night, tiebreak=booby.pk, choices=dict.fromkeys(table.booby_group, "split"))
    jar_reveal(night=night)
    jar = night_standings(night=night).jar
    if len(jar.winners) > 1:
        tb = tiebreak_open(night=night, kind="jar")
        tiebreak_choose(night=night, tiebreak=tb.pk, choices=dict.fromkeys(jar.winners, "split"))
