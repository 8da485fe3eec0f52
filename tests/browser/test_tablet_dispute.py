"""One truth during a dispute, in Chromium (issue 33.3): two tablets disagree at a table; the refused
tablet, the tablet whose result is recorded, the desk's night page, its progress and the board all say
which table is disputed and that the close waits for it, none says the game can close, and the tablets'
status line keeps its height."""

from __future__ import annotations

import pytest

from tournaments.selectors import seating_for_game

from .conftest import login, shot
from .test_tablet import hall_night, open_tablet  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SENTENCE = "Table 2 is disputed: closing game 1 waits until the organiser settles it."
PORTRAIT, SMALL = {"width": 800, "height": 1280}, {"width": 768, "height": 1024}
CLOSE_WORDS = ("can close the game", "close the game.", "tables are done")


def test_two_tablets_disagree_and_every_page_says_table_2_is_disputed(new_context, hall_night, organiser):  # noqa: F811
    first = open_tablet(new_context, hall_night, "keeper", PORTRAIT)
    second = open_tablet(new_context, hall_night, "keeper2", SMALL)
    line = second.locator("#missing").bounding_box()["height"]
    seating = seating_for_game(night=hall_night, game=1)
    for table, pair in seating.items():
        if None not in pair:
            first.click(f"#table-{table} .pick[data-winner='{min(pair)}']")
    first.wait_for_selector("#missing.ok")
    second.wait_for_selector("#missing.ok", timeout=15000)
    second.click(f"#table-2 .pick[data-winner='{max(seating[2])}']")  # the other couple: refused
    second.wait_for_selector("#table-2.conflict")
    for tablet in (second, first):  # the refused tablet at once, the other at its next poll
        tablet.wait_for_selector("#missing.disputed", timeout=15000)
        assert tablet.inner_text("#missing") == SENTENCE
    assert second.locator("#missing").bounding_box()["height"] == line, "the status line keeps its height"
    first.wait_for_selector("#table-2.disputed")  # the recorded tablet marks the table too
    assert first.locator(".tcard.disputed").count() == 1
    shot(second, "tablet-dispute-refused-768x1024")
    shot(first, "tablet-dispute-recorded-800x1280")

    desk = new_context({"width": 1280, "height": 900}).new_page()
    login(desk, organiser.username)
    for url in (f"/desk/{hall_night.slug}/", f"/desk/{hall_night.slug}/progress/"):
        desk.goto(url)
        text = desk.inner_text("main")
        assert SENTENCE in text and not any(words in text for words in CLOSE_WORDS), url
    assert desk.locator("#close-game").is_disabled()
    shot(desk, "desk-progress-dispute")
    board = new_context({"width": 1920, "height": 1080}).new_page()
    board.goto(f"/n/{hall_night.slug}/board/")
    text = board.inner_text("main")
    assert SENTENCE in text and not any(words in text for words in CLOSE_WORDS)
    shot(board, "board-dispute")
