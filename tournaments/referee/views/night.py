"""Refereed games for a card-party night: the night's tables, a game started at a table, the winners' confirmation."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from cardparty.rules import AUCTION_RULESETS, PRESETS
from tournaments.errors import Conflict, Refusal
from tournaments.games import night_game
from tournaments.models import Result
from tournaments.selectors import seating_for_game
from tournaments.web.common import scorekeeper_view

from .. import services as svc
from ..models import RefereeGame
from .common import game_by_seat, game_by_token, int_or, ruleset_choices, seat_url


# --- a night's tables -------------------------------------------------------------------------
@scorekeeper_view
def night_tables(request: HttpRequest, night) -> HttpResponse:  # noqa: ANN001
    """The tables of the game in play, each with a button to referee a game there."""
    if night.state != night.State.PLAYING:
        raise Conflict(_("This night is not playing a game now."))
    seating = seating_for_game(night=night, game=night.current_game)
    done = set(Result.objects.filter(night=night, game=night.current_game).values_list("table", flat=True))
    running = {rg.night_table: rg for rg in RefereeGame.objects.filter(
        night=night, night_game=night.current_game, status__in=svc.ACTIVE)}
    tables = [{"table": t, "staying": pair[0], "arriving": pair[1], "bye": None in pair, "done": t in done,
               "running": running.get(t)} for t, pair in seating.items()]
    return render(request, "referee/night.html", {"night": night, "tables": tables})


@scorekeeper_view
def table_start(request: HttpRequest, night, table: int) -> HttpResponse:  # noqa: ANN001
    """Start (or continue) a refereed game with a table's two couples."""
    arriving, staying = svc.table_couples(night=night, table=table)
    running = svc.active_for_table(night=night, table=table)
    error, status = None, 200
    if request.method == "POST":
        try:
            rg = svc.referee_start_for_table(
                night=night, table=table, user=request.user, mode=request.POST.get("mode", ""),
                ruleset=request.POST.get("ruleset") or None, restart=request.POST.get("restart") == "1",
            )
        except Refusal as exc:
            error, status = exc.message, exc.status
        else:
            return HttpResponseRedirect(reverse("referee-game", args=[rg.token]))
    elif request.method != "GET":
        return HttpResponse(status=405)
    game = night_game(night.game)
    rulesets = ([{"name": game.ruleset, "title": _(game.title)}] if game.auction  # an auction night plays its preset
                else [r for r in ruleset_choices()
                      if 4 in PRESETS[r["name"]].partnerships and r["name"] not in AUCTION_RULESETS])
    return render(request, "referee/table_start.html", {
        "night": night, "table": table, "game_no": night.current_game, "arriving": arriving.couple,
        "staying": staying.couple, "running": running, "rulesets": rulesets, "modes": RefereeGame.Mode.choices,
        "error": error,
    }, status=status)


# --- the winners confirm, and the table's result is posted --------------------------------------
def _confirmed(request: HttpRequest, rg: RefereeGame, seat: int, back: str) -> HttpResponse:
    outcome = svc.referee_confirm(game=rg, seat=seat)
    messages.success(request, outcome.message)
    return HttpResponseRedirect(back)


@require_POST
def game_confirm(request: HttpRequest, token: str) -> HttpResponse:
    """Pass and play: a player of the winning couple confirms, and the result is posted."""
    rg = game_by_token(token)
    if rg.mode != RefereeGame.Mode.PASS:
        raise Refusal(_("Confirm the result from your own phone's page."))
    return _confirmed(request, rg, int_or(request.POST.get("seat"), -1), reverse("referee-game", args=[rg.token]))


@require_POST
def seat_confirm(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """Own phones: a player of the winning couple confirms from their own page."""
    rg, seat = game_by_seat(pk, key)
    return _confirmed(request, rg, seat, seat_url(rg, seat))
