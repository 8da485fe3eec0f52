"""The pages issue 34 and 37 changed, in Chromium at a tablet's and a phone's width: the header's League link
and a token shown once on the league organiser's page, the series' League link saying who set it and when,
and the taps of a scorekeeper taken off the night listed on the progress page."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from playwright.sync_api import expect

from tournaments.league.services import hall_create, league_series
from tournaments.selectors import seating_for_game

from .conftest import PHONE, TABLET, shot
from .fit import misfits
from .nights import finished_night
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_the_league_organiser_finds_the_league_and_reads_a_new_token_once(new_context, organiser, viewport):
    organiser.user_permissions.add(Permission.objects.get(codename="run_league"))
    hall_create(name="Stella Maris", series=league_series(name="League", user=organiser))
    page = new_context(viewport).new_page()
    sign_in(page, "org")
    page.goto("/desk/")
    if viewport is PHONE:
        page.locator("[data-menu-toggle]").click()
    page.locator("#site-nav").get_by_role("link", name="League").click()
    expect(page.locator("h1")).to_have_text("League")
    with page.expect_navigation():
        page.get_by_role("button", name="Make a token").click()
    token = page.locator("[data-token]")
    expect(token).to_be_visible()
    shot(page, f"league-token-{viewport['width']}")
    assert misfits(page) == []
    page.reload()
    expect(page.locator("[data-token]")).to_have_count(0)


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_the_series_league_page_says_who_set_the_address_and_when(new_context, organiser, viewport):
    night = finished_night(organiser, name=f"Thursday {viewport['width']}")
    page = new_context(viewport).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/series/{night.series.slug}/league/")
    page.fill("#id_url", "https://league.example.org/")
    page.fill("#id_token", "a-token-from-the-league")
    with page.expect_navigation():
        page.get_by_role("button", name="Save").click()
    expect(page.locator(".league-link-now")).to_contain_text("by org")
    shot(page, f"league-link-{viewport['width']}")
    assert misfits(page) == []


def test_the_progress_page_lists_a_removed_scorekeepers_taps(new_context, organiser, scorekeeper, live_server):
    from tournaments.models import Night
    from tournaments.services.couples import couple_register
    from tournaments.services.nights import night_create, night_start, series_get_or_create

    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness", owner=organiser)
    night = night_create(series=series, name="Friday", date=__import__("datetime").date(2026, 12, 5), games=3,
                         organiser=organiser)
    for n in range(1, 9):
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    night = night_start(night=Night.objects.get(pk=night.pk))
    night.scorekeepers.add(scorekeeper)
    seating = seating_for_game(night=night, game=1)
    tablet = Client()
    tablet.force_login(scorekeeper)

    def tap(table: int, token: str):
        body = {"game": 1, "table": table, "winner": min(seating[table]), "token": token}
        return tablet.post(f"/score/{night.slug}/result/", json.dumps(body), content_type="application/json")

    assert tap(1, "browser-tap-01").status_code == 200
    night.scorekeepers.remove(scorekeeper)
    assert tap(2, "browser-tap-02").status_code == 403
    page = new_context(TABLET).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/progress/")
    expect(page.locator(".refused-taps")).to_contain_text("keeper, no longer a scorekeeper tonight")
    shot(page, "progress-refused-taps-800")
    assert misfits(page) == []
