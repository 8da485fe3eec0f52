"""The result post's floors (bench/floor) write what a post writes, and only the bench serves them."""

from __future__ import annotations

import json

import pytest
from django.test import override_settings
from django.urls import Resolver404, resolve

from tournaments.demo import demo_night_create
from tournaments.models import NightVersion, PostToken, Result
from tournaments.selectors import night_version, seating_for_game
from tournaments.services.nights import night_start

pytestmark = pytest.mark.django_db


@pytest.fixture
def night():
    return night_start(night=demo_night_create(couples=8, games=3, seed=4, name="Floor night"))


def test_the_app_itself_serves_no_floor():
    for path in ("/floor/write/1", "/floor/post/1", "/floor/least/1", "/floor/checks/a-night/"):
        with pytest.raises(Resolver404):
            resolve(path)


@override_settings(ROOT_URLCONF="bench.floor.urls")
def test_the_writes_floor_stores_a_result_and_its_token_and_moves_the_version_on(client, night):
    table, pair = next((t, p) for t, p in seating_for_game(night=night, game=1).items() if None not in p)
    before = night_version(night=night)
    body = {"game": 1, "table": table, "winner": pair[1], "token": "floor-token-1"}
    answer = client.post(f"/floor/post/{night.pk}", json.dumps(body), content_type="application/json")
    assert answer.status_code == 200
    result = Result.objects.get(night=night, game=1, table=table)
    assert result.winner.number == pair[1]
    assert PostToken.objects.filter(token="floor-token-1", night=night).exists()
    assert night_version(night=night) == before + 1


@override_settings(ROOT_URLCONF="bench.floor.urls")
def test_the_write_floor_moves_the_version_on_and_nothing_else(client, night):
    before, results = night_version(night=night), Result.objects.count()
    assert client.post(f"/floor/write/{night.pk}").status_code == 200
    assert night_version(night=night) == before + 1
    assert Result.objects.count() == results


@override_settings(ROOT_URLCONF="bench.floor.urls")
def test_the_least_floor_stores_the_result_and_moves_the_version_on_and_keeps_no_token(client, night):
    table, pair = next((t, p) for t, p in seating_for_game(night=night, game=1).items() if None not in p)
    before, tokens = night_version(night=night), PostToken.objects.count()
    word = NightVersion.objects.get(night=night).seating
    body = {"game": 1, "table": table, "winner": pair[0], "word": word}
    assert client.post(f"/floor/least/{night.pk}", json.dumps(body), content_type="application/json").status_code == 200
    assert Result.objects.get(night=night, game=1, table=table).winner.number == pair[0]
    assert night_version(night=night) == before + 1
    assert PostToken.objects.count() == tokens


@override_settings(ROOT_URLCONF="bench.floor.urls")
def test_the_checks_floor_lets_a_scorekeeper_through_refuses_a_stranger_and_writes_nothing(client, night, django_user_model):
    keeper = django_user_model.objects.create_user("floor-keeper", password="x" * 12)
    night.scorekeepers.add(keeper)
    before, results = night_version(night=night), Result.objects.count()
    body = json.dumps({"game": 1, "table": 1, "winner": 1, "token": "t"})
    assert client.post(f"/floor/checks/{night.slug}/", body, content_type="application/json").status_code in (401, 403)
    client.force_login(keeper)
    answer = client.post(f"/floor/checks/{night.slug}/", body, content_type="application/json")
    assert answer.status_code == 200 and answer.json() == {"ok": True, "game": 1, "table": 1}
    assert night_version(night=night) == before and Result.objects.count() == results
