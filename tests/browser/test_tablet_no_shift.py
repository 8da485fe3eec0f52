"""Nothing moves under a finger (issue 33.6): at both tablet sizes, every tap of a game, the last one
included, leaves every table card where it was; the status line above them keeps one fixed height
whatever it says (tables missing, all in, a disagreement)."""

from __future__ import annotations

import pytest

from tournaments.selectors import seating_for_game

from .conftest import shot
from .test_tablet import hall_night, open_tablet  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"800x1280": {"width": 800, "height": 1280}, "768x1024": {"width": 768, "height": 1024}}
# Every frame, how far any card has strayed from where it was when watching began (a shift that lasts
# only while a tap is being sent counts too).
WATCH = """() => {
  const where = () => [...document.querySelectorAll('.tcard')].map(c => c.getBoundingClientRect().top + scrollY);
  const start = where();
  window.strayed = 0;
  const look = () => { where().forEach((y, i) => { window.strayed = Math.max(window.strayed, Math.abs(y - start[i])); });
                       requestAnimationFrame(look); };
  requestAnimationFrame(look);
}"""
BOXES = """() => [...document.querySelectorAll('.tcard')].map(c => {
  const r = c.getBoundingClientRect();
  return [c.id, Math.round(r.left), Math.round(r.top + scrollY), Math.round(r.height)]; })"""


@pytest.mark.parametrize("large", [False, True], ids=["normal-type", "large-type"])
@pytest.mark.parametrize("size", SIZES)
def test_no_table_card_moves_at_any_tap_of_a_game_the_last_included(new_context, hall_night, size, large):  # noqa: F811
    page = open_tablet(new_context, hall_night, "keeper", SIZES[size])
    if large:
        page.evaluate("localStorage.setItem('cardparty-large', '1')")
        page.reload()
        page.wait_for_selector("html.large #table-1 .pick")
    before = page.evaluate(BOXES)
    page.evaluate(WATCH)
    seating = seating_for_game(night=hall_night, game=1)
    tables = [t for t, pair in seating.items() if None not in pair]
    for n, table in enumerate(tables, start=1):
        page.click(f"#table-{table} .pick[data-winner='{min(seating[table])}']")
        page.wait_for_selector(f"#table-{table}.done:not(.pending)")
        page.wait_for_selector(f"#table-{table} .undo:not([hidden])")
        if n == len(tables):
            page.wait_for_selector("#missing.ok")
        page.evaluate("() => new Promise(done => requestAnimationFrame(() => done()))")
        assert page.evaluate(BOXES) == before, f"the cards moved at tap {n} of {len(tables)} ({size})"
        assert page.evaluate("window.strayed") < 1, f"the cards moved for a moment at tap {n} ({size})"
    shot(page, f"tablet-all-in-{size}" + ("-large" if large else ""))
