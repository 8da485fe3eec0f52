"""At the door, through the desk's pages: names that look alike or blank (issue 34, point 6) and the
same names registered twice (issue 33, point 5)."""

from __future__ import annotations

import pytest
from django.contrib.messages import get_messages

from tournaments.models import Couple, Player

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/desk/{night.slug}/couples/"


def _said(response) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


def test_a_name_of_invisible_characters_only_is_refused_with_a_sentence(night, org_client):
    before = Couple.objects.filter(night=night).count()
    response = org_client.post(_url(night), {"player1": "\u3164", "player2": "Angus MacIsaac", "token": "tok-12345678"})
    assert response.status_code == 400
    assert "The first player&#x27;s name is made of invisible characters only" in response.content.decode()
    response = org_client.post(_url(night), {"player1": "Flora", "player2": "\u2800 \u200b", "token": "tok-87654321"})
    assert "The second player&#x27;s name is made of invisible characters only" in response.content.decode()
    assert Couple.objects.filter(night=night).count() == before


def test_a_word_in_two_alphabets_is_registered_with_a_warning_naming_it(night, org_client):
    response = org_client.post(_url(night), {"player1": "Donald Chi\u0430sson", "player2": "Rita", "token": "tok-12345678"})
    assert response.status_code == 302
    warnings = [m for m in _said(response) if "alphabets" in m]
    assert len(warnings) == 1 and "“Chi\u0430sson”" in warnings[0]
    assert Couple.objects.filter(night=night, player1="Donald Chi\u0430sson").exists()


def test_an_edit_in_two_alphabets_is_saved_with_a_warning(night, org_client):
    response = org_client.post(f"/desk/{night.slug}/couples/1/edit/", {"player1": "J\u03bfe", "player2": "Ann"})
    assert any("“J\u03bfe”" in m for m in _said(response))
    assert response["Location"].endswith("saved=1#couple-1")


def test_a_look_alike_name_is_the_regular_already_known(night, org_client):
    org_client.post(_url(night), {"player1": "Donald Chiasson", "player2": "", "token": "tok-12345678"})
    org_client.post(_url(night), {"player1": "Rita", "player2": "Donald\u3164 Chi\u0430sson", "token": "tok-87654321",
                                  "again": "1"})
    assert Player.objects.filter(series=night.series, name__contains="Chi").count() == 1


def test_the_same_two_names_are_not_registered_again_without_a_word(night, org_client):
    org_client.post(_url(night), {"player1": "Yvette Cormier", "player2": "Paul Cormier", "token": "tok-12345678"})
    number = Couple.objects.get(night=night, player1="Yvette Cormier").number
    response = org_client.post(_url(night), {"player1": "paul cormier", "player2": "Yvette Cormier", "token": "tok-87654321"})
    assert response.status_code == 409
    page = response.content.decode()
    assert f"paul cormier &amp; Yvette Cormier are already couple {number}." in page
    assert "They were not registered again." in page and 'name="again" value="1"' in page
    assert Couple.objects.filter(night=night).count() == number
    # Pressed on purpose: two other people of the same names.
    response = org_client.post(_url(night), {"player1": "Paul Cormier", "player2": "Yvette Cormier", "token": "tok-abcdefgh",
                                             "again": "1"})
    assert response.status_code == 302 and Couple.objects.filter(night=night).count() == number + 1


def test_one_name_already_registered_tonight_is_said_with_its_couple(night, org_client):
    response = org_client.post(_url(night), {"player1": "Player 3b", "player2": "Angus", "token": "tok-12345678"})
    assert response.status_code == 409
    assert "Player 3b is already in couple 3." in response.content.decode()


def test_the_same_form_sent_twice_is_one_couple_not_a_repeat(night, org_client):
    payload = {"player1": "Cathy Doucette", "player2": "Hughie MacIsaac", "token": "tok-12345678"}
    one, two = org_client.post(_url(night), payload), org_client.post(_url(night), payload)
    assert one.status_code == two.status_code == 302 and one["Location"] == two["Location"]
