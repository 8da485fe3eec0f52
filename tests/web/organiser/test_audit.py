"""/desk/<slug>/audit/: who, when, old → new, why."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.services.corrections import result_correct
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import assert_others_refused

pytestmark = pytest.mark.django_db


def test_the_trail_shows_who_what_and_why(org_client, started, organiser):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner)
    game_close(night=started)
    result_correct(night=started, game=1, table=2, winner=4, reason="Wrong tap <b>oops</b>", version=1, user=organiser,
                   points=(45, 20))
    page = org_client.get(reverse("desk-audit", args=[started.slug]))
    assert page.status_code == 200
    body = page.content.decode()
    assert "org" in body and "Couple 3" in body and "Couple 4 (45–20)" in body
    assert "Wrong tap &lt;b&gt;oops&lt;/b&gt;" in body and "version 1 → 2" in body


def test_empty_trail(org_client, night):
    assert b"No result has been corrected." in org_client.get(reverse("desk-audit", args=[night.slug])).content


def test_others_are_refused(night, keeper, other_organiser):
    assert_others_refused(reverse("desk-audit", args=[night.slug]), keeper=keeper, other=other_organiser)
