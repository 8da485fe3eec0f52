"""GET /n/<slug>/board/live/: the part htmx swaps every five seconds; 204 when unchanged."""

from __future__ import annotations

import re

import pytest

from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/n/{night.slug}/board/live/"


def _version(body: str) -> str:
    return re.search(r'board/live/\?v=([0-9a-z-]+)', body).group(1)


def test_the_live_part_carries_its_version(client, night):
    response = client.get(_url(night), HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    body = response.content.decode()
    assert body.startswith('<div id="board-live"') and 'hx-trigger="every 5s"' in body


def test_unchanged_is_204_and_a_result_changes_it(client, night):
    version = _version(client.get(_url(night)).content.decode())
    assert client.get(_url(night), {"v": version}).status_code == 204
    result_record(night=night, game=1, table=1, winner=2)
    response = client.get(_url(night), {"v": version})
    assert response.status_code == 200 and _version(response.content.decode()) != version


def test_never_cached(client, night):
    assert "no-cache" in client.get(_url(night))["Cache-Control"]


def test_the_board_in_another_language_is_not_the_same_version(client, night):
    english = _version(client.get(_url(night)).content.decode())
    client.cookies["django_language"] = "fr"
    response = client.get(_url(night), {"v": english})
    assert response.status_code == 200 and _version(response.content.decode()) != english
