"""The printed season (issue 15, point 2): a series' season table on as many pages as it takes,
its header row on every page, in large type, with the series page's address and QR code.

The layout gets a plain ``SeasonSheet`` (``season_sheet`` below fills it from the selector, the
one function here that reads the database); ``render_season`` runs no query.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO
from xml.sax.saxutils import escape

from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tournaments.printing import pages, qr
from tournaments.printing.common import page_size
from tournaments.printing.fonts import BOLD, REGULAR, register_fonts

SIZE = 11  # large type: read at arm's length on the hall's notice board
QR_SIDE = 30 * mm
H1 = pages.style("season-h1", 16, bold=True, spaceAfter=4)
BODY = pages.style("season-body", 11)
NAME = pages.style("season-name", SIZE)
HEAD = pages.style("season-head", SIZE - 2, bold=True)
HEAD_NUM = pages.style("season-head-num", SIZE - 2, bold=True, alignment=2)  # right, over the numbers


@dataclass(frozen=True)
class SeasonLine:
    """A player's line as printed: place ("" when not ranked yet), name and the figures."""

    place: int | None
    name: str
    nights: int
    wins: int
    average: float
    best: int
    prizes: int = 0
    money: str = ""  # as the series' language writes it ("$40.00", "40,00 $")


@dataclass(frozen=True)
class SeasonSheet:
    """What the printed season says: the series, its rules, its players' lines and its page's address."""

    series: str
    venue: str
    language: str
    nights: int
    best_of: int | None
    min_nights: int
    lines: tuple[SeasonLine, ...]
    address: str
    paper: str = "letter"


class QrCode(Flowable):
    """A QR code ``side`` wide (its quiet zone included), drawn as the punch cards draw theirs."""

    def __init__(self, text: str, side: float) -> None:
        super().__init__()
        self.matrix, self.side = qr.encode(text), side
        self.width = self.height = side

    def draw(self) -> None:
        unit = self.side / (self.matrix.size + 2 * qr.QUIET)
        qr.draw(self.canv, self.matrix, qr.QUIET * unit, qr.QUIET * unit, self.matrix.size * unit)


def _rules(sheet: SeasonSheet) -> str:
    parts = [ngettext("%(n)s finished night", "%(n)s finished nights", sheet.nights) % {"n": sheet.nights}]
    if sheet.best_of:
        parts.append(ngettext("the best night counts", "the best %(n)s nights count", sheet.best_of) % {"n": sheet.best_of})
    if sheet.min_nights:
        parts.append(ngettext("ranked after %(n)s night", "ranked after %(n)s nights", sheet.min_nights)
                     % {"n": sheet.min_nights})
    return " · ".join(parts)


def render_season(sheet: SeasonSheet, out: BinaryIO | None = None) -> bytes:
    """The season table as PDF, in the series' language."""
    register_fonts()
    page = page_size(sheet.paper)
    width = pages.frame_size(page)[0]
    with translation.override(sheet.language):
        title = _("Season")
        scan = Table([[QrCode(sheet.address, QR_SIDE),
                       Paragraph(escape(_("This table, kept up to date after every night:")) + "<br/><b>"
                                 + escape(sheet.address) + "</b>", BODY)]],
                     colWidths=[QR_SIDE + 4 * mm, width - QR_SIDE - 4 * mm])
        scan.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (0, 0), 0)]))
        story: list[Flowable] = [Paragraph(escape(f"{title} · {sheet.series}"), H1),
                                 Paragraph(escape(_rules(sheet)), BODY), Spacer(1, 2 * mm), scan, Spacer(1, 3 * mm)]
        if sheet.lines:
            story.append(_table(sheet, width))
            story.extend([Spacer(1, 2 * mm), Paragraph(escape(_(
                "Money won: each player counts half of what their couple won (prizes and cookie jars), so the column "
                "adds up to what the hall paid; a guest's half is not in the table.")), BODY)])
        else:
            story.append(Paragraph(escape(_("No night of this series is finished yet.")), BODY))
        header = (f"{title} · {sheet.series}", " · ".join(p for p in (sheet.venue, _rules(sheet)) if p))
        return pages.build(story, page, header, title, out)


def _table(sheet: SeasonSheet, width: float) -> Table:
    numbers = 18 * mm, 22 * mm, 23 * mm, 22 * mm, 17 * mm, 25 * mm  # nights, wins, a night, best, prizes, money
    name_w = width - sum(numbers) - 16 * mm
    head = [Paragraph(escape(text), HEAD if i == 1 else HEAD_NUM) for i, text in enumerate(
        (_("Place"), _("Player"), _("Nights"), _("Wins"), _("Wins a night"), _("Best night"), _("Prizes"),
         _("Money won")))]
    # a long name wraps onto a second line: no name is cut
    rows = [[str(li.place or ""), Paragraph(escape(li.name), NAME), str(li.nights), str(li.wins),
             f"{li.average:.2f}", str(li.best), str(li.prizes), li.money] for li in sheet.lines]
    table = Table([head, *rows], colWidths=[16 * mm, name_w, *numbers], repeatRows=1)
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), REGULAR, SIZE, SIZE * 1.25),
        ("FONT", (3, 1), (3, -1), BOLD, SIZE, SIZE * 1.25),
        ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
        ("ALIGN", (0, 0), (0, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, (0, 0, 0)),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [(1, 1, 1), (0.93, 0.93, 0.93)]),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]))
    return table
