"""Closes never keep the desk waiting (issue 33 point 7): 25 games closed from the progress page, a
board on the wall and a tablet polling all the while, each close from the click to the moves page in
under a second. The backup and the hall's drawing happen after the close answers
(services/after_close.py). The taps are stored through the services, so the test times only closes."""

from __future__ import annotations

import datetime as dt
import time

import pytest
from playwright.sync_api import expect

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import TABLET, TABLET_LANDSCAPE
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.alone, pytest.mark.django_db(transaction=True)]

GAMES = 25
SLOWEST_MS = 1000


def test_each_of_25_closes_reaches_the_moves_within_a_second(new_context, organiser, scorekeeper):
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Close speed", date=dt.date(2026, 12, 1), organiser=organiser,
                         games=GAMES)
    for n in range(1, 14):  # thirteen couples: a bye every game, as the newcomer's night had
        couple_register(night=night, player1=f"Flora {n}", player2=f"Angus {n}")
    night.scorekeepers.add(scorekeeper)
    night = night_start(night=night)

    board = new_context({"width": 1280, "height": 720}).new_page()
    board.goto(f"/n/{night.slug}/board/")
    tablet = new_context(TABLET).new_page()
    sign_in(tablet, "keeper")
    tablet.goto(f"/score/{night.slug}/")
    desk = new_context(TABLET_LANDSCAPE).new_page()
    desk.on("dialog", lambda dialog: dialog.accept())
    sign_in(desk, "org")

    took = []
    for game in range(1, GAMES + 1):
        for table, pair in seating_for_game(night=Night.objects.get(pk=night.pk), game=game).items():
            if None not in pair:
                result_record(night=night, game=game, table=table, winner=min(pair))
        desk.goto(f"/desk/{night.slug}/progress/")
        expect(desk.locator("#close-game")).to_be_enabled()
        start = time.perf_counter()
        desk.click("#close-game")
        desk.wait_for_url(f"**/desk/{night.slug}/{'moves' if game < GAMES else 'prizes'}/")
        desk.wait_for_load_state("load")
        took.append(round((time.perf_counter() - start) * 1000))
    assert Night.objects.get(pk=night.pk).state == Night.State.PRIZES
    assert max(took) < SLOWEST_MS, f"closes (ms): {took}"
