"""Dropped Wi-Fi: a tap made offline waits in the browser, survives a reload, and is sent exactly once.

Over plain http on a hall's LAN there is no service worker, so the browser cannot
load the page itself while fully offline; the reload happens once the tablet is
back on the Wi-Fi while the laptop still does not answer the posts (routed to
fail), which is the worst case: the page must show the waiting tap from
localStorage and send it once the posts go through.

The outage is made by routing every request of the page to fail as a dropped
network does (ERR_INTERNET_DISCONNECTED), not by Chromium's offline switch: that
switch can hold a post and deliver it once back online after telling the page it
failed. The token makes that harmless (the next test proves it), but it would make
this test's "still waiting after the reload" a matter of luck.
"""

from __future__ import annotations

import re

import pytest

from tournaments.models import PostToken, Result

from .conftest import shot
from .test_tablet import hall_night, open_tablet, result_posts  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

JSON_ENDPOINTS = re.compile(r"/score/[^/]+/(state|result|undo)/$")


def test_a_tap_made_offline_is_kept_and_sent_exactly_once(new_context, hall_night):  # noqa: F811
    page = open_tablet(new_context, hall_night, "keeper")
    answers = result_posts(page)

    # The Wi-Fi drops: nothing the page asks for gets through.
    page.route("**/*", lambda route: route.abort("internetdisconnected"))
    page.click("#table-2 .pick[data-winner='4']")
    page.wait_for_selector("#table-2.pending")
    page.wait_for_function("document.querySelector('#net').classList.contains('bad')")
    assert "Waiting to send" in page.inner_text("#table-2")
    assert "1 result waiting to send" in page.inner_text("#net")
    shot(page, "tablet-offline-waiting")
    assert not Result.objects.filter(night=hall_night).exists()
    with pytest.raises(Exception, match="ERR_INTERNET_DISCONNECTED"):
        page.reload()

    # Back on the Wi-Fi, but the laptop does not answer posts yet: reload the page.
    page.unroute("**/*")
    page.route(JSON_ENDPOINTS, lambda route: route.abort("internetdisconnected"))
    page.goto(f"/score/{hall_night.slug}/")
    page.wait_for_selector("#table-2.pending")
    page.wait_for_function("document.querySelector('#net').classList.contains('bad')")
    assert "Waiting to send" in page.inner_text("#table-2")
    assert "1 result waiting to send" in page.inner_text("#net")
    shot(page, "tablet-offline-after-reload")

    # The laptop answers again: the tap is sent by itself, once.
    page.unroute(JSON_ENDPOINTS)
    page.wait_for_selector("#table-2.done:not(.pending)", timeout=15000)
    page.wait_for_function("document.querySelector('#net').textContent === 'Connected'", timeout=15000)
    page.wait_for_timeout(3500)  # one more retry tick: nothing else may go out
    assert Result.objects.filter(night=hall_night).count() == 1
    assert Result.objects.get(night=hall_night, table=2).winner.number == 4
    assert PostToken.objects.filter(night=hall_night).count() == 1
    assert [a["body"]["status"] for a in answers] == ["recorded"]
    queued = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('cardparty-queue')).map(k => localStorage[k])")
    assert queued == ["[]"]
    shot(page, "tablet-back-online")


def test_an_answer_lost_on_the_way_back_is_retried_harmlessly(new_context, hall_night):  # noqa: F811
    page = open_tablet(new_context, hall_night, "keeper")
    answers = result_posts(page)  # the first post is aborted on the way back: no answer for it
    delivered: list[int] = []

    def deliver_then_lose(route):
        delivered.append(route.fetch().status)  # the server stores the result...
        route.abort("connectionreset")  # ...and the tablet never hears back

    page.route(re.compile(r"/score/[^/]+/result/$"), deliver_then_lose)
    page.click("#table-3 .pick[data-winner='6']")
    for _ in range(100):
        if delivered:
            break
        page.wait_for_timeout(50)
    page.wait_for_selector("#table-3.pending")
    assert Result.objects.filter(night=hall_night, table=3).count() == 1
    page.unroute(re.compile(r"/score/[^/]+/result/$"))
    page.wait_for_selector("#table-3.done:not(.pending)", timeout=15000)
    assert delivered == [200]
    assert [a["body"]["status"] for a in answers] == ["recorded"]  # the first outcome, replayed
    assert Result.objects.filter(night=hall_night).count() == 1 and PostToken.objects.count() == 1
