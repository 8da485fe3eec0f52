"""The prize board fits the projector (issue 33, point 1): after the finish, at 1920x1080 and 1280x720, in normal
and large type, a night of 3 prizes each tied by 6 couples, a booby prize tied by 6 and a cookie jar shows every
prize card whole on the screen, on one page or on the pages that turn by themselves, with nothing to scroll and no
word smaller than 2 % of the screen's height (the winners' numbers 3.5 %), and no seed."""

from __future__ import annotations

import pytest

from .conftest import shot
from .nights import tied_prize_night

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SCREENS = {"1920x1080": {"width": 1920, "height": 1080}, "1280x720": {"width": 1280, "height": 720}}
CARDS = {"outcome-prize-1", "outcome-prize-2", "outcome-prize-3", "outcome-booby-1", "outcome-jar-1"}
# The prize cards a person sees whole on this page: shown, and inside the screen from top to bottom.
WHOLE = """() => [...document.querySelectorAll('.outcome')].filter(e => {
  const r = e.getBoundingClientRect();
  return e.offsetParent !== null && r.top >= 0 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth + 1;
}).map(e => e.id)"""
# The smallest type of the words in the cards shown, and of the winners' numbers, in px.
SMALLEST = """(sel) => Math.min(...[...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)
  .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
  .map(e => parseFloat(getComputedStyle(e).fontSize)))"""


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_prize_card_is_whole_and_readable_on_the_projector(new_context, organiser, screen, large):
    _walk_the_prize_board(new_context, tied_prize_night(organiser), screen, large, "finished")


def test_the_prize_board_fits_while_the_ties_are_still_open(new_context, organiser):
    """Every game played, no tie settled yet: six couples on each card, the jar sealed, large type at 1280x720."""
    night = tied_prize_night(organiser, settle=False, finish=False)
    _walk_the_prize_board(new_context, night, "1280x720", True, "ties-open")


def _walk_the_prize_board(new_context, night, screen: str, large: bool, state: str) -> None:
    size = SCREENS[screen]
    page = new_context(size).new_page()
    if large:
        page.add_init_script("localStorage.setItem('cardparty-large', '1')")
    page.goto(f"/n/{night.slug}/board/?turn=2")
    page.wait_for_selector(".outcome-list[data-pages]")
    pages = int(page.get_attribute(".outcome-list", "data-pages"))
    if pages > 1:  # they turn by themselves (every 2 s here); then, every 60 s, the test turns them itself
        page.wait_for_function("document.querySelector('.outcome-list').dataset.page === '2'", timeout=10_000)
        page.goto(f"/n/{night.slug}/board/?turn=60")
        page.wait_for_selector(".outcome-list[data-pages]")
    seen: set[str] = set()
    kind = "large" if large else "normal"
    for number in range(1, pages + 1):
        assert page.get_attribute(".outcome-list", "data-page") == str(number)
        assert page.evaluate("document.documentElement.scrollHeight <= innerHeight + 1"), "the prize board scrolls"
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "the board scrolls sideways"
        whole = page.evaluate(WHOLE)
        shown = page.evaluate("[...document.querySelectorAll('.outcome')].filter(e => e.offsetParent).map(e => e.id)")
        assert whole == shown, f"page {number}: a prize card is cut by the screen's edge"
        assert page.evaluate(SMALLEST, ".outcome, .outcome *") >= 0.02 * size["height"], "words too small to read"
        assert page.evaluate(SMALLEST, ".outcome .winners .who") >= 0.035 * size["height"], "winners too small"
        seen |= set(whole)
        shot(page, f"board-prizes-6-way-ties-{state}-{screen}-{kind}-page-{number}")
        page.evaluate("window.cardpartyBoardPages.turn()")  # the code the timer calls
    assert seen == CARDS, f"never shown whole: {CARDS - seen}"
    assert "627699" not in page.inner_text("body"), "the board shows the seed of the app's cut"
