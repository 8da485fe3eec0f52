"""At the door, at 1024x768 (a laptop's screen at the front table; issue 33, point 5).

The volunteer keeps typing: after ten couples the "First player" box is still well inside the
screen; the same two names typed again are not registered without a word (the earlier couple's
number is said, and registering them again is one deliberate press); players registered tonight
are no longer suggested; editing a couple puts the focus in its name box and says it was saved.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple, Night
from tournaments.services.nights import night_create, series_get_or_create

from .conftest import shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1024, "height": 768}
COUPLES = [("Yvette Cormier", "Paul Cormier"), ("Theresa Poirier", "Ronnie Beaton"), ("Cathy Doucette", "Hughie MacIsaac"),
           ("Flora MacNeil", "Angus MacNeil"), ("Marie LeBlanc", "Joe LeBlanc"), ("Rita Chiasson", "Donald Chiasson"),
           ("Anne Boudreau", "Gerard Boudreau"), ("Peggy Aucoin", "Leo Aucoin"), ("Mary Beaton", "Archie Beaton"),
           ("Sadie Deveau", "Willie Deveau")]


def _night(organiser) -> Night:
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    return night_create(series=series, name="Friday card party", date=dt.date(2026, 12, 4), organiser=organiser)


def _first_box(page) -> dict:
    box = page.locator("#id_player1").bounding_box()
    assert box is not None
    return box


def _type_couple(page, first: str, second: str) -> None:
    page.keyboard.type(first)
    page.keyboard.press("Enter")
    page.keyboard.type(second)
    page.keyboard.press("Enter")


def test_first_player_box_stays_in_view_while_ten_couples_are_registered(new_context, organiser):
    night = _night(organiser)
    page = new_context(LAPTOP).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    expect(page.locator("#id_player1")).to_be_focused()
    tops = []
    for number, (first, second) in enumerate(COUPLES, start=1):
        _type_couple(page, first, second)
        expect(page.locator("#last-number")).to_have_text(f"Couple {number}")
        expect(page.locator("table.couples tbody tr")).to_have_count(number)
        expect(page.locator("#id_player1")).to_be_focused()
        box = _first_box(page)
        tops.append(round(box["y"]))
        # Well inside the screen: its whole height shows, with room below it for the suggestions.
        assert 0 <= box["y"] and box["y"] + box["height"] <= LAPTOP["height"] - 250, (number, box)
        if number in (1, 10):  # the screen as the volunteer sees it, and the whole page
            page.screenshot(path=str(shot(page, f"door-1024x768-after-{number}-couples").with_name(
                f"door-1024x768-after-{number}-couples-view.png")))
    assert max(tops) - min(tops) <= 4, tops  # the box does not wander as couples are added
    assert Couple.objects.filter(night=night).count() == 10


def test_the_same_names_again_are_not_registered_without_a_word_and_can_be_on_purpose(new_context, organiser):
    night = _night(organiser)
    page = new_context(LAPTOP).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    for first, second in COUPLES[:3]:
        _type_couple(page, first, second)
    expect(page.locator("#last-number")).to_have_text("Couple 3")

    # Couple 2's names again, the other way round and in small letters: said with its number, not registered.
    _type_couple(page, "ronnie beaton", "theresa poirier")
    warning = page.locator("#last-slot .repeat-couple")
    expect(warning).to_contain_text("ronnie beaton & theresa poirier are already couple 2.")
    expect(warning).to_contain_text("They were not registered again.")
    # The boxes the volunteer types the next couple in are left alone, with the focus.
    expect(page.locator("#id_player1")).to_be_focused()
    expect(page.locator("#id_player1")).to_have_value("")
    box = _first_box(page)
    assert box["y"] + box["height"] <= LAPTOP["height"] - 250, box
    page.screenshot(path=str(shot(page, "door-repeat-1024x768").with_name("door-repeat-1024x768-view.png")))
    assert Couple.objects.filter(night=night).count() == 3

    # The next couple goes on as usual; two other people of the same names take one deliberate press.
    _type_couple(page, "Marie LeBlanc", "Joe LeBlanc")
    expect(page.locator("#last-number")).to_have_text("Couple 4")
    _type_couple(page, "Theresa Poirier", "Ronnie Beaton")
    expect(warning).to_contain_text("are already couple 2.")
    with page.expect_navigation():
        page.get_by_role("button", name="Other people: register them as a new couple").click()
    expect(page.locator("#last-number")).to_have_text("Couple 5")
    assert list(Couple.objects.filter(night=night, number=5).values_list("player1", "player2")) == [
        ("Theresa Poirier", "Ronnie Beaton")]


def test_a_player_registered_tonight_is_not_suggested_again(new_context, organiser):
    night = _night(organiser)
    last_week = night_create(series=night.series, name="Last Friday", date=dt.date(2026, 11, 27), organiser=organiser)
    from tournaments.services.couples import couple_register

    couple_register(night=last_week, player1="Mary MacDonald", player2="Gérard Boudreau")
    couple_register(night=last_week, player1="Mary Beaton", player2="Archie Beaton")
    page = new_context(LAPTOP).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    page.wait_for_load_state("load")  # the suggestions' script is ready before the first letter (a loaded CI machine)
    expect(page.locator("#id_player1")).to_be_focused()
    page.keyboard.type("mary")
    expect(page.locator("#id_player1-suggestions [role=option]")).to_have_count(2)
    page.keyboard.press("Escape")
    page.keyboard.press("Enter")
    page.keyboard.type("Archie Beaton")
    page.keyboard.press("Escape")
    page.keyboard.press("Enter")  # "mary" & Archie Beaton: Mary Beaton was not picked, Archie is here now
    expect(page.locator("#last-number")).to_have_text("Couple 1")
    page.keyboard.type("ar")
    expect(page.locator("#id_player1-suggestions")).to_be_hidden()  # Archie Beaton is registered tonight
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    page.keyboard.type("mary m")
    expect(page.locator("#id_player1-suggestions [role=option]")).to_have_count(1)
    page.reload()  # the page's own list leaves tonight's players out too
    page.wait_for_load_state("load")
    expect(page.locator("#id_player1")).to_be_focused()
    page.keyboard.type("archie")
    expect(page.locator("#id_player1-suggestions")).to_be_hidden()


def test_editing_a_couple_takes_the_focus_and_says_it_was_saved(new_context, organiser):
    night = _night(organiser)
    page = new_context(LAPTOP).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    for first, second in COUPLES:
        _type_couple(page, first, second)
    expect(page.locator("#last-number")).to_have_text("Couple 10")
    page.goto(f"/desk/{night.slug}/couples/")
    page.locator("#couple-7").get_by_role("link", name="Edit").click()
    box = page.locator("#edit7_player1")
    expect(box).to_be_focused()
    assert box.evaluate("b => b.selectionStart") == len("Anne Boudreau"), "the caret at the end of the name"
    assert 0 <= box.bounding_box()["y"] <= LAPTOP["height"] - 60, "the box is in view"
    page.keyboard.press("Control+a")
    page.keyboard.type("Annie Boudreau")
    page.keyboard.press("Enter")
    page.wait_for_url("**saved=7#couple-7")
    row = page.locator("#couple-7")
    expect(row).to_have_class(re.compile(r"\bsaved\b"))
    expect(row.locator("[role=status]")).to_have_text("Saved")
    expect(row).to_contain_text("Annie Boudreau & Gerard Boudreau")
    assert row.bounding_box()["y"] < LAPTOP["height"], "the saved row is in view"
    page.screenshot(path=str(shot(page, "door-edit-saved-1024x768").with_name("door-edit-saved-1024x768-view.png")))
    assert Couple.objects.get(night=night, number=7).player1 == "Annie Boudreau"


def test_in_large_type_the_first_player_box_still_shows_with_the_last_couple(new_context, organiser):
    night = _night(organiser)
    page = new_context(LAPTOP).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    page.locator("[data-toggle-large]:visible").first.click()
    page.locator("#id_player1").focus()
    for number, (first, second) in enumerate(COUPLES[:4], start=1):
        _type_couple(page, first, second)
        expect(page.locator("#last-number")).to_have_text(f"Couple {number}")
        expect(page.locator("#id_player1")).to_be_focused()
    box = _first_box(page)
    page.screenshot(path=str(shot(page, "door-large-1024x768").with_name("door-large-1024x768-view.png")))
    assert 0 <= box["y"] and box["y"] + box["height"] <= LAPTOP["height"] - 100, box
