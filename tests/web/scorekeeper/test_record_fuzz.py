"""POST /score/<slug>/result/ and /undo/ with anything at all: a clear JSON answer, never a server error."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.models import Result

pytestmark = pytest.mark.django_db

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=80),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELD = st.one_of(st.integers(min_value=-(10**40), max_value=10**40), st.integers(min_value=0, max_value=12), JSON)
PAYLOAD = st.fixed_dictionaries(
    {}, optional={"game": FIELD, "table": FIELD, "winner": FIELD, "token": st.one_of(st.text(max_size=80), JSON)}
)


def _payload() -> dict:
    return {"game": 1, "table": 1, "winner": 2, "token": "fuzz-0123456789"}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(PAYLOAD, JSON))
def test_any_json_is_answered_clearly(keeper_client, night, data):
    for endpoint in ("result", "undo"):
        response = keeper_client.post(f"/score/{night.slug}/{endpoint}/", json.dumps(data), content_type="application/json")
        assert response.status_code in (200, 400, 404, 409), (data, response.status_code)
        assert response["Content-Type"] == "application/json"
        assert response.json()["message"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=200))
def test_any_bytes_are_answered_clearly(keeper_client, night, raw):
    response = keeper_client.post(f"/score/{night.slug}/result/", raw, content_type="application/json")
    assert response.status_code in (200, 400, 404, 409)


def test_the_valid_payload_still_records(keeper_client, night):
    response = keeper_client.post(f"/score/{night.slug}/result/", json.dumps(_payload()), content_type="application/json")
    assert response.status_code == 200 and Result.objects.filter(night=night).count() == 1


@pytest.mark.parametrize("endpoint", ["score-result", "score-undo"])
def test_json_nested_thousands_deep_is_a_json_400_not_a_server_error(keeper_client, night, endpoint):
    deep = b"[" * 100_000 + b"]" * 100_000
    response = keeper_client.post(reverse(endpoint, args=[night.slug]), deep, content_type="application/json",
                                  HTTP_ACCEPT="application/json")
    assert response.status_code == 400 and response["Content-Type"].startswith("application/json")
    assert response.json()["ok"] is False and "not JSON" in response.json()["message"]
