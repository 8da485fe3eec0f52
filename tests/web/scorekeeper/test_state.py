"""GET /score/<slug>/state/: what the tablet polls every two seconds."""

from __future__ import annotations

import pytest

from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/score/{night.slug}/state/"


def test_shape(keeper_client, night):
    data = keeper_client.get(_url(night)).json()
    assert set(data) == {"night", "night_state", "playing", "game", "games", "version", "missing", "tables",
                         "disputed", "disputed_text"}
    assert data["tables"][0] == {
        "table": 1, "bye": False, "winner": None, "version": 0, "entered_by": "", "mine": False, "disputed": False,
        "couples": [{"number": 1, "names": "Player 1a & Player 1b", "deals_first": False},
                    {"number": 2, "names": "Player 2a & Player 2b", "deals_first": True}],
    }


def test_a_result_shows_who_entered_it_and_changes_the_version(client, keeper_client, night, keeper, keeper2):
    before = keeper_client.get(_url(night)).json()["version"]
    result_record(night=night, game=1, table=2, winner=4, user=keeper2)
    data = keeper_client.get(_url(night)).json()
    assert data["version"] != before
    assert data["tables"][1]["winner"] == 4 and data["tables"][1]["entered_by"] == "keeper2"
    assert data["tables"][1]["mine"] is False
    assert data["missing"] == [1, 3, 4]


def test_the_next_game_after_a_close(keeper_client, night, keeper):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner, user=keeper)
    game_close(night=night)
    data = keeper_client.get(_url(night)).json()
    assert data["game"] == 2 and data["missing"] == [1, 2, 3, 4]
    assert all(t["winner"] is None for t in data["tables"])


def test_json_refusals_for_scripts(client, night, other_night, django_user_model):
    assert client.get(_url(night)).status_code == 401
    assert client.get(_url(night)).json()["status"] == "login"
    client.force_login(django_user_model.objects.get(username="stranger"))
    response = client.get(_url(night))
    assert response.status_code == 403 and response.json()["ok"] is False
    assert client.get("/score/nope/state/").status_code == 404


def test_only_get(keeper_client, night):
    assert keeper_client.post(_url(night)).status_code == 405


def test_constant_queries(keeper_client, night, django_assert_max_num_queries):
    with django_assert_max_num_queries(12):
        keeper_client.get(_url(night))


def test_the_poll_is_answered_304_until_the_night_changes(keeper_client, night, keeper2):
    first = keeper_client.get(_url(night))
    etag = first["ETag"]
    assert first.status_code == 200 and "no-store" not in first["Cache-Control"]
    again = keeper_client.get(_url(night), HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b""
    result_record(night=night, game=1, table=2, winner=4, user=keeper2)
    changed = keeper_client.get(_url(night), HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag
    assert next(t for t in changed.json()["tables"] if t["table"] == 2)["winner"] == 4


def test_each_scorekeeper_has_their_own_copy_and_a_stranger_gets_no_304(client, keeper_client, night, keeper2, other_night):
    etag = keeper_client.get(_url(night))["ETag"]
    client.force_login(keeper2)  # "mine" differs from one scorekeeper to the other
    assert client.get(_url(night), HTTP_IF_NONE_MATCH=etag).status_code == 200
    stranger = other_night.scorekeepers.first()
    client.force_login(stranger)
    assert client.get(_url(night), HTTP_IF_NONE_MATCH=etag).status_code == 403
