"""A series' season in Chromium (issue 15, point 2): the season table and a player's page with the
chart of their wins night by night, on a phone and on a laptop, readable and within the screen."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.models import Player
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import PHONE, TABLET, shot
from .fit import misfits

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PEOPLE = [("Mary MacDonald", "Gérard Boudreau"), ("Flora Beaton", "Angus MacIsaac"), ("Josée Côté", "Rémi Doucet"),
          ("Hughie MacLean", "Theresa Poirier")]


@pytest.fixture
def season(organiser):
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    for week in range(4):
        night = night_create(series=series, name=f"Week {week + 1}", date=dt.date(2026, 10, 6) + dt.timedelta(days=7 * week),
                             games=6, organiser=organiser)
        for first, second in PEOPLE:
            couple_register(night=night, player1=first, player2=second)
        night = night_start(night=night)
        for game in range(1, 7):
            for table, pair in seating_for_game(night=night, game=game).items():
                result_record(night=night, game=game, table=table, winner=pair[(game + week + table) % 2])
            night = game_close(night=night)
        night_finish(night=night)
    return series


@pytest.mark.parametrize("size", [PHONE, TABLET, {"width": 1280, "height": 800}], ids=["phone", "tablet", "laptop"])
def test_the_season_and_a_players_chart_read_on_a_phone_a_tablet_and_a_laptop(new_context, season, size):
    page = new_context(size).new_page()
    page.goto(f"/s/{season.slug}/")
    assert page.locator(".season-table tbody tr").count() == 8
    shot(page, f"season-table-{size['width']}")  # taken first: a misfit is easier to see than to read
    assert not misfits(page, 80), misfits(page, 80)
    mary = Player.objects.get(series=season, name="Mary MacDonald")
    with page.expect_navigation():
        page.click("text=Mary MacDonald")
    assert page.url.endswith(f"/p/{mary.pk}/")
    chart = page.locator(".wins-chart svg")
    assert chart.is_visible() and page.locator(".wins-chart rect").count() == 4
    box = chart.bounding_box()
    assert box["width"] <= size["width"] and box["height"] > 100, box
    assert not misfits(page, 80), misfits(page, 80)
    shot(page, f"season-player-{size['width']}")


def test_the_regular_couples_read_on_a_phone(new_context, season):
    page = new_context(PHONE).new_page()
    page.goto(f"/s/{season.slug}/#couples")
    rows = page.locator(".couples-table tbody tr")
    assert rows.count() == 4 and "Mary MacDonald & Gérard Boudreau" in page.locator(".couples-table").inner_text()
    assert not misfits(page, 80), misfits(page, 80)
    # On a phone the row is not under its header: each number says what it is above it.
    label = rows.first.locator("td.wins").evaluate("cell => getComputedStyle(cell, '::before').content")
    assert label == '"Wins"', label
    page.locator("#couples").scroll_into_view_if_needed()
    shot(page, "season-page-390")  # the whole page: the address and the QR code at its foot
    page.locator(".couples-table").screenshot(path=str(shot(page, "season-couples-390")))
    assert page.locator(".season-qr svg.qr").bounding_box()["width"] >= 150, "the QR code big enough to scan"
