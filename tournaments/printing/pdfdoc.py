"""A reportlab document tuned for long prints (a night's punch cards): every stream deflated fast,
and one resource dictionary shared by every page that needs nothing else."""

from __future__ import annotations

import zlib

from reportlab.pdfbase.pdfdoc import PDFResourceDictionary
from reportlab.pdfgen.canvas import Canvas


class FastFlate:
    """Flate at zlib level 1, for every stream of the document.

    Most of a punch-card page is the hex of its QR codes, which deflate
    halves at level 1 as at reportlab's level 6, in two thirds of the time;
    the two embedded font subsets (35 kB each) deflate in a third of the time
    for 10 % more bytes.  Level 6 costs 4 ms more in a 500-card print.
    """

    pdfname = "FlateDecode"

    @staticmethod
    def encode(text: str | bytes) -> bytes:
        return zlib.compress(text.encode("utf8") if isinstance(text, str) else text, 1)


FLATE_FAST = [FastFlate()]  # a canvas's ``_doc.defaultStreamFilters``


class PagesShared:
    """What the pages of a sheet of cards share, set on each page once shown.

    Every page names the same fonts and forms, so they share one resource
    dictionary (an indirect object) instead of reportlab writing one per
    page: 2 ms of a 500-card print.  A page that uses anything else in its
    resources (transparency, colour spaces, shadings) keeps its own.
    """

    def __init__(self, c: Canvas, forms: list[str]) -> None:
        self.doc = c._doc
        resources = PDFResourceDictionary()
        resources.basicFonts()
        resources.XObject = self.doc.xobjDict(forms)
        self.resources = self.doc.Reference(resources)

    def shown(self) -> None:
        """Tune the page just shown by ``showPage``."""
        page = self.doc.Pages[-1]
        if not (page.ExtGState or page._colorsUsed or page._shadingUsed or page.Resources):
            page.Resources = self.resources
