"""Every page of every PDF, at the largest size: pdftoppm renders it, and only the embedded DejaVu fonts are named."""

from __future__ import annotations

import io
import subprocess

import pytest
from pypdf import PdfReader

from tournaments.printing.backup import render_backup
from tournaments.printing.punchcards import render_punchcards
from tournaments.printing.standings import render_standings
from tournaments.printing.tablecards import render_tablecards

from .conftest import backup_sheet, needs_poppler, page_count, punchcard_sheet, standings_sheet, tablecard_sheet

PRINTS = {
    "punchcards": lambda n: render_punchcards(punchcard_sheet(n)),
    "tablecards": lambda n: render_tablecards(tablecard_sheet(n)),
    "standings": lambda n: render_standings(standings_sheet(n)),
    "backup": lambda n: render_backup(backup_sheet(n)),
}


@pytest.fixture(scope="module", params=sorted(PRINTS))
def pdf_500(request) -> tuple[str, bytes]:
    return request.param, PRINTS[request.param](500)


@needs_poppler
def test_every_page_of_the_500_couple_printouts_renders(pdf_500, tmp_path):
    name, pdf = pdf_500
    pages = page_count(pdf)
    done = subprocess.run(["pdftoppm", "-r", "10", "-gray", "-", str(tmp_path / "p")], input=pdf, capture_output=True)
    assert done.returncode == 0 and not done.stderr, (name, done.stderr.decode())
    assert len(list(tmp_path.glob("p-*.pgm"))) == pages > 1


def test_no_base_font_is_named_only_dejavu_embedded(pdf_500):
    name, pdf = pdf_500
    fonts = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for font in page["/Resources"].get("/Font", {}).values():
            font = font.get_object()
            fonts[str(font["/BaseFont"])] = font
    assert fonts, name
    for base, font in fonts.items():
        assert "DejaVuSans" in base, f"{name} names the font {base}, which is not embedded"
        assert "/FontFile2" in font["/FontDescriptor"], f"{name}: {base} is not embedded"
