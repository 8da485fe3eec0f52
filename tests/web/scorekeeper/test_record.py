"""POST /score/<slug>/result/: one tap, idempotent by token, never a silent overwrite."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from tournaments.models import PostToken, Result
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/score/{night.slug}/result/"


def _payload(**changes) -> dict:
    data = {"game": 1, "table": 1, "winner": 2, "token": "tok-0123456789abcdef"}
    data.update(changes)
    return data


def _post(client, night, data, **extra):
    body = data if isinstance(data, (str, bytes)) else json.dumps(data)
    return client.post(_url(night), body, content_type="application/json", **extra)


def test_a_tap_records_the_winner(keeper_client, night, keeper):
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 200
    assert response.json() == {
        "ok": True, "status": "recorded", "game": 1, "table": 1, "winner": 2, "version": 1,
        "message": "Recorded: couple 2 won at table 1.", "http_status": 200,
    }
    result = Result.objects.get(night=night, game=1, table=1)
    assert result.winner.number == 2 and result.entered_by == keeper


def test_a_retried_token_returns_the_first_outcome_and_stores_nothing_new(keeper_client, night):
    first = _post(keeper_client, night, _payload()).json()
    again = _post(keeper_client, night, _payload())
    assert again.status_code == 200 and again.json() == first
    assert Result.objects.filter(night=night).count() == 1
    assert PostToken.objects.count() == 1


def test_the_same_winner_with_a_new_token_is_repeated(client, keeper_client, night, keeper2):
    _post(keeper_client, night, _payload())
    client.force_login(keeper2)
    response = _post(client, night, _payload(token="another-token-1234"))
    assert response.status_code == 200 and response.json()["status"] == "repeated"
    assert Result.objects.filter(night=night).count() == 1


def test_a_different_winner_is_a_conflict_and_changes_nothing(client, night, keeper, keeper2):
    result_record(night=night, game=1, table=1, winner=1, user=keeper)
    client.force_login(keeper2)
    response = _post(client, night, _payload(winner=2, token="conflicting-tap-1"))
    assert response.status_code == 409
    body = response.json()
    assert body["ok"] is False and body["status"] == "refused"
    assert "already has couple 1 as the winner" in body["message"]
    assert Result.objects.get(night=night, game=1, table=1).winner.number == 1


def test_a_closed_game_is_a_conflict(keeper_client, night, keeper):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner, user=keeper)
    game_close(night=night)
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 409 and "closed" in response.json()["message"]


@pytest.mark.parametrize(
    ("data", "status", "words"),
    [
        (_payload(game=None), 400, "game number is missing"),
        ({"table": 1, "winner": 2, "token": "tok-0123456789abcdef"}, 400, "game number is missing"),
        (_payload(table="1"), 400, "table number must be a whole number"),
        (_payload(winner=2.0), 400, "couple number must be a whole number"),
        (_payload(winner=True), 400, "couple number must be a whole number"),
        (_payload(table=10**30), 400, "table number must be a whole number"),
        (_payload(game=-1), 400, "game number must be a whole number"),
        (_payload(token=None), 400, "token"),
        (_payload(token="short"), 400, "token"),
        (_payload(token="x" * 65), 400, "token"),
        (_payload(token="<script>alert(1)</script>"), 400, "token"),
        (_payload(table=99), 404, "no table 99"),
        (_payload(winner=7), 400, "Couple 7 is not at table 1"),
        (_payload(table=5, winner=9), 400, "bye"),
        (_payload(game=2), 409, "has not started"),
        ([1, 2, 3], 400, "unexpected"),
        ("not json {", 400, "not JSON"),
        ("", 400, "unexpected"),
        (b"\xff\xfe", 400, "not JSON"),
        ("1e999", 400, "unexpected"),
    ],
)
def test_bad_input_is_a_clear_json_refusal(keeper_client, night, data, status, words):
    response = _post(keeper_client, night, data)
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    assert words in response.json()["message"]
    assert not Result.objects.filter(night=night).exists()


def test_an_unknown_night_is_404_json(keeper_client):
    response = keeper_client.post("/score/no-such-night/result/", json.dumps(_payload()), content_type="application/json")
    assert response.status_code == 404 and response.json()["ok"] is False


def test_a_token_of_another_night_is_refused(keeper_client, night, other_night, keeper):
    other_night.scorekeepers.add(keeper)
    _post(keeper_client, other_night, _payload())
    response = _post(keeper_client, night, _payload())
    assert response.status_code == 422 and "already used for another post" in response.json()["message"]


def test_who_may_post(client, night, other_night, django_user_model):
    assert _post(client, night, _payload()).status_code == 401
    client.force_login(django_user_model.objects.get(username="stranger"))
    response = _post(client, night, _payload())
    assert response.status_code == 403 and "not a scorekeeper" in response.json()["message"]
    assert not Result.objects.exists()


def test_get_is_not_allowed(keeper_client, night):
    assert keeper_client.get(_url(night)).status_code == 405


def test_csrf_is_enforced(night, keeper):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(keeper)
    assert _post(strict, night, _payload()).status_code == 403
    assert not Result.objects.exists()
    strict.get(f"/score/{night.slug}/")
    response = _post(strict, night, _payload(), HTTP_X_CSRFTOKEN=strict.cookies["csrftoken"].value)
    assert response.status_code == 200
