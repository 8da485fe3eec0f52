"""DejaVu Sans, shipped in ``printing/dejavu`` and embedded in every PDF.

The PDF base fonts cannot show every accent ("Marie-Thérèse", "Gaétan"), so
the printouts use a TrueType font that ships with the app (no system font).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).resolve().parent / "dejavu"
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"


@cache
def register_fonts() -> tuple[str, str]:
    """Register DejaVu Sans (regular, bold) once; return their names.

    Also turns off reportlab's ASCII85 stream encoding, process-wide: it dates
    from 7-bit mail, makes every stream a quarter larger, and in pure Python
    cost more than all the drawing of a page of punch cards.

    ``asciiReadable=0``: the embedded subsets hold only the characters used,
    not all of ASCII besides; half the glyphs to subset and deflate at every
    save.  Text extraction goes through the subsets' ToUnicode maps, as for
    accented letters already.
    """
    rl_config.useA85 = 0
    pdfmetrics.registerFont(TTFont(REGULAR, str(FONT_DIR / "DejaVuSans.ttf"), asciiReadable=0))
    pdfmetrics.registerFont(TTFont(BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf"), asciiReadable=0))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    return REGULAR, BOLD


class _Widths(dict):
    """Advance widths (thousandths of the size) of a TrueType font, by character."""

    def __init__(self, font: TTFont) -> None:
        super().__init__()
        self.get_width = font.face.charWidths.get
        self.default = font.face.defaultWidth

    def __missing__(self, char: str) -> float:
        width = self[char] = self.get_width(ord(char), self.default)
        return width


@cache
def _widths(font: str) -> _Widths | None:
    face = pdfmetrics.getFont(font)
    return _Widths(face) if isinstance(face, TTFont) else None


def string_width(text: str, font: str, size: float) -> float:
    """Width in points of ``text`` set in ``font`` at ``size``.

    What ``pdfmetrics.stringWidth`` says, without its per-character work.
    """
    widths = _widths(font)
    if widths is None:
        return pdfmetrics.stringWidth(text, font, size)
    return 0.001 * size * sum(map(widths.__getitem__, text))


def fit_size(text: str, font: str, size: float, width: float, minimum: float = 5.0) -> float:
    """The largest size not above ``size`` at which ``text`` fits ``width``."""
    w = pdfmetrics.stringWidth(text, font, size)
    if w <= width or not text:
        return size
    return max(minimum, size * width / w)


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` at ``size``."""
    if pdfmetrics.stringWidth(text, font, size) <= width:
        return text
    while text and pdfmetrics.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"
