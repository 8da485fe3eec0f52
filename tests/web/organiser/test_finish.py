"""POST /desk/<slug>/finish/: the night ends; an unwon cookie jar carries over to the series."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from tournaments.models import Night, Series
from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.prizes import tiebreak_choose, tiebreak_open

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _url(night):
    return reverse("desk-finish", args=[night.slug])


def _settle(night):
    for kind, couples in (("prize", (1, 3)), ("booby", (2, 4))):
        tb = tiebreak_open(night=night, kind=kind, place=1)
        tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: "split" for n in couples})


def _state(night):
    return Night.objects.get(pk=night.pk).state


def test_unsettled_ties_must_be_settled_or_waved_through(org_client, prize_night):
    response = org_client.post(_url(prize_night))
    assert texts(response) == ["2 ties are not settled yet. Settle them, or tick “Finish anyway”."]
    assert _state(prize_night) == "prizes"
    org_client.post(_url(prize_night), {"anyway": "1"})
    assert _state(prize_night) == "finished"


def test_jar_entries_without_a_draw_are_not_lost(org_client, prize_night):
    _settle(prize_night)
    jar_enter(night=prize_night, number=2)
    response = org_client.post(_url(prize_night))
    assert texts(response) == ["Couples entered the cookie jar: draw and reveal it before finishing the night."]
    assert _state(prize_night) == "prizes"


def test_an_unwon_jar_carries_over(org_client, prize_night):
    _settle(prize_night)
    jar_enter(night=prize_night, number=2)
    jar_reveal(night=prize_night)
    response = org_client.post(_url(prize_night))
    assert texts(response) == [
        f"Nobody won the cookie jar: $2.00 carries over to the next night of {prize_night.series.name}.",
        "The night is finished. Thank you!",
    ]
    assert Series.objects.get(pk=prize_night.series_id).jar_carry == Decimal("2.00")
    assert _state(prize_night) == "finished"
    again = org_client.post(_url(prize_night))
    assert texts(again)[-1] == "This night is already finished."


def test_finishing_during_play_is_explained(org_client, started):
    response = org_client.post(_url(started))
    assert texts(response) == ["Play every game before finishing the night."]
    assert _state(started) == "playing"


def test_others_are_refused(prize_night, keeper, other_organiser):
    assert_others_refused(_url(prize_night), keeper=keeper, other=other_organiser, method="post", data={"anyway": "1"})
    assert _state(prize_night) == "prizes"
