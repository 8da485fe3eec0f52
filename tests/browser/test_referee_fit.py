"""The rest of the referee's pages at tablet size, portrait and landscape.

test_referee.py::test_the_pages_fit_a_tablet covers the game, the phones host page, the
ruling page and the new-game form.  The issue wants every referee page usable on a tablet,
so this covers the others a table or a scorekeeper reaches: the replay, the night's list
of tables, a table's start page, and the game-over screen where the winning couple
confirms.  The checks are the same: nothing scrolls sideways, what a person taps is at
least 48 px each way (the size the ruling picker and the scorekeeper's tablet use), and
what a person came to the page for is on the first screen.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import referee_start_for_table
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_start, series_get_or_create

from .conftest import TABLET, TABLET_LANDSCAPE, shot
from .test_referee import _finish, _login, _no_sideways_scroll

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TAP = 48  # px, each way
# Everything a person taps in the page's main part (the site header has its own tests).
TAPPABLE = "main a.btn, main button, main select, main label.chip"


def _taps_are_large(page, expected: int) -> None:
    """Every visible tap target of the page is at least TAP px wide and high; there are ``expected`` or more."""
    boxes = page.locator(TAPPABLE).evaluate_all(
        """els => els.filter(e => e.offsetParent !== null).map(e => {
             const r = e.getBoundingClientRect();
             return {what: e.outerHTML.slice(0, 80), width: r.width, height: r.height};
           })"""
    )
    assert len(boxes) >= expected, boxes
    small = [b for b in boxes if b["width"] < TAP or b["height"] < TAP]
    assert not small, f"too small to tap: {small}"


def _on_first_screen(page, selector: str) -> None:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not shown"
    assert box["y"] + box["height"] <= page.viewport_size["height"], f"{selector} is below the first screen: {box}"


def _night(scorekeeper):
    series = series_get_or_create(name="St. Joseph's Parish Hall")
    night = night_create(series=series, name="Tablet night", date=dt.date(2026, 12, 5), games=5)
    for n in range(1, 6):  # five couples: tables 1 and 2, and a bye
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    night_start(night=night)
    night.refresh_from_db()
    night.scorekeepers.add(scorekeeper)
    return night


@pytest.mark.parametrize(("viewport", "name"), [(TABLET, "portrait"), (TABLET_LANDSCAPE, "landscape")])
def test_the_night_replay_and_game_over_pages_fit_a_tablet(new_context, scorekeeper, viewport, name):
    night = _night(scorekeeper)
    # Table 2 played its game to the end: it waits for the winning couple to confirm.
    over = _finish(referee_start_for_table(night=night, table=2, user=scorekeeper, seed=7))
    assert over.status == RefereeGame.Status.FINISHED
    page = new_context(viewport).new_page()
    _login(page, "keeper")

    # The night's tables: one to start, one to continue, the bye.
    page.goto(f"/referee/night/{night.slug}/")
    assert page.locator("[data-table]").count() == 3
    assert page.locator("[data-table] a.btn").count() == 2
    _taps_are_large(page, 2)
    _on_first_screen(page, "[data-table] a.btn")
    _no_sideways_scroll(page)
    shot(page, f"referee-night-tables-{name}")

    # A table's start page: rules, how the people play, and Deal.
    page.goto(f"/referee/night/{night.slug}/table/1/")
    _taps_are_large(page, 3)
    _on_first_screen(page, "[data-start]")
    _no_sideways_scroll(page)
    shot(page, f"referee-table-start-{name}")

    # The game-over screen: who won, and a button for each player of the winning couple.
    page.goto(f"/referee/g/{over.token}/")
    assert page.locator("[data-confirm]").count() == 2
    _taps_are_large(page, 4)
    _on_first_screen(page, "[data-confirm]")
    _no_sideways_scroll(page)
    shot(page, f"referee-game-over-{name}")

    # The replay, in the middle of a trick and at the end.
    for step in (12, 10_000):
        page.goto(f"/referee/g/{over.token}/replay/?step={step}")
        assert page.locator(".ref-hands li").count() == 4
        _taps_are_large(page, 5)
        _on_first_screen(page, ".ref-steps [data-step-next]")
        _no_sideways_scroll(page)
    shot(page, f"referee-replay-{name}")


def test_the_night_list_names_each_table(page, scorekeeper):
    night = _night(scorekeeper)
    _login(page, "keeper")
    page.goto(f"/referee/night/{night.slug}/")
    headings = page.locator("[data-table] strong").all_inner_texts()
    assert headings == ["Table 1", "Table 2", "Table 3"]
