"""A cut of the deck tapped on cards, not typed as codes (issue 13, point 5), at 1024x768.

The rule is said before the first cut; each couple's card is tapped on the same picker as the
referee's ruling page; a refused cut keeps the cards tapped and says why beside them.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tournaments.models import TieBreak
from tournaments.services.prizes import tiebreak_choose, tiebreak_open

from .conftest import shot
from .test_desk import sign_in
from .test_desk_night import _staying_couples_win

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LANDSCAPE = {"width": 1024, "height": 768}


@pytest.fixture
def cutting(organiser):
    """Four couples, one game played: couples 1 and 3 tie for the first prize and chose a cut."""
    import datetime as dt

    from tournaments.services.couples import couple_register
    from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create

    night = night_create(series=series_get_or_create(name="Mabou Hall", owner=organiser), name="Cut night", date=dt.date(2026, 12, 5),
                         games=1, organiser=organiser)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Flora {n}", player2=f"Réjean {n}")
    night = night_start(night=night)
    _staying_couples_win(night)
    night = game_close(night=night)
    tb = tiebreak_open(night=night, kind="prize", place=1)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "cut", 3: "split"})
    return night


def test_a_cut_is_tapped_on_cards_and_a_refusal_keeps_them(new_context, cutting):
    page = new_context(LANDSCAPE).new_page()
    sign_in(page, "org")
    page.goto(f"/desk/{cutting.slug}/prizes/")
    tie = page.locator("#tie-prize-1")
    expect(tie.locator(".cut-rule")).to_have_text(
        "The lowest card wins. Ace is low (ace, 2, 3 … 10, jack, queen, king); suits do not count. "
        "Equal lowest cards cut again.")
    expect(tie.locator("form.tie-cut input[type=text]")).to_have_count(0)  # no code to type, no grey placeholder (the undo asks a reason)
    expect(tie.locator("input[name=card_1]")).to_have_count(52)
    shot(page, "tie-cut-picker")

    # Couple 1 tapped, couple 3 forgotten: refused beside couple 3's cards; couple 1's card is kept.
    tie.locator(f"#cut-{_pk(cutting)}-1 label:has(input[value='4H'])").click()
    tie.locator("button:has-text('Record the cut')").click()
    tie = page.locator("#tie-prize-1")
    expect(tie.locator(f"#cut-{_pk(cutting)}-3 .field-error")).to_have_text("Tap the card couple 3 cut.")
    expect(tie.locator("input[name=card_1][value='4H']")).to_be_checked()
    expect(page.locator(".messages")).to_contain_text("The cut was not recorded: see the note beside the cards.")
    shot(page, "tie-cut-picker-refused")

    # The same card for both: refused, both kept; then a real cut.
    tie.locator(f"#cut-{_pk(cutting)}-3 label:has(input[value='4H'])").click()
    tie.locator("button:has-text('Record the cut')").click()
    tie = page.locator("#tie-prize-1")
    expect(tie.locator(".form-error")).to_have_text("Two couples cannot cut the same card.")
    expect(tie.locator("input[name=card_1][value='4H']")).to_be_checked()
    expect(tie.locator("input[name=card_3][value='4H']")).to_be_checked()
    tie.locator(f"#cut-{_pk(cutting)}-3 label:has(input[value='9S'])").click()
    tie.locator("button:has-text('Record the cut')").click()
    expect(page.locator("#tie-prize-1 .tie-outcome")).to_contain_text("Couple 1 cut the lowest card and wins.")
    assert TieBreak.objects.get(night=cutting).cuts == [{"1": "4H", "3": "9S"}]


def _pk(night) -> int:
    return TieBreak.objects.get(night=night, kind="prize", place=1).pk
