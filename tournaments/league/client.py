"""The hall's side of the wire: send a night file to the league's API and say what came of it.

The POST is bounded (``wire.bounded_post``): an overall deadline that grows with the file's size, and
at most 64 KB of whatever answers. Every outcome is an ``Answer`` a volunteer can read; only a
league's own JSON answer counts as accepted; a failure's cause is logged for whoever keeps the
laptop; a redirect's ``Location`` is never shown (the advice is built from the hall's own address).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from django.utils.translation import gettext as _

from .digest import canonical_json
from .wire import ANSWER_MAX_BYTES, Failure, Phase, Reply, bounded_post

logger = logging.getLogger(__name__)

API_PATH = "league/api/nights/"
BASE_SECONDS = 10  # the deadline of a small night: connect, send, the league's checks, the answer
SLOW_UPLINK_BYTES_PER_S = 62_500  # 0.5 Mbit/s: a hall's slow uplink; 1.31 MB (500 couples) adds 21 s
MAX_SECONDS = 50  # under gunicorn's 60 s timeout


@dataclass(frozen=True)
class Answer:
    """The league's answer: its HTTP status (None: no whole answer), whether it kept the night, what to tell."""

    status: int | None
    accepted: bool
    message: str


def deadline_for(size: int) -> float:
    """Seconds the whole sending of ``size`` bytes may take: 10 s, plus the file at a slow uplink, at most 50 s."""
    return min(BASE_SECONDS + size / SLOW_UPLINK_BYTES_PER_S, MAX_SECONDS)


def league_base(league: str) -> str:
    """The league's address itself, from whatever was typed: its own page (``…/league/``) or the API's
    address (``…/league/api/nights/``) means the same server; no query, no fragment, one trailing slash."""
    parts = urlsplit(league.strip())
    path = parts.path.rstrip("/") + "/"
    for suffix in ("/" + API_PATH, "/league/api/", "/league/"):
        if path.endswith(suffix):
            path = path.removesuffix(suffix) + "/"
            break
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), path, "", ""))


def api_url(league: str) -> str:
    """The API address under the league's address (``https://league.example.org/`` → ``…/league/api/nights/``)."""
    return league_base(league) + API_PATH


def _league_json(raw: bytes) -> dict:
    """The league's JSON answer (an object), or {} for anything else."""
    try:
        answer = json.loads(raw.decode())
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {}
    return answer if isinstance(answer, dict) else {}


def _said(answer: dict) -> str:
    """The league's own sentence, on one line and short."""
    return " ".join(str(answer.get("message") or "").split())[:240]


def _https_advice(league: str, location: str) -> str | None:
    """When a redirect goes to https on the same host (a TLS proxy's answer to http), the hall's own address
    with https; anything else gives None (the redirect's address is never repeated to the hall)."""
    ours, theirs = urlsplit(league_base(league)), urlsplit(location.strip())
    if ours.scheme != "http" or theirs.scheme != "https" or not ours.hostname or theirs.hostname != ours.hostname:
        return None
    port = f":{theirs.port}" if theirs.port else ""
    return urlunsplit(("https", f"{ours.hostname}{port}", ours.path, "", ""))


def _may_have_it() -> str:
    return _("The league may have received it anyway: sending it again is safe, the league keeps one copy of an "
             "unchanged night.")


def _failure(reply: Reply, deadline: float) -> str:
    """The sentence for an exchange that got no whole answer."""
    if reply.failure is Failure.CERTIFICATE:
        return _("The league's certificate is not trusted by this laptop, so nothing was sent: ask whoever looks "
                 "after the laptop to trust the league's certificate (the README says how), or download the night "
                 "file and give it to the league organiser.")
    if reply.phase is Phase.CONNECT:
        return _("No connection to the league: check the Internet, or download the night file and give it to the "
                 "league organiser.")
    if reply.phase is Phase.SEND:
        return _("The night could not be sent in full within %(seconds)s s (the connection is too slow or was cut): "
                 "try again where the Internet is better, or download the night file and give it to the league "
                 "organiser.") % {"seconds": round(deadline)}
    if reply.failure is Failure.TOO_BIG:
        return _("Something at the league address answered with more than %(kb)s KB, which a league never does: "
                 "check the league address on the league page.") % {"kb": ANSWER_MAX_BYTES // 1024} + " " + _may_have_it()
    if reply.failure is Failure.TIMEOUT:
        return _("The night was sent, but the league did not answer within %(seconds)s s.") % {
            "seconds": round(deadline)} + " " + _may_have_it()
    return _("The night was sent, but the connection was cut before the league answered.") + " " + _may_have_it()


def _answered(reply: Reply, league: str) -> Answer:  # noqa: PLR0911 - one sentence per kind of answer
    """The sentence for an HTTP answer."""
    status, answer = reply.status, _league_json(reply.body)
    said = _said(answer)
    if status in (200, 201) and answer.get("ok") is True:
        return Answer(status, True, said or _("The league received the night."))
    if 200 <= status < 300:
        return Answer(status, False, _("Something answered at the league address, but not a league (a Wi-Fi login "
                                       "page can do this): check the Internet and the league address on the league "
                                       "page."))
    if 300 <= status < 400:
        https = _https_advice(league, reply.headers.get("location", ""))
        if https is not None:
            return Answer(status, False, _("The league answers only over https: set %(address)s as the league address "
                                           "on the league page.") % {"address": https})
        return Answer(status, False, _("The league address sends elsewhere: ask the league organiser for the "
                                       "league's address and set it on the league page."))
    if status == 401:
        return Answer(status, False, _("The league does not accept this hall's token (unknown or revoked): ask the "
                                       "league organiser for a new one and set it on the league page."))
    if status == 404:
        return Answer(status, False, _("No league answers at this address: check the league address on the league "
                                       "page."))
    if status == 413 and not said:
        return Answer(status, False, _("The night is too big for the league's proxy (the server in front of the "
                                       "league): download the night file and give it to the league organiser."))
    if status in (400, 409, 413):
        return Answer(status, False, _("The league refused the night: %(reason)s") % {"reason": said or status})
    if status >= 500:
        return Answer(status, False, _("The league answered with an error (%(status)s): try again later, or download "
                                       "the night file.") % {"status": status} + " " + _may_have_it())
    return Answer(status, False, _("The league answered with an error (%(status)s): try again later, or download "
                                   "the night file.") % {"status": status})


def night_post(*, league: str, token: str, data: dict, deadline: float | None = None) -> Answer:
    """POST the night to the league with the hall's token, within ``deadline`` seconds (by default
    ``deadline_for`` the file's size); never raises for a network or HTTP problem."""
    body = canonical_json(data)
    deadline = deadline_for(len(body)) if deadline is None else deadline
    url = api_url(league)
    reply = bounded_post(url=url, body=body, deadline=deadline, headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json", "Accept": "application/json"})
    if reply.failure is not None:
        logger.warning("Sending a night to the league at %s failed (%s, while %s, deadline %.0f s): %s",
                       url, reply.failure.value, reply.phase.value, deadline, reply.cause)
        return Answer(reply.status, False, _failure(reply, deadline))
    answer = _answered(reply, league)
    if not answer.accepted:
        logger.warning("The league at %s answered %s: %r (Location: %r)", url, reply.status, answer.message,
                       reply.headers.get("location", ""))
    return answer
