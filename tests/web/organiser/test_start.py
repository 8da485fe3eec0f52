"""/desk/<slug>/start/: game 1 seated in number order or by a random draw with a stored seed."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Night, Seat
from tournaments.selectors import seating_for_game

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _payload(**changes) -> dict:
    data = {"seating": "order", "seed": ""}
    data.update(changes)
    return data


def _url(night):
    return reverse("desk-start", args=[night.slug])


def test_start_in_number_order(org_client, night):
    assert b"9 couples" in org_client.get(_url(night)).content
    response = org_client.post(_url(night), _payload())
    assert response.status_code == 302 and response["Location"] == reverse("desk-moves", args=[night.slug])
    night = Night.objects.get(pk=night.pk)
    assert (night.state, night.current_game, night.seating_seed) == ("playing", 1, None)
    assert seating_for_game(night=night, game=1)[5] == (9, None)


def test_random_draw_keeps_and_shows_its_seed(org_client, night):
    response = org_client.post(_url(night), _payload(seating="random", seed="1234"))
    night = Night.objects.get(pk=night.pk)
    assert night.seating_seed == 1234
    assert texts(response) == ["Game 1 is seated by a random draw (seed 1234). Announce the tables."]
    assert b"its seed is 1234" in org_client.get(_url(night)).content


def test_random_draw_without_a_seed_makes_one_of_at_most_six_digits(org_client, night):
    page = org_client.get(_url(night)).content.decode()
    assert page.index('<details class="more">') < page.index('id="id_seed"'), "the seed waits under More"
    org_client.post(_url(night), _payload(seating="random"))
    assert 0 <= Night.objects.get(pk=night.pk).seating_seed < 1_000_000


@pytest.mark.parametrize("changes, error", [
    ({"seating": "sideways"}, b"Select a valid choice"),
    ({"seed": "12"}, b"only used for a random draw"),
    ({"seating": "random", "seed": "-4"}, b"greater than or equal to 0"),
    ({"seating": "random", "seed": "9" * 40}, b"less than or equal to"),
])
def test_bad_input_starts_nothing(org_client, night, changes, error):
    response = org_client.post(_url(night), _payload(**changes))
    assert response.status_code == 400 and error in response.content
    assert Night.objects.get(pk=night.pk).state == "registration"


def test_starting_twice_is_explained(org_client, started):
    response = org_client.post(_url(started), _payload())
    assert texts(response) == ["This night has already started."]
    assert Seat.objects.filter(night=started, game=1).count() == 9


def test_starting_with_one_couple_is_explained(org_client, make_night, organiser):
    lonely = make_night(couples=1, start=False)
    lonely.organisers.add(organiser)
    response = org_client.post(_url(lonely), _payload())
    assert texts(response) == ["Register at least two couples before starting the night."]


def test_others_are_refused(night, keeper, other_organiser):
    assert_others_refused(_url(night), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert Night.objects.get(pk=night.pk).state == "registration"
