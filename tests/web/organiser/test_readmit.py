"""/desk/<slug>/couples/<n>/readmit/: the button that brings a withdrawn couple back, and what it says."""

from __future__ import annotations

import pytest
from django.contrib.messages import get_messages
from django.test import Client
from django.urls import reverse

from tournaments.models import Couple, Night, Seat
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_withdraw

pytestmark = pytest.mark.django_db


@pytest.fixture
def six(make_night, organiser):
    """Six couples in game 1 (1-2, 3-4, 5-6), couple 3 withdrawn: couple 4 sits alone at table 2."""
    night = make_night(couples=6, games=10)
    night.organisers.add(organiser)
    couple_withdraw(night=night, number=3)
    return Night.objects.get(pk=night.pk)


def texts(response) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


def _url(night, number: int) -> str:
    return reverse("desk-couple-readmit", args=[night.slug, number])


def _seats(night) -> list:
    return sorted(Seat.objects.filter(night=night).values_list("game", "table", "couple__number", "role"))


def test_the_couples_page_offers_to_bring_back_only_the_couples_that_left(org_client, six):
    page = org_client.get(reverse("desk-couples", args=[six.slug])).content.decode()
    assert page.count('/readmit/"') == 1 and f'formaction="{_url(six, 3)}"' in page
    assert "Bring couple 3 back into the night?" in page and ">Bring back<" in page


def test_bringing_a_couple_back_seats_it_and_says_where(org_client, six):
    response = org_client.post(_url(six, 3))
    assert response.status_code == 302 and response["Location"].endswith("/couples/#couple-3")
    assert texts(response) == ["Couple 3 is back in the night. Couple 3 joins at table 2 against couple 4 in game 1."]
    assert Couple.objects.get(night=six, number=3).left_after is None
    assert seating_for_game(night=six, game=1)[2] == (3, 4)
    page = org_client.get(reverse("desk-couples", args=[six.slug])).content.decode()
    assert "/readmit/" not in page and "left after game" not in page


def test_a_couple_back_with_no_bye_to_fill_opens_a_table(org_client, make_night, organiser):
    night = make_night(couples=5, games=10)  # couple 5 has the bye at table 3
    night.organisers.add(organiser)
    couple_withdraw(night=night, number=1)  # couple 2 meets couple 5 at table 3; table 1 closes
    response = org_client.post(_url(night, 1))
    assert texts(response) == ["Couple 1 is back in the night. Couple 1 joins at table 4 (bye) in game 1."]


def test_a_couple_still_playing_is_not_brought_back(org_client, six):
    before = _seats(six)
    response = org_client.post(_url(six, 4))
    assert response.status_code == 302
    assert texts(response) == ["Couple 4 has not withdrawn: it is still in the night."]
    assert _seats(six) == before


def test_an_unknown_couple_is_explained(org_client, six):
    response = org_client.post(_url(six, 77))
    assert texts(response) == ["There is no couple 77 tonight."]


def test_after_the_last_game_no_couple_comes_back(org_client, make_night, organiser, play_games):
    night = make_night(couples=4, games=1)
    night.organisers.add(organiser)
    play_games(night, 1)
    Couple.objects.filter(night=night, number=2).update(left_after=0)
    page = org_client.get(reverse("desk-couples", args=[night.slug])).content.decode()
    assert "/readmit/" not in page
    before = _seats(night)
    response = org_client.post(_url(night, 2))
    assert texts(response) == ["Every game has been played: couple 2 cannot come back."]
    assert _seats(night) == before and Couple.objects.get(night=night, number=2).left_after == 0


def test_only_a_post_brings_a_couple_back(org_client, six):
    assert org_client.get(_url(six, 3)).status_code == 405
    assert Couple.objects.get(night=six, number=3).left_after == 0


def test_others_are_refused(six, keeper, django_user_model):
    other = django_user_model.objects.create_user("org2", is_staff=True)
    six.scorekeepers.add(keeper)
    assert Client().post(_url(six, 3))["Location"].startswith("/accounts/login/")
    for user in (keeper, other):
        person = Client()
        person.force_login(user)
        response = person.post(_url(six, 3))
        assert response.status_code == 403 and b"organisers of this night" in response.content
    assert Couple.objects.get(night=six, number=3).left_after == 0


def test_the_button_and_the_message_are_in_french(org_client, six, settings):
    org_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr"
    page = org_client.get(reverse("desk-couples", args=[six.slug])).content.decode()
    assert ">Faire revenir<" in page and "Faire revenir le couple 3 dans la soirée?" in page
    response = org_client.post(_url(six, 3))
    assert texts(response) == [
        "Le couple 3 est de retour dans la soirée. Le couple 3 se joint à la table 2 contre le couple 4 à la partie 1."]
