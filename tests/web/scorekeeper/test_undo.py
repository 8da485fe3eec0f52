"""POST /score/<slug>/undo/: take back one's own tap while the game is open."""

from __future__ import annotations

import json

import pytest

from tournaments.models import Result
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/score/{night.slug}/undo/"


def _payload(**changes) -> dict:
    data = {"game": 1, "table": 1, "token": "undo-0123456789abcdef"}
    data.update(changes)
    return data


def _post(client, night, data):
    return client.post(_url(night), json.dumps(data), content_type="application/json")


def test_one_undoes_ones_own_tap(keeper_client, night, keeper):
    result_record(night=night, game=1, table=1, winner=2, user=keeper)
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 200
    assert response.json()["status"] == "undone" and response.json()["winner"] is None
    assert not Result.objects.filter(night=night).exists()


def test_a_retried_undo_is_harmless(keeper_client, night, keeper):
    result_record(night=night, game=1, table=1, winner=2, user=keeper)
    first = _post(keeper_client, night, _payload()).json()
    assert _post(keeper_client, night, _payload()).json() == first


def test_not_someone_elses(keeper_client, night, keeper2):
    result_record(night=night, game=1, table=1, winner=2, user=keeper2)
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 400 and "Only the person who entered" in response.json()["message"]
    assert Result.objects.filter(night=night).count() == 1


def test_nothing_to_undo(keeper_client, night):
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 404 and "no result to undo" in response.json()["message"]


def test_not_after_the_game_closed(keeper_client, night, keeper):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner, user=keeper)
    game_close(night=night)
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 409 and "closed" in response.json()["message"]
    assert Result.objects.filter(night=night, game=1).count() == 4


@pytest.mark.parametrize("data", [_payload(table="x"), _payload(game=None), _payload(token=7), {"nothing": True}])
def test_bad_input(keeper_client, night, data):
    response = _post(keeper_client, night, data)
    assert response.status_code == 400 and response.json()["ok"] is False


def test_anonymous_and_strangers(client, night, other_night, keeper, django_user_model):
    result_record(night=night, game=1, table=1, winner=2, user=keeper)
    assert _post(client, night, _payload()).status_code == 401
    client.force_login(django_user_model.objects.get(username="stranger"))
    assert _post(client, night, _payload()).status_code == 403
    assert Result.objects.filter(night=night).count() == 1
