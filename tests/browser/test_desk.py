"""The organiser's desk in a real browser, at tablet size: create, register, start, close, correct, refuse."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple, Night
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import TABLET, TABLET_LANDSCAPE, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def sign_in(page, username: str, password: str = "pw-for-tests-1") -> None:
    """Log in with the form in <main> (the header's language button is a submit button too)."""
    page.goto("/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    with page.expect_navigation():
        page.click("main button[type=submit]")
    assert "/accounts/login/" not in page.url, "login failed"


@pytest.fixture
def started(organiser, scorekeeper) -> Night:
    """Nine couples, game 1 seated in number order (table 5: the bye of couple 9)."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Tuesday card party", date=dt.date(2026, 12, 1), organiser=organiser)
    for n in range(1, 10):
        couple_register(night=night, player1=f"Marie-Thérèse {n}", player2=f"Angus {n}")
    night.scorekeepers.add(scorekeeper)
    return night_start(night=night)


def test_create_a_night_register_nine_couples_by_keyboard_and_start(page, organiser):
    page.on("dialog", lambda dialog: dialog.accept())
    sign_in(page, "org")
    page.goto("/desk/")
    shot(page, "desk-home")
    page.fill("#id_new_series", "Holy Rosary Hall")
    page.fill("#id_name", "Friday card party")
    page.fill("#id_venue", "Mabou")
    page.click("main button:has-text('Create the night')")
    expect(page.locator("main h1")).to_have_text("Friday card party")
    night = Night.objects.get()
    assert night.organisers.filter(pk=organiser.pk).exists() and night.series.name == "Holy Rosary Hall"
    shot(page, "desk-night-registration")

    page.click("main a:has-text('Register couples')")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'id_player1'")
    for n in range(1, 10):
        assert page.evaluate("document.activeElement.id") == "id_player1", f"focus is not back on the first name ({n})"
        page.keyboard.type(f"Joséphine {n}")
        page.keyboard.press("Tab")
        page.keyboard.type(f"Dan Rory {n}")
        page.keyboard.press("Enter")
        if n < 5:  # the first few wait for the answer; the rest are typed straight on, as a volunteer would
            expect(page.locator("#last-number")).to_have_text(f"Couple {n}")
            expect(page.locator(".messages")).to_contain_text(f"Couple {n} registered.")
    expect(page.locator("#last-number")).to_have_text("Couple 9")
    expect(page.locator("table.couples tbody tr")).to_have_count(9)
    expect(page.locator("#couples-count")).to_have_text("(9)")
    assert list(Couple.objects.filter(night=night).values_list("number", "player1")) == [
        (n, f"Joséphine {n}") for n in range(1, 10)
    ]
    shot(page, "desk-couples")

    page.click(".desk-menu a:has-text('Start')")
    expect(page.locator("main")).to_contain_text("9 couples, 5 tables")
    shot(page, "desk-start")
    page.click("main button:has-text('Start game 1')")
    expect(page.locator(".bye-banner")).to_have_text("Couple 9 has the bye at table 5.")
    expect(page.locator(".move").first).to_contain_text("Couple 1")
    shot(page, "desk-moves-game-1")
    assert Night.objects.get().state == "playing"


def test_close_a_game_see_the_moves_and_correct_a_result(page, started, scorekeeper):
    page.on("dialog", lambda dialog: dialog.accept())
    sign_in(page, "org")
    page.goto(f"/desk/{started.slug}/progress/")
    expect(page.locator(".missing-list li")).to_have_count(4)
    expect(page.locator("#close-game")).to_be_disabled()
    shot(page, "desk-progress-missing")

    for table, winner in ((1, 1), (2, 3), (3, 5)):
        result_record(night=started, game=1, table=table, winner=winner, user=scorekeeper)
    expect(page.locator(".missing-list li")).to_have_text(["Table 4"])  # the page refreshes itself
    result_record(night=started, game=1, table=4, winner=7, user=scorekeeper)
    expect(page.locator(".all-in")).to_be_visible()
    expect(page.locator("#close-game")).to_be_enabled()
    shot(page, "desk-progress-all-in")

    page.click("#close-game")
    expect(page.locator("main h1")).to_have_text("Moves for game 2")
    expect(page.locator(".bye-banner")).to_have_text("Couple 7 has the bye at table 5.")
    move_of_1 = page.locator(".move", has_text="Couple 1 →")
    expect(move_of_1.locator(".where")).to_have_text("Table 2")
    expect(move_of_1.locator(".how")).to_have_text("deals first")
    expect(page.locator(".move", has_text="Couple 9 →").locator(".where")).to_have_text("Table 1")
    shot(page, "desk-moves-game-2")
    page.set_viewport_size(TABLET_LANDSCAPE)
    shot(page, "desk-moves-game-2-landscape")
    page.set_viewport_size(TABLET)

    page.goto(f"/desk/{started.slug}/results/?game=1")
    row = page.locator("#table-2")
    row.locator("a:has-text('Correct')").click()
    row.locator("input[name=winner][value='4']").check()
    row.locator("input[name=reason]").fill("The tablet had the wrong couple")
    shot(page, "desk-results-correcting")
    row.locator("button:has-text('Save the correction')").click()
    expect(page.locator(".messages")).to_contain_text("Game 1, table 2: couple 4 is now the winner.")
    expect(page.locator("#table-2 .winner")).to_have_text("4")

    page.click("main a:has-text('Audit trail')")
    audit = page.locator("table.audit tbody tr")
    expect(audit).to_have_count(1)
    expect(audit).to_contain_text("The tablet had the wrong couple")
    expect(audit.locator(".old")).to_contain_text("Couple 3")
    expect(audit.locator(".new")).to_contain_text("Couple 4")
    expect(audit).to_contain_text("org")
    shot(page, "desk-audit")

    page.goto(f"/desk/{started.slug}/")
    expect(page.locator(".next-step")).to_contain_text("Game 2 of 25")
    shot(page, "desk-night-playing")


def test_a_scorekeeper_is_refused_the_desk(page, started):
    sign_in(page, "keeper")
    for path in (f"/desk/{started.slug}/", f"/desk/{started.slug}/couples/", f"/desk/{started.slug}/progress/", "/desk/"):
        response = page.goto(path)
        assert response.status == 403, path
        expect(page.locator(".msg.refused")).to_be_visible()
    shot(page, "desk-refused-scorekeeper")
