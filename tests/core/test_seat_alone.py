"""A seat says whether its couple sits alone at its table: the bye, read by its mark.

tests/conftest.py checks the mark after every test that stores seats; these tests name the cases.
"""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps

from tournaments.models import Seat
from tournaments.selectors import night_standings, seating_for_game
from tournaments.services.couples import couple_readmit, couple_withdraw
from tournaments.transfer import night_export, night_import

pytestmark = pytest.mark.django_db


def marked(night) -> set[tuple[int, int]]:
    return set(Seat.objects.filter(night=night, alone=True).values_list("game", "couple__number"))


def byes(night, games) -> set[tuple[int, int]]:
    """The byes from the seatings themselves: a table with one couple."""
    return {(g, next(n for n in pair if n is not None)) for g in games
            for pair in seating_for_game(night=night, game=g).values() if None in pair}


def test_an_odd_night_marks_one_bye_each_game_and_nothing_else(make_night, play_game):
    night = play_game(play_game(make_night(7)))
    assert len(marked(night)) == 3 == len(byes(night, (1, 2, 3)))
    assert marked(night) == byes(night, (1, 2, 3))


def test_an_even_night_has_no_seat_marked_alone(make_night, play_game):
    night = play_game(make_night(8))
    assert marked(night) == set() and Seat.objects.filter(night=night).count() == 16


def test_a_withdrawal_leaves_its_partner_marked_alone_and_a_return_takes_the_mark_off(make_night, play_game):
    night = play_game(make_night(6))  # game 2 in play, three full tables
    couple_withdraw(night=night, number=3)
    [(game, alone)] = marked(night)
    assert game == 2 and (game, alone) in byes(night, (2,))
    couple_readmit(night=night, number=3)
    assert marked(night) == set()


def test_an_imported_night_keeps_its_byes_marked(make_night, play_game):
    night = play_game(play_game(make_night(5, games=4)))
    copy = night_import(data=night_export(night=night), slug="copy-of-five")
    assert marked(copy) == marked(night) == byes(night, (1, 2, 3))


def test_seats_stored_before_the_mark_are_marked_by_the_migration(make_night, play_game):
    night = play_game(make_night(9))
    counted = sum(line.wins for line in night_standings(night=night).lines)
    Seat.objects.filter(night=night).update(alone=False)
    assert sum(line.wins for line in night_standings(night=night).lines) == counted - 1, "game 1's bye not counted"
    importlib.import_module("tournaments.migrations.0014_seat_alone").byes_mark(apps, None)
    assert marked(night) == byes(night, (1, 2))
    assert sum(line.wins for line in night_standings(night=night).lines) == counted
