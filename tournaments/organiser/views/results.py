"""Corrections: any game's results, a correction with its reason and version, the audit trail."""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.errors import Refusal
from tournaments.models import Correction, Couple, Night, NightEvent, Result
from tournaments.selectors import seating_for_game
from tournaments.services.corrections import result_correct
from tournaments.web.common import organiser_view

from ..forms import CorrectionForm
from .base import desk_menu, go, int_or_none, refused


def _default_game(night: Night) -> int:
    if night.state == Night.State.PLAYING:
        return max(night.current_game - 1, 1)
    return max(night.current_game, 1)


@organiser_view
def results(request: HttpRequest, night: Night) -> HttpResponse:
    """One game's results, each with a correction form."""
    game = int_or_none(request.GET.get("game")) or _default_game(night)
    if night.current_game and not 1 <= game <= night.current_game:
        messages.error(request, _("Game %(game)d has not been played yet.") % {"game": game})
        game = _default_game(night)
    return _render(request, night, game, open_table=int_or_none(request.GET.get("table")),
                   saved=int_or_none(request.GET.get("saved")))


def _render(request: HttpRequest, night: Night, game: int, open_table: int | None = None,
            bound: CorrectionForm | None = None, status: int = 200, saved: int | None = None) -> HttpResponse:
    """One game's results; ``saved`` is the table whose correction was just saved (said in its row,
    where the page opens, as well as at the top)."""
    seating = seating_for_game(night=night, game=game) if night.current_game else {}
    stored = {
        r.table: r for r in Result.objects.filter(night=night, game=game)
        .select_related("winner", "entered_by").annotate(n_corrections=Count("corrections"))
    }
    names = {c.number: c.names for c in Couple.objects.filter(night=night).only("number", "player1", "player2")}
    table_word = _("Table %(table)d")
    rows = []
    for table, (staying, arriving) in seating.items():
        result = stored.get(table)
        couples = [c for c in (staying, arriving) if c is not None]
        form = None
        if result is not None and len(couples) == 2:
            if bound is not None and bound.data.get("table") == str(table):
                form = bound
            elif table == open_table:
                form = CorrectionForm(night=night, initial={
                    "game": game, "table": table, "version": result.version, "winner": result.winner.number,
                    "winner_points": result.winner_points, "loser_points": result.loser_points,
                }, auto_id=f"fix{table}_%s")
        rows.append({"table": table, "label": table_word % {"table": table}, "result": result, "bye": len(couples) == 1,
                     "saved": result is not None and table == saved,
                     "couples": [(c, names.get(c, "")) for c in couples], "form": form,
                     "correctable": result is not None and len(couples) == 2})
    corrections = Correction.objects.filter(result__night=night).count()
    return render(request, "organiser/results.html", {
        "night": night, "menu": desk_menu(night, "desk-results"), "game": game, "rows": rows,
        "games": range(1, night.current_game + 1), "corrections": corrections,
        "open_game": night.state == Night.State.PLAYING and game == night.current_game,
    }, status=status)


@require_POST
@organiser_view
def correct(request: HttpRequest, night: Night) -> HttpResponse:
    """Correct one result; a stale version is refused with an explanation."""
    form = CorrectionForm(request.POST, night=night)
    if not form.is_valid():
        for error in form.non_field_errors() or [_("The result was not corrected: see the note below.")]:
            messages.error(request, error)
        game = int_or_none(request.POST.get("game")) or _default_game(night)
        if night.current_game and not 1 <= game <= night.current_game:
            game = _default_game(night)
        return _render(request, night, game, bound=form, status=400)
    data = form.cleaned_data
    try:
        result = result_correct(night=night, game=data["game"], table=data["table"], winner=data["winner"],
                                reason=data["reason"], version=data["version"], user=request.user, points=form.points())
    except Refusal as exc:
        refused(request, exc)
        return go("desk-results", night, anchor=f"table-{data['table']}", game=data["game"], table=data["table"])
    messages.success(request, _("Game %(game)d, table %(table)d: couple %(couple)d is now the winner. The audit trail keeps the change.")
                     % {"game": result.game, "table": result.table, "couple": data["winner"]})
    return go("desk-results", night, anchor=f"table-{data['table']}", game=data["game"], saved=data["table"])


@organiser_view
def audit(request: HttpRequest, night: Night) -> HttpResponse:
    """Every correction: who, when, old → new, why."""
    trail = (Correction.objects.filter(result__night=night)
             .select_related("result", "old_winner", "new_winner", "made_by").order_by("-made_at", "-pk"))
    events = NightEvent.objects.filter(night=night).select_related("made_by").order_by("-made_at", "-pk")
    return render(request, "organiser/audit.html", {
        "night": night, "menu": desk_menu(night, "desk-results"), "trail": trail, "events": events,
    })
