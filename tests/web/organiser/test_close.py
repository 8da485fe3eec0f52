"""POST /desk/<slug>/close/: close the game once every table is in; a double click closes once."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Night
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _payload(**changes) -> dict:
    data = {"game": "1"}
    data.update(changes)
    return data


def _all_in(night, game=1):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=game, table=table, winner=winner)


def test_closing_with_tables_missing_names_them(org_client, started):
    result_record(night=started, game=1, table=2, winner=3)
    response = org_client.post(reverse("desk-close", args=[started.slug]), _payload())
    assert response["Location"] == reverse("desk-progress", args=[started.slug])
    assert texts(response) == ["Game 1 still needs results from tables 1, 3, 4."]
    assert Night.objects.get(pk=started.pk).current_game == 1


def test_close_seats_the_next_game_and_shows_the_moves(org_client, started):
    _all_in(started)
    response = org_client.post(reverse("desk-close", args=[started.slug]), _payload())
    assert response["Location"] == reverse("desk-moves", args=[started.slug])
    assert texts(response) == ["Game 1 closed. Announce the moves for game 2."]
    assert Night.objects.get(pk=started.pk).current_game == 2


def test_a_double_click_closes_once(org_client, started):
    _all_in(started)
    url = reverse("desk-close", args=[started.slug])
    org_client.post(url, _payload())
    response = org_client.post(url, _payload())
    assert texts(response)[-1] == "Game 1 is already closed."
    assert Night.objects.get(pk=started.pk).current_game == 2


@pytest.mark.parametrize("game", ["", "abc", "-1"])
def test_a_bad_game_number_is_explained(org_client, started, game):
    _all_in(started)
    response = org_client.post(reverse("desk-close", args=[started.slug]), _payload(game=game))
    assert texts(response) == ["Which game? Reload the page and try again."]
    assert Night.objects.get(pk=started.pk).current_game == 1


def test_closing_before_the_start_is_explained(org_client, night):
    response = org_client.post(reverse("desk-close", args=[night.slug]), _payload())
    assert texts(response) == ["There is no game in play."]


def test_closing_the_last_game_leads_to_the_prizes(org_client, make_night, organiser):
    short = make_night(couples=4, games=1)
    short.organisers.add(organiser)
    result_record(night=short, game=1, table=1, winner=1)
    result_record(night=short, game=1, table=2, winner=4)
    progress = org_client.get(reverse("desk-progress", args=[short.slug])).content.decode()
    assert 'data-confirm="Close game 1, the last one? The tablets stop taking results and the prizes come next."' in progress
    response = org_client.post(reverse("desk-close", args=[short.slug]), _payload())
    assert response["Location"] == reverse("desk-prizes", args=[short.slug])
    assert Night.objects.get(pk=short.pk).state == "prizes"


def test_others_are_refused(started, keeper, other_organiser):
    _all_in(started)
    assert_others_refused(reverse("desk-close", args=[started.slug]), keeper=keeper, other=other_organiser,
                          method="post", data=_payload())
    assert Night.objects.get(pk=started.pk).current_game == 1
