"""The standings and prize sheet: prizes on page 1, then every couple.

Platypus flowables: the prize table (how each tie was settled), the booby
prize and the cookie jar; after a page break the standings table, whose
header row repeats on every page.  Every row of the standings is two lines
high (the two players' names), so a 25-game night fits ``rows_per_page``
couples a page: page count = 1 + ceil(couples / rows_per_page).
"""

from __future__ import annotations

import math
from decimal import Decimal
from typing import BinaryIO
from xml.sax.saxutils import escape

from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table, TableStyle

from tournaments.cards import card_face
from tournaments.printing import pages
from tournaments.printing.common import couples_label, night_line, page_size, place_label, share
from tournaments.printing.data import CUT, PLAYOFF, SPLIT, CookieJar, Settlement, StandingsSheet
from tournaments.printing.fonts import BOLD, REGULAR, ellipsize, register_fonts, string_width
from tournaments.templatetags.money import money_text

SIZE = 8  # standings body font size
STRIP_SIZE = 7  # the games-won strip
LEADING = 9.6
PADDING = 2.2
ROW_H = 2 * LEADING + 2 * PADDING  # two lines: the two players
HEAD_H = LEADING + 2 * PADDING + 2

H1 = pages.style("h1", 14, bold=True, spaceBefore=2, spaceAfter=5)
BODY = pages.style("body", 9)
CELL = pages.style("cell", 8.5)
CELL_BOLD = pages.style("cellb", 8.5, bold=True)


def rows_per_page(paper: str) -> int:
    """Standings rows (two-line, 25-game night) that fit one page after the header row."""
    return int((pages.frame_size(page_size(paper))[1] - HEAD_H) // ROW_H)


def pages_needed(couples: int, paper: str = "letter") -> int:
    """Pages for a 25-game night with a one-page prize section."""
    return 1 + max(1, math.ceil(couples / rows_per_page(paper)))


def card_label(card: str) -> str:
    """A card such as "10H" as "10♥" (``card_face``'s words as paragraph markup, red suits in red)."""
    face = card_face(card)
    if face and face[-1] in "♦♥":
        return escape(face[:-1]) + f'<font color="#b00000">{face[-1]}</font>'
    return escape(face)


def settlement_text(settlement: Settlement | None, couples: tuple[int, ...], amount: Decimal | None, language: str,
                    *, booby: bool = False) -> str:
    """How a prize (or the jar) went, as paragraph markup; the booby prize is never "won outright"."""
    if settlement is None or not settlement.method:
        if len(couples) <= 1 and booby:
            return escape(_("Fewest wins")) if couples else ""
        if len(couples) <= 1:
            return escape(_("Won outright")) if couples else ""
        return escape(_("Tied: the couples have not chosen yet."))
    method, winners = settlement.method, settlement.winners
    if method == SPLIT:
        each = money_text(share(amount, len(winners or couples)), language)
        text = _("Split between %(couples)s") % {"couples": couples_label(winners or couples)}
        return escape(text + (_(", %(share)s each") % {"share": each} if each else ""))
    if method == CUT:
        parts = [escape(_("Cut the cards, lowest card wins."))]
        for i, rnd in enumerate(settlement.cuts, start=1):
            cards = ", ".join(
                escape(_("couple %(number)s") % {"number": n}).replace(" ", "\u00a0") + "\u00a0" + card_label(c) for n, c in rnd
            )
            parts.append(escape(_("Round %(round)d:") % {"round": i}) + " " + cards + ".")
        if settlement.seed is not None:
            parts.append(escape(_("Cut by the app, seed %(seed)s.") % {"seed": settlement.seed}))
    elif method == PLAYOFF:
        parts = [escape(_("Play-off game; couples that declined it forfeited."))]
        if settlement.playoff_points:
            score = "–".join(str(p) for p in settlement.playoff_points)
            parts.append(escape(_("Score: %(score)s.") % {"score": score}))
    else:
        parts = [escape(method)]
    if settlement.resolved and winners:
        parts.append("<b>" + escape(_("Won by %(couples)s.") % {"couples": couples_label(winners)}) + "</b>")
    else:
        parts.append(escape(_("Not settled yet.")))
    return " ".join(parts)


def _prize_rows(sheet: StandingsSheet, names: dict[int, str]) -> list[list]:
    lang = sheet.night.language
    rows: list[list] = [[Paragraph(escape(t), CELL_BOLD) for t in (_("Prize"), _("Wins"), _("Couples"), _("How it was settled"))]]
    groups = list(sheet.prizes) + ([sheet.booby] if sheet.booby else [])
    for group in groups:
        prize = "<b>" + escape(place_label(group.place)) + "</b>"
        extra = " · ".join(x for x in (group.description, money_text(group.amount, lang)) if x)
        if extra:
            prize += "<br/>" + escape(extra)
        who = "<br/>".join(f"<b>{n}</b> {escape(names.get(n, ''))}" for n in group.couples)
        how = settlement_text(group.settlement, group.couples, group.amount, lang, booby=group.place == 0)
        rows.append([Paragraph(prize, CELL), Paragraph(str(group.wins), CELL), Paragraph(who, CELL), Paragraph(how, CELL)])
    return rows


def _jar(jar: CookieJar, language: str) -> list[Flowable]:
    out: list[Flowable] = [Paragraph(escape(_("Cookie jar")), H1)]
    if not jar.entrants:
        lines = [_("No couple entered the cookie jar tonight.")]
    else:
        entered = ngettext("%(count)d couple entered: %(couples)s.", "%(count)d couples entered: %(couples)s.", len(jar.entrants))
        lines = [entered % {"count": len(jar.entrants), "couples": ", ".join(map(str, jar.entrants))}]
    if jar.pot is not None:
        pot = _("In the jar: %(pot)s") % {"pot": money_text(jar.pot, language)}
        if jar.carried_in:
            pot += " " + _("(%(carried)s carried over from the last night)") % {"carried": money_text(jar.carried_in, language)}
        lines.append(pot + ".")
    if not jar.revealed:
        lines.append(_("The draw is sealed until every game has been played."))
        return out + [Paragraph(escape(line), BODY) for line in lines]
    drawn = ", ".join(map(str, jar.drawn_games))
    lines.append(_("Games drawn: %(games)s.") % {"games": drawn})
    lines.append(_("Seed of the draw: %(seed)s (anyone can check the draw with it).") % {"seed": jar.seed})
    paras = [Paragraph(escape(line), BODY) for line in lines]
    if not jar.winners:
        outcome = "<b>" + escape(_("No couple won every drawn game: the jar carries over to the next night.")) + "</b>"
    elif len(jar.winners) == 1:
        outcome = "<b>" + escape(_("Won by %(couples)s, winner of every drawn game.") % {"couples": couples_label(jar.winners)}) + "</b>"
    else:
        outcome = escape(_("Won every drawn game: %(couples)s.") % {"couples": couples_label(jar.winners)}) + " "
        outcome += settlement_text(jar.settlement, jar.winners, jar.pot, language)
    return [*out, *paras, Spacer(1, 1 * mm), Paragraph(outcome, BODY)]


class GamesStrip(Flowable):
    """The games a couple won, each number in its own column (game 1 first),
    so the eye can run down a column to see who won a given game."""

    def __init__(self, games: tuple[int, ...], count: int, width: float) -> None:
        super().__init__()
        self.games, self.count, self.width, self.height = games, count, width, LEADING

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        """Fixed size: the column's width, one line."""
        return self.width, self.height

    def draw(self) -> None:
        """Each won game's number centred in its slot; faint dots for the others."""
        slot = self.width / self.count
        c = self.canv
        c.setFont(REGULAR, STRIP_SIZE)
        won = set(self.games)
        for game in range(1, self.count + 1):
            x = (game - 0.5) * slot
            if game in won:
                c.drawCentredString(x, 1.5, str(game))
        c.setFillGray(0.7)
        for game in range(1, self.count + 1):
            if game not in won:
                c.drawCentredString((game - 0.5) * slot, 1.5, "·")


def _standings_table(sheet: StandingsSheet, width: float) -> Table:
    widths = [12 * mm, 13 * mm, 47 * mm, 11 * mm]
    widths.append(width - sum(widths))
    head = [_("Place"), _("Couple"), _("Names"), _("Wins"), _("Games won")]
    data: list[list[str]] = [head]
    heights = [HEAD_H]
    name_w, games_w = widths[2] - 2 * PADDING, widths[4] - 2 * PADDING
    aligned = games_w / max(sheet.night.games, 1) >= string_width("88", REGULAR, STRIP_SIZE) + 1.5
    for row in sheet.rows:
        players = "\n".join(ellipsize(p, REGULAR, SIZE, name_w) for p in (row.player1, row.player2))
        if aligned:
            games: list[str] = [""]
            cell: str | Flowable = GamesStrip(row.games_won, sheet.night.games, games_w)
        else:
            games = simpleSplit(" ".join(map(str, row.games_won)), REGULAR, SIZE, games_w) or [""]
            cell = "\n".join(games)
        data.append([str(row.place), str(row.number), players, str(row.wins), cell])
        heights.append(max(2, len(games)) * LEADING + 2 * PADDING)
    table = Table(data, colWidths=widths, rowHeights=heights, repeatRows=1)
    table.setStyle(TableStyle(_standings_style(len(data))))
    return table


def _standings_style(count: int) -> list[tuple]:
    commands: list[tuple] = [
        ("FONT", (0, 0), (-1, 0), BOLD, SIZE, LEADING),
        ("FONT", (0, 1), (-1, -1), REGULAR, SIZE, LEADING),
        ("FONT", (1, 1), (1, -1), BOLD, 10, LEADING),
        ("FONT", (3, 1), (3, -1), BOLD, 10, LEADING),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("ALIGN", (0, 0), (1, -1), "RIGHT"),
        ("ALIGN", (3, 0), (3, -1), "RIGHT"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, (0, 0, 0)),
        ("LINEBELOW", (0, 1), (-1, -1), 0.25, (0.7, 0.7, 0.7)),
        ("TOPPADDING", (0, 0), (-1, -1), PADDING),
        ("BOTTOMPADDING", (0, 0), (-1, -1), PADDING),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [(1, 1, 1), (0.94, 0.94, 0.94)]),
    ]
    return commands


def render_standings(sheet: StandingsSheet, out: BinaryIO | None = None) -> bytes:
    """The standings and prize sheet as PDF, in the night's language."""
    register_fonts()
    night = sheet.night
    page = page_size(night.paper_size)
    width = pages.frame_size(page)[0]
    with translation.override(night.language):
        names = {r.number: " & ".join(p for p in (r.player1, r.player2) if p) for r in sheet.rows}
        story: list[Flowable] = [Paragraph(escape(_("Prizes")), H1)]
        if sheet.games_played < night.games:
            note = _("After game %(played)d of %(games)d: not final.") % {"played": sheet.games_played, "games": night.games}
            story.append(Paragraph("<b>" + escape(note) + "</b>", BODY))
        if sheet.prizes or sheet.booby:
            prizes = Table(_prize_rows(sheet, names), colWidths=[36 * mm, 14 * mm, 60 * mm, width - 110 * mm], repeatRows=1)
            prizes.setStyle(TableStyle(_prize_style()))
            story.append(prizes)
        else:
            story.append(Paragraph(escape(_("No prizes yet: no game has been played.")), BODY))
        if sheet.cookie_jar is not None:
            story.extend([Spacer(1, 4 * mm), *_jar(sheet.cookie_jar, night.language)])
        story.extend([PageBreak(), _standings_table(sheet, width)])
        title = _("Standings and prizes")
        return pages.build(story, page, (f"{title} · {night.name}", night_line(night)), title, out)


def _prize_style() -> list[tuple]:
    return [
        ("FONT", (0, 0), (-1, -1), REGULAR, 10, 12),  # reportlab's default size, in the embedded font
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, (0, 0, 0)),
        ("LINEBELOW", (0, 1), (-1, -1), 0.25, (0.6, 0.6, 0.6)),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]
