"""The wall board on a projector (issue 13, point 4): at 1920x1080 and 1280x720, for up to 60
couples, every couple is shown (in columns, then on pages that turn by themselves), no name is
cut to a letter or two, the numbers are at least 4 % of the screen's height, and "Find my couple"
lists each couple once."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SCREENS = {"1920x1080": {"width": 1920, "height": 1080}, "1280x720": {"width": 1280, "height": 720}}
FIRST = ["Mary Catherine", "Angus", "Flora", "Dan Rory", "Marie-Thérèse", "Gaétan", "Bernadette", "Hughie",
         "Josée", "Rémi", "Theresa", "Ronnie", "Cathy", "Colin", "Mary Ellen"]
LAST = ["MacNeil-Fitzgerald", "MacDonald", "Campbell", "MacIsaac", "Aucoin-Chiasson", "Bélanger", "LeBlanc",
        "MacKinnon", "Côté", "Doucet", "Poirier", "Beaton", "Doucette", "Chisholm", "Burke"]
# What a volunteer sees of an item: on the screen, not hidden by a page that is not showing.
ON_SCREEN = """(sel) => [...document.querySelectorAll(sel)].filter(e => {
  const r = e.getBoundingClientRect();
  return e.offsetParent !== null && r.top >= 0 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth + 1;
}).map(e => e.getAttribute('data-couple'))"""
SMALLEST = """(sel) => Math.min(...[...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null)
  .map(e => e.getBoundingClientRect().height))"""
CUT_NAMES = """(sel) => [...document.querySelectorAll(sel)].filter(e => e.offsetParent !== null).filter(e => {
  const size = parseFloat(getComputedStyle(e).fontSize);
  return e.scrollWidth > e.clientWidth + 1 && e.clientWidth < 7 * size;
}).map(e => e.textContent)"""


def _night(couples: int, organiser, games: int = 25) -> Night:
    """A night of ``couples`` couples with long names, after game 1 (in game 2, or at its prizes)."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Christmas card party", date=dt.date(2026, 12, 19), organiser=organiser,
                         games=games)
    for n in range(couples):
        couple_register(night=night, player1=f"{FIRST[n % 15]} {LAST[(n * 7) % 15]}",
                        player2=f"{FIRST[(n + 4) % 15]} {LAST[(n * 3 + 2) % 15]}")
    night = night_start(night=night)
    for table, pair in seating_for_game(night=night, game=1).items():
        if None not in pair:
            result_record(night=night, game=1, table=table, winner=min(pair))
    game_close(night=night)
    return Night.objects.get(pk=night.pk)


def _seen_over_the_pages(page, selector: str) -> set[str]:
    """Every couple the list shows, page after page: the first turn as it comes by itself (every 2 s
    here), the others through the script's own turn (the same code the timer calls), each page read with
    its number at once, so a turn of the timer in between never hides a page from the test."""
    lists = selector.split(" ")[0]
    pages = int(page.get_attribute(lists, "data-pages") or 1)
    if pages > 1:
        before = page.get_attribute(lists, "data-page")
        page.wait_for_function(f"document.querySelector('{lists}').dataset.page !== '{before}'", timeout=10_000)
    shown: dict[str, list[str]] = {}
    for _ in range(3 * pages):
        number, couples = page.evaluate(f"([l, s]) => [document.querySelector(l).dataset.page, ({ON_SCREEN})(s)]",
                                        [lists, selector])
        shown[number] = couples
        if len(shown) == pages:
            break
        page.evaluate("window.cardpartyBoardPages.turn()")
    return {couple for couples in shown.values() for couple in couples}


@pytest.mark.parametrize("couples", [31, 60])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_board_shows_every_couple_on_a_projector(new_context, organiser, couples, screen):
    night = _night(couples, organiser)
    size = SCREENS[screen]
    page = new_context(size).new_page()
    page.goto(f"/n/{night.slug}/board/?turn=2")  # pages turn every 2 s instead of 8, for the test's sake
    page.wait_for_selector(".moves[data-pages]")
    shot(page, f"board-{couples}-couples-{screen}")
    everyone = {str(n) for n in range(1, couples + 1)}
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "the board scrolls sideways"
    assert page.evaluate("document.documentElement.scrollHeight <= innerHeight + 1"), "the board scrolls"
    assert page.evaluate(SMALLEST, ".move b") >= 0.04 * size["height"], "a couple's or table's number is too small"
    assert page.evaluate(SMALLEST, ".rank .num") >= 0.04 * size["height"], "a standing's number is too small"
    assert not page.evaluate(CUT_NAMES, ".move .names, .rank .names"), "names cut to a few letters"
    assert _seen_over_the_pages(page, ".moves .move") == everyone, "not every couple is told where to sit"
    assert _seen_over_the_pages(page, ".ranks .rank") == everyone, "not every couple is in the standings"


def test_find_my_couple_lists_each_couple_once(new_context, organiser):
    night = _night(60, organiser)
    page = new_context(SCREENS["1920x1080"]).new_page()
    page.goto(f"/n/{night.slug}/board/")
    page.fill("#find", "37")
    assert page.evaluate(ON_SCREEN, "[data-couple]") == ["37"]
    page.fill("#find", "macdonald")
    found = page.evaluate(ON_SCREEN, "[data-couple]")
    assert found and len(found) == len(set(found)), found
    shot(page, "board-find-60-couples-1920x1080")


def test_the_prize_rows_keep_their_names_at_1024x768(new_context, organiser):
    night = _night(31, organiser, games=1)  # every game played: the prizes are next
    page = new_context({"width": 1024, "height": 768}).new_page()
    page.goto(f"/n/{night.slug}/board/")
    page.wait_for_selector(".ranks[data-pages]")
    shot(page, "board-prizes-31-couples-1024x768")
    assert not page.evaluate(CUT_NAMES, ".rank .names"), "prize rows lost their names"
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "the board scrolls sideways"
