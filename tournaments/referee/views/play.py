"""Dealing and playing a refereed game: the new-game form, the pass-and-play table, a seat's own phone, the state polled."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from tournaments.errors import Refusal
from tournaments.network import hall_url
from tournaments.web.proxies import client_address
from tournaments.web.qr import qr_code

from .. import services as svc
from ..models import RefereeGame
from ..seat_links import links_shown, play_started, referee_link_show, referee_seat_take
from ..upkeep import device_address
from .common import game_by_seat, game_by_token, int_or, ruleset_choices, seat_url
from .device import device_of, device_remember
from .table import table_context


# --- new game ----------------------------------------------------------------------------------
@require_http_methods(["GET", "POST"])
def home(request: HttpRequest) -> HttpResponse:
    """Deal a new game: number of players, rules, who sits where, one tablet or own phones."""
    form = {"players": 4, "ruleset": "nova-scotia", "mode": RefereeGame.Mode.PASS,
            "seats": [{"kind": "person" if i == 0 else "computer", "name": ""} for i in range(6)],
            "level": svc.DEFAULT_LEVEL}
    status, error = 200, None
    if request.method == "POST":
        players = int_or(request.POST.get("players"), 0)
        form["players"] = players if 2 <= players <= 6 else 4
        form["ruleset"] = request.POST.get("ruleset", "")
        form["mode"] = request.POST.get("mode", "")
        form["level"] = request.POST.get("level", svc.DEFAULT_LEVEL)
        form["seats"] = [{"kind": request.POST.get(f"kind{i}", "person"), "name": request.POST.get(f"name{i}", ""),
                          "level": form["level"]} for i in range(6)]
        try:
            if not 2 <= players <= 6:
                raise Refusal(_("Forty-Fives is played by 2 to 6 players."))
            rg = svc.referee_start(seats=form["seats"][:players], ruleset=form["ruleset"], mode=form["mode"],
                                   user=request.user, address=device_address(client_address(request)),
                                   device=device_of(request))
        except Refusal as exc:
            status, error = exc.status, exc.message
        else:
            return device_remember(request, HttpResponseRedirect(reverse("referee-game", args=[rg.token])))
    return device_remember(request, render(request, "referee/home.html", {
        "form": form, "rulesets": ruleset_choices(), "modes": RefereeGame.Mode.choices, "error": error,
        "player_counts": range(2, 7), "levels": _levels(),
    }, status=status))


def _levels() -> list[tuple[str, str]]:
    """The computer players' levels, in the user's language."""
    words = {"beginner": _("Beginner"), "sensible": _("Sensible"), "strong": _("Strong")}
    return [(level, words[level]) for level in svc.LEVELS]


# --- the table -----------------------------------------------------------------------------------
def _act(request: HttpRequest, rg: RefereeGame, seat: int) -> RefereeGame:
    """A person's action from a panel: ``card`` (play, rob, call), ``value`` (a bid, a suit, a leader)
    or ``cards`` (the discard, one checkbox a card)."""
    kind = request.POST.get("kind", "")
    value = request.POST.getlist("cards") if kind == "discard" else request.POST.get("value")
    return svc.referee_act(game=rg, seat=seat, kind=kind, card=request.POST.get("card") or None, value=value,
                           step=int_or(request.POST.get("step")))


@require_http_methods(["GET", "POST"])
def game_page(request: HttpRequest, token: str) -> HttpResponse:
    """The table on a shared tablet (pass and play), or the own-phones overview."""
    rg = game_by_token(token)
    error, status, acting = None, 200, None
    if request.method == "POST":
        if rg.mode != RefereeGame.Mode.PASS:
            raise Refusal(_("In this game each player plays on their own phone, through their own link."))
        acting = int_or(request.POST.get("seat"), -1)
        try:
            rg = _act(request, rg, acting)
        except Refusal as exc:
            error, status = exc.message, exc.status
            rg.refresh_from_db()
        else:
            game = svc.rebuild(rg)
            url = reverse("referee-game", args=[rg.token])
            if not game.is_over and game.to_act == acting:
                url += "?" + urlencode({"seat": acting})
            return HttpResponseRedirect(url)
    game = svc.rebuild(rg)
    if rg.mode == RefereeGame.Mode.PHONES:
        ctx = table_context(rg, game)
        ctx.update(_host_links(request, rg))
        ctx.update(_urls(rg, None))
        return render(request, "referee/host.html", ctx, status=status)
    viewer, handover = None, None
    if not game.is_over and rg.seats[game.to_act]["kind"] == "person":
        shown = int_or(request.GET.get("seat"), acting)
        if len(rg.people()) == 1 or shown == game.to_act:
            viewer = game.to_act
        else:
            handover = {"seat": game.to_act, "name": rg.seats[game.to_act]["name"]}
    ctx = table_context(rg, game, viewer=viewer, hint=_hint_asked(request))
    ctx.update({"handover": handover, "error": error, "pass_and_play": True, "chosen": _chosen(request, error),
                **_urls(rg, None)})
    if viewer is not None:
        ctx["hint_url"] = reverse("referee-game", args=[rg.token]) + "?" + urlencode({"seat": viewer, "hint": 1})
    return render(request, "referee/game.html", ctx, status=status)


def _host_links(request: HttpRequest, rg: RefereeGame) -> dict:
    """Each person's seat on the host screen: its link and QR code (at the hall's address) only while
    :func:`links_shown` says so, else a button to show it again."""
    shown = links_shown(rg)
    seats = []
    for i, s in enumerate(rg.seats):
        if s["kind"] != "person":
            continue
        url = hall_url(request, seat_url(rg, i)) if i in shown else None
        seats.append({"index": i, "name": s["name"], "taken": bool(s.get("taken")), "again": bool(s.get("shown")),
                      "url": url, "qr": qr_code(url, s["name"]) if url else None})
    return {"links": seats, "links_shown": ",".join(map(str, shown)), "play_started": play_started(rg),
            "link_url": reverse("referee-link", args=[rg.token])}


@require_POST
def link_show(request: HttpRequest, token: str) -> HttpResponse:
    """The host shows one seat's link again on purpose (``seat``), or hides it (no seat)."""
    rg = game_by_token(token)
    referee_link_show(game=rg, seat=int_or(request.POST.get("seat")))
    return HttpResponseRedirect(reverse("referee-game", args=[rg.token]))


@require_http_methods(["GET", "POST"])
def seat_page(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """One player's own phone: their hand, always; tappable when it is their turn."""
    rg, seat = game_by_seat(pk, key)
    error, status = None, 200
    if request.method == "POST":
        try:
            rg = _act(request, rg, seat)
        except Refusal as exc:
            error, status = exc.message, exc.status
            rg.refresh_from_db()
        else:
            return HttpResponseRedirect(seat_url(rg, seat))
    else:
        rg = referee_seat_take(game=rg, seat=seat)
    game = svc.rebuild(rg)
    ctx = table_context(rg, game, viewer=seat, hint=_hint_asked(request))
    ctx.update({"error": error, "own_phone": True, "chosen": _chosen(request, error), **_urls(rg, seat),
                "hint_url": seat_url(rg, seat) + "?" + urlencode({"hint": 1})})
    return render(request, "referee/game.html", ctx, status=status)


def _hint_asked(request: HttpRequest) -> bool:
    """The learner tapped "Hint" (a GET link shown with the learning switch on): only then is the
    strong computer player's move worked out."""
    return request.method == "GET" and request.GET.get("hint") == "1"


def _chosen(request: HttpRequest, error: str | None) -> list[str]:
    """The cards a refused discard had ticked, ticked again so the player need not tap them anew."""
    return request.POST.getlist("cards") if error and request.method == "POST" else []


def _urls(rg: RefereeGame, seat: int | None) -> dict:
    if seat is None:
        base = reverse("referee-game", args=[rg.token])
        return {"act_url": base, "confirm_url": reverse("referee-confirm", args=[rg.token]),
                "replay_url": reverse("referee-replay", args=[rg.token]),
                "state_url": reverse("referee-state", args=[rg.token]), "show_url": base}
    return {"act_url": seat_url(rg, seat), "confirm_url": reverse("referee-seat-confirm", args=[rg.pk, rg.seats[seat]["key"]]),
            "replay_url": reverse("referee-seat-replay", args=[rg.pk, rg.seats[seat]["key"]]),
            "state_url": reverse("referee-seat-state", args=[rg.pk, rg.seats[seat]["key"]])}


def _state(rg: RefereeGame, **more: object) -> JsonResponse:
    return JsonResponse({"step": len(rg.actions), "status": rg.status, **more})


@require_GET
def game_state(request: HttpRequest, token: str) -> JsonResponse:
    """How far the game is, for pages that wait for other players; and which seats' links the host shows."""
    rg = game_by_token(token)
    return _state(rg, links=",".join(map(str, links_shown(rg))))


@require_GET
def seat_state(request: HttpRequest, pk: int, key: str) -> JsonResponse:
    """How far the game is, for a phone waiting for its turn."""
    return _state(game_by_seat(pk, key)[0])
