"""Paper backup sheet: run the night on paper if the laptop fails.

Landscape grid: a row per table (with its first seating) and a column per
game, each cell big enough to write the winning couple's number.  The header
row repeats on every page; the rules of movement are in the running header.
A 25-game night fits one block of columns; longer nights are split into
blocks of at most ``max_games_per_block`` games.
"""

from __future__ import annotations

import math
from typing import BinaryIO

from django.utils import translation
from django.utils.translation import gettext as _
from reportlab.lib.pagesizes import landscape
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.platypus import Flowable, PageBreak, Table, TableStyle

from tournaments.printing import pages
from tournaments.printing.common import night_line, page_size
from tournaments.printing.data import BackupSheet, FirstSeat
from tournaments.printing.fonts import BOLD, REGULAR, register_fonts

TABLE_W = 14 * mm
SEATING_W = 26 * mm
MIN_GAME_W = 8 * mm
ROW_H = 8.5 * mm  # room to write a number by hand
HEAD_H = 9 * mm
HEADER_LINES = 4  # title, night, the rules on two lines


def _page(paper: str) -> tuple[float, float]:
    return landscape(page_size(paper))


def max_games_per_block(paper: str) -> int:
    """Game columns that fit across one landscape page."""
    width = pages.frame_size(_page(paper), HEADER_LINES)[0] - TABLE_W - SEATING_W
    return int(width // MIN_GAME_W)


def game_blocks(games: int, paper: str) -> list[range]:
    """The games split into even blocks of columns that fit a page."""
    count = max(1, math.ceil(games / max_games_per_block(paper)))
    size = math.ceil(games / count)
    return [range(start, min(start + size, games + 1)) for start in range(1, games + 1, size)]


def rows_per_page(paper: str) -> int:
    """Table rows on one page below the repeated header row."""
    return int((pages.frame_size(_page(paper), HEADER_LINES)[1] - HEAD_H) // ROW_H)


def pages_needed(tables: int, games: int = 25, paper: str = "letter") -> int:
    """Pages of the backup sheet for ``tables`` tables."""
    return len(game_blocks(games, paper)) * max(1, math.ceil(tables / rows_per_page(paper)))


def _seating(seat: FirstSeat) -> str:
    couples = [str(n) for n in (seat.staying, seat.arriving) if n is not None]
    if len(couples) == 2:
        return f"{couples[0]} – {couples[1]}"
    return _("%(couple)s (bye)") % {"couple": couples[0]} if couples else ""


def _block(sheet: BackupSheet, games: range, width: float) -> Table:
    game_w = (width - TABLE_W - SEATING_W) / len(games)
    labels = [_("Table"), _("Game 1 seating")]
    head = ["\n".join(simpleSplit(text, BOLD, 8, w - 4)[:2]) for text, w in zip(labels, (TABLE_W, SEATING_W), strict=True)]
    head += [str(g) for g in games]
    rows = [head] + [[str(s.table), _seating(s)] + [""] * len(games) for s in sheet.seating]
    table = Table(
        rows, colWidths=[TABLE_W, SEATING_W] + [game_w] * len(games), rowHeights=[HEAD_H] + [ROW_H] * len(sheet.seating), repeatRows=1
    )
    style = [
        ("FONT", (0, 0), (1, 0), BOLD, 8, 9),
        ("FONT", (2, 0), (-1, 0), BOLD, 9),
        ("FONT", (0, 1), (0, -1), BOLD, 12),
        ("FONT", (1, 1), (1, -1), REGULAR, 9),
        ("FONT", (2, 1), (-1, -1), REGULAR, 10, 12),  # the empty boxes: else the table names Helvetica
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("GRID", (0, 0), (-1, -1), 0.4, (0.35, 0.35, 0.35)),
        ("LINEAFTER", (1, 0), (1, -1), 1.2, (0, 0, 0)),
        ("LINEBELOW", (0, 0), (-1, 0), 1.2, (0, 0, 0)),
        ("BACKGROUND", (0, 0), (-1, 0), (0.85, 0.85, 0.85)),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [(1, 1, 1), (0.95, 0.95, 0.95)]),
    ]
    table.setStyle(TableStyle(style))
    return table


def render_backup(sheet: BackupSheet, out: BinaryIO | None = None) -> bytes:
    """The paper backup sheet as PDF, in the night's language."""
    register_fonts()
    night = sheet.night
    page = _page(night.paper_size)
    width = pages.frame_size(page, HEADER_LINES)[0]
    with translation.override(night.language):
        rules = _(
            "Write the winning couple's number in each box. Winners move to the next table "
            "(from the last table back to table 1); losers stay. The arriving couple deals first."
        )
        if sheet.bye_earns_win:
            rules += " " + _("A bye counts as a win.")
        else:
            rules += " " + _("A bye earns no win tonight.")
        story: list[Flowable] = []
        for i, games in enumerate(game_blocks(night.games, night.paper_size)):
            if i:
                story.append(PageBreak())
            story.append(_block(sheet, games, width))
        title = _("Paper backup sheet")
        lines = simpleSplit(rules, REGULAR, 8, width)[: HEADER_LINES - 2]
        lines += [""] * (HEADER_LINES - 2 - len(lines))
        return pages.build(story, page, (f"{title} · {night.name}", night_line(night), *lines), title, out)
