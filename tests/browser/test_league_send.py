"""The Send button in Chromium: a finished night's league page on the hall's desk sends the night to a
real league server (gunicorn on its own database) and says so; the list of sendings shows it."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.league.services import link_set
from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.results import result_record

from ..server.harness import make_server
from .conftest import PHONE, TABLET, shot
from .fit import misfits
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """A league server of its own (SQLite: what is under test here is the button), with a hall and its token."""
    server = make_server(tmp_path_factory.mktemp("league"), "league", sqlite=True)
    server.manage("migrate", "--noinput", "-v0")
    token = server.manage("league_hall", "Stella Maris", "--series", "League").strip()
    server.start()
    yield server, token
    server.kill()


def _finished(organiser, name: str) -> Night:
    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness")
    series.owners.add(organiser)
    night = night_create(series=series, name=name, date=dt.date(2026, 12, 5), games=1, organiser=organiser,
                         cookie_jar=False)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Flora {n}", player2=f"Angus {n}")
    night = night_start(night=night)
    for table, pair in seating_for_game(night=night, game=1).items():
        result_record(night=night, game=1, table=table, winner=min(pair))
    game_close(night=Night.objects.get(pk=night.pk))
    return night_finish(night=Night.objects.get(pk=night.pk))


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_the_send_button_sends_the_finished_night_and_says_so(new_context, organiser, league, viewport):
    server, token = league
    night = _finished(organiser, f"Thursday {viewport['width']}")
    link_set(series=night.series, url=f"http://127.0.0.1:{server.port}/", token=token)
    page = new_context(viewport).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/")
    page.get_by_role("link", name="Send to the league").click()
    expect(page.locator("h1")).to_have_text("Send to the league")
    button = page.locator("#league-send")
    assert button.bounding_box()["height"] >= 44  # a big tap target, as on the other desk pages
    with page.expect_navigation():
        button.click()
    expect(page.locator(".msg.success")).to_have_text("The league received the night.")
    expect(page.locator(".league-sent li").first).to_contain_text("accepted")
    shot(page, f"league-send-{viewport['width']}")
    assert misfits(page) == []
    received = server.query("SELECT r.slug, h.name FROM league_receivednight r JOIN league_hall h ON h.id = r.hall_id "
                            "WHERE r.slug = ?", (night.slug,))
    assert received == [(night.slug, "Stella Maris")]
