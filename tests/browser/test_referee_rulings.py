"""The ruling page in Chromium for every "Legal plays" case of docs/rules-cases.md.

The issue asks that the ruling page give the right answer for every following case of the
shared reference file, in a real browser.  Each case is opened by its address (the ruling
page is a plain GET, so that is what a bookmark or a tap on the picker gives) and the test
reads what the page shows: which hand cards are marked legal and which are dimmed, the
cards listed as playable, the trick card marked as winning and the sentence naming it, and
the sentence naming the rule.  The cases file says which cards are legal; the rules module
is the oracle for the winner and the rule, and the page must agree with both.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from django.utils.translation import gettext

from cardparty.rules import explain_play, trick_winner
from tests.web.referee.test_ruling import ROWS, expected_legal
from tournaments.referee.views.words import card_info

from .conftest import TABLET_LANDSCAPE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# What the page shows of a ruling, read in one round trip.
READ_ANSWER = """() => {
  const opacity = el => Number(getComputedStyle(el).opacity);
  const hand = [...document.querySelectorAll('[data-chosen-hand] .pc')];
  const trick = [...document.querySelectorAll('[data-chosen-trick] .pc')];
  const winnerLine = document.querySelector('#answer .ruling-winner');
  const reason = document.querySelector('#answer [data-reason]');
  return {
    hand: hand.map(c => ({card: c.dataset.card, legal: c.classList.contains('legal'),
                          illegal: c.classList.contains('illegal'), opacity: opacity(c)})),
    playable: [...document.querySelectorAll('#answer .ruling-legal .pc')].map(c => c.dataset.card),
    trick: trick.map(c => c.dataset.card),
    winning: trick.filter(c => c.classList.contains('winning')).map(c => c.dataset.card),
    winningTags: document.querySelectorAll('[data-chosen-trick] .tag.win').length,
    winnerLine: winnerLine ? winnerLine.innerText.trim() : null,
    reason: reason ? reason.innerText.trim() : null,
    error: document.querySelector('[data-error]') !== null,
  };
}"""


@pytest.fixture(scope="module")
def ruling_page(browser, live_server):
    """One tablet page for all the cases: each opens its own address, so nothing carries over."""
    context = browser.new_context(viewport=TABLET_LANDSCAPE, base_url=live_server.url)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(("trump", "trick", "hand", "legal"), ROWS, ids=[f"{r[0]}:{r[1]}:{r[2]}" for r in ROWS])
def test_the_ruling_page_shows_every_legal_plays_case(ruling_page, trump, trick, hand, legal):
    trick_cards, hand_cards = trick.split(), hand.split()
    query = urlencode({"trump": trump, "trick": ",".join(trick_cards), "hand": ",".join(hand_cards), "to": "hand"})
    response = ruling_page.goto(f"/referee/ruling/?{query}")
    assert response.status == 200
    shown = ruling_page.evaluate(READ_ANSWER)
    assert not shown["error"]

    # The hand: exactly the case's legal cards are marked legal, the others dimmed.
    expected = expected_legal(hand, legal)
    assert [c["card"] for c in shown["hand"]] == hand_cards, "the hand is shown as picked"
    for card in shown["hand"]:
        if card["card"] in expected:
            assert card["legal"] and not card["illegal"] and card["opacity"] == 1, card
        else:
            assert card["illegal"] and not card["legal"] and card["opacity"] < 0.6, card
    assert shown["playable"] == [c for c in hand_cards if c in expected], "the 'May be played' cards"

    # The trick: the card the rules module says wins is the one marked, and named.
    index = trick_winner(trick_cards, trump)
    winner = trick_cards[index]
    assert shown["trick"] == trick_cards
    assert shown["winning"] == [winner] and shown["winningTags"] == 1, shown
    label = card_info(winner)["label"]
    sentence = (f"Winning the trick so far: the {label}, the card led." if index == 0
                else f"Winning the trick so far: the {label}.")
    assert shown["winnerLine"] == sentence

    # The sentence: the rule the rules module decides.
    assert shown["reason"] == explain_play(hand_cards, trick_cards, trump).reason.render(gettext)
