"""An auction night at the desk (issue 12, point 9): chosen in the night form, its points on the
120 scale in the correction form, its tables' refereed games playing its preset, its printouts
naming the game."""

from __future__ import annotations

import io

import pytest
from django.urls import reverse
from pypdf import PdfReader

from tournaments.models import Night, Result
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _new_night(**changes) -> dict:
    data = {"series": "", "new_series": "Lowell Elks", "name": "Auction night", "date": "2026-12-04", "games": "12",
            "venue": "", "language": "", "game": "merrimack-valley", "bye_earns_win": "on", "places": "3",
            "booby_prize": "on", "cookie_jar": "on", "cookie_jar_games": "8", "cookie_jar_fee": "2.00", "paper": "letter"}
    return {**data, **changes}


@pytest.fixture
def auction(make_night, organiser, keeper):
    night = make_night(couples=8, games=5, game="merrimack-valley")
    night.organisers.add(organiser)
    night.scorekeepers.add(keeper)
    return night


def test_the_night_form_offers_the_games_and_a_new_series_keeps_the_one_chosen(org_client):
    page = org_client.get("/desk/").content.decode()
    for title in ("Forty-Fives to 45", "Merrimack Valley auction (to 120)", "One-Hundred and Ten (to 110)"):
        assert title in page
    org_client.post("/desk/", _new_night())
    night = Night.objects.get()
    assert night.game == night.series.game == "merrimack-valley"


def test_a_game_that_is_not_offered_is_refused_by_the_form(org_client):
    response = org_client.post("/desk/", _new_night(game="irish"))
    assert response.status_code == 400 and b"Select a valid choice" in response.content
    assert not Night.objects.exists()


def test_the_desk_names_the_game_in_every_pages_head(org_client, auction):
    assert "Merrimack Valley auction (to 120)" in org_client.get(f"/desk/{auction.slug}/").content.decode()


def test_a_correction_at_an_auction_night_takes_a_side_below_zero(org_client, auction):
    result_record(night=auction, game=1, table=1, winner=1)
    response = org_client.post(reverse("desk-correct", args=[auction.slug]), {
        "game": "1", "table": "1", "version": "1", "winner": "2", "winner_points": "120", "loser_points": "-35",
        "reason": "The set side was written as the winner"})
    assert response.status_code == 302
    result = Result.objects.get(night=auction, game=1, table=1)
    assert (result.winner.number, result.winner_points, result.loser_points) == (2, 120, -35)


def test_a_correction_at_an_auction_night_says_its_scale_next_to_the_box(org_client, auction):
    result_record(night=auction, game=1, table=1, winner=1)
    response = org_client.post(reverse("desk-correct", args=[auction.slug]), {
        "game": "1", "table": "1", "version": "1", "winner": "2", "winner_points": "400", "loser_points": "-35",
        "reason": "typo"})
    assert response.status_code == 400 and b"less than or equal to 149" in response.content
    assert Result.objects.get(night=auction, game=1, table=1).winner.number == 1


def test_a_tables_refereed_game_at_an_auction_night_offers_only_its_preset(client, auction, keeper):
    client.force_login(keeper)
    page = client.get(f"/referee/night/{auction.slug}/table/1/").content.decode()
    assert 'value="merrimack-valley"' in page and 'value="nova-scotia"' not in page


@pytest.mark.parametrize("kind", ["punchcards.pdf", "standings.pdf"])
def test_the_printouts_name_the_game(org_client, auction, kind):
    response = org_client.get(f"/desk/{auction.slug}/print/{kind}")
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    assert ("Auction to 120" if kind == "punchcards.pdf" else "Merrimack Valley auction (to 120)") in " ".join(text.split())
