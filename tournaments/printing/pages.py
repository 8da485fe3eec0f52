"""Platypus documents with a running header and a "page x of y" footer."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import BinaryIO

from django.utils.translation import gettext as _
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, PageTemplate
from reportlab.platypus.doctemplate import BaseDocTemplate

from tournaments.printing.fonts import BOLD, REGULAR, ellipsize, register_fonts

MARGIN = 12 * mm
HEADER = 12 * mm  # running header band above the frame (title and one line)
LINE = 4 * mm  # each further header line
FOOTER = 9 * mm  # footer band below the frame


def style(name: str, size: float = 9, bold: bool = False, **kw) -> ParagraphStyle:
    """A paragraph style in DejaVu Sans."""
    return ParagraphStyle(name, fontName=BOLD if bold else REGULAR, fontSize=size, leading=size * 1.25, **kw)


class NumberedCanvas(Canvas):
    """Holds pages back until the end so each footer can say "page x of y"."""

    header: tuple[str, ...] = ("", "")

    def __init__(self, *args, **kwargs) -> None:
        kwargs["initialFontName"] = kwargs.get("initialFontName") or REGULAR  # else Helvetica, not embedded, is named
        super().__init__(*args, **kwargs)
        self._pages: list[dict] = []

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        """Keep the page's state; it is drawn in :meth:`save`."""
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        """Draw every page's header and footer, now that the count is known."""
        total = len(self._pages)
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            self._draw_frame_text(number, total)
            super().showPage()
        super().save()

    def _draw_frame_text(self, number: int, total: int) -> None:
        width, height = self._pagesize
        title, *lines = self.header
        self.saveState()
        self.setFillGray(0)
        self.setFont(BOLD, 11)
        self.drawString(MARGIN, height - MARGIN - 4 * mm, ellipsize(title, BOLD, 11, width - 2 * MARGIN))
        self.setFont(REGULAR, 8)
        self.setFillGray(0.3)
        for i, line in enumerate(lines):
            self.drawString(MARGIN, height - MARGIN - 8.5 * mm - i * LINE, ellipsize(line, REGULAR, 8, width - 2 * MARGIN))
        rule = height - MARGIN - header_height(len(self.header)) + 1.5 * mm
        self.setStrokeGray(0.6)
        self.setLineWidth(0.5)
        self.line(MARGIN, rule, width - MARGIN, rule)
        self.drawRightString(width - MARGIN, MARGIN, _("Page %(page)d of %(pages)d") % {"page": number, "pages": total})
        self.drawString(MARGIN, MARGIN, "Cardparty")
        self.restoreState()


def header_height(lines: int = 2) -> float:
    """Height of the running header with a title and ``lines - 1`` lines."""
    return HEADER + max(0, lines - 2) * LINE


def frame_size(page: tuple[float, float], lines: int = 2) -> tuple[float, float]:
    """Width and height of the body frame on a page of this size."""
    return page[0] - 2 * MARGIN, page[1] - 2 * MARGIN - header_height(lines) - FOOTER


def build(story: Sequence[Flowable], page: tuple[float, float], header: tuple[str, str], title: str, out: BinaryIO | None = None) -> bytes:
    """Lay ``story`` out on pages of size ``page`` with the running header.

    Writes to ``out`` when given (and returns ``b""``), else returns the bytes.
    """
    register_fonts()
    buffer = out or io.BytesIO()
    width, height = frame_size(page, len(header))
    frame = Frame(MARGIN, MARGIN + FOOTER, width, height, id="body", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc = BaseDocTemplate(buffer, pagesize=page, title=title, author="Cardparty", pageTemplates=[PageTemplate("page", [frame])])
    canvas_class = type("HeaderCanvas", (NumberedCanvas,), {"header": header})
    doc.build(list(story), canvasmaker=canvas_class)
    return b"" if out else buffer.getvalue()
