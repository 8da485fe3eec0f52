"""``POST /league/api/nights/``: a hall sends a finished night with ``Authorization: Bearer <token>``.

The one view of the app exempt from CSRF: it is authenticated by the hall's token in a header,
never by a cookie, so a page elsewhere cannot make a browser send it. Answers are JSON:
201 new or corrected, 200 identical, 400 a refused file, 401 a bad or revoked token,
409 a conflict, 413 too big, 405 another method.
"""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt

from tournaments.errors import Refusal
from tournaments.json_text import json_read
from tournaments.text import whole_number

from ..services import night_receive, token_hall

# The biggest night file accepted: Django's own limit (DATA_UPLOAD_MAX_MEMORY_SIZE, 2.5 MB). A finished
# night of 500 couples and 25 games is 1.31 MB as the hall sends it (measured; README, "A league
# server"), so the limit is not raised; a bigger file is answered 413 with a message, not a bare 400.
NIGHT_MAX_BYTES = 2_621_440
NIGHT_MAX_TEXT = "2.5"


def _answer(status: int, message: str, **more) -> JsonResponse:
    return JsonResponse({"ok": status < 400, "message": message, **more}, status=status)


def _bearer(request: HttpRequest) -> str:
    kind, _sep, value = request.headers.get("Authorization", "").partition(" ")
    return value.strip() if kind.lower() == "bearer" else ""


@csrf_exempt  # token in a header, no cookie: see the module's docstring
def nights_receive(request: HttpRequest) -> JsonResponse:
    """Receive one night file from a hall."""
    if request.method != "POST":
        response = _answer(405, _("Send a night with POST."))
        response["Allow"] = "POST"
        return response
    try:
        token = token_hall(plain=_bearer(request))
    except Refusal as exc:
        return _answer(exc.status, exc.message)
    size = whole_number(request.headers.get("Content-Length")) or 0
    if size > NIGHT_MAX_BYTES:
        return _answer(413, _("The night file is too big for the league (more than %(mb)s MB).")
                       % {"mb": NIGHT_MAX_TEXT})
    raw = request.read(NIGHT_MAX_BYTES + 1)
    if len(raw) > NIGHT_MAX_BYTES:
        return _answer(413, _("The night file is too big for the league (more than %(mb)s MB).")
                       % {"mb": NIGHT_MAX_TEXT})
    try:
        data = json_read(raw, refusal=_("This is not a night file: it is not JSON."))
        receipt = night_receive(data=data, hall=token.hall, token=token)
    except Refusal as exc:
        return _answer(exc.status, exc.message)
    return _answer(receipt.status, receipt.message, outcome=receipt.outcome, night=receipt.night.slug)
