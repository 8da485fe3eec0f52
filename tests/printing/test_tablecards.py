"""Table cards: one page per table, the number twice (both faces of the tent), huge."""

from __future__ import annotations

import re

import pytest

from tournaments.printing.data import TableCardSheet
from tournaments.printing.tablecards import number_size, render_tablecards

from .conftest import keep_png, needs_poppler, night, page_count, page_texts, tablecard_sheet, tables_for

pytestmark = needs_poppler


@pytest.mark.parametrize("couples", [1, 7, 30, 500])
def test_one_page_per_table(couples):
    pdf = render_tablecards(tablecard_sheet(couples))
    # T = ceil(N / 2) tables, one tent card each
    assert page_count(pdf) == tables_for(couples) == {1: 1, 7: 4, 30: 15, 500: 250}[couples]
    if couples == 7:
        keep_png(pdf, "tablecards-7", dpi=40)


def test_each_page_shows_its_table_number_on_both_faces():
    pdf = render_tablecards(tablecard_sheet(30))
    for table, text in enumerate(page_texts(pdf), start=1):
        assert re.findall(r"\b\d+\b", re.sub(r"March 14, 2026", "", text)).count(str(table)) == 2, text
        assert "TABLE" in text and "Chéticamp" in text


def test_numbers_are_huge():
    # two digits about 8 cm tall on Letter; three digits still over 6 cm
    assert number_size("12", 540, 300) * 0.73 > 200
    assert number_size("250", 540, 300) * 0.73 > 170


def test_french_a4():
    pdf = render_tablecards(TableCardSheet(night(language="fr", paper_size="a4"), (1, 2)))
    assert page_count(pdf) == 2
    keep_png(pdf, "tablecards-fr-a4", dpi=40)
