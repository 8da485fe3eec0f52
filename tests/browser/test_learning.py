"""Learning Forty-Fives on a 390x844 phone (SPEC 3c), in English and French: a game against three
computer players with the learning switch on (the trumps in order, the hint played, why each trick
was won, a refused card's reason) and a lesson answered wrong, then right, kept on the device."""

from __future__ import annotations

import pytest

from cardparty.rules import rank_order
from tests.web.referee.deals import ann_to_play
from tournaments.referee.services import rebuild

from .conftest import PHONE, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WORDS = {"en": {"why": "takes trick", "right": "Right!", "wrong": "Not this one."},
         "fr": {"why": "levée", "right": "Bravo !", "wrong": "Pas celle-ci."}}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_learning_game_and_a_lesson_on_a_phone(new_context, live_server, lang):
    context = new_context(PHONE)
    context.add_cookies([{"name": "django_language", "value": lang, "url": live_server.url}])
    page = context.new_page()
    rg = ann_to_play(lambda game: len(game.legal_cards()) < len(game.hand(0)))  # she holds a card she may not play
    page.goto(f"/referee/g/{rg.token}/")
    assert page.locator("[data-learn-order]").is_hidden(), "learning is off until switched on"
    page.locator("[data-learning-switch]").check()
    game = rebuild(rg)
    order = page.locator("[data-learn-order] [data-order-card]").evaluate_all("els => els.map(e => e.dataset.orderCard)")
    assert order == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
    illegal = page.locator("button.pc.illegal").first
    illegal.click()
    assert page.locator("#refusal").inner_text() == illegal.get_attribute("data-refusal")
    page.locator("[data-learn-hint] summary").click()
    shot(page, f"learning-phone-hint-{lang}")
    for _ in range(3):  # three tricks: play the hinted card each time (a note first asks for a second tap)
        card = page.locator("[data-learn-hint]").get_attribute("data-learn-hint")
        button = page.locator(f"button.pc.legal[data-card='{card}']")
        if button.get_attribute("data-note"):
            button.click()
            assert page.locator("#learn-note").is_visible()
        with page.expect_navigation():
            button.click()
        assert page.locator("[data-learning-switch]").is_checked(), "the switch is kept on the device"
        while page.locator("[data-decline]").count():
            with page.expect_navigation():
                page.locator("[data-decline]").click()
        if page.locator("[data-learn-hint]").count() == 0:
            break
    assert WORDS[lang]["why"] in page.locator("[data-learn-why]").inner_text()
    shot(page, f"learning-phone-after-tricks-{lang}")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    page.goto("/referee/learn/trumps/")
    with page.expect_navigation():
        page.locator("[data-pick='AC']").click()
    assert WORDS[lang]["wrong"] in page.locator("[data-verdict]").inner_text()
    with page.expect_navigation():
        page.locator("[data-pick='JC']").click()
    assert WORDS[lang]["right"] in page.locator("[data-verdict]").inner_text()
    shot(page, f"learning-lesson-right-{lang}")
    for q, card in ((1, "AH"), (2, "5D")):
        page.goto(f"/referee/learn/trumps/?q={q}&pick={card}")
    page.goto("/referee/learn/")
    assert page.locator("li[data-lesson='trumps'] [data-lesson-done]").is_visible()
    assert page.locator("li[data-lesson='bonus'] [data-lesson-done]").is_hidden()
    shot(page, f"learning-lessons-{lang}")
    page.goto("/referee/learn/bidding/?q=1&pick=30")  # the dealer may hold or pass, not outbid
    assert WORDS[lang]["wrong"] in page.locator("[data-verdict]").inner_text()
    shot(page, f"learning-lesson-bidding-{lang}")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
