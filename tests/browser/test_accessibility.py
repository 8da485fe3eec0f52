"""Accessibility in Chromium: axe-core over every page, in English and in French; every page on a
360 px phone; the keyboard; visible focus; the large-type setting.

axe-core comes inside axe-playwright-python (its axe.min.js is injected into the page): nothing
is fetched, and the test checks that no page asked for anything outside the app. The same walk
narrows each page to 360 px after its audit (issue 13, point 7): no page scrolls sideways, no
control lies off the screen or is clipped, no text is cut off, the header stays one row
(tests/browser/fit.py); the screenshots at that width are kept as ``phone-360-*``.
"""

from __future__ import annotations

import pytest

from tests.i18n.catalogue import ensure_compiled
from tests.i18n.hall import build_hall

from .conftest import PHONE, TABLET, focused, login, shot
from .fit import misfits
from .test_french import _choose_french, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

BLOCKING = {"serious", "critical"}
PUBLIC = ["home", "login", "login-locked", "board", "standings", "standings-final", "season", "season-player", "couple-card",
          "referee-home", "ruling", "not-found", "refusal", "referee-host", "referee-phone", "referee-over", "referee-replay",
          "referee-game", "referee-confirm"]
ORGANISER = ["desk-home", "desk-night", "desk-couples", "desk-couple-edit", "desk-progress", "desk-moves",
             "desk-results", "desk-correction", "desk-audit", "desk-jar", "desk-prizes", "desk-ties-settling",
             "desk-jar-revealed", "desk-night-played", "desk-start", "desk-night-registration",
             "desk-couples-registration", "desk-night-edit", "desk-night-edit-played", "score-home", "tablet",
             "tablet-conflict", "referee-night", "referee-table", "desk-league-link", "desk-league-night", "league-home"]
NARROW = {"width": 360, "height": 780}  # the narrowest phone a volunteer may hold
HEADER_MAX = 80  # px: the site's header is one row on a phone (it took a third of a 390x844 screen)


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def _problems(axe, page, name: str) -> list[str]:
    violations = axe.run(page).response["violations"]
    found = [f"{name}: {v['id']} ({v['impact']}) {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
             for v in violations if v["impact"] in BLOCKING]
    if found:
        shot(page, f"axe-{name}")
    return found


def _outside(page, base: str, seen: list[str]) -> None:
    page.on("request", lambda r: None if r.url.startswith((base, "data:", "blob:")) else seen.append(r.url))


def _fits_a_phone(page, name: str, tag: str) -> list[str]:
    """The page narrowed to 360 px: what does not fit (fit.py), and a screenshot to look at."""
    wide = page.viewport_size
    page.set_viewport_size(NARROW)
    found = [f"{tag} {name} at 360 px: {problem}" for problem in misfits(page, HEADER_MAX)]
    shot(page, f"phone-360-{tag}-{name}")
    page.set_viewport_size(wide)
    return found


def _audit_pages(axe, page, hall: dict, names: list[str], tag: str, narrow: list[str] | None = None) -> list[str]:
    """axe over each page; with ``narrow``, each page's misfits at 360 px are added to that list."""
    found = []
    for name in names:
        open_page(page, hall, name)
        found += _problems(axe, page, f"{tag} {name}")
        if narrow is not None:
            narrow += _fits_a_phone(page, name, tag)
        if name == "referee-game":
            with page.expect_navigation():
                page.click("[data-show-hand]")
            found += _problems(axe, page, f"{tag} {name} (hand)")
        if name in ("board", "tablet"):
            page.locator("[data-toggle-large]:visible").first.click()
            found += _problems(axe, page, f"{tag} {name} (large type)")
            page.evaluate("localStorage.removeItem('cardparty-large'); document.documentElement.classList.remove('large')")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_page_passes_axe_and_fits_a_360_px_phone(new_context, axe, organiser, scorekeeper, live_server, language):
    ensure_compiled()
    hall = build_hall(language, organiser, scorekeeper)
    outside: list[str] = []
    visitor = new_context().new_page()
    _outside(visitor, live_server.url, outside)
    if language == "fr":
        _choose_french(visitor)
    narrow: list[str] = []
    found = _audit_pages(axe, visitor, hall, PUBLIC, language, narrow)
    phone = new_context(PHONE).new_page()
    _outside(phone, live_server.url, outside)
    found += _audit_pages(axe, phone, hall, ["couple-card", "referee-phone"], f"{language} phone")
    # A player's own phone (390x844): their hand is on the first screen, under a one-row header.
    hand = phone.locator(".ref-hand .pc").first.bounding_box()
    assert hand["y"] + hand["height"] <= PHONE["height"], f"the hand starts below the fold: {hand}"

    desk = new_context().new_page()
    _outside(desk, live_server.url, outside)
    if language == "fr":
        _choose_french(desk)
    login(desk, "org")
    found += _audit_pages(axe, desk, hall, ORGANISER, language, narrow)
    assert not found, "\n".join(found)
    assert not narrow, "pages that do not fit a 360 px phone:\n" + "\n".join(narrow)
    assert not outside, f"pages asked for something outside the app: {outside}"


# --- the keyboard and the focus ------------------------------------------------------------------
FOCUS = """() => {
  const e = document.activeElement, s = getComputedStyle(e), r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {tag: e.tagName, outline: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor,
          ring: s.boxShadow, seen: !!hit && (hit === e || e.contains(hit))};
}"""


def tab_to(page, selector: str, limit: int = 120, back: bool = False) -> None:
    """Press Tab (Shift+Tab with ``back``) until the focused element matches ``selector``."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        if focused(page, selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def assert_focus_visible(page, where: str) -> None:
    focus = page.evaluate(FOCUS)
    assert focus["outline"] != "none" and focus["width"] >= 3, f"{where}: no visible focus ring {focus}"
    assert focus["seen"], f"{where}: the focused element is hidden under something {focus}"


def test_the_tablet_by_keyboard_alone(new_context, hall):
    from tournaments.models import Result

    page = new_context(TABLET).new_page()
    login(page, "org")
    page.goto(hall["tablet"])
    page.wait_for_selector("#table-3 .pick")
    slug = hall["tablet"].strip("/").split("/")[-1]
    tab_to(page, "#table-3 .pick")
    assert_focus_visible(page, "tablet pick")
    winner = int(page.evaluate("document.activeElement.dataset.winner"))
    page.keyboard.press("Enter")
    page.wait_for_selector("#table-3.done:not(.pending)")  # sent and acknowledged
    assert Result.objects.get(night__slug=slug, game=3, table=3).winner.number == winner
    tab_to(page, "#table-3 .undo")
    assert_focus_visible(page, "tablet undo")
    page.keyboard.press("Enter")
    page.wait_for_selector("#table-3:not(.done):not(.pending)")
    assert not Result.objects.filter(night__slug=slug, game=3, table=3).exists()
    assert page.evaluate("document.activeElement.matches('#table-3 .pick')"), "the focus stays on the table"
    assert_focus_visible(page, "tablet pick after undo")
    shot(page, "keyboard-tablet")


def test_the_desk_couples_page_by_keyboard_alone(new_context, hall):
    from tournaments.models import Couple

    page = new_context(TABLET).new_page()
    login(page, "org")
    page.goto(hall["desk-couples-registration"])
    slug = hall["desk-couples-registration"].split("/")[2]
    tab_to(page, "#id_player1")
    assert_focus_visible(page, "couples first name")
    page.keyboard.type("Yvette Cormier")
    page.keyboard.press("Tab")
    page.keyboard.type("Paul")
    page.keyboard.press("Enter")
    page.wait_for_function("(document.getElementById('last-number') || {}).textContent === 'Couple 4'")
    assert page.evaluate("document.activeElement.id") == "id_player1", "ready for the next couple"
    assert Couple.objects.filter(night__slug=slug, number=4, player1="Yvette Cormier").exists()

    page.once("dialog", lambda dialog: dialog.accept())
    tab_to(page, "#last-slot button", back=True)
    assert_focus_visible(page, "couples undo")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert not Couple.objects.filter(night__slug=slug, number=4).exists()
    shot(page, "keyboard-desk-couples")


def test_focus_is_visible_on_every_kind_of_control(new_context, hall):
    page = new_context(TABLET).new_page()
    page.goto(hall["home"])
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"
    assert_focus_visible(page, "skip link")
    tab_to(page, "header [data-toggle-large]")
    assert_focus_visible(page, "header button")
    page.goto(hall["board"])
    tab_to(page, "#find")
    assert_focus_visible(page, "board search")
    shot(page, "focus-board-search")
    page.goto(hall["ruling"])
    tab_to(page, "main a")
    assert_focus_visible(page, "ruling card link")


def _root_px(page) -> float:
    return page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")


@pytest.mark.parametrize("where", ["tablet", "board"])
def test_large_type_enlarges_the_text_and_is_remembered(new_context, hall, where):
    page = new_context(TABLET).new_page()
    login(page, "org")
    page.goto(hall[where])
    probe = "#table-3 .pick .num" if where == "tablet" else ".game-no"
    page.wait_for_selector(probe)
    size = lambda: page.evaluate("s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize)", probe)  # noqa: E731
    before, root = size(), _root_px(page)
    toggle = page.locator("[data-toggle-large]:visible").first
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.documentElement.classList.contains('large')")
    assert size() >= before * 1.25, (before, size())
    if where == "tablet":
        assert _root_px(page) > root
    shot(page, f"large-type-{where}")
    page.reload()
    page.wait_for_selector(probe)
    assert page.evaluate("document.documentElement.classList.contains('large')"), "the setting is kept"
    assert size() >= before * 1.25
    page.locator("[data-toggle-large]:visible").first.click()
    assert size() == pytest.approx(before)
