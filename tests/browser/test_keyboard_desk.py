"""The organiser's desk with a keyboard alone, in Chromium: Tab, Shift+Tab, Enter, Space and the
arrow keys, never a click. Closing a game, correcting a result (with the game picker), settling
ties (choices, a cut, a play-off) and the cookie jar (entries, sealed draw, reveal).

Each step checks where the focus is and that it can be seen, then what the services stored.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from tournaments.models import Correction, JarDraw, JarEntry, Night, Result, TieBreak
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import focused, login, shot
from .test_accessibility import assert_focus_visible, tab_to

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def desk(new_context, organiser):
    page = new_context().new_page()
    login(page, "org")
    return page


def _slug(hall: dict, name: str) -> str:
    return hall[name].split("/")[2]


def test_closing_a_game_by_keyboard(desk, hall):
    slug = _slug(hall, "desk-progress")
    night = Night.objects.get(slug=slug)
    for table, pair in seating_for_game(night=night, game=3).items():
        if None not in pair and not Result.objects.filter(night=night, game=3, table=table).exists():
            result_record(night=night, game=3, table=table, winner=min(pair))
    desk.goto(hall["desk-progress"])
    tab_to(desk, "#close-game")
    assert_focus_visible(desk, "close game")
    # The part of the page with the button refreshes itself (every 3 s): the new button has the focus.
    desk.evaluate("document.getElementById('close-game').dataset.before = '1'")
    desk.wait_for_function("""() => { const b = document.getElementById('close-game');
        return b && !b.dataset.before && document.activeElement === b; }""")
    assert_focus_visible(desk, "close game after the refresh")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    assert "/moves/" in desk.url
    assert Night.objects.get(slug=slug).current_game == 4
    shot(desk, "keyboard-close-game")


def test_the_game_picker_waits_for_the_keyboard_and_not_for_the_mouse(desk, hall):
    desk.goto(hall["desk-results"])
    assert desk.input_value("#pick-game") == "2"
    loads = []
    desk.on("framenavigated", lambda frame: loads.append(frame.url) if frame == desk.main_frame else None)
    tab_to(desk, "#pick-game")
    assert_focus_visible(desk, "game picker")
    desk.keyboard.press("ArrowDown")  # game 3: the arrows only move through the games
    desk.keyboard.press("ArrowUp")
    desk.keyboard.press("ArrowUp")  # game 1
    desk.wait_for_timeout(300)
    assert not loads and desk.input_value("#pick-game") == "1" and focused(desk, "#pick-game")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    assert desk.url.endswith("?game=1") and "Results of game 1" in desk.inner_text("h1")
    # Or the Show button, reached with Tab and pressed with Space.
    tab_to(desk, "#pick-game")
    desk.keyboard.press("ArrowDown")
    tab_to(desk, "form.pick-game button[type=submit]")
    assert_focus_visible(desk, "Show button")
    with desk.expect_navigation():
        desk.keyboard.press("Space")
    assert "Results of game 2" in desk.inner_text("h1")
    # With the mouse (or a finger), choosing a game shows it at once, even after arrow keys were used.
    tab_to(desk, "#pick-game", back=True)
    loads.clear()
    desk.keyboard.press("ArrowUp")
    desk.wait_for_timeout(300)
    assert not loads and desk.url.endswith("?game=2")
    desk.click("#pick-game")
    with desk.expect_navigation():
        desk.locator("#pick-game").select_option("3")
    assert desk.url.endswith("?game=3") and "Results of game 3" in desk.inner_text("h1")


def test_a_result_corrected_by_keyboard(desk, hall):
    slug = _slug(hall, "desk-results")
    desk.goto(hall["desk-results"] + "?game=1")
    result = Result.objects.get(night__slug=slug, game=1, table=2)
    tab_to(desk, "#table-2 a.fix-link")
    assert_focus_visible(desk, "Correct link")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    # The page opens at the table's form: the next Tab is on the winner's radio button.
    desk.keyboard.press("Tab")
    assert focused(desk, "#table-2 input[name=winner]:checked"), desk.evaluate("document.activeElement.outerHTML")
    assert_focus_visible(desk, "correction winner")
    desk.keyboard.press("ArrowDown")  # the other couple
    other = int(desk.evaluate("document.activeElement.value"))
    assert other != result.winner.number and desk.is_checked(f"#fix2_w{other}")
    tab_to(desk, "#fix2_reason")
    assert_focus_visible(desk, "correction reason")
    desk.keyboard.type("Scorekeeper tapped the wrong couple")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    fixed = Result.objects.get(pk=result.pk)
    assert fixed.winner.number == other and fixed.version == result.version + 1
    assert Correction.objects.get(result=fixed).reason == "Scorekeeper tapped the wrong couple"
    assert "is now the winner" in desk.inner_text("ul.messages")
    shot(desk, "keyboard-correction")


def test_ties_settled_by_keyboard(desk, hall):
    slug = _slug(hall, "desk-prizes")
    desk.goto(hall["desk-prizes"])
    # First place, couples 1 and 3: couple 1 wants a cut, couple 3 a split, so the deck is cut.
    tab_to(desk, "#choose-prize-1-1 input")
    assert_focus_visible(desk, "tie choice")
    assert desk.evaluate("document.activeElement.value") == "split"
    desk.keyboard.press("ArrowRight")
    assert desk.is_checked("#choose-prize-1-1 input[value=cut]")
    desk.keyboard.press("Tab")
    assert focused(desk, "#choose-prize-1-3 input[value=split]")
    desk.keyboard.press("Space")
    tab_to(desk, "#tie-prize-1 form.tie-choose button[type=submit]")
    assert_focus_visible(desk, "Record the choices")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    tie = TieBreak.objects.get(night__slug=slug, kind="prize", place=1)
    assert tie.method == "cut" and not tie.resolved
    # The cut: each couple's card picked with the arrow keys on its picker (spades, hearts, clubs,
    # diamonds, ace to king); the button records it (ace low: couple 3 wins).
    tab_to(desk, f"#cut-{tie.pk}-1 input[value=AS]")
    assert_focus_visible(desk, "cut card")
    for _ in range(19):  # AS … KS, AH … 7H
        desk.keyboard.press("ArrowRight")
    assert desk.is_checked(f"#cut-{tie.pk}-1 input[value='7H']")
    desk.keyboard.press("Tab")
    assert focused(desk, f"#cut-{tie.pk}-3 input[value=AS]")
    for _ in range(13):  # backwards round the pack: KD … AD
        desk.keyboard.press("ArrowLeft")
    assert desk.is_checked(f"#cut-{tie.pk}-3 input[value=AD]")
    tab_to(desk, "#tie-prize-1 form.tie-cut button[type=submit]:not([name])")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    tie.refresh_from_db()
    assert tie.resolved and tie.cuts == [{"1": "7H", "3": "AD"}]
    assert "Couple 3 cut the lowest card and wins." in desk.inner_text("#tie-prize-1")

    # The booby prize, couples 4 and 6: both want a play-off; its winner is recorded.
    tab_to(desk, "#choose-booby-1-4 input")
    desk.keyboard.press("ArrowRight")
    desk.keyboard.press("ArrowRight")
    assert desk.is_checked("#choose-booby-1-4 input[value=playoff]")
    desk.keyboard.press("Tab")
    desk.keyboard.press("ArrowLeft")  # from split, round to the last choice: play-off
    assert desk.is_checked("#choose-booby-1-6 input[value=playoff]")
    desk.keyboard.press("Tab")
    assert focused(desk, "#tie-booby-1 form.tie-choose button[type=submit]")
    with desk.expect_navigation():
        desk.keyboard.press("Space")
    booby = TieBreak.objects.get(night__slug=slug, kind="booby", place=1)
    assert booby.method == "playoff" and not booby.resolved
    tab_to(desk, "#tie-booby-1 form.tie-playoff input[name=winner]")
    assert_focus_visible(desk, "play-off winner")
    desk.keyboard.press("ArrowRight")  # couple 6
    assert desk.is_checked("#tie-booby-1 form.tie-playoff input[value='6']")
    tab_to(desk, "#tie-booby-1 form.tie-playoff button[type=submit]")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    booby.refresh_from_db()
    assert booby.resolved and booby.playoff_winner.number == 6
    shot(desk, "keyboard-ties")


@pytest.fixture
def jar_night(organiser) -> Night:
    """Four couples, one game in play, a cookie jar drawn on that one game."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Friday card party", date=dt.date(2026, 12, 4), games=1,
                         organiser=organiser, cookie_jar_games=1)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Player {n}", player2=f"Partner {n}")
    return night_start(night=night)


def test_the_cookie_jar_by_keyboard(desk, jar_night):
    desk.goto(f"/desk/{jar_night.slug}/jar/")
    # Entries: Space ticks a couple, Enter in the fee saves them.
    tab_to(desk, "#jar-1")
    assert_focus_visible(desk, "jar entry")
    desk.keyboard.press("Space")
    desk.keyboard.press("Tab")
    desk.keyboard.press("Tab")
    assert focused(desk, "#jar-3")
    desk.keyboard.press("Space")
    tab_to(desk, "#id_fee")
    desk.keyboard.press("Control+A")
    desk.keyboard.type("2")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    entries = JarEntry.objects.filter(night=jar_night)
    assert sorted(e.couple.number for e in entries) == [1, 3] and {e.fee for e in entries} == {Decimal("2")}
    # The sealed draw.
    tab_to(desk, "form[action$='/jar/draw/'] button")
    assert_focus_visible(desk, "draw")
    with desk.expect_navigation():
        desk.keyboard.press("Enter")
    assert JarDraw.objects.filter(night=jar_night, revealed=False).exists()
    # The game is played and closed; the reveal.
    for table, winner in ((1, 1), (2, 3)):
        result_record(night=jar_night, game=1, table=table, winner=winner)
    game_close(night=jar_night)
    desk.reload()
    tab_to(desk, "form[action$='/jar/reveal/'] button")
    assert_focus_visible(desk, "reveal")
    with desk.expect_navigation():
        desk.keyboard.press("Space")
    assert JarDraw.objects.get(night=jar_night).revealed
    assert "Games drawn:" in desk.inner_text(".jar-draw")
    shot(desk, "keyboard-jar")

