"""Punch cards: one per couple, eight to a page (2 x 4) for a 25-game night.

Millimetre layout on a reportlab canvas, the pretix ticket way.  Everything
the cards of a night share (labels, the night's name, the numbered game boxes)
is drawn once into a form XObject and stamped on each card with ``doForm``;
per card only the number, names, starting table and QR code are drawn.

A card (``cell_w`` x ``cell_h``)::

    +------------------------------------------+
    | COUPLE              | GAMES WON          |
    | 17                  | [1 ][2 ][3 ][4 ][5 ]|
    | Marie-Thérèse O'Neil| [6 ][7 ][8 ][9 ][10]|
    | Gaétan Bélanger     | ...  5 x 5 boxes    |
    | night, date, hall   |  9.5 mm, for a      |
    | [QR]   Starting     |  6 mm hand punch    |
    | [QR]   table 9      |                     |
    +------------------------------------------+
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from typing import BinaryIO

from django.utils import translation
from django.utils.translation import gettext as _
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfdoc import xObjectName
from reportlab.pdfgen.canvas import Canvas

from tournaments.printing import qr
from tournaments.printing.common import format_date, page_size
from tournaments.printing.data import PunchCard, PunchCardSheet
from tournaments.printing.fonts import BOLD, REGULAR, ellipsize, register_fonts, string_width
from tournaments.printing.pdfdoc import FLATE_FAST, PagesShared
from tournaments.printing.rawtext import TextRun

MARGIN = 10 * mm  # page margin most printers can print inside
COLUMNS = 2
PAD = 4 * mm  # inside each card
BOX = 9.5 * mm  # a game box: room for a 6 mm hand hole punch
GRID_COLUMNS = 5
QR_SIZE = 19 * mm  # with its white quiet zone
QR_Y = 2.5 * mm  # bottom of the QR box: the quiet zone may take the padding
GAP = 3 * mm
HEADING = 5 * mm  # the "Games won" line above the boxes
GREY = 0.45


@dataclass(frozen=True)
class Geometry:
    """Where the cards go on the page for a paper size and game count."""

    page: tuple[float, float]
    cell_w: float
    cell_h: float
    rows: int
    grid_rows: int

    @property
    def per_page(self) -> int:
        """Cards on one page."""
        return COLUMNS * self.rows

    @property
    def left_w(self) -> float:
        """Width of the text column left of the boxes."""
        return self.cell_w - 2 * PAD - GRID_COLUMNS * BOX - GAP

    def origin(self, slot: int) -> tuple[float, float]:
        """Lower left corner of card ``slot`` (0-based, row by row) on a page."""
        row, col = divmod(slot, COLUMNS)
        return MARGIN + col * self.cell_w, self.page[1] - MARGIN - (row + 1) * self.cell_h


def geometry(paper: str, games: int) -> Geometry:
    """Card geometry: as many rows as fit, the cells sharing the page evenly."""
    width, height = page_size(paper)
    grid_rows = max(1, math.ceil(games / GRID_COLUMNS))
    needed = 2 * PAD + HEADING + grid_rows * BOX
    rows = max(1, int((height - 2 * MARGIN) // needed))
    return Geometry((width, height), (width - 2 * MARGIN) / COLUMNS, (height - 2 * MARGIN) / rows, rows, grid_rows)


def pages_needed(cards: int, paper: str = "letter", games: int = 25) -> int:
    """Pages for ``cards`` punch cards (at least one page)."""
    return max(1, math.ceil(cards / geometry(paper, games).per_page))


def _box_origin(g: Geometry, game: int) -> tuple[float, float]:
    """Lower left corner of the box of ``game`` (1-based) inside a card."""
    row, col = divmod(game - 1, GRID_COLUMNS)
    x0 = g.cell_w - PAD - GRID_COLUMNS * BOX
    top = g.cell_h - PAD - HEADING
    return x0 + col * BOX, top - (row + 1) * BOX


def _draw_shared(c: Canvas, g: Geometry, sheet: PunchCardSheet, blank: bool) -> None:
    """The part of every card that is the same: frame, labels, night, boxes."""
    night = sheet.night
    c.setLineWidth(0.3)
    c.setStrokeGray(0.7)
    c.lines([(0, 0, g.cell_w, 0), (0, g.cell_h, g.cell_w, g.cell_h), (0, 0, 0, g.cell_h), (g.cell_w, 0, g.cell_w, g.cell_h)])
    top = g.cell_h - PAD
    c.setFillGray(GREY)
    c.setFont(BOLD, 6.5)
    c.drawString(PAD, top - 2.3 * mm, _("COUPLE").upper())
    x0 = g.cell_w - PAD - GRID_COLUMNS * BOX
    c.drawString(x0, top - 2.3 * mm, ellipsize(_("Games won").upper(), BOLD, 6.5, GRID_COLUMNS * BOX))
    hint = _("Punch one box for each game won")
    c.setFont(REGULAR, 6)
    c.drawCentredString(x0 + GRID_COLUMNS * BOX / 2, PAD - 1 * mm, ellipsize(hint, REGULAR, 6, GRID_COLUMNS * BOX))
    # night name, date and hall under the names
    c.setFillGray(0)
    c.setFont(BOLD, 7)
    w = g.left_w
    c.drawString(PAD, top - 27.5 * mm, ellipsize(night.name or night.series, BOLD, 7, w))
    c.setFont(REGULAR, 6.5)
    c.setFillGray(0.25)
    venue = simpleSplit(night.venue, REGULAR, 6, w)
    if len(venue) > 2:  # two lines at most, the second cut short
        venue = [venue[0], ellipsize(" ".join(venue[1:]), REGULAR, 6, w)]
    when = " · ".join(p for p in (format_date(night.date), _(night.game_short) if night.game_short else "") if p)
    c.drawString(PAD, top - 30.7 * mm, ellipsize(when, REGULAR, 6.5, w))  # the date and the game played
    c.setFont(REGULAR, 6)
    for i, line in enumerate(venue):
        c.drawString(PAD, top - (33.8 + 2.8 * i) * mm, line)
    # starting table label, right of the QR code
    tx = PAD + QR_SIZE + 2 * mm
    c.setFillGray(GREY)
    c.setFont(BOLD, 6)
    label = simpleSplit(_("Starting table").upper(), BOLD, 6, g.left_w - QR_SIZE - 2 * mm)
    for i, line in enumerate(label[:2]):
        c.drawString(tx, QR_Y + QR_SIZE - 3 * mm - i * 2.6 * mm, line)
    if blank:  # lines to write the names and the table on
        c.setStrokeGray(0.55)
        rule = [(PAD, top - y * mm, PAD + w, top - y * mm) for y in (19.5, 24.2)]
        c.lines([*rule, (tx, PAD + 1 * mm, g.left_w + PAD, PAD + 1 * mm)])
    _draw_boxes(c, g, night.games)


def _circle(cx: float, cy: float, r: float) -> str:
    """A circle path as four Bezier curves (what ``canvas.circle`` draws)."""
    k = 0.5523 * r
    return (
        f"{cx + r:.2f} {cy:.2f} m {cx + r:.2f} {cy + k:.2f} {cx + k:.2f} {cy + r:.2f} {cx:.2f} {cy + r:.2f} c "
        f"{cx - k:.2f} {cy + r:.2f} {cx - r:.2f} {cy + k:.2f} {cx - r:.2f} {cy:.2f} c "
        f"{cx - r:.2f} {cy - k:.2f} {cx - k:.2f} {cy - r:.2f} {cx:.2f} {cy - r:.2f} c "
        f"{cx + k:.2f} {cy - r:.2f} {cx + r:.2f} {cy - k:.2f} {cx + r:.2f} {cy:.2f} c"
    )


def _draw_boxes(c: Canvas, g: Geometry, games: int) -> None:
    """The numbered game boxes, each with a faint ring where to punch."""
    corners = [_box_origin(g, game) for game in range(1, games + 1)]
    boxes = " ".join(f"{x:.2f} {y:.2f} {BOX:.2f} {BOX:.2f} re" for x, y in corners)
    rings = " ".join(_circle(x + BOX / 2, y + BOX / 2, 3 * mm) for x, y in corners)
    c.addLiteral(f"q 0 G 0.6 w {boxes} S 0.82 G 0.4 w {rings} S Q")
    run = TextRun(c)
    for game, (x, y) in enumerate(corners, 1):
        label = str(game)
        run.add(x + (BOX - string_width(label, BOLD, 10)) / 2, y + BOX / 2 - 3.6, label, BOLD, 10)
    run.flush()


def _fit(text: str, font: str, size: float, width: float, minimum: float) -> tuple[str, float]:
    """``text`` and a size (not below ``minimum``, then cut) that fit ``width``."""
    w = string_width(text, font, size)
    if w <= width:
        return text, size
    smaller = max(minimum, size * width / w)
    if w * smaller / size <= width + 0.01:
        return text, smaller
    return ellipsize(text, font, smaller, width), smaller


class _CardWriter:
    """The operators of what is particular to each card, in the card's own
    coordinates (the shared form's): number, names, starting table, QR code."""

    def __init__(self, c: Canvas, g: Geometry) -> None:
        run = TextRun(c)
        self.bold, self.regular = run.encoder(BOLD), run.encoder(REGULAR)
        self.g = g
        top = g.cell_h - PAD
        self.number_at = f"1 0 0 1 {PAD:.2f} {top - 13 * mm:.2f} Tm"
        self.names_at = [f"1 0 0 1 {PAD:.2f} {top - (18.5 + 4.2 * i) * mm:.2f} Tm" for i in (0, 1)]
        self.table_at = f"1 0 0 1 {PAD + QR_SIZE + 2 * mm:.2f} {PAD + 1 * mm:.2f} Tm"
        self.qr_at: dict[int, str] = {}  # per symbol size: where its image goes

    def ops(self, card: PunchCard) -> str:
        """``BT``...``ET`` and the QR image of ``card``, for inside its ``q``/``Q``."""
        number = str(card.number)
        size = "30.00" if len(number) <= 3 else f"{_fit(number, BOLD, 30, self.g.left_w, 12)[1]:.2f}"
        parts = ["BT 0 g", self.number_at, self.bold.ops(number, size)]
        if not card.blank:
            if card.player1:
                parts += (self.names_at[0], self._name(card.player1))
            if card.player2:
                parts += (self.names_at[1], self._name(card.player2))
        if card.starting_table is not None:
            parts += (self.table_at, self.bold.ops(str(card.starting_table), "18.00"))
        parts.append("ET")
        if card.url:
            matrix = qr.encode(card.url)
            at = self.qr_at.get(matrix.size)
            if at is None:
                unit = QR_SIZE / (matrix.size + 2 * qr.QUIET)
                at = self.qr_at[matrix.size] = qr.placement(matrix.size, PAD + qr.QUIET * unit, QR_Y + qr.QUIET * unit, matrix.size * unit)
            parts.append(qr.image(matrix, at))
        return "\n".join(parts)

    def _name(self, name: str) -> str:
        """A player's name at 9 points, smaller (down to 7) or cut if long."""
        text, size = _fit(name, REGULAR, 9, self.g.left_w, 7)
        return self.regular.ops(text, "9.00" if size == 9 else f"{size:.2f}")


def _draw_marks(c: Canvas, g: Geometry, card: PunchCard, games: int) -> None:
    """Punched (won) games as filled holes; games not played struck through."""
    last = card.last_game if card.last_game is not None else games
    skipped = [n for n in range(1, games + 1) if n < card.first_game or n > last or n in card.missed]
    if skipped:
        c.setStrokeGray(0.55)
        c.setLineWidth(0.8)
        c.lines([(x + 1, y + 1, x + BOX - 1, y + BOX - 1) for x, y in (_box_origin(g, n) for n in skipped)])
    won = sorted(n for n in card.won if 1 <= n <= games)
    if won:
        c.setFillGray(0.15)
        path = c.beginPath()
        for n in won:
            x, y = _box_origin(g, n)
            path.circle(x + BOX / 2, y + BOX / 2, 3 * mm)
        c.drawPath(path, stroke=0, fill=1)
        c.setFillGray(1)  # the number stays legible, white on the hole
        c.setFont(BOLD, 10)
        for n in won:
            x, y = _box_origin(g, n)
            c.drawCentredString(x + BOX / 2, y + BOX / 2 - 3.6, str(n))


def render_punchcards(sheet: PunchCardSheet, out: BinaryIO | None = None) -> bytes:
    """The punch cards of ``sheet`` as PDF, in the night's language.

    Writes to ``out`` when given (and returns ``b""``), else returns the bytes.
    """
    register_fonts()
    night = sheet.night
    g = geometry(night.paper_size, night.games)
    buffer = out or io.BytesIO()
    # compressed, but not by reportlab: no stream is left with a filter of its own
    c = Canvas(buffer, pagesize=g.page, pageCompression=0, initialFontName=REGULAR)
    c._doc.defaultStreamFilters = FLATE_FAST
    with translation.override(night.language):
        c.setTitle(_("Punch cards") + f" · {night.name}")
        c.setAuthor("Cardparty")
        forms = {}
        for blank in sorted({card.blank for card in sheet.cards} or {False}):
            forms[blank] = f"card{int(blank)}"
            c.beginForm(forms[blank], 0, 0, g.cell_w, g.cell_h)
            _draw_shared(c, g, sheet, blank)
            c.endForm()
        cards = sheet.cards
        writer = _CardWriter(c, g)
        pages = PagesShared(c, list(forms.values()))
        places = [f"q 1 0 0 1 {x:.2f} {y:.2f} cm" for x, y in map(g.origin, range(g.per_page))]
        do = {name: f"\n/{xObjectName(name)} Do\n" for name in forms.values()}
        for start in range(0, max(len(cards), 1), g.per_page):
            ops: list[str] = []  # the page's operators, written in one piece
            used = set()  # forms the canvas was told this page uses
            for slot, card in enumerate(cards[start : start + g.per_page]):
                form = forms[card.blank]
                if form not in used:  # through the canvas, so it knows
                    used.add(form)
                    c.addLiteral("\n".join([*ops, places[slot]]))
                    c.doForm(form)
                    ops = [writer.ops(card)]
                else:
                    ops += (places[slot], do[form], writer.ops(card))
                if card.won or card.first_game > 1 or card.last_game is not None or card.missed:
                    c.addLiteral("\n".join(ops))
                    ops = []
                    c.saveState()  # keeps the canvas's idea of the graphics state right
                    _draw_marks(c, g, card, night.games)
                    c.restoreState()
                ops.append("Q")
            c.addLiteral("\n".join(ops))
            c.showPage()
            pages.shown()
        c.save()
    return b"" if out else buffer.getvalue()
