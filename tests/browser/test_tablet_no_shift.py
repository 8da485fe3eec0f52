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
BOXES = """() => [...document.querySelectorAll('.tcard')].map(c => {
  const r = c.getBoundingClientRect();
  return [c.id, Math.round(r.left), Math.round(r.top + scrollY), Math.round(r.height)]; })"""


@pytest.mark.parametrize("size", SIZES)
def test_no_table_card_moves_at_any_tap_of_a_game_the_last_included(new_context, hall_night, size):  # noqa: F811
    page = open_tablet(new_context, hall_night, "keeper", SIZES[size])
    before = page.evaluate(BOXES)
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
    shot(page, f"tablet-all-in-{size}")
