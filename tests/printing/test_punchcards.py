"""Punch cards: text, accents, boxes, blanks, page counts, rendering, embedded fonts."""

from __future__ import annotations

import dataclasses
import io
import math
import os
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from tournaments.printing import punchcards
from tournaments.printing.data import PunchCard, PunchCardSheet
from tournaments.printing.punchcards import render_punchcards

from .conftest import keep_png, needs_poppler, night, page_count, page_texts, pdf_text, punchcard_sheet, words

# 2 columns x 4 rows: eight cards on a Letter or an A4 page for a 25-game night.
CARDS_PER_PAGE = 8

pytestmark = needs_poppler


def test_eight_cards_a_page_on_letter_and_a4():
    for paper in ("letter", "a4"):
        g = punchcards.geometry(paper, 25)
        assert (g.rows, g.per_page) == (4, CARDS_PER_PAGE)
        # boxes sized for a 6 mm hand punch, and the whole card inside its cell
        assert 9 <= punchcards.BOX / punchcards.mm <= 10
        assert 2 * punchcards.PAD + punchcards.HEADING + g.grid_rows * punchcards.BOX <= g.cell_h


@pytest.mark.parametrize("couples", [1, 7, 30, 500])
def test_page_count(couples):
    pdf = render_punchcards(punchcard_sheet(couples))
    assert page_count(pdf) == math.ceil(couples / CARDS_PER_PAGE) == {1: 1, 7: 1, 30: 4, 500: 63}[couples]
    if couples in (7, 500):
        keep_png(pdf, f"punchcards-{couples}")


def test_a4_page_count_and_png():
    pdf = render_punchcards(punchcard_sheet(30, paper_size="a4", language="fr"))
    assert page_count(pdf) == 4
    reader = PdfReader(io.BytesIO(pdf))
    width, height = (float(v) for v in reader.pages[0].mediabox.upper_right)
    assert (round(width), round(height)) == (595, 842)
    keep_png(pdf, "punchcards-a4-fr")
    assert "14 mars 2026" in pdf_text(pdf)


def test_text_numbers_names_night_hall_tables_and_game_boxes():
    pdf = render_punchcards(punchcard_sheet(7))
    text = pdf_text(pdf)
    for name in ("Marie-Thérèse O'Neil", "Gaétan Bélanger", "Josée Côté", "Françoise Leblanc"):
        assert name in text
    assert "Spring Card Party" in text and "Chéticamp" in text and "March 14, 2026" in text
    tokens = words(text)
    assert {str(n) for n in range(1, 26)} <= tokens  # every game box and couples 1..7
    # each card: couple number, 25 boxes, starting table; count box labels on page 1
    page = page_texts(pdf)[0]
    assert page.count("STARTING") == 7 and page.count("COUPLE") == 7


def test_accents_embedded_truetype_not_base_fonts():
    pdf = render_punchcards(punchcard_sheet(2))
    reader = PdfReader(io.BytesIO(pdf))
    fonts = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            if "/FontDescriptor" in font:
                assert "/FontFile2" in font["/FontDescriptor"], "TrueType font is embedded"
                fonts.add(str(font["/BaseFont"]))
    assert any("DejaVuSans" in f for f in fonts), fonts


def test_blank_cards_for_walk_ins_have_numbers_only():
    sheet = punchcard_sheet(3)
    blanks = tuple(PunchCard(number=n, blank=True) for n in (4, 5, 6))
    pdf = render_punchcards(dataclasses.replace(sheet, cards=sheet.cards + blanks))
    text = pdf_text(pdf)
    tokens = words(text)
    assert {"4", "5", "6"} <= tokens
    only = render_punchcards(PunchCardSheet(night(), blanks))
    assert "O'Neil" not in pdf_text(only) and "Bélanger" not in pdf_text(only)
    keep_png(only, "punchcards-blank")


def test_punched_games_and_games_not_played_are_marked():
    card = PunchCard(number=3, player1="Josée Côté", won=frozenset({1, 4, 25}), first_game=2, last_game=20)
    pdf = render_punchcards(PunchCardSheet(night(), (card,)))
    assert page_count(pdf) == 1
    keep_png(pdf, "punchcards-punched", dpi=90)
    # won games are still readable (white on the hole)
    assert {"1", "4", "25"} <= words(pdf_text(pdf))


def test_no_cards_gives_one_empty_page_not_an_error():
    pdf = render_punchcards(PunchCardSheet(night(), ()))
    assert page_count(pdf) == 1


def test_long_names_and_big_numbers_fit():
    card = PunchCard(number=12345, player1="Marie-Thérèse-Angélique Doucet-O'Neil de la Rivière", starting_table=250)
    pdf = render_punchcards(PunchCardSheet(night(), (card,)))
    text = pdf_text(pdf)
    assert "12345" in text and "250" in text and "Marie-Thérèse" in text


def test_more_games_mean_taller_cards():
    g = punchcards.geometry("letter", 40)
    assert g.grid_rows == 8 and g.per_page < CARDS_PER_PAGE
    pdf = render_punchcards(punchcard_sheet(7, games=40))
    assert "40" in words(pdf_text(pdf))
    assert page_count(pdf) == math.ceil(7 / g.per_page)


@pytest.mark.skipif(not shutil.which("zbarimg") and not os.environ.get("CI"), reason="zbarimg not installed (apt-get install zbar-tools)")
def test_every_qr_code_on_a_page_scans_to_its_couples_card(tmp_path):
    sheet = punchcard_sheet(8)
    pdf = render_punchcards(sheet)
    png = tmp_path / "page"
    subprocess.run(["pdftoppm", "-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile", "-", str(png)], input=pdf, check=True)
    out = subprocess.run(["zbarimg", "--raw", "-q", f"{png}.png"], capture_output=True, text=True).stdout.split()
    assert sorted(out) == sorted(card.url for card in sheet.cards)
