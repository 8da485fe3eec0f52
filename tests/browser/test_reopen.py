"""A finished night reopened on purpose (issue 14, point 3), in Chromium at tablet and phone sizes:
the prizes page says why a correction needs it, asks for a reason and asks first; the audit trail
keeps the line; the night is back at its prizes."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Night, NightEvent
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import PHONE, TABLET, shot
from .fit import misfits
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _finished(organiser) -> Night:
    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness")
    night = night_create(series=series, name="Finished night", date=dt.date(2026, 12, 5), games=1, organiser=organiser,
                         cookie_jar=False)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Flora {n}", player2=f"Angus {n}")
    night = night_start(night=night)
    for table, pair in seating_for_game(night=night, game=1).items():
        result_record(night=night, game=1, table=table, winner=min(pair))
    game_close(night=Night.objects.get(pk=night.pk))
    return night_finish(night=Night.objects.get(pk=night.pk))


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_a_finished_night_is_reopened_with_a_reason_and_the_audit_trail_says_so(new_context, organiser, viewport):
    night = _finished(organiser)
    page = new_context(viewport).new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.accept()))
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/prizes/#reopen")
    panel = page.locator("#reopen")
    expect(panel).to_contain_text("The results of a finished night are final. To correct one, reopen the night: the prizes are unsettled")
    panel.scroll_into_view_if_needed()
    shot(page, f"reopen-panel-{viewport['width']}")
    assert misfits(page) == []
    page.fill("#reopen-reason", "Table 2 told us couple 4 won")
    panel.locator("button:has-text('Reopen the night')").click()
    expect(page.locator(".messages")).to_contain_text("The night is reopened (the night was finished)")
    assert dialogs == ["Reopen the night? The prizes and the cookie jar are unsettled until you finish again."]
    assert Night.objects.get(pk=night.pk).state == "prizes" and NightEvent.objects.get().reason == "Table 2 told us couple 4 won"
    page.goto(f"/desk/{night.slug}/audit/")
    expect(page.locator("ul.events")).to_contain_text("Night reopened: Table 2 told us couple 4 won")
    shot(page, f"reopen-audit-{viewport['width']}")
    assert misfits(page) == []
