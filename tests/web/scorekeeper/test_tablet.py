"""GET /score/<slug>/: the tablet page for the night's scorekeepers only."""

from __future__ import annotations

import json
import re

import pytest

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/score/{night.slug}/"


def _embedded(response, name: str) -> dict:
    found = re.search(rf'<script id="{name}" type="application/json">(.*?)</script>', response.content.decode(), re.S)
    return json.loads(found.group(1))


def test_anonymous_is_sent_to_log_in(client, night):
    response = client.get(_url(night))
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=")


def test_a_scorekeeper_of_another_night_is_refused(client, night, other_night, django_user_model):
    client.force_login(django_user_model.objects.get(username="stranger"))
    response = client.get(_url(night))
    assert response.status_code == 403
    assert "not a scorekeeper for this night" in response.content.decode()


def test_an_unknown_night_is_404(keeper_client):
    assert keeper_client.get("/score/no-such-night/").status_code == 404


def test_the_page_carries_the_game_and_its_tables(keeper_client, night):
    response = keeper_client.get(_url(night))
    assert response.status_code == 200
    assert response["Cache-Control"].startswith("max-age=0")
    body = response.content.decode()
    assert "Game 1 of 25" in body
    assert "js/tablet.js" in body
    state = _embedded(response, "tablet-state")
    assert state["game"] == 1 and [t["table"] for t in state["tables"]] == [1, 2, 3, 4, 5]
    assert state["tables"][4]["bye"] is True and state["tables"][4]["couples"][0]["number"] == 9
    assert state["missing"] == [1, 2, 3, 4]
    config = _embedded(response, "tablet-config")
    assert config["urls"] == {
        "state": f"/score/{night.slug}/state/", "result": f"/score/{night.slug}/result/",
        "undo": f"/score/{night.slug}/undo/", "login": f"/accounts/login/?next=/score/{night.slug}/",
    }
    assert config["texts"]["missing_many"] == "{n} tables still missing"


def test_the_organiser_may_open_it(client, night, django_user_model):
    boss = django_user_model.objects.create_user("boss", is_staff=True)
    night.organisers.add(boss)
    client.force_login(boss)
    assert client.get(_url(night)).status_code == 200


def test_before_the_start_there_is_no_game(keeper_client, make_night, keeper):
    waiting = make_night(couples=4, start=False)
    waiting.scorekeepers.add(keeper)
    state = _embedded(keeper_client.get(_url(waiting)), "tablet-state")
    assert state["playing"] is False and state["tables"] == [] and state["game"] is None


def test_the_page_is_in_french_for_a_french_scorekeeper(keeper_client, night):
    keeper_client.cookies["django_language"] = "fr"
    response = keeper_client.get(_url(night))
    assert response.status_code == 200
    assert '<html lang="fr">' in response.content.decode()


def test_a_finished_nights_tablet_says_the_night_is_finished_not_tap_the_winner(client, make_night, play_games, keeper):
    """Issue 33, point 9: after the finish the tablet no longer asks for a tap; its sentence says the night is over."""
    from tournaments.services.nights import night_finish

    done = night_finish(night=play_games(make_night(couples=4, games=1, cookie_jar=False), 1))
    done.scorekeepers.add(keeper)
    client.force_login(keeper)
    response = client.get(_url(done))
    assert response.status_code == 200
    assert '<p class="hint" id="tap-hint" hidden>' in response.content.decode()
    config = _embedded(response, "tablet-config")
    state = _embedded(response, "tablet-state")
    assert state["night_state"] == "finished" and not state["playing"]
    assert config["texts"]["finished"] == "The night is finished: there is nothing more to tap. Thank you!"


def test_the_tap_hint_shows_while_a_game_is_in_play(keeper_client, night):
    page = keeper_client.get(_url(night)).content.decode()
    assert '<p class="hint" id="tap-hint">At each table, tap the couple that won.' in page
