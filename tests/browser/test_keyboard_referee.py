"""The referee with a keyboard alone, in Chromium: a move in a refereed game (the hand-over
screen, a card that may not be played, a legal card) and the ruling page's card picker."""

from __future__ import annotations

import pytest

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_start

from .conftest import PHONE, focused, shot
from .test_accessibility import assert_focus_visible, tab_to

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


RULING = "/referee/ruling/?trump=S&trick=9H&hand=KH,7S,2C,5D,AH&to=hand"  # as in tests/i18n/hall.py


def _show_hand(page, name: str) -> None:
    tab_to(page, "[data-show-hand]")
    assert_focus_visible(page, "show my hand")
    assert name in page.evaluate("document.activeElement.textContent")
    with page.expect_navigation():
        page.keyboard.press("Enter")


def _play_a_legal_card(page, rg: RefereeGame, seat: int) -> RefereeGame:
    """Tab to the first card that may be played and press Enter; the game stores that play."""
    tab_to(page, "button.pc.legal")
    assert_focus_visible(page, "legal card")
    card = page.evaluate("document.activeElement.dataset.card")
    before = len(rg.actions)
    with page.expect_navigation():
        page.keyboard.press("Enter")
    rg.refresh_from_db()
    assert rg.actions[before] == ["play", seat, card]
    return rg


def _ann_must_follow() -> RefereeGame:
    """Ann and three computers; the computers lead and Ann holds a card she may not play."""
    for seed in range(100):
        rg = referee_start(seats=[{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3, seed=seed)
        game = rebuild(rg)
        if game.phase == "play" and game.to_act == 0 and set(game.hand(0)) - set(game.legal_cards()):
            return rg
        rg.delete()
    raise AssertionError("no such deal")


def test_a_refereed_game_move_by_keyboard(new_context):
    page = new_context(PHONE).new_page()
    # Passed round a tablet: the hand-over screen for Bob, then his hand, then a card.
    two = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"},
           {"kind": "computer"}]
    rg = referee_start(seats=two, seed=21)
    game = rebuild(rg)
    bob = game.to_act
    assert rg.seats[bob]["name"] == "Bob" and game.phase == "play"
    page.goto(f"/referee/g/{rg.token}/")
    _show_hand(page, "Bob")
    rg = _play_a_legal_card(page, rg, bob)
    assert rg.seats[rebuild(rg).to_act]["name"] == "Ann"
    tab_to(page, "[data-show-hand]")  # the tablet goes to Ann next
    assert "Ann" in page.evaluate("document.activeElement.textContent")

    # A card that may not be played says why and stays put; a legal one is played.
    rg = _ann_must_follow()
    page.goto(f"/referee/g/{rg.token}/")
    tab_to(page, "button.pc.illegal")
    assert_focus_visible(page, "card that may not be played")
    page.keyboard.press("Enter")
    page.wait_for_selector("#refusal:not([hidden])")
    assert page.inner_text("#refusal") and focused(page, "button.pc.illegal")
    assert RefereeGame.objects.get(pk=rg.pk).actions == rg.actions
    shot(page, "keyboard-referee-refusal")
    _play_a_legal_card(page, rg, 0)


def test_the_ruling_picker_by_keyboard(page):
    page.goto(RULING)  # spades trumps, the nine of hearts led, a hand of five cards
    hand = "[data-chosen-hand]"
    # Take the ace of hearts back out of the hand: Enter on it; the focus stays in the hand.
    tab_to(page, f"{hand} a:has([data-card='AH'])")
    assert_focus_visible(page, "a card of the hand")
    page.keyboard.press("Enter")
    page.wait_for_function("s => !document.querySelector(s)", arg=f"{hand} [data-card='AH']")
    assert focused(page, f"{hand} a[data-pick]"), page.evaluate("document.activeElement.outerHTML.slice(0, 200)")
    assert "AH" not in page.url
    # Pick the queen of hearts into the hand: Enter on its card in the picker.
    tab_to(page, "[data-pick-card='QH']", back=True)
    assert_focus_visible(page, "picker card")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{hand} [data-card='QH']")
    assert focused(page, "[data-pick-card='QH']"), "the focus stays on the card just picked"
    assert_focus_visible(page, "picker card after the pick")
    # The answer: following hearts, the queen is one of the cards that may be played.
    page.wait_for_selector("#answer[data-legal]")
    assert "QH" in page.get_attribute("#answer", "data-legal").split()
    # The picker's next card is one Tab away.
    page.keyboard.press("Tab")
    assert focused(page, "[data-pick-card='KH']")
    # Trumps by keyboard too: hearts.
    tab_to(page, "[data-trump='H']", back=True)
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-trump='H'][aria-current='true']")
    assert focused(page, "[data-trump='H']") and "trump=H" in page.url
    shot(page, "keyboard-ruling")
