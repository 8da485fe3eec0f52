"""Fewer steps, fewer surprises (issue 13, point 9), in Chromium.

After logging in, an organiser lands on the desk and a scorekeeper on the tablet of the night
they score, or on the choice of their own nights (768x1024). On the desk (1024x768): the start
page keeps the seed under "More" and a fresh draw's seed has at most six digits; closing the
last game asks first, as finishing does; a correction says it was saved where the page opens;
the cookie jar's reveal says how close each entry came. On a 390x844 phone a form's mistake
is shown where the eye is: scrolled into view, its field focused, the summary at the top.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from playwright.sync_api import expect

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_enter
from tournaments.services.nights import night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import PHONE, shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PORTRAIT, LANDSCAPE = {"width": 768, "height": 1024}, {"width": 1024, "height": 768}


def _night(name: str, *, organiser=None, couples: int = 4, games: int = 25, start: bool = True) -> Night:
    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness", owner=organiser)
    night = night_create(series=series, name=name, date=dt.date(2026, 12, 5), games=games, organiser=organiser,
                         cookie_jar_games=1)
    for n in range(1, couples + 1):
        couple_register(night=night, player1=f"Flora {n}", player2=f"Angus {n}")
    return night_start(night=night) if start else night


def test_after_login_each_person_lands_on_their_work(new_context, organiser, scorekeeper, scorekeeper2):
    friday, saturday, other = _night("Friday"), _night("Saturday", start=False), _night("Elsewhere")
    friday.scorekeepers.add(scorekeeper)
    saturday.scorekeepers.add(scorekeeper)
    other.scorekeepers.add(scorekeeper2)

    desk = new_context(LANDSCAPE).new_page()
    sign_in(desk, "org")
    assert desk.url.endswith("/desk/")
    expect(desk.locator("main h1")).to_have_text("Organiser's desk")

    keeper = new_context(PORTRAIT).new_page()
    sign_in(keeper, "keeper")
    expect(keeper.locator("main h1")).to_have_text("Enter results")
    expect(keeper.locator(".night-choice .choice-name")).to_have_text(["Friday", "Saturday"])  # theirs only, playing first
    shot(keeper, "after-login-choice-of-nights")
    keeper.locator(".night-choice a", has_text="Friday").click()
    expect(keeper.locator("#game-title")).to_have_text("Game 1 of 25")

    alone = new_context(PORTRAIT).new_page()
    sign_in(alone, "keeper2")
    assert alone.url.endswith(f"/score/{other.slug}/")
    expect(alone.locator("#game-title")).to_have_text("Game 1 of 25")


def test_the_desk_asks_before_the_last_close_says_what_it_saved_and_how_close_the_jar_came(new_context, organiser):
    night = _night("Short night", organiser=organiser, games=1, start=False)
    jar_enter(night=night, number=1)
    jar_enter(night=night, number=2)
    page = new_context(LANDSCAPE).new_page()
    dialogs: list[str] = []
    answer = {"accept": False}
    page.on("dialog", lambda d: (dialogs.append(d.message), d.accept() if answer["accept"] else d.dismiss()))
    sign_in(page, "org")

    # The start page: no seed to fill in unless one asks for it; a fresh draw's seed is short.
    page.goto(f"/desk/{night.slug}/start/")
    expect(page.locator("#id_seed")).to_be_hidden()
    expect(page.locator("details.more summary")).to_have_text("More: repeat an earlier draw")
    shot(page, "start-seed-under-more")
    page.check("input[name=seating][value=random]")
    page.click("main button:has-text('Start game 1')")
    seed = re.search(r"seed (\d+)\)", page.locator(".messages").inner_text())[1]
    assert len(seed) <= 6, seed

    # Closing the last game asks first; saying no closes nothing.
    night = Night.objects.get(pk=night.pk)
    for table, pair in seating_for_game(night=night, game=1).items():
        result_record(night=night, game=1, table=table, winner=min(pair))
    page.goto(f"/desk/{night.slug}/progress/")
    page.click("#close-game")
    assert dialogs == ["Close game 1, the last one? The tablets stop taking results and the prizes come next."]
    assert Night.objects.get(pk=night.pk).state == "playing"
    answer["accept"] = True
    page.click("#close-game")
    expect(page.locator("main h1")).to_have_text("Prizes")

    # A correction says it was saved, in the row the page opens at.
    table = max(seating_for_game(night=night, game=1))
    loser = max(seating_for_game(night=night, game=1)[table])
    page.goto(f"/desk/{night.slug}/results/?game=1&table={table}#table-{table}")
    row = page.locator(f"#table-{table}")
    row.locator(f"input[name=winner][value='{loser}']").check()
    row.locator("input[name=reason]").fill("Wrong couple tapped")
    row.locator("button:has-text('Save the correction')").click()
    saved = page.locator(f"#table-{table} .saved-note")
    expect(saved).to_contain_text(f"✓ Correction saved: couple {loser} is now the winner (version 2).")
    expect(saved).to_be_in_viewport()
    shot(page, "correction-saved-in-its-row")

    # The cookie jar's reveal: how close each entry came.
    page.goto(f"/desk/{night.slug}/jar/")
    page.click("main button:has-text('Reveal the draw')")
    expect(page.locator(".jar-closeness li")).to_have_count(2)
    expect(page.locator(".jar-closeness .hits").first).to_have_text(re.compile(r"won [01] of the 1 drawn game$"))
    shot(page, "jar-reveal-closeness")


def test_a_form_mistake_is_shown_where_the_eye_is_on_a_phone(new_context, organiser):
    night = _night("Phone night", organiser=organiser, start=False)
    page = new_context(PHONE).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/")
    page.fill("#id_new_username", "tablet-ann")
    page.fill("#id_password", "short")
    page.click("#scorekeepers button:has-text('Make the account')")
    error = page.locator("#scorekeepers .field-error")
    expect(error.first).to_be_in_viewport()
    expect(page.locator("#id_password")).to_be_focused()
    expect(page.locator(".messages")).to_contain_text("No account was made: see the notes below.")
    shot(page, "form-mistake-where-the-eye-is")
