"""Fast text for the per-card parts of a canvas layout.

``canvas.drawString`` builds a text object, formats every number through
reportlab's generic float formatter and opens a ``BT``/``ET`` block per
string: fine for a page, the main cost for 500 punch cards.  ``TextRun``
collects a page's strings into one ``BT``/``ET`` block.

The strings are encoded the way the reportlab ``ttfonts`` module documents
for embedded TrueType fonts (``font.splitString`` + ``font.getSubsetInternalName``),
so the subsets and the embedding stay reportlab's; but ``splitString`` is
asked about each character once per document, and a string whose characters
are all known is encoded with one ``str.translate``.
"""

from __future__ import annotations

from functools import cache

from reportlab.lib.rl_accel import escapePDF
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas


@cache
def _font(name: str) -> pdfmetrics.Font:
    return pdfmetrics.getFont(name)


class _Encoder:
    """One font's strings in one document, as ``Tf ... Tj`` operators."""

    def __init__(self, font: pdfmetrics.Font, doc: object) -> None:
        self.font = font
        self.doc = doc
        self.first = font.getSubsetInternalName(0, doc)
        self.table: dict[int, str] = {}  # ord(char) -> escaped code, subset 0
        self.known: set[str] = set()
        self.elsewhere: set[str] = set()  # characters of later subsets

    def ops(self, text: str, size: str) -> str:
        """``Tf``/``Tj`` operators setting ``text`` at ``size`` (formatted)."""
        if not self.known.issuperset(text):
            self._learn(text)
        if not self.elsewhere or self.elsewhere.isdisjoint(text):
            return f"{self.first} {size} Tf ({text.translate(self.table)}) Tj"
        parts = [
            f"{self.font.getSubsetInternalName(subset, self.doc)} {size} Tf ({escapePDF(chunk)}) Tj"
            for subset, chunk in self.font.splitString(text, self.doc)
        ]
        return " ".join(parts)

    def _learn(self, text: str) -> None:
        """Give the new characters of ``text`` their codes (reportlab's)."""
        for char in dict.fromkeys(text):  # in order: the same codes every run
            if char in self.known:
                continue
            ((subset, code),) = self.font.splitString(char, self.doc)
            if subset:
                self.elsewhere.add(char)
            else:
                self.table[ord(char)] = escapePDF(code)
            self.known.add(char)


class TextRun:
    """Strings for one ``BT``/``ET`` block, in black."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.doc = canvas._doc  # the document the font subsets belong to
        self.encoders: dict[str, _Encoder] = {}
        self.parts: list[str] = ["BT 0 g"]

    def add(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """Set ``text`` with its baseline starting at ``x``, ``y``."""
        if text:
            self.parts.append(f"1 0 0 1 {x:.2f} {y:.2f} Tm {self.encoder(font).ops(text, f'{size:.2f}')}")

    def encoder(self, font: str) -> _Encoder:
        """The encoder of ``font`` for this run's document."""
        enc = self.encoders.get(font)
        if enc is None:
            enc = self.encoders[font] = _Encoder(_font(font), self.doc)
        return enc

    def flush(self) -> None:
        """Write the block into the canvas; the run can be reused after."""
        if len(self.parts) > 1:
            self.parts.append("ET")
            self.canvas.addLiteral("\n".join(self.parts))
        self.parts = ["BT 0 g"]
