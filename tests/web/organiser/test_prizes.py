"""/desk/<slug>/prizes/: prize groups from the standings, ties with their tie-breaks, the booby prize."""

from __future__ import annotations

import pytest
from django.urls import reverse

from .conftest import assert_others_refused

pytestmark = pytest.mark.django_db


def test_groups_ties_and_booby(org_client, prize_night):
    prize_night.prizes = [{"description": "Turkey", "amount": "$30"}, {"description": "Ham", "amount": ""}]
    prize_night.save()
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug]))
    body = page.content.decode()
    assert page.status_code == 200
    assert "First prize · Turkey" in body and "$30" in body
    assert 'id="tie-prize-1"' in body and 'name="choice_1"' in body and 'name="choice_3"' in body
    assert 'id="tie-booby-1"' in body and 'name="choice_2"' in body and 'name="choice_4"' in body
    assert "Finish the night" in body and "2 ties are not settled yet." in body


def test_during_play_the_groups_are_provisional(org_client, started):
    page = org_client.get(reverse("desk-prizes", args=[started.slug]))
    assert b"Prizes are settled after the last game" in page.content
    assert b'name="choice_' not in page.content and b"desk-finish" not in page.content


def test_others_are_refused(prize_night, keeper, other_organiser):
    assert_others_refused(reverse("desk-prizes", args=[prize_night.slug]), keeper=keeper, other=other_organiser)
