"""POST /desk/<slug>/prizes/<tie>/playoff/: the play-off game's winner."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import TieBreak
from tournaments.services.prizes import tiebreak_choose, tiebreak_open

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


@pytest.fixture
def tie(prize_night):
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    return tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "playoff", 3: "playoff"})


def _url(night, tb):
    return reverse("desk-tie-playoff", args=[night.slug, tb.pk])


def _payload(**changes) -> dict:
    data = {"winner": "3"}
    data.update(changes)
    return data


def test_record_the_playoff_winner(org_client, prize_night, tie):
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "A play-off game between:" in page
    response = org_client.post(_url(prize_night, tie), _payload())
    tb = TieBreak.objects.get(pk=tie.pk)
    assert tb.resolved and tb.playoff_winner.number == 3
    assert texts(response) == ["Couple 3 won the play-off."]
    assert b"Couple 3 won the play-off." in org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content


@pytest.mark.parametrize("changes, message", [
    ({"winner": "2"}, "Couple 2 did not play the play-off."),
    ({"winner": ""}, "Choose the couple that won the play-off."),
    ({"winner": "third"}, "Enter a whole number."),
])
def test_mistakes_are_explained(org_client, prize_night, tie, changes, message):
    response = org_client.post(_url(prize_night, tie), _payload(**changes))
    assert texts(response) == [message]
    assert not TieBreak.objects.get(pk=tie.pk).resolved


def test_others_are_refused(prize_night, tie, keeper, other_organiser):
    assert_others_refused(_url(prize_night, tie), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert not TieBreak.objects.get(pk=tie.pk).resolved
