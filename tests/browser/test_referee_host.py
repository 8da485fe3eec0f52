"""The own-phones host screen in Chromium (issue 35.3): a seat's QR code leaves the table's screen by
itself once that phone opens it, every code leaves when play starts, and the host shows a lost one
again on purpose; the codes carry the hall's address."""

from __future__ import annotations

import pytest

from tournaments.network import lan_address
from tournaments.referee.services import rebuild, referee_act, referee_start

from .conftest import PHONE, TABLET, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TWO = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]


def test_the_host_screen_hides_each_code_once_taken_and_all_once_play_starts(new_context, settings):
    settings.CARDPARTY_BASE_URL = ""
    rg = referee_start(seats=TWO, seed=21, mode="phones")
    host = new_context(TABLET).new_page()
    host.goto(f"/referee/g/{rg.token}/")
    assert host.locator("svg.qr").count() == 2
    assert host.locator("a.ref-seat-link").first.get_attribute("href").startswith(f"http://{lan_address()}:")
    shot(host, "referee-host-before")
    phone = new_context(PHONE).new_page()
    phone.goto(f"/referee/p/{rg.pk}/{rg.seats[0]['key']}/")
    host.locator("[data-link-seat='0'] svg.qr").wait_for(state="detached")  # the host screen reloads by itself
    assert host.locator("svg.qr").count() == 1 and host.locator("[data-link-seat='1'] svg.qr").count() == 1
    game = rebuild(rg)
    kind = "decline" if game.phase == "rob" else "play"
    referee_act(game=rg, seat=game.to_act, kind=kind, card=None if kind == "decline" else str(game.legal_cards()[0]))
    host.locator("svg.qr").first.wait_for(state="detached")
    assert rg.seats[1]["key"] not in host.content(), "Bob's link is gone too, though his phone never opened it"
    shot(host, "referee-host-playing")
    with host.expect_navigation():
        host.locator("[data-show-link='1']").click()
    assert host.locator("svg.qr").count() == 1 and rg.seats[1]["key"] in host.content()
    shot(host, "referee-host-shown-again")
