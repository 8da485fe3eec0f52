"""Learning Forty-Fives on a 390x844 phone (SPEC 3c), in English and French: a game against three
computer players with the learning switch on (the trumps in order, the hint asked for and played,
why each trick was won, a refused card's reason); an auction game where the hint is followed in
bidding, naming trumps and discarding, beside what each bid risks; and lessons answered wrong, then
right (discards and calling a partner among them), kept on the device."""

from __future__ import annotations

import pytest

from cardparty.rules import rank_order
from tests.web.referee.deals import ALONE, ann_to_play
from tournaments.referee.services import rebuild, referee_start

from .conftest import PHONE, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WORDS = {"en": {"why": "wins the trick", "right": "Right!", "wrong": "Not this one.", "risk": "Bid 20:",
                "strong": "strong computer player"},
         "fr": {"why": "levée", "right": "Bravo !", "wrong": "Pas celle-ci.", "risk": "Miser 20 :",
                "strong": "joueur fort"}}


def _ask_hint(page) -> str:
    """Tap "Hint" (the page works it out only now) and read the move it gives."""
    with page.expect_navigation():
        page.locator("[data-learn-ask-hint]").click()
    assert page.locator("[data-learn-hint]").is_visible()
    return page.locator("[data-learn-hint]").get_attribute("data-learn-hint")


def _fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_learning_game_and_a_lesson_on_a_phone(new_context, live_server, lang):
    context = new_context(PHONE)
    context.add_cookies([{"name": "django_language", "value": lang, "url": live_server.url}])
    page = context.new_page()
    rg = ann_to_play(lambda game: len(game.legal_cards()) < len(game.hand(0)))  # she holds a card she may not play
    page.goto(f"/referee/g/{rg.token}/")
    assert page.locator("[data-learn-order]").is_hidden(), "learning is off until switched on"
    assert page.locator("[data-learn-ask-hint]").is_hidden(), "no hint button with learning off"
    page.locator("[data-learning-switch]").check()
    game = rebuild(rg)
    order = page.locator("[data-learn-order] [data-order-card]").evaluate_all("els => els.map(e => e.dataset.orderCard)")
    assert order == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
    illegal = page.locator("button.pc.illegal").first
    illegal.click()
    assert page.locator("#refusal").inner_text() == illegal.get_attribute("data-refusal")
    card = _ask_hint(page)
    assert WORDS[lang]["strong"] in page.locator("[data-learn-hint]").inner_text()
    shot(page, f"learning-phone-hint-{lang}")
    for _ in range(3):  # three tricks: play the hinted card each time (a note first asks for a second tap)
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
        if page.locator("[data-learn-ask-hint]").count() == 0:
            break
        card = _ask_hint(page)
    assert WORDS[lang]["why"] in page.locator("[data-learn-why]").inner_text()
    shot(page, f"learning-phone-after-tricks-{lang}")
    _fits(page)

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
    _fits(page)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_auction_learning_game_and_the_lessons_on_discards_and_calling(new_context, live_server, lang):
    context = new_context(PHONE)
    context.add_cookies([{"name": "django_language", "value": lang, "url": live_server.url}])
    page = context.new_page()
    rg = referee_start(seats=ALONE, ruleset="nova-scotia-auction", seed=0)  # everyone passes to Ann, the dealer
    page.goto(f"/referee/g/{rg.token}/")
    page.locator("[data-learning-switch]").check()
    risks = page.locator("[data-learn-risks] li")
    assert risks.count() == 3 and WORDS[lang]["risk"] in risks.first.inner_text()
    assert page.locator("[data-learn-worth]").is_visible()
    bid = _ask_hint(page)
    assert page.locator("[data-learn-risks]").is_visible(), "the risks stay beside the hint"
    shot(page, f"learning-phone-bid-hint-{lang}")
    with page.expect_navigation():
        page.locator(f"[data-call='{bid}']").click()
    suit = _ask_hint(page)  # she won the bid: which trumps to name
    shot(page, f"learning-phone-trump-hint-{lang}")
    with page.expect_navigation():
        page.locator(f"[data-suit='{suit}']").click()
    cards = _ask_hint(page).split()  # then what to throw away
    shot(page, f"learning-phone-discard-hint-{lang}")
    for code in cards:
        page.locator(f"[data-discard] input[value='{code}']").check()
    with page.expect_navigation():
        page.locator("[data-discard-confirm]").click()
    assert page.locator("[data-discard]").count() == 0, "the hinted discard is accepted"
    _fits(page)

    page.goto("/referee/learn/discards/?q=2&pick=2")  # the bidder with the kitty keeps no more than five
    assert WORDS[lang]["wrong"] in page.locator("[data-verdict]").inner_text()
    shot(page, f"learning-lesson-discards-{lang}")
    _fits(page)
    page.goto("/referee/learn/calling/")
    with page.expect_navigation():
        page.locator("[data-pick='5S']").click()  # never the five of trumps
    assert WORDS[lang]["wrong"] in page.locator("[data-verdict]").inner_text()
    with page.expect_navigation():
        page.locator("[data-pick='AS']").click()
    assert WORDS[lang]["right"] in page.locator("[data-verdict]").inner_text()
    shot(page, f"learning-lesson-calling-{lang}")
    _fits(page)
