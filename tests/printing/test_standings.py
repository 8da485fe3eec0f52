"""Standings and prize sheet: places, tie outcomes, jar, repeated header, page x of y, page counts."""

from __future__ import annotations

import dataclasses
import math
import re
from decimal import Decimal

import pytest

from tournaments.printing import standings
from tournaments.printing.data import PrizeGroup, Settlement, StandingsSheet
from tournaments.printing.standings import render_standings

from .conftest import flat_text, keep_png, needs_poppler, night, page_count, page_texts, pdf_text, standings_sheet

# Page 1 is the prize sheet; then every couple, two lines a row: 27 rows on Letter, 29 on A4.
ROWS_PER_PAGE = {"letter": 27, "a4": 29}

pytestmark = needs_poppler


def test_rows_per_page():
    assert standings.rows_per_page("letter") == ROWS_PER_PAGE["letter"]
    assert standings.rows_per_page("a4") == ROWS_PER_PAGE["a4"]


@pytest.mark.parametrize("couples", [1, 7, 30, 500])
def test_page_count(couples):
    pdf = render_standings(standings_sheet(couples))
    expected = 1 + math.ceil(couples / ROWS_PER_PAGE["letter"])
    assert page_count(pdf) == expected == {1: 2, 7: 2, 30: 3, 500: 20}[couples]
    if couples == 30:
        keep_png(pdf, "standings-30", dpi=70)


def test_page_x_of_y_and_header_row_on_every_page():
    pdf = render_standings(standings_sheet(60))
    texts = page_texts(pdf)
    assert len(texts) == 1 + math.ceil(60 / 27) == 4
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of 4" in text
        assert "Standings and prizes · Spring Card Party" in text
    for text in texts[1:]:
        assert re.search(r"Place\s+Couple\s+Names\s+Wins\s+Games won", text), text[:300]


def test_every_couple_with_wins_and_games_won():
    sheet = standings_sheet(30)
    text = pdf_text(render_standings(sheet))
    lines = text.splitlines()
    for row in sheet.rows:
        # the couple's line: place, number, first player, wins, then its won games in order
        pattern = rf"^\s*{row.place}\s+{row.number}\s+{re.escape(row.player1)}\s+{row.wins}[\s·]+" + r"[\s·]+".join(
            str(g) for g in row.games_won
        )
        assert any(re.search(pattern, line) for line in lines), pattern
    assert "Marie-Thérèse O'Neil" in text and "Gaétan Bélanger" in text


def test_prizes_and_how_each_tie_was_settled():
    text = flat_text(render_standings(standings_sheet(30)))
    assert "1st prize" in text and "2nd prize" in text and "3rd prize" in text and "Booby prize" in text
    assert "Gift basket · $50.00" in text
    # cut with the cards: both rounds, the seed, the winner
    assert "Cut the cards, lowest card wins." in text
    assert "Round 1: couple 4 7♥, couple 17 7♠." in text and "Round 2: couple 4 K♦, couple 17 A♠." in text
    assert "Cut by the app, seed 991234." in text and "Won by couple 17." in text
    assert "Won outright" in text  # 2nd prize, a single couple
    assert "Split between couples 2, 11 and 23, $6.67 each" in text
    assert "Play-off game" in text and "Score: 45–30." in text and "Won by couple 12." in text


def test_cookie_jar_draw_seed_and_outcome():
    text = flat_text(render_standings(standings_sheet(30)))
    assert "Cookie jar" in text
    assert "Games drawn: 3, 7, 9, 12, 15, 18, 21, 24." in text
    assert "Seed of the draw: 8812734" in text
    assert "In the jar: $34.00 ($10.00 carried over from the last night)." in text
    assert "Won every drawn game: couples 5 and 6." in text and "Won by couple 6." in text


def test_sealed_jar_and_carry_over():
    sheet = standings_sheet(7)
    sealed = dataclasses.replace(sheet, cookie_jar=dataclasses.replace(sheet.cookie_jar, revealed=False))
    text = flat_text(render_standings(sealed))
    assert "sealed" in text and "8812734" not in text
    empty = dataclasses.replace(sheet, cookie_jar=dataclasses.replace(sheet.cookie_jar, winners=(), settlement=None))
    text = flat_text(render_standings(empty))
    assert "carries over to the next night" in text


def test_unsettled_tie_and_standings_not_final():
    sheet = standings_sheet(7)
    open_tie = PrizeGroup(1, 18, (4, 17), amount=Decimal("50"))
    pending = PrizeGroup(2, 16, (3, 9), settlement=Settlement("cut"))
    sheet = dataclasses.replace(sheet, prizes=(open_tie, pending), booby=None, games_played=12)
    text = flat_text(render_standings(sheet))
    assert "After game 12 of 25: not final." in text
    assert "Tied: the couples have not chosen yet" in text and "Not settled yet." in text


def test_no_games_played_yet():
    sheet = StandingsSheet(night(), (), games_played=0)
    pdf = render_standings(sheet)
    assert page_count(pdf) == 2
    assert "No prizes yet" in pdf_text(pdf)


def test_french_night():
    pdf = render_standings(standings_sheet(7, language="fr", paper_size="a4"))
    text = pdf_text(pdf)
    assert "14 mars 2026" in text and "50,00" in text
    keep_png(pdf, "standings-fr-a4", dpi=70)


def test_a_single_booby_couple_is_not_won_outright_and_cut_cards_are_faces_in_pypdf():
    """Issue 33, point 2: the booby row says "Fewest wins", and pypdf reads the cards as 7♥, A♠ (DejaVu has the suits)."""
    import io

    from pypdf import PdfReader

    sheet = standings_sheet(30)
    sheet = dataclasses.replace(sheet, booby=PrizeGroup(0, 3, (8,), "Wooden spoon"))
    pdf = render_standings(sheet)
    text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    singles = sum(1 for g in sheet.prizes if len(g.couples) == 1)
    assert text.count("Won outright") == singles
    assert "Fewest wins" in text
    assert "7♥" in text and "A♠" in text and "K♦" in text
    assert not re.search(r"\b(7H|AS|KD)\b", text)
    keep_png(pdf, "standings-booby-and-cards", dpi=110)
