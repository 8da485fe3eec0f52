"""Fast text for the per-card parts of a canvas layout.

``canvas.drawString`` builds a text object, formats every number through
reportlab's generic float formatter and opens a ``BT``/``ET`` block per
string: fine for a page, the main cost for 500 punch cards.  ``TextRun``
collects a card's strings into one ``BT``/``ET`` block, written the way the
reportlab ``ttfonts`` module documents for embedded TrueType fonts
(``font.splitString`` + ``font.getSubsetInternalName``), so the subsets and
the embedding stay reportlab's.
"""

from __future__ import annotations

from functools import cache

from reportlab.lib.rl_accel import escapePDF
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas


@cache
def _font(name: str) -> pdfmetrics.Font:
    return pdfmetrics.getFont(name)


class TextRun:
    """Strings for one ``BT``/``ET`` block, in black unless told otherwise."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.doc = canvas._doc  # the document the font subsets belong to
        self.parts: list[str] = ["BT 0 g"]

    def add(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """Set ``text`` with its baseline starting at ``x``, ``y``."""
        if not text:
            return
        face = _font(font)
        parts = self.parts
        parts.append(f"1 0 0 1 {x:.2f} {y:.2f} Tm")
        for subset, chunk in face.splitString(text, self.doc):
            parts.append(f"{face.getSubsetInternalName(subset, self.doc)} {size:.2f} Tf ({escapePDF(chunk)}) Tj")

    def flush(self) -> None:
        """Write the block into the canvas; the run can be reused after."""
        if len(self.parts) > 1:
            self.parts.append("ET")
            self.canvas.addLiteral("\n".join(self.parts))
        self.parts = ["BT 0 g"]
