"""POST /desk/<slug>/reopen/: a finished night reopened on purpose, with a reason for the audit trail."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Night, NightEvent, Result

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _finished(org_client, night) -> Night:
    org_client.post(reverse("desk-finish", args=[night.slug]), {"anyway": "1"})
    org_client.get(reverse("desk-night", args=[night.slug]))  # reads the finish's messages
    return Night.objects.get(pk=night.pk)


def test_a_finished_nights_prizes_page_offers_reopening_and_a_correction_is_refused(org_client, prize_night):
    night = _finished(org_client, prize_night)
    page = org_client.get(reverse("desk-prizes", args=[night.slug])).content.decode()
    assert f'action="/desk/{night.slug}/reopen/"' in page and 'name="reason"' in page
    result = Result.objects.get(night=night, game=1, table=1)
    response = org_client.post(reverse("desk-correct", args=[night.slug]),
                               {"game": 1, "table": 1, "winner": 2, "reason": "typo", "version": result.version})
    assert any("reopen the night" in t for t in texts(response))
    assert Result.objects.get(pk=result.pk).winner.number == 1


def test_reopening_without_a_reason_is_refused_and_with_one_is_in_the_audit_trail(org_client, prize_night):
    night = _finished(org_client, prize_night)
    url = reverse("desk-reopen", args=[night.slug])
    refused = org_client.post(url, {"reason": " "})
    assert texts(refused)[-1:] == ["Give a reason for reopening the night: it goes in the audit trail."]
    assert Night.objects.get(pk=night.pk).state == "finished"
    done = org_client.post(url, {"reason": "Table 1 said couple 2 won"})
    assert done.status_code == 302 and texts(done)[-1].startswith("The night is reopened (the night was finished)")
    assert Night.objects.get(pk=night.pk).state == "prizes"
    audit = org_client.get(reverse("desk-audit", args=[night.slug])).content.decode()
    assert "Table 1 said couple 2 won" in audit and "Night reopened" in audit


def test_others_are_refused(org_client, prize_night, keeper, other_organiser):
    night = _finished(org_client, prize_night)
    assert_others_refused(reverse("desk-reopen", args=[night.slug]), keeper=keeper, other=other_organiser, method="post",
                          data={"reason": "x"})
    assert not NightEvent.objects.exists() and Night.objects.get(pk=night.pk).state == "finished"
