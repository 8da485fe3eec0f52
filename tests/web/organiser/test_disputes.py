"""The progress page shows each disagreement between scorekeepers; the organiser keeps the recorded winner or corrects it."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client
from django.urls import reverse

from tournaments.models import Correction, Dispute, Result
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db

SENTENCE = b"Table 3: keeper2 says couple 6 won; couple 5 is recorded (entered by keeper)."


@pytest.fixture
def keeper2(django_user_model, started):
    person = django_user_model.objects.create_user("keeper2", password="pw-for-tests-1")
    started.scorekeepers.add(person)
    return person


def _tap(user, night, table: int, winner: int, token: str):
    client = Client()
    client.force_login(user)
    return client.post(reverse("score-result", args=[night.slug]),
                       json.dumps({"game": 1, "table": table, "winner": winner, "token": token}),
                       content_type="application/json", HTTP_ACCEPT="application/json")


@pytest.fixture
def disputed(started, keeper, keeper2):
    """Nine couples, game 1: ``keeper`` recorded couple 5 at table 3, ``keeper2`` tapped couple 6 (twice, a retry)."""
    assert _tap(keeper, started, 3, 5, "keeper-tap-0003").status_code == 200
    for _ in range(2):
        refused = _tap(keeper2, started, 3, 6, "keeper2-tap-0003")
        assert refused.status_code == 409 and "ask the organiser to settle it" in refused.json()["message"]
    return started


def _dispute_id(content: bytes) -> int:
    return int(re.search(rb'name="dispute" value="(\d+)"', content).group(1))


def test_the_tablets_refusal_is_kept_once_and_nothing_is_overwritten(disputed):
    assert Result.objects.get(night=disputed, game=1, table=3).winner.number == 5
    assert Dispute.objects.filter(night=disputed, status="open").count() == 1


def test_the_progress_page_shows_the_disagreement_and_holds_the_close(org_client, disputed):
    for table, winner in ((1, 1), (2, 3), (4, 7)):
        result_record(night=disputed, game=1, table=table, winner=winner)
    page = org_client.get(reverse("desk-progress", args=[disputed.slug])).content
    assert SENTENCE in page
    assert b"Keep couple 5 as recorded" in page and b"Correct to couple 6" in page
    assert b'value="Settled a disagreement between scorekeepers"' in page
    assert re.search(rb'id="close-game"[^>]*disabled', page) and b"once every disagreement is settled" in page
    live = org_client.get(reverse("desk-progress-live", args=[disputed.slug]), HTTP_HX_REQUEST="true").content
    assert SENTENCE in live and b"<html" not in live
    assert b'<li class="disputed"><strong>3</strong>' in live and b"Every result is in." not in live
    assert "Table 3 is disputed: closing game 1 waits until the organiser settles it." in live.decode()


def test_closing_with_an_open_disagreement_is_refused(org_client, disputed):
    for table, winner in ((1, 1), (2, 3), (4, 7)):
        result_record(night=disputed, game=1, table=table, winner=winner)
    answer = org_client.post(reverse("desk-close", args=[disputed.slug]), {"game": "1"})
    assert answer.status_code == 302
    assert texts(answer) == ["Table 3 has a disagreement to settle first."]
    disputed.refresh_from_db()
    assert disputed.current_game == 1


def test_keeping_the_recorded_winner_settles_it(org_client, organiser, disputed):
    dispute = _dispute_id(org_client.get(reverse("desk-progress", args=[disputed.slug])).content)
    answer = org_client.post(reverse("desk-dispute-keep", args=[disputed.slug]), {"dispute": str(dispute)})
    assert answer.status_code == 302 and answer["Location"] == reverse("desk-progress", args=[disputed.slug])
    assert texts(answer) == ["Table 3: couple 5 stays the winner. The disagreement is settled."]
    kept = Dispute.objects.get(pk=dispute)
    assert (kept.status, kept.settled_by) == ("kept", organiser)
    assert Result.objects.get(night=disputed, game=1, table=3).winner.number == 5 and not Correction.objects.exists()
    assert SENTENCE not in org_client.get(reverse("desk-progress", args=[disputed.slug])).content
    again = org_client.post(reverse("desk-dispute-keep", args=[disputed.slug]), {"dispute": str(dispute)})
    assert texts(again) == ["Table 3's disagreement was already settled: reload the page."]


def test_correcting_changes_the_winner_with_an_audit_entry(org_client, organiser, disputed):
    dispute = _dispute_id(org_client.get(reverse("desk-progress", args=[disputed.slug])).content)
    answer = org_client.post(reverse("desk-dispute-correct", args=[disputed.slug]),
                             {"dispute": str(dispute), "version": "1", "reason": "Asked the table: couple 6 won"})
    assert texts(answer) == ["Game 1, table 3: couple 6 is now the winner. The audit trail keeps the change."]
    result = Result.objects.get(night=disputed, game=1, table=3)
    assert (result.winner.number, result.version) == (6, 2)
    correction = Correction.objects.get()
    assert (correction.old_winner.number, correction.new_winner.number, correction.made_by) == (5, 6, organiser)
    assert correction.reason == "Asked the table: couple 6 won"
    assert Dispute.objects.get(pk=dispute).status == "corrected"
    audit = org_client.get(reverse("desk-audit", args=[disputed.slug])).content
    assert b"Asked the table: couple 6 won" in audit


def test_an_empty_reason_uses_the_default_one(org_client, disputed):
    dispute = Dispute.objects.get().pk
    org_client.post(reverse("desk-dispute-correct", args=[disputed.slug]), {"dispute": str(dispute), "version": "1", "reason": " "})
    assert Correction.objects.get().reason == "Settled a disagreement between scorekeepers"


def test_a_stale_or_damaged_form_changes_nothing(org_client, disputed):
    dispute = Dispute.objects.get().pk
    url = reverse("desk-dispute-correct", args=[disputed.slug])
    stale = org_client.post(url, {"dispute": str(dispute), "version": "2", "reason": "x"})
    assert "changed meanwhile" in texts(stale)[0]
    for bad in ({}, {"dispute": "x"}, {"dispute": str(dispute)}, {"dispute": str(dispute), "version": "1", "reason": "a\x00b"},
                {"dispute": "999999", "version": "1"}):
        answer = org_client.post(url, bad)
        assert answer.status_code == 302 and texts(answer), bad
    assert org_client.post(reverse("desk-dispute-keep", args=[disputed.slug]), {"dispute": "999999"}).status_code == 302
    assert Result.objects.get(night=disputed, game=1, table=3).version == 1 and Dispute.objects.get().status == "open"


def test_an_undo_by_its_scorekeeper_takes_it_off_the_desk(org_client, keeper, disputed):
    client = Client()
    client.force_login(keeper)
    undo = client.post(reverse("score-undo", args=[disputed.slug]), json.dumps({"game": 1, "table": 3, "token": "keeper-undo-0003"}),
                       content_type="application/json", HTTP_ACCEPT="application/json")
    assert undo.status_code == 200
    assert Dispute.objects.get().status == "undone"
    assert SENTENCE not in org_client.get(reverse("desk-progress", args=[disputed.slug])).content


def test_others_are_refused(disputed, keeper, other_organiser):
    dispute = {"dispute": str(Dispute.objects.get().pk), "version": "1"}
    for name in ("desk-dispute-keep", "desk-dispute-correct"):
        assert_others_refused(reverse(name, args=[disputed.slug]), keeper=keeper, other=other_organiser, method="post", data=dispute)
    assert Dispute.objects.get().status == "open"
