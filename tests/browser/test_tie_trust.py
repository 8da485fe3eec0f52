"""Ties an organiser can trust (issue 33, point 2), in a real browser at 1024x768, English and French:
"Let the app cut" pressed after the couples' cards were tapped cuts nothing and asks again with the cards
kept; the cut recorded reads as faces (3♦, K♣) on the desk, its message and the public ties; the tie
is undone with a reason and the couples choose again."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from playwright.sync_api import expect

from tests.i18n.catalogue import ensure_compiled
from tournaments.models import TieBreak
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_open
from tournaments.services.results import result_record

from .conftest import shot
from .test_desk import sign_in
from .test_french import _choose_french

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DESK = {"width": 1024, "height": 768}
WORDS = {
    "en": {"app": "Let the app cut", "record": "Record the cut", "over": "Let the app cut over these cards",
           "won": "Cards cut: couple 1 3♦, couple 3 K♣. Couple 1 cut the lowest card and wins.",
           "undo": "Undo this tie-break", "undo_button": "Undo the tie-break"},
    "fr": {"app": "Laisser l'appli couper", "record": "Enregistrer la coupe", "over": "Laisser l’appli couper malgré ces cartes",
           "won": "Cartes coupées : couple 1 3♦, couple 3 K♣. Le couple 1 a coupé la carte la plus basse et gagne.",
           "undo": "Annuler ce départage", "undo_button": "Annuler le départage"},
}


@pytest.fixture
def cutting(organiser):
    """Four couples, one game: couples 1 and 3 tie for the $100.00 first prize and chose to cut."""
    night = night_create(series=series_get_or_create(name="Mabou Hall", owner=organiser), name="Cut night", date=dt.date(2026, 12, 5),
                         games=1, organiser=organiser, prizes=[{"description": "", "amount": "100.00"}])
    for n in range(1, 5):
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    night = night_start(night=night)
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=2, winner=3)
    night = game_close(night=night)
    tb = tiebreak_open(night=night, kind="prize", place=1)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "cut", 3: "cut"})
    return night


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_app_never_cuts_over_tapped_cards_and_a_cut_is_undone_with_a_reason(new_context, cutting, language):
    ensure_compiled()
    words = WORDS[language]
    page = new_context(DESK).new_page()
    if language == "fr":
        _choose_french(page)
    sign_in(page, "org")
    page.goto(f"/desk/{cutting.slug}/prizes/")
    tb = TieBreak.objects.get(night=cutting)
    page.locator(f'#cut-{tb.pk}-1 input[value="3D"]').check(force=True)
    page.locator(f'#cut-{tb.pk}-3 input[value="KC"]').check(force=True)
    page.get_by_role("button", name=words["app"], exact=True).click()
    expect(page.locator(f"#confirm-app-{tb.pk}")).to_be_visible()
    assert TieBreak.objects.get(pk=tb.pk).cuts == [], "the app cut nothing"
    expect(page.locator(f'#cut-{tb.pk}-1 input[value="3D"]')).to_be_checked()
    expect(page.locator(f'#cut-{tb.pk}-3 input[value="KC"]')).to_be_checked()
    expect(page.get_by_label(words["over"])).not_to_be_checked()
    page.locator(f"#confirm-app-{tb.pk}").scroll_into_view_if_needed()
    shot(page, f"tie-app-asks-{language}")

    page.get_by_role("button", name=words["record"], exact=True).click()
    expect(page.locator(".msg").filter(has_text=words["won"][:12]).first).to_have_text(re.compile(re.escape(words["won"])))
    expect(page.locator("table.cuts")).to_contain_text("3♦")
    expect(page.locator("table.cuts")).to_contain_text("K♣")
    assert TieBreak.objects.get(pk=tb.pk).cuts == [{"1": "3D", "3": "KC"}]
    shot(page, f"tie-cut-faces-{language}")

    public = new_context(DESK).new_page()
    public.goto(f"/n/{cutting.slug}/standings/")
    expect(public.locator(".tie-list")).to_contain_text("3♦")
    assert "3D" not in public.locator(".tie-list").inner_text()

    page.get_by_text(words["undo"], exact=True).click()
    page.locator(f"#undo-reason-{tb.pk}").fill("Couple 3 showed the wrong card")
    page.get_by_role("button", name=words["undo_button"], exact=True).click()
    expect(page.locator("#choose-prize-1-1")).to_be_visible()
    assert not TieBreak.objects.filter(pk=tb.pk).exists()
    page.goto(f"/desk/{cutting.slug}/audit/")
    expect(page.locator("ul.events")).to_contain_text("Couple 3 showed the wrong card")
    shot(page, f"tie-undone-audit-{language}")
