"""Reads a night from the database into the printing layer's dataclasses.

The one module of printing that touches the ORM: each ``*_data`` function
runs a constant number of queries, whatever the number of couples, and the
``*_pdf`` functions add the layout.  Views and management commands call the
``*_pdf`` functions; the layouts beside it in ``printing`` never query.
"""

from __future__ import annotations

import math
from decimal import Decimal

from django.db.models import F, Max
from django.urls import reverse
from django.utils import translation

from tournaments.games import night_game
from tournaments.models import Couple, Night, Seat, Series, TieBreak
from tournaments.money import amount_value
from tournaments.network import default_base_url
from tournaments.printing.backup import render_backup
from tournaments.printing.data import (
    BackupSheet,
    CookieJar,
    FirstSeat,
    NightHeader,
    PrizeGroup,
    PunchCard,
    PunchCardSheet,
    Settlement,
    StandingRow,
    StandingsSheet,
    TableCardSheet,
)
from tournaments.printing.punchcards import render_punchcards
from tournaments.printing.season import SeasonLine, SeasonSheet, render_season
from tournaments.printing.standings import render_standings
from tournaments.printing.tablecards import render_tablecards
from tournaments.prize_text import own_description
from tournaments.selectors import TieOutcome, games_missed, night_standings, punches_for_night, seating_for_game
from tournaments.selectors.players import season_table
from tournaments.templatetags.money import money_text


def card_url(base_url: str, token: str) -> str:
    """The absolute address of a couple's live punch card."""
    return base_url.rstrip("/") + reverse("couple-card", kwargs={"token": token})


def night_header(night: Night) -> NightHeader:
    """What every printout says about the night (``night.series`` is read)."""
    return NightHeader(
        name=night.name,
        series=night.series.name,
        date=night.date,
        venue=night.venue or night.series.venue,
        games=night.games,
        language=night.language,
        paper_size=night.paper,
        game=night_game(night.game).title,
        game_short=night_game(night.game).short,
    )


def _night(night: Night) -> Night:
    """The night with its series, in one query (whatever the caller passed)."""
    return Night.objects.select_related("series").get(pk=night.pk)


def punchcard_data(night: Night, *, base_url: str | None = None, blank: int = 0, couples: bool = True) -> PunchCardSheet:
    """Every couple's punch card, then ``blank`` walk-in cards numbered on.

    Cards carry the starting table once the night is seated, the games won so
    far, and a QR code to the live card when ``base_url`` (default
    :func:`default_base_url`) is known.  Six queries (seven when a couple withdrew and came back).
    """
    night = _night(night)
    base = default_base_url() if base_url is None else base_url.rstrip("/")
    rows = list(Couple.objects.filter(night=night).order_by("number"))
    start = dict(Seat.objects.filter(night=night, game=F("couple__joined_game")).values_list("couple__number", "table"))
    punches = punches_for_night(night=night) if night.state != Night.State.REGISTRATION else {}
    missed = games_missed(night=night)
    cards = (
        [
            PunchCard(
                number=c.number,
                player1=c.player1,
                player2=c.player2,
                starting_table=start.get(c.number),
                url=card_url(base, c.public_token) if base else None,
                won=frozenset(punches.get(c.number, ())),
                first_game=c.joined_game,
                last_game=c.left_after,
                missed=missed.get(c.number, frozenset()),
            )
            for c in rows
        ]
        if couples
        else []
    )
    after = max((c.number for c in rows), default=0)
    cards += [PunchCard(number=after + i, blank=True) for i in range(1, blank + 1)]
    return PunchCardSheet(night_header(night), tuple(cards))


def tablecard_data(night: Night) -> TableCardSheet:
    """Table numbers 1..T: the most tables any game used, else enough for the couples."""
    night = _night(night)
    most = Seat.objects.filter(night=night).aggregate(most=Max("table"))["most"]
    if most is None:
        active = Couple.objects.filter(night=night, left_after__isnull=True).count()
        most = math.ceil(active / 2)
    return TableCardSheet(night_header(night), tuple(range(1, max(most, 1) + 1)))


def backup_data(night: Night) -> BackupSheet:
    """The first seating, table by table; empty seats before the night is started."""
    night = _night(night)
    seating = seating_for_game(night=night, game=1)
    if not seating:
        active = Couple.objects.filter(night=night, left_after__isnull=True).count()
        seating = {t: (None, None) for t in range(1, max(1, math.ceil(active / 2)) + 1)}
    seats = tuple(FirstSeat(table, *pair) for table, pair in sorted(seating.items()))
    return BackupSheet(night_header(night), seats, bye_earns_win=night.bye_earns_win)


def _amount(value: object) -> Decimal | None:
    return amount_value(value)


def _settlement(tie: TieOutcome | None, points: dict[tuple[str, int], list]) -> Settlement | None:
    if tie is None:
        return None
    rounds = tuple(tuple(sorted((int(n), str(card)) for n, card in rnd.items())) for rnd in tie.cuts)
    return Settlement(
        method=tie.method,
        winners=tuple(sorted(tie.winners)),
        cuts=rounds,
        seed=tie.seed,
        playoff_points=tuple(points.get((tie.kind, tie.place)) or ()),
        resolved=tie.resolved,
    )


def standings_data(night: Night) -> StandingsSheet:
    """Standings, prize groups with their tie-breaks, booby prize and cookie jar.

    Built on :func:`tournaments.selectors.night_standings` (constant queries)
    plus one query for the play-off scores.
    """
    night = _night(night)
    table = night_standings(night=night)
    lines = sorted(table.lines, key=lambda line: (-line.wins, line.number))
    counts = sorted({line.wins for line in lines}, reverse=True)
    rows = tuple(StandingRow(counts.index(x.wins) + 1, x.number, x.player1, x.player2, x.wins, tuple(x.games)) for x in lines)
    wins = {line.number: line.wins for line in lines}
    ties = {(t.kind, t.place): t for t in table.ties}
    points = {
        (kind, place): list(score or ())
        for kind, place, score in TieBreak.objects.filter(night=night).values_list("kind", "place", "playoff_points")
    }
    places = list(night.prizes or [])
    prizes = []
    for place, group in enumerate(table.prize_groups, start=1):
        info = places[place - 1] if place <= len(places) and isinstance(places[place - 1], dict) else {}
        prizes.append(
            PrizeGroup(
                place,
                wins[group[0]],
                tuple(group),
                own_description(place, info.get("description")),
                _amount(info.get("amount")),
                _settlement(ties.get(("prize", place)), points),
            )
        )
    booby = None
    if table.booby_group:
        group = tuple(table.booby_group)
        booby = PrizeGroup(0, wins[group[0]], group, settlement=_settlement(ties.get(("booby", 1)), points))
    jar = None
    if table.jar.enabled:
        j = table.jar
        jar = CookieJar(
            entrants=tuple(j.entrants),
            pot=_amount(j.pot),
            carried_in=_amount(j.carried_in),
            revealed=j.revealed,
            drawn_games=tuple(j.drawn or ()),
            seed=j.seed,
            winners=tuple(j.winners),
            settlement=_settlement(ties.get(("jar", 1)), points),
        )
    return StandingsSheet(night_header(night), rows, tuple(prizes), booby, jar, games_played=table.games_played)


def punchcards_pdf(night: Night, *, base_url: str | None = None, blank: int = 0, couples: bool = True) -> bytes:
    """The night's punch cards as PDF (see :func:`punchcard_data`)."""
    sheet = punchcard_data(night, base_url=base_url, blank=blank, couples=couples)
    return render_punchcards(sheet)


def tablecards_pdf(night: Night) -> bytes:
    """The night's table cards as PDF."""
    return render_tablecards(tablecard_data(night))


def standings_pdf(night: Night) -> bytes:
    """The standings and prize sheet as PDF; texts built in the night's language."""
    with translation.override(night.language):
        return render_standings(standings_data(night))


def backup_pdf(night: Night) -> bytes:
    """The paper backup sheet as PDF."""
    return render_backup(backup_data(night))


def season_data(series: Series, *, address: str) -> SeasonSheet:
    """The printed season's plain data: the series' season table (constant queries, whatever the nights)."""
    rows = season_table(series=series)
    nights = Night.objects.filter(series=series, state=Night.State.FINISHED).count()
    return SeasonSheet(series=series.name, venue=series.venue, language=series.language, nights=nights,
                       best_of=series.season_best_of, min_nights=series.season_min_nights, address=address,
                       lines=tuple(SeasonLine(r.place, r.name, r.nights, r.wins, r.average, r.best, r.prizes,
                                                     money_text(r.money, series.language)) for r in rows))


def season_pdf(series: Series, *, address: str) -> bytes:
    return render_season(season_data(series, address=address))
