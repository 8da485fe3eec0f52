"""Public pages: no login, nothing that changes data, in the night's language.

The wall board polls ``board_live`` every five seconds (htmx); the answer is
204 when nothing shown has changed, so the board never flickers.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache

from tournaments.cache.fragments import fragment, fragment_runs
from tournaments.cache.polls import couple_link_cached, couple_link_remember, night_stamp
from tournaments.game_status import game_status_of
from tournaments.game_status_text import disputed_sentence
from tournaments.models import Night
from tournaments.outcome import Outcome, for_couple
from tournaments.selectors import (
    Standings,
    couple_by_link,
    games_missed,
    moves_kept,
    night_prizes,
    night_version_read,
    seating_for_game,
    tables_done_disputed,
)
from tournaments.selectors.standings_kept import night_standings_kept
from tournaments.web.common import person_language, public_night_view

from .exports import export_format, table_export
from .sorting import table_configure
from .tables import StandingsTable, board_badges_during_play, prize_label, standings_rows


def home(request: HttpRequest) -> HttpResponse:
    """Tonight's nights, with the links each person needs: players, scorekeepers, organisers."""
    nights = list(Night.objects.exclude(state=Night.State.FINISHED).select_related("series")[:30])
    past = list(Night.objects.filter(state=Night.State.FINISHED)[:10])
    user = request.user
    organised: set[int] = set()
    scored: set[int] = set()
    if user.is_authenticated:
        if user.is_superuser:
            organised = {n.pk for n in nights}
        else:
            organised = set(user.organised_nights.values_list("pk", flat=True))
        scored = organised | set(user.scored_nights.values_list("pk", flat=True))
    entries = [{"night": n, "can_score": n.pk in scored, "can_organise": n.pk in organised} for n in nights]
    return render(request, "public/home.html", {
        "entries": entries, "past": past, "is_organiser": user.is_authenticated and (user.is_staff or user.is_superuser),
        "league_link": user.is_authenticated and user.has_perm("league.run_league"),
    })


DECIDING = (Night.State.PRIZES, Night.State.FINISHED)  # the states whose pages tell who won each prize


def board_context(night: Night, *, table: Standings | None = None) -> dict:
    """The board's live part; ``table``: the night's standings read already (with or without extras)."""
    deciding = night.state in DECIDING
    if table is None:  # the ties and the jar only once the prizes are decided
        table = night_standings_kept(night=night, extras=deciding)
    prizes = night_prizes(night=night, table=table) if deciding else None
    rows = standings_rows(table, prizes, short=True)
    names = {row["number"]: row["names"] for row in rows}
    playing = night.state == Night.State.PLAYING
    if not deciding:
        rows = board_badges_during_play(rows, games_played=table.games_played)
    stamp, moves = moves_kept(night=night, game=night.current_game) if playing else ((), [])
    done, disputed = tables_done_disputed(night=night, game=night.current_game) if playing else (set(), set())
    byes = {m.table: m.bye for m in moves}
    status = game_status_of(game=night.current_game, tables=[t for t, bye in byes.items() if not bye], done=done,
                            disputed=disputed) if playing else None
    # Plain dicts: a template finds a key at its first try, an attribute after a failed key lookup.
    items = [{"couple": m.couple, "table": m.table, "bye": m.bye, "deals_first": m.deals_first,
              "names": names.get(m.couple, "")} for m in moves]
    return {
        "night": night,
        "playing": playing,
        "tables_total": sum(1 for bye in byes.values() if not bye),
        "missing": status.missing if status else (),
        # The tables two scorekeepers disagree about, in the words every page uses (game_status_text.py).
        "disputed_text": disputed_sentence(status) if status else "",
        "moves": moves,
        # The moves are known by their stamp (moves_kept): what they show is it and the couples' names.
        "moves_html": fragment("public/_board_moves.html", {"moves": items}, shows=(stamp, [i["names"] for i in items])),
        "rows": rows,
        # Whether places are shown, not the count of games: a game's close leaves the runs of unchanged rows kept.
        "ranks_parts": fragment_runs("public/_board_ranks.html", rows, context={"ranked": bool(table.games_played)}),
        "games_played": table.games_played,
        "prizes": prizes,
    }


def _board_version(night: Night) -> str:
    """What the board shows depends on: the night's version and the language."""
    return f"{night_version_read(night=night)}-{get_language()}"


def _board_live(night: Night) -> SafeString:
    """The board's live part, drawn by its template (its long lists kept per change)."""
    return render_to_string("public/_board_inner.html", board_context(night))


@never_cache
@public_night_view
def board(request: HttpRequest, night: Night) -> HttpResponse:
    """The wall board: game in progress, where to sit, live standings, find my couple."""
    version = _board_version(night)  # read before drawing: a later change then shows at the next poll
    return render(request, "public/board.html", {"night": night, "live": _board_live(night), "version": version})


@never_cache
def board_live(request: HttpRequest, slug: str) -> HttpResponse:
    """The board's live part for htmx; 204, without drawing or reading anything, while the night's version
    is the one the board already shows (the polls' copy of it: tournaments/cache/polls.py)."""
    stamp = night_stamp(slug=slug)
    if stamp is not None and request.GET.get("v") == f"{stamp.version}-{person_language(request, stamp)}":
        return HttpResponse(status=204)
    return _board_live_drawn(request, slug)


@public_night_view
def _board_live_drawn(request: HttpRequest, night: Night) -> HttpResponse:
    version = _board_version(night)
    if request.GET.get("v") == version:
        return HttpResponse(status=204)
    return render(request, "public/_board_live.html", {"night": night, "live": _board_live(night), "version": version})


def _ties(table: Standings) -> list[dict]:
    methods = {"split": _("split"), "cut": _("cut the deck"), "playoff": _("play-off")}
    return [{
        "label": prize_label(t.kind, t.place),
        "couples": t.couples,
        "choices": [(n, methods.get(c, c)) for n, c in sorted(t.choices.items())],
        "method": methods.get(t.method, ""),
        "winners": t.winners,
        "cuts": [sorted(r.items(), key=lambda kv: int(kv[0]) if str(kv[0]).isdigit() else 0) for r in t.cuts],
        "seed": t.seed,  # whether the app cut; the page does not show the seed itself (the desk and the printouts do)
        "playoff_winner": t.playoff_winner,
        "resolved": t.resolved,
    } for t in table.ties]


def standings_parts(night: Night) -> tuple[Standings, Outcome | None, list[dict]]:
    """The night's standings, its prizes once they are decided, and the standings page's rows."""
    data = night_standings_kept(night=night)
    prizes = night_prizes(night=night, table=data) if night.state in DECIDING else None
    return data, prizes, standings_rows(data, prizes)


@public_night_view
def standings(request: HttpRequest, night: Night) -> HttpResponse:
    """The standings table (sortable; ``?_export=csv`` or ``xlsx``), prizes, tie-breaks, cookie jar."""
    data, prizes, rows = standings_parts(night)
    table = StandingsTable(rows)
    table_configure(request, table)
    if fmt := export_format(request.GET.get("_export")):
        return table_export(table, fmt, f"{night.slug}-standings")
    by_number = {row["number"]: row for row in rows}
    groups = [{"label": prize_label("prize", i), "couples": [by_number[n] for n in g if n in by_number]}
              for i, g in enumerate(data.prize_groups, start=1)]
    if data.booby_group:
        groups.append({"label": prize_label("booby"), "couples": [by_number[n] for n in data.booby_group if n in by_number]})
    return render(request, "public/standings.html", {
        "night": night, "table": table, "data": data, "groups": groups, "ties": _ties(data), "jar": data.jar,
        "prizes": prizes, "finished": night.state == Night.State.FINISHED,
    })


def _boxes(night: Night, couple, won: set[int]) -> list[dict]:
    playing = night.state == Night.State.PLAYING
    missed = games_missed(night=night, number=couple.number).get(couple.number, frozenset())
    boxes = []
    for game in range(1, night.games + 1):
        if game in won:
            kind = "won"
        elif game < couple.joined_game or (couple.left_after is not None and game > couple.left_after) or game in missed:
            kind = "out"
        elif night.state == Night.State.REGISTRATION or (playing and game > night.current_game):
            kind = "later"
        elif playing and game == night.current_game:
            kind = "now"
        else:
            kind = "lost"
        boxes.append({"game": game, "kind": kind})
    return boxes


def _seat(night: Night, number: int, names: dict[int, str]) -> dict | None:
    if night.state != Night.State.PLAYING:
        return None
    for table, (staying, arriving) in seating_for_game(night=night, game=night.current_game).items():
        if number in (staying, arriving):
            other = arriving if number == staying else staying
            return {"table": table, "deals_first": number == arriving and other is not None, "bye": other is None,
                    "opponent": other, "opponent_names": names.get(other, "")}
    return None


@never_cache
def couple_card(request: HttpRequest, token: str) -> HttpResponse:
    """A couple's own punch card, reached by its unguessable link; unknown or revoked links are 404.
    The phone polls it (htmx) with the version it shows, and gets 204 while its night's version has not
    moved: without a database row read when the polls' copy of the link and of the version vouch for
    it (tournaments/cache/polls.py). Nothing is kept by the phone (no-store)."""
    shown = request.GET.get("v") if request.headers.get("HX-Request") else None
    known = couple_link_cached(token=token) if shown else None
    if known is not None and shown == f"{known[1].version}-{person_language(request, known[1])}":
        return HttpResponse(status=204)
    couple = couple_by_link(token=token, with_version=True)
    night = couple.night
    couple_link_remember(token=token, couple_id=couple.pk, night_id=night.pk, version=night.version_read)
    version = f"{night.version_read}-{person_language(request, night)}"
    return HttpResponse(status=204) if shown == version else _card_drawn(request, couple, version)


def _card_drawn(request: HttpRequest, couple, version: str) -> HttpResponse:  # noqa: ANN001 - a Couple
    night = couple.night
    with translation.override(person_language(request, night)):
        deciding = night.state in DECIDING
        data = night_standings_kept(night=night, extras=deciding)  # the ties and the jar only once the prizes are decided
        prizes = night_prizes(night=night, table=data) if deciding else None
        rows = standings_rows(data, prizes)
        row = next(r for r in rows if r["number"] == couple.number)
        line = next(li for li in data.lines if li.number == couple.number)
        names = {r["number"]: r["names"] for r in rows}
        return render(request, "public/couple_card.html", {
            "night": night, "couple": couple, "row": row, "boxes": _boxes(night, couple, set(line.games)),
            "seat": _seat(night, couple.number, names), "couples": len(rows), "games_played": data.games_played,
            "ahead": sum(1 for r in rows if r["wins"] > row["wins"]),
            "mine": for_couple(prizes, couple.number) if prizes else (), "deciding": deciding,
            "finished": night.state == Night.State.FINISHED, "version": version,
        })
