"""The standings as rows for the pages, and as a django-tables2 table (sortable, exportable)."""

from __future__ import annotations

import django_tables2 as tables
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from tournaments import outcome as O
from tournaments.board_badges import leaders
from tournaments.cache.fragments import fragment_runs
from tournaments.selectors import Standings


def prize_label(kind: str, place: int = 1) -> str:
    """'1st prize', '2nd prize', ... 'Booby prize', 'Cookie jar' in the active language."""
    if kind == "booby":
        return _("Booby prize")
    if kind == "jar":
        return _("Cookie jar")
    names = {1: _("1st prize"), 2: _("2nd prize"), 3: _("3rd prize")}
    return names.get(place) or _("Prize %(place)d") % {"place": place}


def prize_words(kind: str, place: int = 1) -> str:
    """A prize's name inside a sentence: "the 1st prize", "the booby prize", "the cookie jar"."""
    if kind == "booby":
        return _("booby prize")
    if kind == "jar":
        return _("cookie jar")
    return prize_label(kind, place)


def outcome_label(prize: O.Prize, number: int) -> tuple[str, bool]:
    """A couple's prize column once the prize is decided ("1st prize (cut won)", "Lost the cut for the 1st
    prize"), and whether the couple took it; ("", False) while the prize is still to settle."""
    name, me = prize_label(prize.kind, prize.place), prize.of(number)
    if me is None or not prize.settled or prize.how == O.OUTRIGHT:
        return ("", False) if me is None or not prize.settled else (name, True)
    if me.won:
        if prize.how == O.SPLIT:
            return ngettext("%(prize)s, shared %(ways)d way", "%(prize)s, shared %(ways)d ways", prize.ways) % {
                "prize": name, "ways": prize.ways}, True
        won = {O.CUT: _("%(prize)s (cut won)"), O.PLAYOFF: _("%(prize)s (play-off won)"),
               O.FORFEIT: _("%(prize)s (the others declined the play-off)")}
        return won[prize.how] % {"prize": name}, True
    lost = {O.CUT: _("Lost the cut for the %(prize)s"), O.PLAYOFF: _("Lost the play-off for the %(prize)s"),
            O.FORFEIT: _("Declined the play-off for the %(prize)s")}
    return lost[prize.how] % {"prize": prize_words(prize.kind, prize.place)}, False


def standings_rows(standings: Standings, prizes: O.Outcome | None = None, *, short: bool = False) -> list[dict]:
    """Every couple, most wins first, with its place and the prize group it is in; with ``prizes`` (the night's
    outcome), a decided prize says how it went instead ("1st prize (cut won)"), or with ``short`` (the board's
    tags, its prize board tells the rest) only the prize a couple took."""
    prize_of = {n: i for i, group in enumerate(standings.prize_groups, start=1) for n in group}
    booby = set(standings.booby_group)
    groups = {n: group for group in [*standings.prize_groups, standings.booby_group] for n in group}
    lines = sorted(standings.lines, key=lambda line: (-line.wins, line.number))
    labels = {place: prize_label("prize", place) for place in set(prize_of.values())}
    booby_label = prize_label("booby") if booby else ""
    rows = []
    place, wins = 0, None
    for index, line in enumerate(lines, start=1):
        if line.wins != wins:  # most wins first: the place is one more than the couples with more wins
            place, wins = index, line.wins
        if line.number in prize_of:
            prize, css = labels[prize_of[line.number]], f"prize prize-{prize_of[line.number]}"
        elif line.number in booby:
            prize, css = booby_label, "prize booby"
        else:
            prize, css = "", ""
        rows.append({
            "number": line.number, "names": line.names, "player1": line.player1, "player2": line.player2,
            "wins": line.wins, "games": ", ".join(map(str, line.games)), "place": place, "prize": prize,
            "tied": len(groups.get(line.number, ())) > 1, "css": css if line.active else f"{css} left".strip(),
            "active": line.active,
        })
    if prizes is not None:
        _decided(rows, prizes, short)
    return rows


def board_badges_during_play(rows: list[dict], *, games_played: int) -> list[dict]:
    """The board's rows while the night is played: no prize badge or colour, "Leading" on the couples with the most
    wins once a lead means something (the rule: tournaments/board_badges.py)."""
    lead = set(leaders({r["number"]: r["wins"] for r in rows if r["active"]}, games_played=games_played))
    word = _("Leading")
    return [{**row, "prize": word if row["number"] in lead else "", "tied": False,
             "css": " ".join(["leading"] * (row["number"] in lead) + ["left"] * (not row["active"]))} for row in rows]


def _decided(rows: list[dict], prizes: O.Outcome, short: bool) -> None:
    """The rows of couples whose prize is decided say how it went; a couple that lost its tie loses the colour."""
    decided = {p.kind: {} for p in prizes.all}
    for prize in prizes.all:
        if prize.kind != "jar" and prize.settled:
            decided[prize.kind].update({c.number: prize for c in prize.couples})
    for row in rows:
        prize = decided.get("prize", {}).get(row["number"]) or decided.get("booby", {}).get(row["number"])
        if not row["prize"] or prize is None:
            continue
        label, won = outcome_label(prize, row["number"])
        row["prize"] = (prize_label(prize.kind, prize.place) if won else "") if short else label
        row["tied"] = False
        if not won:
            row["css"] = "lost-tie"


class StandingsTable(tables.Table):
    """The standings page's table: sortable by couple number, names and wins."""

    place = tables.Column(verbose_name=gettext_lazy("Place"), orderable=False, attrs={"td": {"class": "num"}})
    number = tables.Column(verbose_name=gettext_lazy("Couple"), attrs={"td": {"class": "num couple"}})
    names = tables.Column(verbose_name=gettext_lazy("Players"), order_by=("names", "number"), exclude_from_export=True)
    player1 = tables.Column(verbose_name=gettext_lazy("First player"), visible=False)
    player2 = tables.Column(verbose_name=gettext_lazy("Second player"), visible=False)
    wins = tables.Column(verbose_name=gettext_lazy("Wins"), order_by=("wins", "-number"), attrs={"td": {"class": "num wins"}})
    games = tables.Column(verbose_name=gettext_lazy("Games won"), orderable=False, default="", attrs={"td": {"class": "games"}})
    prize = tables.Column(verbose_name=gettext_lazy("Prize"), orderable=False, default="", attrs={"td": {"class": "prize"}})

    class Meta:
        attrs = {"class": "data standings-table"}
        order_by = ("-wins",)
        empty_text = gettext_lazy("No couple has registered yet.")
        template_name = "public/_table_kept_rows.html"  # rows straight from the records: fast for 500 couples

    def value_prize(self, value: str, record: dict) -> str:
        """The prize as exported (the page draws its rows with :meth:`body_parts`)."""
        return f"{value} ({_('tied')})" if value and record["tied"] else value

    def body_parts(self) -> list[SafeString]:
        """Every row of the page's table in the table's order (public/_standings_rows.html, the same cells
        as the columns above), drawn once per change of what each run of rows shows and kept."""
        return fragment_runs("public/_standings_rows.html", list(self.data))
