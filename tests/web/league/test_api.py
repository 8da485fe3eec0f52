"""``POST /league/api/nights/``: the hall's token in a header, JSON in and out, every answer's status."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from tournaments.league.digest import night_digest
from tournaments.league.models import LeagueEvent, ReceivedNight
from tournaments.league.services import token_hall, token_revoke
from tournaments.league.views.api import NIGHT_MAX_BYTES
from tournaments.models import Night

from .conftest import corrected

pytestmark = pytest.mark.django_db
URL = "/league/api/nights/"


def post(data, token: str | None, *, client: Client | None = None, raw: bytes | None = None, **headers):
    client = client or Client(enforce_csrf_checks=True)
    if token is not None:
        headers["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    body = raw if raw is not None else json.dumps(data).encode()
    return client.post(URL, body, content_type="application/json", HTTP_ACCEPT="application/json", **headers)


def test_a_new_night_is_201_then_an_identical_one_200_then_a_corrected_one_201(night_file, hall_token):
    data = night_file()
    first = post(data, hall_token)
    assert first.status_code == 201, first.content
    assert first.json()["outcome"] == "new" and first.json()["night"] == data["night"]["slug"]
    again = post(data, hall_token)
    assert again.status_code == 200 and again.json()["outcome"] == "identical" and "already" in again.json()["message"]
    fixed = post(corrected(data), hall_token)
    assert fixed.status_code == 201 and fixed.json()["outcome"] == "corrected"
    kinds = list(LeagueEvent.objects.order_by("pk").values_list("kind", flat=True))
    assert kinds == ["hall", "token", "received", "corrected"]
    assert LeagueEvent.objects.get(kind="received").token == token_hall(plain=hall_token)


def test_no_token_a_wrong_one_or_a_revoked_one_is_401_and_nothing_is_kept(night_file, hall_token):
    data = night_file()
    assert post(data, None).status_code == 401
    assert post(data, "not-a-token").status_code == 401
    answer = post(data, None, HTTP_AUTHORIZATION=f"Basic {hall_token}")
    assert answer.status_code == 401
    token_revoke(token=token_hall(plain=hall_token))
    answer = post(data, hall_token)
    assert answer.status_code == 401 and "revoked" in answer.json()["message"]
    assert not ReceivedNight.objects.exists() and not Night.objects.exists()


def test_a_logged_in_session_is_not_a_token(night_file, hall_token, django_user_model):
    client = Client(enforce_csrf_checks=True)
    client.force_login(django_user_model.objects.create_superuser("boss", password="pw-for-tests-1"))
    assert post(night_file(), None, client=client).status_code == 401
    assert not ReceivedNight.objects.exists()


def test_a_damaged_file_is_400_with_the_place_in_the_message(night_file, hall_token):
    data = night_file()
    data["couples"][0]["number"] = "one"
    answer = post(data, hall_token)
    assert answer.status_code == 400 and "couples[0].number" in answer.json()["message"]
    answer = post(None, hall_token, raw=b"{not json")
    assert answer.status_code == 400 and "not JSON" in answer.json()["message"]
    assert not ReceivedNight.objects.exists()


def test_another_halls_night_of_the_same_short_name_is_kept_beside_it(night_file, hall_token, other_hall):
    """Short names are each hall's (issue 37, point 4): two halls' "week-3" never clash."""
    from tournaments.league.services import token_make

    data = night_file()
    assert post(data, hall_token).status_code == 201
    answer = post(data, token_make(hall=other_hall))
    assert answer.status_code == 201 and answer.json()["outcome"] == "new"
    assert answer.json()["night"] == f"{data['night']['slug']}-port-hood"
    assert sorted(ReceivedNight.objects.values_list("hall__name", "slug")) == [
        ("Arichat", data["night"]["slug"]), ("Port Hood", data["night"]["slug"])]


def test_an_old_file_sent_after_a_correction_is_409_and_the_correction_stays(night_file, hall_token):
    """Issue 34, point 2: the first file sent again brought the old night back, logged as corrected."""
    data = night_file()
    fixed = corrected(data)
    assert post(data, hall_token).status_code == 201
    assert post(fixed, hall_token).status_code == 201
    answer = post(data, hall_token)
    assert answer.status_code == 409 and "cannot undo a correction" in answer.json()["message"]
    assert ReceivedNight.objects.get().digest == night_digest(fixed)
    assert LeagueEvent.objects.filter(kind="corrected").count() == 1


def test_a_file_over_the_cap_is_413_with_a_message(hall_token):
    answer = post(None, hall_token, raw=b" " * (NIGHT_MAX_BYTES + 1))
    assert answer.status_code == 413 and "2.5 MB" in answer.json()["message"]


def test_other_methods_are_405(hall_token):
    client = Client()
    for method in ("get", "put", "delete"):
        answer = getattr(client, method)(URL, HTTP_AUTHORIZATION=f"Bearer {hall_token}")
        assert answer.status_code == 405 and answer["Allow"] == "POST" and answer.json()["message"]


@pytest.mark.parametrize("depth", [100_000, 900])
def test_json_nested_deep_is_a_400_with_a_sentence_not_a_server_error(hall_token, depth):
    """Issue 34, point 5: it was a RecursionError (500)."""
    client = Client(enforce_csrf_checks=True, raise_request_exception=False)
    answer = post(None, hall_token, client=client, raw=b"[" * depth + b"]" * depth)
    assert answer.status_code == 400 and answer.json() == {"ok": False, "message": "This is not a night file: it is not JSON."}
    deep = {"format": "cardparty-night", "version": 1, "night": {"a": json.loads("[" * 800 + "]" * 800)}}
    answer = post(deep, hall_token, client=client)
    assert answer.status_code == 400 and "not JSON" in answer.json()["message"]
    assert not ReceivedNight.objects.exists() and not Night.objects.exists()
