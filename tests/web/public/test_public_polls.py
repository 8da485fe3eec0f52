"""The public pages' polls while nothing changed: the board's 204 and a couple card's 304 read no
database row, and are never given for a changed night, another language or a link taken back."""

from __future__ import annotations

import re

import pytest
from django.conf import settings

from tournaments.models import Couple
from tournaments.services.couples import couple_link_revoke
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _board_version(client, night) -> str:
    body = client.get(f"/n/{night.slug}/board/live/").content.decode()
    return re.search(r'board/live/\?v=([0-9a-z-]+)', body).group(1)


def test_an_unchanged_board_is_answered_204_without_a_database_row(client, night, django_assert_num_queries):
    version = _board_version(client, night)
    assert client.get(f"/n/{night.slug}/board/live/", {"v": version}).status_code == 204  # fills the copy
    with django_assert_num_queries(0):
        assert client.get(f"/n/{night.slug}/board/live/", {"v": version}).status_code == 204


def test_a_board_asked_in_another_language_is_drawn_again(client, night):
    version = _board_version(client, night)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr" if not version.endswith("fr") else "en"
    assert client.get(f"/n/{night.slug}/board/live/", {"v": version}).status_code == 200


def _card(night) -> tuple[Couple, str]:
    couple = Couple.objects.get(night=night, number=1)
    return couple, f"/c/{couple.public_token}/"


def test_a_card_is_kept_by_the_phone_and_asked_again_every_time(client, night):
    _couple, url = _card(night)
    response = client.get(url)
    control = response["Cache-Control"]
    assert response.status_code == 200 and response["ETag"]
    assert "private" in control and "no-cache" in control and "no-store" not in control


def test_an_unchanged_card_is_answered_304_without_a_database_row(client, night, django_assert_num_queries):
    _couple, url = _card(night)
    etag = client.get(url)["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304  # fills the copy of the version
    with django_assert_num_queries(0):
        answer = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert answer.status_code == 304 and answer["ETag"] == etag


def test_a_result_sends_the_card_again(client, night):
    _couple, url = _card(night)
    etag = client.get(url)["ETag"]
    result_record(night=night, game=1, table=1, winner=1)
    answer = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert answer.status_code == 200 and answer["ETag"] != etag


def test_a_link_taken_back_is_404_not_304(client, night):
    _couple, url = _card(night)
    etag = client.get(url)["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 304
    couple_link_revoke(night=night, number=1)
    assert client.get(url, HTTP_IF_NONE_MATCH=etag).status_code == 404


def test_a_card_asked_in_another_language_is_drawn_again(client, night):
    _couple, url = _card(night)
    etag = client.get(url)["ETag"]
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr" if "-en" in etag else "en"
    answer = client.get(url, HTTP_IF_NONE_MATCH=etag)
    assert answer.status_code == 200 and answer["ETag"] != etag
