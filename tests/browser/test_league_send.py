"""The Send button in Chromium: a finished night's league page on the hall's desk sends the night to a
real league server (gunicorn on its own database) and says so; the list of sendings shows it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.league.services import link_set

from ..server.harness import make_server
from .conftest import PHONE, TABLET, shot
from .fit import misfits
from .nights import finished_night
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """A league server of its own (SQLite: what is under test here is the button), with a hall and its token."""
    server = make_server(tmp_path_factory.mktemp("league"), "league", sqlite=True)
    server.manage("migrate", "--noinput", "-v0")
    token = server.manage("league_hall", "Stella Maris", "--series", "League").split()[-1]  # the sentence ends with the token
    server.start()
    yield server, token
    server.kill()


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_the_send_button_sends_the_finished_night_and_says_so(new_context, organiser, league, viewport):
    server, token = league
    night = finished_night(organiser, name=f"Thursday {viewport['width']}")
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
