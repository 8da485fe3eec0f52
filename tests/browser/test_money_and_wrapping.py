"""Words that must not break or shout (issue 33, point 9), in a real browser: "Log out organiser" on
one line at 1024 px; "Couple 2" on one line at 360 px in large type; the jar's carry-over line a
sentence, not a headline, on a phone; amounts with their currency; a finished night's tablet says so."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LINES = ("e => { const r = document.createRange(); r.selectNodeContents(e);"
         " return new Set([...r.getClientRects()].map(c => Math.round(c.top))).size; }")
LARGE = "localStorage.setItem('cardparty-large', '1')"


@pytest.fixture
def finished(django_user_model):
    """Four couples, one game, couples 1 and 2 win; only couple 3 (a loser) is in the jar: nobody wins it."""
    organiser = django_user_model.objects.create_user("organiser", password="pw-for-tests-1", is_staff=True)
    keeper = django_user_model.objects.create_user("keeper", password="pw-for-tests-1")
    night = night_create(series=series_get_or_create(name="Mabou Hall", owner=organiser), name="Money night", date=dt.date(2026, 12, 5),
                         games=1, organiser=organiser, cookie_jar=True, cookie_jar_games=1,
                         prizes=[{"description": "", "amount": "100.00"}])
    for n in range(1, 5):
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    jar_enter(night=night, number=3)
    night = night_start(night=night)
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=2, winner=4)
    night = game_close(night=night)
    jar_reveal(night=night)
    night = night_finish(night=night)
    night.scorekeepers.add(keeper)
    return night


def test_log_out_organiser_stays_on_one_line_at_1024(new_context, finished):
    page = new_context({"width": 1024, "height": 768}).new_page()
    sign_in(page, "organiser")
    page.goto(f"/desk/{finished.slug}/prizes/")
    button = page.locator("header.top button.link", has_text="Log out organiser")
    expect(button).to_be_visible()
    assert button.evaluate(LINES) == 1, "“Log out organiser” broke over two lines"
    first = page.locator("header.top nav a").first.bounding_box()
    assert abs(button.bounding_box()["y"] - first["y"]) < 4, "“Log out organiser” fell to a row of its own"
    shot(page, "money-desk-prizes-1024")


def test_couple_2_stays_on_one_line_at_360_in_large_type(new_context, finished):
    page = new_context({"width": 360, "height": 740}).new_page()
    page.goto("/")
    page.evaluate(LARGE)
    token = Couple.objects.get(night=finished, number=2).public_token
    page.goto(f"/c/{token}/")
    title = page.locator("h1.couple-title")
    expect(title).to_have_text("Couple 2")
    assert title.evaluate(LINES) == 1, "“Couple 2” split over two lines"
    assert page.evaluate("document.documentElement.scrollWidth <= 360"), "the page scrolls sideways"
    shot(page, "money-couple-card-360-large")


def test_the_jar_carry_over_is_a_sentence_and_the_prize_has_its_currency_on_a_phone(new_context, finished):
    page = new_context({"width": 360, "height": 740}).new_page()
    page.goto(f"/n/{finished.slug}/standings/")
    carry = page.locator("p.jar-carry")
    expect(carry).to_have_text("No winner tonight: the jar carries over to the next night.")
    size = float(carry.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert size < 24, f"the carry-over line is headline type ({size}px)"
    expect(page.locator("body")).to_contain_text("$100.00")
    shot(page, "money-standings-jar-360")


def test_a_finished_nights_tablet_says_so(new_context, finished):
    page = new_context({"width": 800, "height": 1280}).new_page()
    sign_in(page, "keeper")
    page.goto(f"/score/{finished.slug}/")
    expect(page.locator("#idle")).to_have_text("The night is finished: there is nothing more to tap. Thank you!")
    expect(page.locator("#tap-hint")).to_be_hidden()
    shot(page, "money-tablet-finished")
