"""Times on the desk follow the person's language: "4:30 p.m." in English, "16:30" in French.

The results page (when a result was entered), the audit trail (when it was corrected) and the
cookie jar (when the sealed draw was made) use the locale's TIME_FORMAT, not a fixed "H:i".
"""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from django.urls import reverse

from tournaments.models import Correction, JarDraw, Result
from tournaments.services.corrections import result_correct
from tournaments.services.jar import jar_draw
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db

# Half past four in the afternoon in the hall (settings.TIME_ZONE); stored in UTC.
AFTERNOON = dt.datetime(2026, 12, 5, 16, 30, tzinfo=ZoneInfo("America/Halifax"))


@pytest.fixture
def timed(started, organiser):
    """Game 1 played and closed at 16:30, table 2 corrected at 16:30, the jar drawn at 16:30."""
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner)
    game_close(night=started)
    result_correct(night=started, game=1, table=2, winner=4, reason="Wrong tap", version=1, user=organiser)
    jar_draw(night=started)
    Result.objects.filter(night=started).update(entered_at=AFTERNOON)
    Correction.objects.filter(result__night=started).update(made_at=AFTERNOON)
    JarDraw.objects.filter(night=started).update(drawn_at=AFTERNOON)
    return started


@pytest.mark.parametrize(("language", "shown", "not_shown"), [("en", "4:30 p.m.", "16:30"), ("fr", "16:30", "p.m.")])
@pytest.mark.parametrize("page", ["desk-results", "desk-audit", "desk-jar"])
def test_desk_times_follow_the_language(org_client, timed, page, language, shown, not_shown):
    org_client.cookies["django_language"] = language
    response = org_client.get(reverse(page, args=[timed.slug]), {"game": 1} if page == "desk-results" else {})
    assert response.status_code == 200
    body = response.content.decode()
    assert f'<html lang="{language}"' in body
    assert shown in body and not_shown not in body, (page, language)
