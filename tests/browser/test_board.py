"""The wall board in a real browser: progress, the movement and the bye after a close, live standings."""

from __future__ import annotations

import pytest

from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import TABLET, shot
from .test_tablet import hall_night  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FULL_HD = {"width": 1920, "height": 1080}
HD = {"width": 1280, "height": 720}


def _play_game_1(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)


def test_the_board_follows_the_night_without_reloading(new_context, hall_night, live_server):  # noqa: F811
    requested: list[str] = []
    page = new_context(FULL_HD).new_page()
    page.on("request", lambda request: requested.append(request.url))
    page.goto(f"/n/{hall_night.slug}/board/")
    assert page.inner_text(".game-no") == "Game 1 of 25"
    assert "4 tables of 4 still playing" in page.inner_text(".progress")
    shot(page, "board-game-1-1920x1080")
    page.evaluate("window.__sameDocument = true")

    _play_game_1(hall_night)
    game_close(night=hall_night)
    page.wait_for_function("document.querySelector('.game-no').textContent === 'Game 2 of 25'", timeout=15000)
    assert page.evaluate("window.__sameDocument") is True, "the board reloaded the whole page"
    bye = page.locator(".move.bye")
    assert bye.count() == 1 and "Couple 7" in bye.inner_text() and "Table 5" in bye.inner_text()
    assert "bye" in bye.inner_text().lower()
    one = page.locator(".move[data-couple='1']").inner_text()
    assert "Couple 1" in one and "Table 2" in one and "deals first" in one
    # 1, 3, 5, 7 won and 9 had the bye: after one game that is no prize (issue 33, point 8)
    assert page.locator(".rank.prize-1, .rank.booby, .rank .prize-tag").count() == 0
    assert "Standings after 1 game" in page.inner_text("#ranks-title")
    shot(page, "board-movement-1920x1080")

    page.set_viewport_size(HD)
    shot(page, "board-movement-1280x720")
    page.set_viewport_size(TABLET)
    shot(page, "board-tablet")
    assert requested and all(url.startswith(live_server.url) for url in requested)


def test_find_my_couple(new_context, hall_night):  # noqa: F811
    _play_game_1(hall_night)
    game_close(night=hall_night)
    page = new_context(FULL_HD).new_page()
    page.goto(f"/n/{hall_night.slug}/board/")
    page.fill("#find", "7")
    # Each couple once (issue 13, point 4): where it sits, with its names; not again in the standings.
    assert page.locator(".move:visible").count() == 1 and page.locator(".rank:visible").count() == 0
    assert "Table 5" in page.locator(".move:visible").inner_text()
    shot(page, "board-find-by-number")
    page.fill("#find", "therese")  # accents ignored: Marie-Thérèse
    assert page.locator(".move:visible").count() == 1 and page.locator(".rank:visible").count() == 0
    assert page.locator(".move:visible").get_attribute("data-couple") == "1"
    page.fill("#find", "nobody at all")
    assert page.locator("#find-none").is_visible()
    page.click("#find-clear")
    assert page.locator(".rank:visible").count() == 9
