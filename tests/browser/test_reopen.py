"""A finished night reopened on purpose (issue 14, point 3), in Chromium at tablet and phone sizes:
the prizes page says why a correction needs it, asks for a reason and asks first; the audit trail
keeps the line; the night is back at its prizes."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.models import Night, NightEvent

from .conftest import PHONE, TABLET, shot
from .fit import misfits
from .nights import finished_night
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_a_finished_night_is_reopened_with_a_reason_and_the_audit_trail_says_so(new_context, organiser, viewport):
    night = finished_night(organiser)
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
