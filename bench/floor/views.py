"""What a result post cannot do without, and nothing else: no login, no role, no checks.

- ``durable_write``: one ORM update in a transaction, committed to disk (WAL, synchronous=FULL)
  before the answer: the least any acknowledged write costs.
- ``post_writes``: the statements a result needs to be stored and replayed, through the ORM as the
  app writes them: lock the night's row (reading its seats' word with it), insert the result (its
  signal moves the night's version on), insert the post's token (``objects.create``, as the app's);
  the table's couples come from the game's seats kept in the process per seating word, as the app
  keeps them.
- ``result_least``: less than a result can be stored with: its row and the night's version moved
  on, durably, with no lock, no check and no token (the tap's seats' word sent with the post), the
  result stored with no save signal.
- ``tap_checks``: a tap's login, role and CSRF check and its body read, as the app's tap makes
  them (``scorekeeper_post``), with no write at all.
"""

from __future__ import annotations

import json

from django.db import transaction
from django.db.models import F
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from tournaments.models import Night, NightVersion, PostToken, Result
from tournaments.scorekeeper.views import scorekeeper_post
from tournaments.selectors.seating import game_seats_kept


@csrf_exempt
def durable_write(request: HttpRequest, night_id: int) -> HttpResponse:
    """Move the night's version on, and answer once it is on disk."""
    with transaction.atomic():
        NightVersion.objects.filter(night_id=night_id).update(version=F("version") + 1)
    return HttpResponse("ok", content_type="text/plain")


@csrf_exempt
def post_writes(request: HttpRequest, night_id: int) -> JsonResponse:
    """Store ``{game, table, winner, token}`` as the app's post does, with none of its checks."""
    data = json.loads(request.body)
    with transaction.atomic():
        night = Night(pk=night_id)
        # A field of the night's own beside the word: FOR UPDATE OF names only the tables a row selects from.
        _, seating = Night.objects.select_for_update(of=("self",)).values_list("state", "version_row__seating").get(pk=night_id)
        night.seating_read = seating or ""
        seats = game_seats_kept(night=night, game=data["game"])[data["table"]]
        result = Result.objects.create(night_id=night_id, game=data["game"], table=data["table"],
                                       winner_id=seats[data["winner"]])
        PostToken.objects.create(source=PostToken.Source.TABLET, token=data["token"], night_id=night_id,
                                 request=data, status=200, outcome={"version": result.version})
    return JsonResponse({"ok": True, "version": result.version})


@csrf_exempt
def result_least(request: HttpRequest, night_id: int) -> JsonResponse:
    """Store ``{game, table, winner, word}`` as two statements: the result (no signal) and the version."""
    data = json.loads(request.body)
    night = Night(pk=night_id)
    night.seating_read = data["word"]
    seats = game_seats_kept(night=night, game=data["game"])[data["table"]]
    with transaction.atomic():
        Result.objects.bulk_create([Result(night_id=night_id, game=data["game"], table=data["table"],
                                           winner_id=seats[data["winner"]])])  # no signal: the version moved below
        NightVersion.objects.filter(night_id=night_id).update(version=F("version") + 1)
    return JsonResponse({"ok": True})


@scorekeeper_post
def tap_checks(request: HttpRequest, night: Night, user: object) -> JsonResponse:
    """A tap let through to the view, its body read, and nothing written."""
    data = json.loads(request.body)
    return JsonResponse({"ok": True, "game": int(data["game"]), "table": int(data["table"])})
