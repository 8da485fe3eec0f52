"""Nothing moves under a scorekeeper's finger (issue 13, point 3), on a tablet held either way.

With "only missing tables" on, a table that gets its result (by this tablet or another) stays
where it is, dimmed, until the scorekeeper scrolls or taps "Hide the tables already in"; the
next table's buttons never jump. A new game starts at the top of the page with the first
table's name in sight, and its notice adds nothing above the tables that could vanish later.
The page's clock is Playwright's: seconds pass at once, without waiting for them.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.models import Night
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import shot
from .test_tablet import hall_night, sign_in  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"portrait": {"width": 768, "height": 1024}, "landscape": {"width": 1024, "height": 768}}
SEEN = """s => { const e = document.querySelector(s), r = e.getBoundingClientRect();
                  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  return r.top >= 0 && r.bottom <= innerHeight && !!hit && (hit === e || e.contains(hit)); }"""


def _top(page, selector: str) -> float:
    return page.locator(selector).first.bounding_box()["y"] + page.evaluate("scrollY")


def _seconds_pass(page, seconds: int) -> None:
    """Let ``seconds`` of the page's time pass, and the state poll they bring be drawn."""
    with page.expect_response(lambda r: "/state/" in r.url):
        page.clock.run_for(seconds * 1000)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => done()))")


@pytest.mark.parametrize("held", SIZES)
def test_a_recorded_table_stays_in_place_until_tidied_and_a_new_game_starts_at_the_top(
        new_context, hall_night, scorekeeper2, held):  # noqa: F811
    page = new_context(SIZES[held]).new_page()
    page.clock.install()
    sign_in(page, "keeper")
    page.goto(f"/score/{hall_night.slug}/")
    page.wait_for_selector("#table-1 .pick")
    page.click("#only-missing")
    expect(page.locator("#table-5")).to_be_hidden()  # the bye goes at once: the scorekeeper asked for it
    below = {t: _top(page, f"#table-{t} .pick") for t in (2, 4)}

    # This tablet records table 1, another tablet table 3: both stay where they were, dimmed.
    page.click("#table-1 .pick[data-winner='1']")
    page.wait_for_selector("#table-1.done:not(.pending)")
    result_record(night=hall_night, game=1, table=3, winner=5, user=scorekeeper2)
    _seconds_pass(page, 12)
    expect(page.locator("#table-3")).to_have_class("tcard done")
    for table in (1, 3):
        expect(page.locator(f"#table-{table}")).to_be_visible()
    assert {t: _top(page, f"#table-{t} .pick") for t in (2, 4)} == below, "the next tables' buttons moved"
    expect(page.locator("#tidy")).to_be_enabled()
    shot(page, f"tablet-steady-recorded-kept-{held}")

    # A scroll tidies them away, and only then do the others move up.
    page.mouse.move(SIZES[held]["width"] / 2, SIZES[held]["height"] / 2)
    page.mouse.wheel(0, 100)
    expect(page.locator("#table-1")).to_be_hidden()
    expect(page.locator("#table-3")).to_be_hidden()
    expect(page.locator("#tidy")).to_be_disabled()

    # So does "Hide the tables already in": table 2 recorded, kept, then gone at the tap.
    page.click("#table-2 .pick[data-winner='3']")
    page.wait_for_selector("#table-2.done:not(.pending)")
    _seconds_pass(page, 5)
    expect(page.locator("#table-2")).to_be_visible()
    page.click("#tidy")
    expect(page.locator("#table-2")).to_be_hidden()

    # The game closes while the page is scrolled down: game 2 starts at the top, table 1's name in sight.
    result_record(night=hall_night, game=1, table=4, winner=7, user=scorekeeper2)
    game_close(night=Night.objects.get(pk=hall_night.pk))
    page.click("#only-missing")  # every table of the game is shown again
    page.evaluate("scrollTo(0, document.body.scrollHeight)")
    _seconds_pass(page, 3)
    expect(page.locator("#game-title")).to_have_text("Game 2 of 25")
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(SEEN, "#table-1 .tname"), "table 1's name is hidden"
    expect(page.locator("#announce")).to_have_text("Game 2 has started: new seating below.")
    expect(page.locator("#notices li")).to_have_count(0)
    first = _top(page, "#table-1 .pick")
    shot(page, f"tablet-steady-new-game-{held}")
    _seconds_pass(page, 10)  # the notice's time is over: nothing moves
    assert _top(page, "#table-1 .pick") == first
