"""The hall's side of the wire: send a night file to the league's API (urllib, 10 s timeout).

Every outcome is an ``Answer`` a volunteer can read: accepted, refused by the league (with its
own message), a token the league does not know, or no connection at all.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

from django.utils.translation import gettext as _

from .digest import canonical_json

TIMEOUT = 10
API_PATH = "league/api/nights/"


@dataclass(frozen=True)
class Answer:
    """The league's answer: its HTTP status (None: no connection), whether it kept the night, what to tell."""

    status: int | None
    accepted: bool
    message: str


def api_url(league: str) -> str:
    """The API address under the league's address (``https://league.example.org/`` → ``…/league/api/nights/``);
    the address of the league's own page (``…/league/``), pasted by mistake, means the same server."""
    base = league if league.endswith("/") else league + "/"
    if base.endswith("/league/"):
        base = base.removesuffix("league/")
    return urllib.parse.urljoin(base, API_PATH)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A redirect is answered to the person (the address to set), never followed: urllib would follow a
    POST's redirect as a GET without the night."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: ANN001, ANN201, PLR0913
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


def _message(raw: bytes) -> str:
    try:
        answer = json.loads(raw.decode())
    except (UnicodeDecodeError, ValueError):
        return ""
    return str(answer.get("message") or "") if isinstance(answer, dict) else ""


def night_post(*, league: str, token: str, data: dict) -> Answer:
    """POST the night to the league with the hall's token; never raises for a network or HTTP problem."""
    request = urllib.request.Request(api_url(league), data=canonical_json(data), method="POST", headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json", "Accept": "application/json"})
    try:
        with _OPENER.open(request, timeout=TIMEOUT) as response:
            status, raw = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, raw = error.code, error.read()
        if 300 <= status < 400:
            return Answer(status, False, _("The league is at another address (%(address)s): set that address on the "
                                           "league page.") % {"address": error.headers.get("Location", "?")})
        if status == 404:
            return Answer(status, False, _("No league answers at this address: check the league address on the "
                                           "league page."))
    except (urllib.error.URLError, OSError, ValueError):
        return Answer(None, False, _("No connection to the league: check the Internet, or download the night file "
                                     "and give it to the league organiser."))
    said = _message(raw)
    if status in (200, 201):
        return Answer(status, True, said or _("The league received the night."))
    if status == 401:
        return Answer(status, False, _("The league does not accept this hall's token (unknown or revoked): ask the "
                                       "league organiser for a new one and set it on the league page."))
    if status in (400, 409, 413):
        return Answer(status, False, _("The league refused the night: %(reason)s") % {"reason": said or status})
    return Answer(status, False, _("The league answered with an error (%(status)s): try again later, or download the "
                                   "night file.") % {"status": status})
