"""Table cards: one tent card per table, one table per page.

Fold the page across the middle and stand it on the table: the number reads
the right way up from both sides (the top half is printed upside down).  The
number is as large as the half page allows (about 8 cm tall for 1 or 2 digits),
so it can be read across the hall.  Labels, fold line and night are one form.
"""

from __future__ import annotations

import io
from typing import BinaryIO

from django.utils import translation
from django.utils.translation import gettext as _
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournaments.printing.common import night_line, page_size
from tournaments.printing.data import TableCardSheet
from tournaments.printing.fonts import BOLD, REGULAR, ellipsize, register_fonts, string_width

MARGIN = 15 * mm
MAX_SIZE = 300  # points: digits about 77 mm tall
CAP = 0.73  # DejaVu Sans Bold digit height per point of size


def number_size(text: str, width: float, height: float) -> float:
    """The largest font size at which ``text`` fits ``width`` x ``height``."""
    by_width = width / max(string_width(text, BOLD, 1), 1e-6)
    return min(MAX_SIZE, by_width, height / CAP)


def _half(c: Canvas, sheet: TableCardSheet, width: float, half: float) -> None:
    """Shared text of one half, drawn upright in a ``width`` x ``half`` box."""
    c.setFillGray(0.35)
    c.setFont(BOLD, 20)
    c.drawCentredString(width / 2, half - MARGIN - 8 * mm, _("TABLE"))
    c.setFont(REGULAR, 9)
    line = ellipsize(night_line(sheet.night), REGULAR, 9, width - 2 * MARGIN)
    c.drawCentredString(width / 2, MARGIN - 2 * mm, line)


def render_tablecards(sheet: TableCardSheet, out: BinaryIO | None = None) -> bytes:
    """The table cards of ``sheet`` as PDF, one page per table number."""
    register_fonts()
    width, height = page_size(sheet.night.paper_size)
    half = height / 2
    buffer = out or io.BytesIO()
    c = Canvas(buffer, pagesize=(width, height), pageCompression=1, initialFontName=REGULAR)
    with translation.override(sheet.night.language):
        c.setTitle(_("Table cards") + f" · {sheet.night.name}")
        c.setAuthor("Cardparty")
        c.beginForm("half", 0, 0, width, half)
        _half(c, sheet, width, half)
        c.endForm()
        c.beginForm("page", 0, 0, width, height)
        c.doForm("half")
        c.saveState()
        c.translate(width, height)
        c.rotate(180)
        c.doForm("half")
        c.restoreState()
        c.setStrokeGray(0.6)
        c.setDash(3, 3)
        c.line(5 * mm, half, width - 5 * mm, half)
        c.setDash()
        c.setFont(REGULAR, 7)
        c.setFillGray(0.5)
        c.drawRightString(width - 5 * mm, half + 1.5 * mm, _("fold here"))
        c.endForm()
        low, high = MARGIN + 3 * mm, half - MARGIN - 12 * mm  # between the night line and the label
        box_h = high - low
        for table in sheet.tables or (0,):
            c.doForm("page")
            text = str(table) if table else ""
            size = number_size(text or "0", width - 2 * MARGIN, box_h)
            base = low + (box_h - CAP * size) / 2
            c.setFillGray(0)
            c.setFont(BOLD, size)
            c.drawCentredString(width / 2, base, text)
            c.saveState()
            c.translate(width, height)
            c.rotate(180)
            c.drawCentredString(width / 2, base, text)
            c.restoreState()
            c.showPage()
        c.save()
    return b"" if out else buffer.getvalue()
