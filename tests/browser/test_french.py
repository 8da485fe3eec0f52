"""Every main page in French, in Chromium: nothing left in English.

A person picks Français with the switch in the header (a post to /i18n/setlang/); the public
pages of a French night are French even for someone who chose nothing. The text checked is
what a person sees (``innerText``) plus what a screen reader says or a dialog asks
(aria-label, title, alt, placeholder, data-confirm, button values), leaving out the elements
marked in another language (the "English" switch itself, lang="en").
"""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogue import ensure_compiled
from tests.i18n.hall import LOCKED_OUT, build_hall

from .conftest import PHONE, login, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# English words that French never uses (names, the brand "Cardparty" and the words both languages
# share, such as Table, Couple, Points, Date, Actions, Place, OK or joker, are not here).
ENGLISH = re.compile(r"\b(" + "|".join([
    "the", "The", "and", "of", "to", "is", "are", "with", "your", "you", "You", "for", "For", "this", "This", "here",
    "Game", "Games", "game", "games", "Enter", "Close", "Start", "Results?", "Standings", "Prizes?", "prize", "still",
    "Log", "Waiting", "waiting", "Undo", "[Ww]inners?", "Board", "Settings", "Correct", "Draw", "Reveal", "Finish",
    "Play", "play", "plays", "Hand", "hand", "Trumps?", "trumps?", "Scores?", "won", "Won", "[Ww]ins", "Next", "Back",
    "Save", "Cancel", "Edit", "Remove", "Withdraw", "Register", "Show", "Home", "Skip", "Large", "[Cc]ookie", "jar",
    "Booby", "[Bb]ye", "deals?", "[Ff]irst", "[Ss]eats?", "Players?", "Rules", "Referee", "Ruling", "Replay", "Step",
    "[Tt]ricks?", "[Dd]ealer", "[Cc]omputer", "Name", "Password", "Series", "Language", "Hall", "Amount", "[Tt]ies?",
    "tied", "[Ss]plit", "cut", "Entries", "Audit", "Progress", "Moves", "[Nn]ights?", "Past", "Download", "Find",
    "Number", "Open", "Create", "Add", "Make", "account", "[Tt]ap", "missing", "left", "Last", "Keep", "Confirm",
    "clubs?", "hearts?", "spades?", "diamonds?", "ace", "jack", "queen", "king", "Spades", "Hearts", "Clubs", "Diamonds",
]) + r")\b")

VISIBLE_TEXT = """() => {
  document.querySelectorAll('[lang]:not(html):not([lang|="fr"])').forEach(e => e.remove());
  const said = [];
  document.querySelectorAll('[aria-label],[title],[alt],[placeholder],[data-confirm],input[type=submit][value]')
    .forEach(e => ['aria-label', 'title', 'alt', 'placeholder', 'data-confirm'].concat(e.matches('input') ? ['value'] : [])
      .forEach(a => { if (e.getAttribute(a)) said.push(e.getAttribute(a)); }));
  return document.title + '\\n' + document.body.innerText + '\\n' + said.join('\\n');
}"""


def english_left(page) -> list[str]:
    return sorted(set(ENGLISH.findall(page.evaluate(VISIBLE_TEXT))))


@pytest.fixture
def hall(organiser, scorekeeper):
    ensure_compiled()
    return build_hall("fr", organiser, scorekeeper)


def _choose_french(page) -> None:
    page.goto("/")
    if page.locator("[data-menu-toggle]").is_visible():  # a phone: the switch is behind the header's Menu
        page.click("[data-menu-toggle]")
    with page.expect_navigation():
        page.click("header form.lang button[value=fr]")
    assert page.locator("html").get_attribute("lang") == "fr"


# What shows that a page is in the state its name says, and how many of it.
SHOWS = {
    "desk-correction": ("#table-1 form.correction", 1),
    "desk-couple-edit": ("#couple-4 input[form=edit-form]", 2),
    "desk-ties-settling": ("#tie-prize-1 form.tie-cut, #tie-booby-1 form.tie-playoff", 2),
    "referee-confirm": ("form.ref-confirm button[data-confirm]", 2),
}


def open_page(page, hall: dict, name: str) -> None:
    """Go to one of the hall's pages and bring it to the state its name says."""
    response = page.goto(hall[name])
    assert response.status < 500, (name, response.status)
    if name in SHOWS:
        selector, count = SHOWS[name]
        assert page.locator(selector).count() == count, (name, selector)
    if name.startswith("tablet"):
        page.wait_for_selector("#table-3 .pick")
    if name == "tablet-conflict":  # table 1 already has its winner: tap the other couple
        page.click("#table-1 .pick:not(.chosen)")
        page.wait_for_selector("#table-1.conflict .note:not([hidden])")
    elif name == "login-locked":  # five wrong passwords were given for this name
        page.fill("#id_username", LOCKED_OUT)
        page.fill("#id_password", "not-the-password")
        with page.expect_navigation() as sent:
            page.click("main button[type=submit]")
        assert sent.value.status == 429 and page.locator("#id_password").count() == 0, "not the lockout page"


def _walk(page, names: list[str], hall: dict) -> dict[str, list[str]]:
    found = {}
    for name in names:
        open_page(page, hall, name)
        assert page.locator("html").get_attribute("lang") == "fr", name
        if words := english_left(page):
            found[name] = words
            shot(page, f"french-english-left-{name}")
        if name == "referee-game":  # the hand behind the hand-over screen
            with page.expect_navigation():
                page.click("[data-show-hand]")
            if words := english_left(page):
                found["referee-game-hand"] = words
    return found


def test_every_main_page_is_french(new_context, hall):
    # Someone who chose nothing sees the French night's public pages in French.
    stranger = new_context(PHONE).new_page()
    found = _walk(stranger, ["board", "standings", "standings-final", "couple-card"], hall)

    # A person who picked Français in the header: the pages anyone can open...
    visitor = new_context().new_page()
    _choose_french(visitor)
    found |= {f"visitor {k}": v for k, v in _walk(visitor, ["home", "login", "login-locked", "referee-home", "ruling",
                                                            "not-found", "refusal", "referee-host", "referee-phone",
                                                            "referee-over", "referee-replay", "referee-game",
                                                            "referee-confirm"], hall).items()}
    # ...and the organiser's, who also keeps score tonight.
    desk = new_context().new_page()
    _choose_french(desk)
    login(desk, "org")
    names = ["home", "desk-home", "desk-night", "desk-couples", "desk-couple-edit", "desk-progress", "desk-moves",
             "desk-results", "desk-correction", "desk-audit", "desk-jar", "desk-prizes", "desk-ties-settling",
             "desk-jar-revealed", "desk-night-played", "desk-start", "desk-night-registration", "desk-couples-registration",
             "desk-night-edit", "desk-night-edit-played", "score-home", "tablet", "tablet-conflict", "referee-night",
             "referee-table", "desk-league-link", "desk-league-night", "league-home"]
    found |= {f"organiser {k}": v for k, v in _walk(desk, names, hall).items()}
    assert not found, f"English left on French pages: {found}"


def test_the_language_switch_goes_back_to_english(new_context, hall):
    page = new_context().new_page()
    _choose_french(page)
    page.goto(hall["standings"])
    assert "Classement" in page.inner_text("h1")
    with page.expect_navigation():
        page.click("header form.lang button[value=en]")
    assert page.locator("html").get_attribute("lang") == "en" and "Standings" in page.inner_text("h1")
    page.goto(hall["board"])
    assert "Game 3 of 5" in page.inner_text("body"), "the person's choice wins over the night's language"
