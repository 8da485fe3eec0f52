"""Paper backup sheet: a grid of games by tables with the first seating."""

from __future__ import annotations

import math
import re

import pytest

from tournaments.printing import backup
from tournaments.printing.backup import render_backup

from .conftest import backup_sheet, flat_text, keep_png, needs_poppler, page_count, page_texts, pdf_text, tables_for

# Landscape, 8.5 mm rows to write in: 18 tables on a Letter page, 17 on A4.
TABLES_PER_PAGE = {"letter": 18, "a4": 17}

pytestmark = needs_poppler


def test_tables_per_page():
    assert backup.rows_per_page("letter") == TABLES_PER_PAGE["letter"]
    assert backup.rows_per_page("a4") == TABLES_PER_PAGE["a4"]
    assert backup.max_games_per_block("letter") >= 25  # a 25-game night is one block of columns


@pytest.mark.parametrize("couples", [1, 7, 30, 500])
def test_page_count(couples):
    pdf = render_backup(backup_sheet(couples))
    expected = math.ceil(tables_for(couples) / TABLES_PER_PAGE["letter"])
    assert page_count(pdf) == expected == {1: 1, 7: 1, 30: 1, 500: 14}[couples]
    if couples == 30:
        keep_png(pdf, "backup-30", dpi=60)


def test_grid_has_every_game_and_table_and_the_first_seating():
    pdf = render_backup(backup_sheet(7))
    text = pdf_text(pdf)
    header = next(line for line in text.splitlines() if re.search(r"\b1\s+2\s+3\b", line))
    assert re.findall(r"\d+", header) == [str(g) for g in range(1, 26)]
    for table, (a, b) in ((1, (1, 2)), (2, (3, 4)), (3, (5, 6))):
        assert re.search(rf"^\s*{table}\s+{a}\s*–\s*{b}\s*$", text, re.M)
    assert re.search(r"^\s*4\s+7 \(bye\)", text, re.M)
    flat = flat_text(pdf)
    assert "Winners move to the next table" in flat and "A bye counts as a win." in flat


def test_header_row_and_page_x_of_y_on_every_page():
    pdf = render_backup(backup_sheet(100))
    texts = page_texts(pdf)
    assert len(texts) == 3
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of 3" in text and "Table" in text and "25" in text


def test_long_nights_split_into_blocks_of_columns():
    pdf = render_backup(backup_sheet(30, games=60))
    blocks = backup.game_blocks(60, "letter")
    assert len(blocks) == 3 and [len(b) for b in blocks] == [20, 20, 20]
    assert page_count(pdf) == 3
    assert "60" in pdf_text(pdf).split()
