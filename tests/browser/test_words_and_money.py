"""Words and money on a 390x844 phone, in English and in French (issue 13, point 8).

A prize place whose description only repeats its name is not said twice ("First prize · First
prize"), in either language; its amount carries the currency sign as the cookie jar's does; a
count of wins never breaks between the number and the word; the list of ties reads as a prize
sheet does, the prizes before the booby prize.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from playwright.sync_api import expect

from tests.i18n.catalogue import ensure_compiled
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_open

from .conftest import PHONE, shot
from .test_desk import sign_in
from .test_desk_night import _staying_couples_win
from .test_french import _choose_french

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ONE_LINE = "e => e.getClientRects().length === 1"


@pytest.fixture
def tied(organiser):
    """Four couples, one game: couples 1 and 3 tie for the first prize, 2 and 4 for the booby prize."""
    night = night_create(series=series_get_or_create(name="Mabou Hall", owner=organiser), name="Prize night", date=dt.date(2026, 12, 5),
                         games=1, organiser=organiser, prizes=[{"description": "First prize", "amount": "100.00"},
                                                               {"description": "Turkey", "amount": "30"}])
    for n in range(1, 5):
        couple_register(night=night, player1=f"Marie-Thérèse Aucoin-LeBlanc {n}", player2=f"Réjean {n}")
    night = night_start(night=night)
    _staying_couples_win(night)
    night = game_close(night=night)
    tiebreak_open(night=night, kind="booby", place=1)  # opened before the prize's: the list still puts the prize first
    tiebreak_open(night=night, kind="prize", place=1)
    return night


@pytest.mark.parametrize(("language", "title"), [("en", r"^First prize \$100\.00$"), ("fr", r"^Premier prix 100,00\s\$$")])
def test_prizes_are_named_once_with_their_currency_and_ties_read_in_order(new_context, tied, language, title):
    ensure_compiled()
    page = new_context(PHONE).new_page()
    if language == "fr":
        _choose_french(page)
    sign_in(page, "org")
    page.goto(f"/desk/{tied.slug}/prizes/")
    expect(page.locator("#prize-title-1")).to_have_text(re.compile(title))
    counts = page.locator(".wins-count")
    expect(counts).to_have_count(2)
    assert all(counts.evaluate_all(f"els => els.map({ONE_LINE})")), "a count of wins broke over two lines"
    shot(page, f"words-prizes-{language}")

    page.goto(f"/n/{tied.slug}/standings/")
    labels = page.locator(".tie-list li > strong").all_inner_texts()
    expected = {"en": ["1st prize", "Booby prize"], "fr": ["1er prix", "Prix de consolation"]}[language]
    assert labels == expected, labels
