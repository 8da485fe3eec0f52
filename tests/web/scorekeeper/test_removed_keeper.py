"""A scorekeeper removed from the night while their tablet keeps tapping, or sends the taps it held
(issue 34, point 7): each tap is refused with a sentence saying so, nothing is recorded, and the
organiser is told on the progress page, once per tap. A stranger's posts tell the organiser nothing."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from tournaments.models import NightEvent, Result
from tournaments.selectors import seating_for_game

pytestmark = pytest.mark.django_db


def _tap(client: Client, night, table: int, winner: int, token: str):
    body = {"game": night.current_game, "table": table, "winner": winner, "token": token}
    return client.post(f"/score/{night.slug}/result/", json.dumps(body), content_type="application/json",
                       HTTP_ACCEPT="application/json")


@pytest.fixture
def desk(night, django_user_model) -> Client:
    organiser = django_user_model.objects.create_user("org", is_staff=True)
    night.organisers.add(organiser)
    client = Client()
    client.force_login(organiser)
    return client


def test_a_removed_scorekeepers_held_taps_are_refused_said_and_shown_to_the_organiser(night, keeper, desk):
    tablet = Client()
    tablet.force_login(keeper)
    seating = seating_for_game(night=night, game=1)
    assert _tap(tablet, night, 1, min(seating[1]), "held-tap-0001").status_code == 200
    assert desk.post(f"/desk/{night.slug}/scorekeepers/remove/", {"user": str(keeper.pk)}).status_code == 302
    for _attempt in range(2):  # the tablet sends its held tap, then retries it
        answer = _tap(tablet, night, 2, min(seating[2]), "held-tap-0002")
        assert answer.status_code == 403 and answer.json()["ok"] is False
        assert "no longer keep score" in answer.json()["message"] and "organiser has been told" in answer.json()["message"]
    assert not Result.objects.filter(night=night, table=2).exists()
    [line] = NightEvent.objects.filter(night=night, kind=NightEvent.Kind.TAP_REFUSED)
    assert line.made_by == keeper and f"couple {min(seating[2])}" in line.reason
    page = desk.get(f"/desk/{night.slug}/progress/").content.decode()
    assert "Taps refused from tablets no longer keeping score" in page and "keeper, no longer a scorekeeper" in page


def test_a_strangers_taps_are_refused_and_tell_the_organiser_nothing(night, django_user_model):
    stranger = Client()
    stranger.force_login(django_user_model.objects.create_user("stranger"))
    seating = seating_for_game(night=night, game=1)
    answer = _tap(stranger, night, 1, min(seating[1]), "stranger-tap-01")
    assert answer.status_code == 403 and "not a scorekeeper" in answer.json()["message"]
    assert not NightEvent.objects.exists() and not Result.objects.exists()
