"""The seed options' phases in Chromium at tablet (800x1280) and phone (390x844) size, in English
and French: begging with the king, the ace of trumps turning the stub, going on the kitty; each
screenshotted, run through axe, checked to fit, and done by tapping."""

from __future__ import annotations

import pytest

from tests.i18n.catalogue import ensure_compiled
from tests.web.referee.test_seed_option_pages import _reach
from tournaments.referee.services import rebuild

from .conftest import PHONE, TABLET
from .test_referee_auction import _check, _tap_and_wait

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = [("tablet", TABLET), ("phone", PHONE)]


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def _now(rg):  # noqa: ANN001, ANN202
    """The game as the database holds it now (the pages acted on it)."""
    rg.refresh_from_db()
    return rebuild(rg)


def _open(new_context, viewport, rg, seat: int, language: str):  # noqa: ANN001, ANN202
    if language == "fr":
        ensure_compiled()
    page = new_context(viewport, has_touch=True, locale="fr-FR" if language == "fr" else "en-GB",
                       extra_http_headers={"Accept-Language": language}).new_page()
    page.goto(f"/referee/g/{rg.token}/?seat={seat}")
    return page


@pytest.mark.parametrize(("size", "viewport"), SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_stub_panel_turns_the_stub_and_gives_up_a_card_by_tapping(new_context, axe, size, viewport, language):
    rg = _reach("one-hundred-ten-ace", 3, lambda g: g.phase == "stub" and any(g.rules.order.is_trump[c] for c in g.stock))
    seat = rebuild(rg).to_act
    page = _open(new_context, viewport, rg, seat, language)
    words = {"en": ("Turn the stub", "Tap the card of your hand to give up"),
             "fr": ("Retourner le talon", "Touchez la carte de votre main à céder")}[language]
    assert words[0] in page.inner_text("[data-panel='stub']")
    _check(page, axe, f"seed-{size}-{language}-stub")
    _tap_and_wait(page, page.locator("[data-turn-stub]"))
    assert _now(rg).phase == "stub", "a trump came up"
    assert words[1] in page.inner_text("[data-panel='stub']")
    _check(page, axe, f"seed-{size}-{language}-stub-trump")
    _tap_and_wait(page, page.locator("button.pc.discard").first)
    assert _now(rg).phase != "stub"


@pytest.mark.parametrize(("size", "viewport"), SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_king_holder_begs_by_tapping_a_card(new_context, axe, size, viewport, language):
    rg = _reach("irish-begging", 2, lambda g: g.phase == "beg")
    seat = rebuild(rg).to_act
    page = _open(new_context, viewport, rg, seat, language)
    words = {"en": "you may beg the turned", "fr": "vous pouvez mendier la carte retournée"}[language]
    assert words in page.inner_text("[data-beg]")
    _check(page, axe, f"seed-{size}-{language}-beg")
    _tap_and_wait(page, page.locator("button.pc.discard").first)
    game = _now(rg)
    assert game.phase == "play" and len(game.hand(seat)) == 4


@pytest.mark.parametrize(("size", "viewport"), SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bidder_goes_on_the_kitty_by_tapping(new_context, axe, size, viewport, language):
    rg = _reach("cape-breton-auction", 3, lambda g: g.phase == "trump")
    seat = rebuild(rg).to_act
    page = _open(new_context, viewport, rg, seat, language)
    _check(page, axe, f"seed-{size}-{language}-trump-go-on")
    _tap_and_wait(page, page.locator("[data-go-on='kitty']"))
    words = {"en": "You went on the kitty", "fr": "Vous jouez sur la veuve"}[language]
    assert words in page.inner_text("[data-panel='trump']")
    _check(page, axe, f"seed-{size}-{language}-on-kitty")
    assert _now(rg).extra.went_on == "kitty"
