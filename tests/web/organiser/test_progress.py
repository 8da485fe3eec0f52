"""/desk/<slug>/progress/: the game in play, the tables still missing, refreshed by htmx."""

from __future__ import annotations

import re

import pytest
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
