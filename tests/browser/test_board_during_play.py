"""The board during play on a projector (issue 33, point 8): at 1920x1080 with 12 or 13 couples no name is cut
("Cathy MacIsaac & Dan Ma…" beside an empty half screen), where to sit and the standings each fit one page, the
place and the couple's number each have their own header above their own column, and after game 1 no couple is
labelled with a prize; at 1280x720 a list that needs two pages shares its couples out between them."""

from __future__ import annotations

import pytest

from .conftest import shot
from .fit import misfits
from .test_board_projector import ON_SCREEN, SCREENS, _night

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Names whose box holds less than their text, across or down: cut, with or without an ellipsis.
CUT = """() => [...document.querySelectorAll('.move .names, .rank .names')].filter(e => e.offsetParent !== null)
  .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map(e => e.textContent)"""
# A header's word above its own column: its middle within the first row's cell of that column.
ABOVE = """(col) => {
  const head = document.querySelector('.ranks-head .' + col).getBoundingClientRect();
  const cell = [...document.querySelectorAll('.rank .' + col)].find(e => e.offsetParent !== null).getBoundingClientRect();
  const middle = (head.left + head.right) / 2;
  return middle >= cell.left - 1 && middle <= cell.right + 1;
}"""


@pytest.mark.parametrize("couples", [12, 13])
def test_the_board_after_game_1_fits_12_or_13_couples_on_one_page(new_context, organiser, couples):
    night = _night(couples, organiser)
    page = new_context(SCREENS["1920x1080"]).new_page()
    page.goto(f"/n/{night.slug}/board/")
    page.wait_for_selector(".moves[data-pages]")
    shot(page, f"board-during-play-{couples}-couples-1920x1080")
    everyone = sorted(str(n) for n in range(1, couples + 1))
    assert page.evaluate(CUT) == [], "names cut"
    assert misfits(page) == []
    assert page.get_attribute(".moves", "data-pages") == "1", "where to sit takes more than one page"
    assert sorted(page.evaluate(ON_SCREEN, ".moves .move")) == everyone
    assert page.get_attribute(".ranks", "data-pages") == "1", "the standings take more than one page"
    assert sorted(page.evaluate(ON_SCREEN, ".ranks .rank")) == everyone
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight + 1"), "the board scrolls"
    assert page.inner_text(".ranks-head .place") == "Place" and page.inner_text(".ranks-head .num") == "Couple"
    assert page.evaluate(ABOVE, "place") and page.evaluate(ABOVE, "num"), "a header is not above its column"
    assert page.locator(".rank .prize-tag").count() == 0, "prize badges after one game"
    assert "prize" not in page.inner_text("#board-live").lower()


def test_two_pages_share_the_couples_out(new_context, organiser):
    night = _night(13, organiser)
    page = new_context(SCREENS["1280x720"]).new_page()
    page.goto(f"/n/{night.slug}/board/?turn=60")  # the test turns the pages itself, through the timer's code
    page.wait_for_selector(".moves[data-pages]")
    for name in ("moves", "ranks"):
        pages = int(page.get_attribute(f".{name}", "data-pages"))
        counts = []
        for _ in range(pages):
            counts.append(len(page.evaluate(ON_SCREEN, f".{name} > li")))
            page.evaluate("window.cardpartyBoardPages.turn()")
        assert sum(counts) == 13 and min(counts) >= 13 // pages - 2, f"{name}: {counts} couples a page"
    assert page.evaluate(CUT) == [], "names cut"
    shot(page, "board-during-play-13-couples-1280x720")
