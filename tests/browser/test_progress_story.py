"""The progress page tells one story during a disagreement (issue 13, point 6), at 1024x768.

The organiser, keeping score on a tablet too, taps another winner than a scorekeeper's: the
tablet addresses them as the organiser, with a way to the page where it is settled (not "ask
the organiser"). The progress page does not say "Every result is in." above a close button
that does not work: it says which table stops the close, and that table's tile is not green.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.services.results import result_record

from .conftest import shot
from .test_tablet import hall_night, sign_in  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LANDSCAPE = {"width": 1024, "height": 768}


def test_a_disagreement_is_one_story_from_the_tablet_to_the_progress_page(new_context, hall_night, scorekeeper):  # noqa: F811
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=hall_night, game=1, table=table, winner=winner, user=scorekeeper)
    page = new_context(LANDSCAPE).new_page()
    sign_in(page, "org")
    page.goto(f"/score/{hall_night.slug}/")
    page.click("#table-3 .pick[data-winner='6']")
    note = page.locator("#table-3 .note")
    expect(note).to_contain_text("You run this night: settle the disagreement on the progress page.")
    expect(note).not_to_contain_text("ask the organiser")
    shot(page, "progress-story-organiser-tap")
    with page.expect_navigation():
        note.locator("a:has-text('Settle it on the progress page')").click()

    expect(page.locator("#disputes-title")).to_have_text("Disagreements to settle")
    expect(page.locator(".all-in")).to_have_count(0)
    expect(page.locator(".blocked")).to_have_text(
        "Table 3 is disputed: closing game 1 waits until the organiser settles it.")
    expect(page.locator("#close-game")).to_be_disabled()
    tile = page.locator(".tables-grid li", has=page.locator("strong", has_text="3"))
    expect(tile).to_contain_text("disagreement to settle")
    colours = page.eval_on_selector_all(".tables-grid li", "els => els.map(e => getComputedStyle(e).backgroundColor)")
    assert colours[2] not in (colours[0], colours[1], colours[3]), "the disputed table looks like the others"
    shot(page, "progress-story-blocked")

    page.locator(".dispute button:has-text('Keep couple 5 as recorded')").click()
    expect(page.locator(".all-in")).to_have_text("Every result is in.")
    expect(page.locator("#close-game")).to_be_enabled()
