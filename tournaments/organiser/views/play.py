"""Playing the night: start (seating of game 1), the progress of a game and its disagreements, closing it, the movement."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.cache.fragments import fragment, fragment_runs
from tournaments.cache.validators import polled, unchanged_answered
from tournaments.errors import Refusal
from tournaments.game_status import game_status_of
from tournaments.game_status_text import disputed_sentence
from tournaments.models import Couple, Night, NightEvent, Result
from tournaments.selectors import couple_names, disputes_open, moves_kept, seating_for_game
from tournaments.services.disputes import SETTLED_REASON, dispute_correct, dispute_keep
from tournaments.services.nights import game_close, night_start
from tournaments.web.common import organiser_view

from ..forms import REASON_MAX, StartForm
from .base import desk_menu, go, int_or_none, refused

POLL_SECONDS = 3


@organiser_view
def start(request: HttpRequest, night: Night) -> HttpResponse:
    """Seat game 1 in number order or by a random draw (its seed is kept and shown)."""
    form = StartForm(request.POST or None)
    if request.method == "POST":
        if not form.is_valid():
            messages.error(request, _("The night was not started: see the note below."))
        else:
            random_draw = form.cleaned_data["seating"] == StartForm.RANDOM
            try:
                night = night_start(night=night, random_draw=random_draw, seed=form.cleaned_data["seed"])
            except Refusal as exc:
                refused(request, exc)
                return go("desk-start", night)
            if random_draw:
                messages.success(request, _("Game 1 is seated by a random draw (seed %(seed)d). Announce the tables.")
                                 % {"seed": night.seating_seed})
            else:
                messages.success(request, _("Game 1 is seated in couple-number order. Announce the tables."))
            return go("desk-moves", night)
    active = Couple.objects.filter(night=night, left_after__isnull=True).count()
    return render(request, "organiser/start.html", {
        "night": night, "menu": desk_menu(night, "desk-start"), "form": form, "active": active,
        "tables": (active + 1) // 2, "has_bye": active % 2 == 1,
    }, status=400 if form.is_bound else 200)


def progress_context(night: Night) -> dict:
    """The game in play: every table, its result if in, and what is missing."""
    game = night.current_game
    seating = seating_for_game(night=night, game=game) if night.state == Night.State.PLAYING else {}
    winners = dict(Result.objects.filter(night=night, game=game).order_by().values_list("table", "winner__number"))
    disputes = _disputes(night, game) if seating else []
    status = game_status_of(game=game, tables=[t for t, pair in seating.items() if None not in pair],
                            done=winners, disputed=[d["table"] for d in disputes])
    tiles = []
    for table, (staying, arriving) in seating.items():
        bye = None in (staying, arriving)
        winner = winners.get(table)
        disputed = table in status.disputed
        css = "bye" if bye else "disputed" if disputed else "in" if winner else "out"  # disputed is not green
        tiles.append({"table": table, "couples": " · ".join(str(c) for c in (staying, arriving) if c is not None),
                      "css": css, "bye": bye, "winner": winner, "disputed": disputed})
    return {"night": night, "game": game, "missing": list(status.missing), "playing": len(status.tables),
            "tiles_parts": fragment_runs("organiser/_tiles.html", tiles, name="tiles"),
            # The same sentence as the night's page, the tablets and the board (game_status_text.py).
            "blocked": disputed_sentence(status),
            "done": status.results_in, "poll": POLL_SECONDS, "last_game": game >= night.games,
            "disputes": disputes, "settled_reason": SETTLED_REASON,
            "refused_taps": list(NightEvent.objects.filter(night=night, kind=NightEvent.Kind.TAP_REFUSED)
                                 .order_by("-made_at", "-pk").values_list("reason", flat=True)[:20])}


def _disputes(night: Night, game: int) -> list[dict]:
    """The game's open disagreements, each as the sentence the desk shows and what its two buttons post."""
    rows = []
    for d in disputes_open(night=night, game=game):
        words = {"table": d.table, "claimed": d.claimed.number, "recorded": d.recorded.number,
                 "who": d.claimed_by.username if d.claimed_by else _("a scorekeeper")}
        entered = d.result.entered_by if d.result else None
        if entered is not None:
            words["entered"] = entered.username
            text = _("Table %(table)d: %(who)s says couple %(claimed)d won; couple %(recorded)d is recorded (entered by %(entered)s).")
        else:
            text = _("Table %(table)d: %(who)s says couple %(claimed)d won; couple %(recorded)d is recorded.")
        rows.append({"pk": d.pk, "table": d.table, "text": text % words, "claimed": d.claimed.number,
                     "recorded": d.recorded.number, "version": d.result.version if d.result else d.result_version})
    return rows


@organiser_view
def progress(request: HttpRequest, night: Night) -> HttpResponse:
    """The game in play, the tables still missing (refreshes itself), and the close button."""
    context = progress_context(night)
    context["menu"] = desk_menu(night, "desk-progress")
    return render(request, "organiser/progress.html", context)


@unchanged_answered(organisers_only=True)
@organiser_view
@polled
def progress_live(request: HttpRequest, night: Night) -> HttpResponse:
    """The refreshing part of the progress page (htmx polls it)."""
    return render(request, "organiser/_progress_live.html", progress_context(night))


@require_POST
@organiser_view
def close(request: HttpRequest, night: Night) -> HttpResponse:
    """Close the game in play and seat the next one; a double click closes only once."""
    game = int_or_none(request.POST.get("game"))
    if game is None:
        messages.error(request, _("Which game? Reload the page and try again."))
        return go("desk-progress", night)
    try:
        night = game_close(night=night, game=game)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-progress", night)
    if night.state == Night.State.PRIZES:
        messages.success(request, _("Game %(game)d closed: every game has been played. Now the prizes.") % {"game": game})
        return go("desk-prizes", night)
    messages.success(request, _("Game %(game)d closed. Announce the moves for game %(next)d.")
                     % {"game": game, "next": night.current_game})
    return go("desk-moves", night)


class DisputeForm(forms.Form):
    """Settling one disagreement from the progress page: which one, and for a correction the
    version of the result the organiser saw and a reason (the default one if left empty)."""

    dispute = forms.IntegerField(min_value=1, max_value=2**62)
    version = forms.IntegerField(min_value=1, max_value=2**31, required=False)
    reason = forms.CharField(max_length=REASON_MAX, required=False)


def _dispute_form(request: HttpRequest, *, correcting: bool) -> dict | None:
    form = DisputeForm(request.POST)
    if form.is_valid() and (not correcting or form.cleaned_data["version"] is not None):
        return form.cleaned_data
    if "reason" in form.errors:
        messages.error(request, _("Keep the reason under %(max)d characters, without control characters.") % {"max": REASON_MAX})
    else:
        messages.error(request, _("This form is out of date or damaged: reload the page and try again."))
    return None


@require_POST
@organiser_view
def dispute_keep_view(request: HttpRequest, night: Night) -> HttpResponse:
    """Keep the recorded winner of a disputed table: the disagreement is settled, the result unchanged."""
    data = _dispute_form(request, correcting=False)
    if data is not None:
        try:
            dispute = dispute_keep(night=night, dispute=data["dispute"], user=request.user)
        except Refusal as exc:
            refused(request, exc)
        else:
            messages.success(request, _("Table %(table)d: couple %(couple)d stays the winner. The disagreement is settled.")
                             % {"table": dispute.table, "couple": dispute.recorded.number})
    return go("desk-progress", night)


@require_POST
@organiser_view
def dispute_correct_view(request: HttpRequest, night: Night) -> HttpResponse:
    """Correct a disputed table to the couple the other tablet named, through the correction service
    (the audit trail keeps the reason); a stale version is refused with an explanation."""
    data = _dispute_form(request, correcting=True)
    if data is not None:
        try:
            result = dispute_correct(night=night, dispute=data["dispute"], version=data["version"], reason=data["reason"],
                                     user=request.user)
        except Refusal as exc:
            refused(request, exc)
        else:
            messages.success(request, _("Game %(game)d, table %(table)d: couple %(couple)d is now the winner. "
                                        "The audit trail keeps the change.")
                             % {"game": result.game, "table": result.table, "couple": result.winner.number})
    return go("desk-progress", night)


def moves_drawn(*, night: Night, game: int) -> tuple[list[dict], str]:
    """A seated game's moves with the couples' names, and their list drawn (kept per seating and names)."""
    stamp, rows = moves_kept(night=night, game=game)
    names = {number: couple_names(p1, p2) for number, p1, p2
             in Couple.objects.filter(night=night).order_by().values_list("number", "player1", "player2")}
    items = [{"move": m, "names": names.get(m.couple, ""), "stays": m.from_table == m.table and not m.deals_first}
             for m in rows]
    shows = (stamp, [item["names"] for item in items])  # the moves are known by their stamp (moves_kept)
    return items, fragment("organiser/_moves.html", {"moves": items}, shows=shows) if items else ""


@organiser_view
def moves(request: HttpRequest, night: Night) -> HttpResponse:
    """Where every couple sits in a game ("Couple 12 → Table 5"), the bye, who deals first."""
    latest = night.current_game
    game = int_or_none(request.GET.get("game")) or latest or 1
    if latest and not 1 <= game <= latest:
        messages.error(request, _("Game %(game)d has not been seated yet.") % {"game": game})
        return go("desk-moves", night)
    items, moves_html = moves_drawn(night=night, game=game) if latest else ([], "")
    bye = next((item["move"] for item in items if item["move"].bye), None)
    return render(request, "organiser/moves.html", {
        "night": night, "menu": desk_menu(night, "desk-progress"), "game": game, "bye": bye,
        "moves": items, "moves_html": moves_html, "games": range(1, latest + 1),
        "playing": night.state == Night.State.PLAYING,
    })
