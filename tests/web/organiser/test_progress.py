"""/desk/<slug>/progress/: the game in play, the tables still missing, refreshed by htmx."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.urls import reverse

from tournaments.services.results import result_record

from .conftest import assert_others_refused

pytestmark = pytest.mark.django_db


def _missing(content: bytes) -> str:
    return re.search(rb'data-missing="([^"]*)"', content).group(1).decode()


def test_missing_tables_are_listed(org_client, started):
    result_record(night=started, game=1, table=2, winner=3)
    page = org_client.get(reverse("desk-progress", args=[started.slug]))
    assert page.status_code == 200
    assert _missing(page.content) == "1,3,4"
    assert b"1 of 4 tables in" in page.content
    assert re.search(rb'id="close-game"[^>]*disabled', page.content)
    assert b'hx-trigger="every 3s"' in page.content


def test_the_live_part_shows_new_results_and_enables_closing(org_client, started):
    url = reverse("desk-progress-live", args=[started.slug])
    assert _missing(org_client.get(url, HTTP_HX_REQUEST="true").content) == "1,2,3,4"
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner)
    part = org_client.get(url, HTTP_HX_REQUEST="true").content
    assert b"data-missing" not in part and b"Every result is in." in part
    assert not re.search(rb'id="close-game"[^>]*disabled', part)
    assert b"<html" not in part


def test_before_the_start_it_points_to_the_start(org_client, night):
    page = org_client.get(reverse("desk-progress", args=[night.slug]))
    assert b"The night has not started yet." in page.content


def test_others_are_refused(started, keeper, other_organiser):
    assert_others_refused(reverse("desk-progress", args=[started.slug]), keeper=keeper, other=other_organiser)
    assert_others_refused(reverse("desk-progress-live", args=[started.slug]), keeper=keeper, other=other_organiser)


def test_the_live_part_is_answered_304_until_a_result_comes_in(org_client, started):
    url = reverse("desk-progress-live", args=[started.slug])
    first = org_client.get(url, HTTP_HX_REQUEST="true")
    etag = first["ETag"]
    assert first.status_code == 200 and "no-store" not in first["Cache-Control"]
    assert org_client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag).status_code == 304
    result_record(night=started, game=1, table=2, winner=3)
    changed = org_client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and _missing(changed.content) == "1,3,4"


def test_the_live_part_in_french_is_not_the_english_copy(org_client, started):
    url = reverse("desk-progress-live", args=[started.slug])
    etag = org_client.get(url, HTTP_HX_REQUEST="true")["ETag"]
    org_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr"  # the header's language switch
    french = org_client.get(url, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)
    assert french.status_code == 200 and french["ETag"] != etag and "Encore manquantes" in french.content.decode()
