"""POST /desk/<slug>/results/correct/: a correction needs a reason and the version it edits."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Correction, Result
from tournaments.services.corrections import result_correct
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(started):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner)
    return game_close(night=started)


def _payload(**changes) -> dict:
    data = {"game": "1", "table": "2", "version": "1", "winner": "4", "winner_points": "", "loser_points": "",
            "reason": "Scorekeeper tapped the wrong couple"}
    data.update(changes)
    return data


def _url(night):
    return reverse("desk-correct", args=[night.slug])


def _table2(night):
    return Result.objects.select_related("winner").get(night=night, game=1, table=2)


def test_a_correction_changes_the_winner_and_is_audited(org_client, played, organiser):
    response = org_client.post(_url(played), _payload(winner_points="45", loser_points="30"))
    assert response.status_code == 302 and "game=1" in response["Location"]
    result = _table2(played)
    assert (result.winner.number, result.version, result.winner_points) == (4, 2, 45)
    fix = Correction.objects.get()
    assert (fix.old_winner.number, fix.new_winner.number, fix.made_by, fix.from_version) == (3, 4, organiser, 1)
    assert texts(response) == ["Game 1, table 2: couple 4 is now the winner. The audit trail keeps the change."]
    assert response["Location"].endswith("saved=2#table-2")
    page = org_client.get(response["Location"]).content.decode()
    row = page[page.index('id="table-2"'):page.index('id="table-3"')]
    assert "✓ Correction saved: couple 4 is now the winner (version 2)." in row, "said in the row the page opens at"


def test_without_a_reason_nothing_changes(org_client, played):
    response = org_client.post(_url(played), _payload(reason="   "))
    assert response.status_code == 400
    assert b"Give a reason for the correction." in response.content
    assert _table2(played).winner.number == 3 and not Correction.objects.exists()


def test_a_stale_version_is_refused_with_an_explanation(org_client, played):
    result_correct(night=played, game=1, table=2, winner=4, reason="first fix", version=1)
    response = org_client.post(_url(played), _payload(winner="3", reason="second look"))
    assert texts(response) == [
        "This result was changed meanwhile (now version 2, you edited version 1): look again before correcting."
    ]
    assert response["Location"].endswith("table=2#table-2")
    assert _table2(played).winner.number == 4 and Correction.objects.count() == 1


@pytest.mark.parametrize("changes, message", [
    ({"winner": "9"}, "Couple 9 is not at table 2 in game 1."),
    ({"table": "3", "winner": "6", "version": "1", "game": "7"}, "Table 3 has no result in game 7."),
    ({"table": "5"}, "Table 5 has no result in game 1."),
])
def test_refusals_are_explained(org_client, played, changes, message):
    response = org_client.post(_url(played), _payload(**changes))
    assert texts(response) == [message]
    assert not Correction.objects.exists()


@pytest.mark.parametrize("changes, error", [
    ({"winner": ""}, b"Choose the couple that won."),
    ({"winner": "two"}, b"Enter a whole number."),
    ({"reason": "x" * 600}, b"at most 500 characters"),
    ({"winner_points": "45"}, b"Give both scores"),
    ({"winner_points": "450", "loser_points": "3"}, b"less than or equal to 74"),
    ({"version": ""}, b"This form is out of date or damaged: reload the page"),
    ({"game": "<script>"}, b"This form is out of date or damaged: reload the page"),
    ({"table": "0"}, b"This form is out of date or damaged: reload the page"),
])
def test_bad_input_is_explained_and_nothing_changes(org_client, played, changes, error):
    response = org_client.post(_url(played), _payload(**changes))
    assert response.status_code == 400 and error in response.content
    assert b"<script>" not in response.content
    assert _table2(played).version == 1 and not Correction.objects.exists()


def test_others_are_refused(played, keeper, other_organiser):
    assert_others_refused(_url(played), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert not Correction.objects.exists()
