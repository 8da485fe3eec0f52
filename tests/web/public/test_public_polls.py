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


def _card(client, night) -> tuple[str, str]:
    """The card's address and the version it shows (what its poll sends)."""
    couple = Couple.objects.get(night=night, number=1)
    url = f"/c/{couple.public_token}/"
    body = client.get(url).content.decode()
    return url, re.search(r'hx-get="/c/[^"?]+[?]v=([0-9a-z-]+)"', body).group(1)


def _poll(client, url: str, version: str):
    return client.get(url, {"v": version}, HTTP_HX_REQUEST="true")


def test_a_card_is_never_kept_by_the_phone(client, night):
    url, _version = _card(client, night)
    control = client.get(url)["Cache-Control"]
    assert "no-store" in control and "private" in control


def test_an_unchanged_card_is_answered_204_without_a_database_row(client, night, django_assert_num_queries):
    url, version = _card(client, night)
    assert _poll(client, url, version).status_code == 204  # fills the copy of the version
    with django_assert_num_queries(0):
        assert _poll(client, url, version).status_code == 204


def test_a_result_sends_the_card_again(client, night):
    url, version = _card(client, night)
    assert _poll(client, url, version).status_code == 204
    result_record(night=night, game=1, table=1, winner=1)
    answer = _poll(client, url, version)
    shows = re.search(r'hx-get="/c/[^"?]+[?]v=([0-9a-z-]+)"', answer.content.decode()).group(1)
    assert answer.status_code == 200 and shows != version


def test_a_link_taken_back_is_404_not_204(client, night):
    url, version = _card(client, night)
    assert _poll(client, url, version).status_code == 204
    couple_link_revoke(night=night, number=1)
    assert _poll(client, url, version).status_code == 404


def test_a_card_asked_in_another_language_is_drawn_again(client, night):
    url, version = _card(client, night)
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr" if version.endswith("en") else "en"
    assert _poll(client, url, version).status_code == 200


def test_the_card_opened_with_its_version_in_the_address_is_drawn_not_204(client, night):
    """Only the page's own poll (htmx) gets the empty answer: a person opening the address gets the card."""
    url, version = _card(client, night)
    answer = client.get(url, {"v": version})
    assert answer.status_code == 200 and "Couple 1" in answer.content.decode()
