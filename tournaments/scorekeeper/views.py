"""The scorekeeper's tablet page and the small JSON endpoints it talks to.

The page draws the game from ``state`` (polled every two seconds), posts one
result per tap with a token it made itself (a retry returns the first outcome),
and keeps posts it could not send in the browser until the network returns.
Every answer of the JSON endpoints is JSON, refusals included: never a page.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.contrib.auth.models import AbstractBaseUser
from django.db import DEFAULT_DB_ALIAS
from django.db.models import Q
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST

from tournaments.cache.permits import tap_permit
from tournaments.cache.validators import polled, unchanged_answered
from tournaments.errors import Refusal
from tournaments.game_status import game_status_of
from tournaments.game_status_text import disputed_sentence
from tournaments.json_text import json_read
from tournaments.models import Night, Result
from tournaments.selectors import game_tables
from tournaments.services.disputes import result_claim, tap_refused_keep
from tournaments.services.results import TableTaken, result_undo
from tournaments.web.common import scorekeeper_view
from tournaments.web.permissions import can_organise

TOKEN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
BIGGEST = 1_000_000


def _refused(exc: Refusal) -> JsonResponse:
    return JsonResponse({"ok": False, "status": "refused", "message": exc.message}, status=exc.status)


def scorekeeper_api(view: Callable) -> Callable:
    """scorekeeper_view for scripts: a lapsed login is a 401 and every refusal is JSON."""
    guarded = scorekeeper_view(view)

    @wraps(view)
    def wrapper(request: HttpRequest, slug: str) -> HttpResponse:
        if not request.user.is_authenticated:
            message = _("Your login has ended: log in again. Results not sent yet are kept on this tablet.")
            return JsonResponse({"ok": False, "status": "login", "message": message}, status=401)
        try:
            return guarded(request, slug)
        except Refusal as exc:
            return _refused(exc)

    return wrapper


def _body(request: HttpRequest) -> dict:
    data = json_read(request.body or b"null", refusal=_("The tablet sent something that is not JSON: reload the page."))
    if not isinstance(data, dict):
        raise Refusal(_("The tablet sent something unexpected: reload the page."))
    return data


def _number(data: dict, field: str, label: str) -> int:
    value = data.get(field)
    if value is None:
        raise Refusal(_("The %(what)s is missing.") % {"what": label})
    if type(value) is not int or not 1 <= value <= BIGGEST:
        raise Refusal(_("The %(what)s must be a whole number from 1 to %(max)d.") % {"what": label, "max": BIGGEST})
    return value


def _token(data: dict) -> str:
    token = data.get("token")
    if not isinstance(token, str) or not TOKEN.match(token):
        raise Refusal(_("The post token is missing or malformed: reload the page."))
    return token


def _table_json(table, user_id: int | None) -> dict:
    return {
        "table": table.table,
        "bye": table.bye,
        "couples": [{"number": c.number, "names": c.names, "deals_first": c.deals_first} for c in table.couples],
        "winner": table.winner,
        "version": table.version,
        "entered_by": table.entered_by,
        "mine": table.entered_by_id is not None and table.entered_by_id == user_id,
        "disputed": table.disputed,
    }


def tablet_state(night: Night, user) -> dict:
    """What the tablet page shows: the game in play and every table's result."""
    playing = night.state == Night.State.PLAYING
    tables = game_tables(night=night, game=night.current_game) if playing else None
    status = game_status_of(game=night.current_game, tables=[t.table for t in tables.tables if not t.bye],
                            done=[t.table for t in tables.tables if t.winner is not None],
                            disputed=[t.table for t in tables.tables if t.disputed]) if tables else None
    return {
        "night": night.slug,
        "night_state": night.state,
        "playing": playing,
        "game": night.current_game if playing else None,
        "games": night.games,
        "version": tables.version if tables else f"{night.state}:{night.current_game}",
        "missing": list(tables.missing) if tables else [],
        "tables": [_table_json(t, user.pk) for t in tables.tables] if tables else [],
        # The tables two scorekeepers disagree about, in the words every page uses (game_status_text.py).
        "disputed": list(status.disputed) if status else [],
        "disputed_text": disputed_sentence(status) if status else "",
    }


def _texts() -> dict:
    """The page's sentences, translated here so the script holds no English."""
    return {
        "table": _("Table {n}"),
        "couple": _("Couple {n}"),
        "bye": _("Bye: couple {n} plays no one this game."),
        "tap": _("Tap the couple that won."),
        "won": _("Won"),
        "won_by": _("Couple {n} won · entered by {who}"),
        "won_alone": _("Couple {n} won"),  # a result nobody entered at a tablet (a refereed game, an import)
        "you": _("you"),
        "sending": _("Sending…"),
        "waiting": _("Waiting to send"),
        "undoing": _("Taking back…"),
        "undo": _("Undo"),
        "undo_label": _("Undo the result of table {n}"),
        "ok": _("OK"),
        "change_own": _("To change your own tap, press Undo first."),
        "settle": _("Settle it on the progress page"),
        "missing_one": _("1 table still missing"),
        "missing_many": _("{n} tables still missing"),
        "all_in": _("All {n} tables are in: the organiser can close the game."),
        "game_of": _("Game {n} of {total}"),
        "new_game": _("Game {n} has started: new seating below."),
        "online": _("Connected"),
        "offline": _("No network: results are kept on this tablet and sent when it returns."),
        "queued_one": _("1 result waiting to send"),
        "queued_many": _("{n} results waiting to send"),
        "login": _("Your login has ended: log in again. Results not sent yet are kept on this tablet."),
        "not_playing": _("No game is in play right now."),
        "not_started": _("The night has not started yet. This page shows game 1 as soon as the organiser starts it."),
        "all_played": _("Every game has been played. Thank you!"),
        "finished": _("The night is finished: there is nothing more to tap. Thank you!"),
        "old_game": _("Game {g}, table {t}: {message}"),
        "pick_label": _("Table {t}: couple {n} won"),
    }


@never_cache
@require_GET
@login_required
def nights(request: HttpRequest) -> HttpResponse:
    """A scorekeeper's nights (only theirs) that are being played or about to be: the one there is
    opens at once, several are a choice."""
    user = request.user
    mine = Night.objects.filter(state__in=(Night.State.PLAYING, Night.State.REGISTRATION))
    if not user.is_superuser:
        mine = mine.filter(Q(scorekeepers=user) | Q(organisers=user)).distinct()
    found = list(mine.select_related("series").order_by("state", "-date", "name")[:50])  # playing before registration
    if len(found) == 1:
        return redirect("score", found[0].slug)
    return render(request, "scorekeeper/nights.html", {"nights": found})


@never_cache
@scorekeeper_view
def tablet(request: HttpRequest, night: Night) -> HttpResponse:
    """The current game as a grid of tables, two large buttons each."""
    config = {
        "slug": night.slug,
        "user": request.user.get_username(),
        "urls": {
            "state": reverse("score-state", args=[night.slug]),
            "result": reverse("score-result", args=[night.slug]),
            "undo": reverse("score-undo", args=[night.slug]),
            "login": reverse("login") + "?next=" + reverse("score", args=[night.slug]),
        },
        "csrf": get_token(request),
        "poll_ms": settings.TABLET_POLL_MS,
        "texts": _texts(),
    }
    state = tablet_state(night, request.user)
    context = {"night": night, "state": state, "config": config}
    return render(request, "scorekeeper/tablet.html", context)


@require_GET
@unchanged_answered(organisers_only=False)
@scorekeeper_api
@polled
def state(request: HttpRequest, night: Night) -> JsonResponse:
    """The polled state: game number, each table's winner, version and who entered it."""
    return JsonResponse(tablet_state(night, request.user))


def scorekeeper_post(view: Callable) -> Callable:
    """scorekeeper_api for a tap, which every tablet sends many times a game: when the person (Django's
    auth) and their cached role vouch for the tap (cache/permits.py, ``tap_permit``), the view gets the
    night by its number alone (the service reads what a tap needs of the night under its lock);
    otherwise it takes the long way, which reads the night and says what is wrong."""
    checked = scorekeeper_api(lambda request, night: view(request, night, request.user))

    @wraps(view)
    def wrapper(request: HttpRequest, slug: str) -> HttpResponse:
        permit = tap_permit(request, slug)
        if permit is None:
            response = checked(request, slug)
            if response.status_code == 403 and request.user.is_authenticated:
                return _tap_refused(request, slug) or response
            return response
        person, night_id = permit
        # Its number alone, every other field deferred: read from the database if ever asked for, never a default.
        night = Night.from_db(DEFAULT_DB_ALIAS, ("id", "slug"), (night_id, slug))
        try:
            return view(request, night, person)
        except Refusal as exc:
            return _refused(exc)

    return wrapper


def _tap_refused(request: HttpRequest, slug: str) -> JsonResponse | None:
    """A tap from someone who no longer keeps score at the night: kept for the organiser (the progress
    page shows it) and refused with a sentence that says so; None for anyone who never kept score here."""
    night = Night.objects.filter(slug=slug).first()
    try:
        data = _body(request)
        game, table, winner = (_number(data, f, f) for f in ("game", "table", "winner"))
    except Refusal:
        return None
    if night is None or not tap_refused_keep(night=night, user=request.user, game=game, table=table, winner=winner):
        return None
    message = _("You no longer keep score at this night: this result was not recorded, and the organiser has been "
                "told (game %(game)d, table %(table)d, couple %(couple)d won).") % {"game": game, "table": table,
                                                                                  "couple": winner}
    return JsonResponse({"ok": False, "status": "refused", "message": message}, status=403)


@require_POST
@scorekeeper_post
def record(request: HttpRequest, night: Night, user: AbstractBaseUser) -> JsonResponse:
    """One tap: ``{game, table, winner, token}`` → the ResultOutcome, or a refusal (409 for a conflict)."""
    data = _body(request)
    game, table = _number(data, "game", _("game number")), _number(data, "table", _("table number"))
    winner, token = _number(data, "winner", _("couple number")), _token(data)
    try:
        outcome = result_claim(night=night, game=game, table=table, winner=winner, user=user, token=token)
    except TableTaken as exc:
        if exc.recorded is None or not _settles_it(request.user, night, game, table):
            raise
        # The organiser tapped another winner than a scorekeeper's: nobody to ask, a page to settle it on.
        message = _("Table %(table)d already has couple %(couple)d as the winner of game %(game)d. You run this night: "
                    "settle the disagreement on the progress page.") % {"table": table, "couple": exc.recorded, "game": game}
        return JsonResponse({"ok": False, "status": "refused", "message": message,
                             "settle": reverse("desk-progress", args=[night.slug])}, status=exc.status)
    return JsonResponse({"ok": True, **outcome.as_dict()}, status=outcome.http_status)


def _settles_it(user, night: Night, game: int, table: int) -> bool:
    """Whether ``user`` organises the night and the result at the table is someone else's tap."""
    if not can_organise(user, night):
        return False
    entered = Result.objects.filter(night=night, game=game, table=table).values_list("entered_by_id", flat=True).first()
    return entered != user.pk


@require_POST
@scorekeeper_api
def undo(request: HttpRequest, night: Night) -> JsonResponse:
    """Take back one's own tap: ``{game, table, token}`` → the ResultOutcome, or a refusal."""
    data = _body(request)
    game, table = _number(data, "game", _("game number")), _number(data, "table", _("table number"))
    outcome = result_undo(night=night, game=game, table=table, user=request.user, token=_token(data))
    return JsonResponse({"ok": True, **outcome.as_dict()}, status=outcome.http_status)
