"""The Send button in Chromium: a finished night's league page on the hall's desk sends the night to a
real league server (gunicorn on its own database) and says so; the list of sendings shows it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.league.services import link_set

from ..server.harness import make_server
from ..web.league.hostile import answer, serve
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


PROXY_413 = (b"HTTP/1.1 413 Request Entity Too Large\r\nServer: nginx\r\nContent-Type: text/html\r\n"
             b"Content-Length: 49\r\n\r\n<html><h1>413 Request Entity Too Large</h1></html>")


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_a_night_too_big_for_the_leagues_proxy_is_said_and_the_night_file_offered(new_context, organiser, viewport):
    night = finished_night(organiser, name=f"Friday {viewport['width']}")
    with serve(answer(PROXY_413)) as proxy:
        link_set(series=night.series, url=proxy.url, token="t")
        page = new_context(viewport).new_page()
        sign_in(page, "org")
        page.goto(f"/desk/{night.slug}/league/")
        with page.expect_navigation():
            page.locator("#league-send").click()
    expect(page.locator(".msg.error")).to_contain_text("too big for the league's proxy")
    expect(page.locator(".league-sent li").first).to_contain_text("not accepted")
    expect(page.locator("#league-by-hand")).to_be_visible()
    download = page.get_by_role("link", name="Download the night file")
    assert download.bounding_box()["height"] >= 44
    shot(page, f"league-send-413-{viewport['width']}")
    assert misfits(page) == []
    with page.expect_download() as got:
        download.click()
    assert got.value.suggested_filename == f"{night.slug}.night.json"
