"""The door suggests the series' regulars (issue 15, point 1), in Chromium at 1024x768 with the
Content-Security-Policy enforced: 'macdonald' finds 'MacDonald', picking her guesses her last
partner in the second box, and a brand-new name still registers in one go."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, series_get_or_create

from .conftest import shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1024, "height": 768}


def test_a_regular_is_suggested_blind_to_case_and_her_partner_guessed(new_context, organiser):
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    last_week = night_create(series=series, name="Last Friday", date=dt.date(2026, 11, 27), organiser=organiser)
    couple_register(night=last_week, player1="Mary MacDonald", player2="Gérard Boudreau")
    couple_register(night=last_week, player1="Flora", player2="Angus")
    night = night_create(series=series, name="Friday card party", date=dt.date(2026, 12, 4), organiser=organiser)
    page = new_context(LAPTOP, enforce_csp=True).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")

    page.keyboard.type("macdonald")
    option = page.locator("#id_player1-suggestions [role=option]")
    expect(option).to_have_count(1)
    expect(option.first).to_contain_text("Mary MacDonald")
    expect(option.first).to_contain_text("Gérard Boudreau")
    expect(page.locator("#id_player1")).to_have_attribute("aria-expanded", "true")
    box = option.first.bounding_box()
    assert box and box["height"] >= 44, "a suggestion is large enough for a finger"
    shot(page, "regulars-suggested-1024x768")

    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(page.locator("#id_player1")).to_have_value("Mary MacDonald")
    expect(page.locator("#id_player2")).to_have_value("Gérard Boudreau")
    expect(page.locator("#id_player2")).to_be_focused()
    shot(page, "regulars-partner-guessed-1024x768")
    page.keyboard.press("Enter")
    expect(page.locator("#last-number")).to_have_text("Couple 1")

    # 'angus' finds 'Angus' in the second box too, but 'gerard' no longer finds Gérard: he is here
    # tonight (issue 33, point 5); a brand-new first name goes in one go.
    page.keyboard.type("Yvette Cormier")
    expect(page.locator("#id_player1-suggestions")).to_be_hidden()
    page.keyboard.press("Enter")
    page.keyboard.type("gerard")
    expect(page.locator("#id_player2-suggestions")).to_be_hidden()
    page.keyboard.press("Control+a")
    page.keyboard.type("angus")
    expect(page.locator("#id_player2-suggestions [role=option]").first).to_contain_text("Angus")
    page.keyboard.press("Escape")
    expect(page.locator("#id_player2-suggestions")).to_be_hidden()
    page.keyboard.press("Enter")
    expect(page.locator("#last-number")).to_have_text("Couple 2")
    rows = list(Couple.objects.filter(night=night).order_by("number").values_list("player1", "player2"))
    assert rows == [("Mary MacDonald", "Gérard Boudreau"), ("Yvette Cormier", "angus")]
    tonight, before = Couple.objects.get(night=night, number=1), Couple.objects.get(night=last_week, number=1)
    assert (tonight.player1_ref_id, tonight.player2_ref_id) == (before.player1_ref_id, before.player2_ref_id)

    # The series' players page, linked from the couples page: a rename keeps the nights' text.
    page.click("text=The series’ players: rename, merge")
    expect(page.locator("h1")).to_contain_text("Players")
    shot(page, "series-players-1024x768")
    assert errors == []


def test_suggestions_stay_open_in_a_box_left_and_taken_again_at_once(new_context, organiser):
    """A box closes its suggestions a moment after it is left; back in it before then (a fast typist:
    the second box left by Enter, the next couple's names typed at once), what it shows stays."""
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    last_week = night_create(series=series, name="Last Friday", date=dt.date(2026, 11, 27), organiser=organiser)
    couple_register(night=last_week, player1="Mary MacDonald", player2="Gérard Boudreau")
    night = night_create(series=series, name="Friday card party", date=dt.date(2026, 12, 4), organiser=organiser)
    page = new_context(LAPTOP, enforce_csp=True).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    page.focus("#id_player2")
    page.keyboard.type("gera")
    page.keyboard.press("Shift+Tab")  # the second box is left ...
    page.keyboard.press("Tab")  # ... and taken again at once (its text selected: End keeps it)
    page.keyboard.press("End")
    page.keyboard.type("r")
    page.wait_for_timeout(400)  # past the moment the box's leaving closes its suggestions
    expect(page.locator("#id_player2-suggestions [role=option]").first).to_contain_text("Gérard Boudreau")
