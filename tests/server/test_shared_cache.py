"""A league on several app servers (issue 32 point 4): two gunicorn servers, each with its own var/
folder, on one PostgreSQL database and one Redis (CACHE_URL), as a league behind one proxy runs them.
What one server is told, the other answers at once: a tap, a logout, a password change, a night received.
And when Redis stops and starts again (issue 37 point 6): a cache miss, never a 500, no one logged out.
The Redis is the test's own, on a spare port (tests/server/redis_helper.py)."""

from __future__ import annotations

import http.client
import json
import secrets
import subprocess
import sys
import threading
import urllib.parse
from http.cookies import SimpleCookie

import pytest

from .harness import ROOT, Server, make_server
from .redis_helper import redis_server  # noqa: F401 - a fixture
from .test_league_two_servers import _postgres_url

pytestmark = [pytest.mark.server, pytest.mark.own_database]  # always PostgreSQL and Redis

SECOND_SESSION = """
import django
django.setup()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
user = get_user_model().objects.get(username="org")
session = SessionStore()
session.update({"_auth_user_id": str(user.pk), "_auth_user_backend": settings.AUTHENTICATION_BACKENDS[-1],
                "_auth_user_hash": user.get_session_auth_hash()})
session.create()
print(session.session_key)
"""

NIGHT_FILE = """
import json
import django
django.setup()
from tournaments.demo import demo_night_create
from tournaments.services.nights import night_finish
from tournaments.transfer import night_export
night = demo_night_create(couples=6, games=2, seed=5, play=2, name="Received night", series_name="Elsewhere")
night = night_finish(night=night)
data = night_export(night=night)
# The file as another hall's: a short name and players this database does not have.
data["night"]["slug"] = "received-elsewhere"
for couple in data["couples"]:
    couple["player1"], couple["public_token"] = f"Seonaid Received {couple['number']}", "r" + couple["public_token"][1:]
print(json.dumps(data))
"""


def _run(server: Server, code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=server.env, capture_output=True, text=True,
                          timeout=120)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return done.stdout.strip().splitlines()[-1]


@pytest.fixture
def two_servers(tmp_path, redis_server, monkeypatch):  # noqa: F811 - the fixture imported above
    """Two servers of one league: one PostgreSQL database, one Redis, a var/ folder each."""
    monkeypatch.setenv("DATABASE_URL", _postgres_url())
    first = make_server(tmp_path / "a", "shared")
    first.environ["CACHE_URL"] = redis_server.url
    first.prepare(couples=8, games=3)
    (tmp_path / "b" / "var").mkdir(parents=True)
    second = Server(workdir=tmp_path / "b", database_url=first.database_url, environ={"CACHE_URL": redis_server.url},
                    slug=first.slug, sessions=dict(first.sessions), csrf=first.csrf)
    started = [threading.Thread(target=s.start) for s in (first, second)]
    for t in started:
        t.start()
    for t in started:
        t.join()
    yield first, second
    for server in (first, second):
        server.kill()


def _poll(server: Server, who: str, etag: str = "") -> tuple[int, str]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Cookie": f"sessionid={server.sessions[who]}", "Accept": "application/json"}
    if etag:
        headers["If-None-Match"] = etag
    try:
        conn.request("GET", f"/score/{server.slug}/state/", headers=headers)
        response = conn.getresponse()
        response.read()
        return response.status, response.getheader("ETag") or ""
    finally:
        conn.close()


def _tap(server: Server, table: int, winner: int) -> dict:
    status, answer = server.request("POST", f"/score/{server.slug}/result/",
                                    {"game": 1, "table": table, "winner": winner, "token": secrets.token_hex(16)},
                                    who="keeper")
    assert status == 200, answer
    return answer


def test_a_tap_on_one_server_is_seen_at_once_by_a_poll_on_the_other(two_servers):
    first, second = two_servers
    status, etag = _poll(second, "keeper")
    assert status == 200 and etag
    assert _poll(second, "keeper", etag) == (304, etag)  # nothing changed: the shared cache answers
    table, pair = next((t, p) for t, p in sorted(first.seating(1).items()) if len(p) == 2)
    _tap(first, table, pair[0])
    status, after = _poll(second, "keeper", etag)
    assert status == 200 and after != etag
    assert _poll(second, "keeper", after) == (304, after)


def test_a_logout_on_one_server_ends_the_session_on_the_other(two_servers):
    first, second = two_servers
    assert _poll(second, "keeper")[0] == 200
    status, _answer = first.request("POST", "/accounts/logout/", {}, who="keeper", form=True)
    assert status in (200, 302)
    assert _poll(second, "keeper")[0] in (302, 401, 403)


def test_a_password_change_on_one_server_ends_the_other_sessions_on_the_other(two_servers):
    first, second = two_servers
    second.sessions["org-elsewhere"] = _run(first, SECOND_SESSION)  # the organiser, logged in on another device
    assert _poll(second, "org-elsewhere")[0] == 200
    status, _answer = first.request("POST", "/admin/password_change/",
                                    {"old_password": "pw-for-tests-1", "new_password1": "Harbour-lights-1948",
                                     "new_password2": "Harbour-lights-1948"}, who="org", form=True)
    assert status == 302
    assert _poll(second, "org-elsewhere")[0] in (302, 401, 403)


def test_a_night_the_league_receives_on_one_server_shows_on_the_others_season_page(two_servers):
    first, second = two_servers
    token = first.manage("league_hall", "Arichat", "--series", "League").split()[-1]  # "Hall token for …: TOKEN"
    status, before = second.request("GET", "/s/league/")
    assert status == 200
    data = _run(first, NIGHT_FILE)
    names = [couple["player1"] for couple in json.loads(data)["couples"]]
    assert not any(name in before for name in names)
    conn = http.client.HTTPConnection("127.0.0.1", first.port, timeout=30)
    conn.request("POST", "/league/api/nights/", body=data.encode(),
                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    response = conn.getresponse()
    assert response.status == 201, response.read()
    conn.close()
    status, season = second.request("GET", "/s/league/")
    assert status == 200 and all(name in season for name in names)


def _login(server: Server, username: str) -> tuple[int, str]:
    """The login form posted: its status and the new session's key ('' if none was given)."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    body = urllib.parse.urlencode({"username": username, "password": "pw-for-tests-1"}).encode()
    try:
        conn.request("POST", "/accounts/login/", body=body, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": f"csrftoken={server.csrf}",
            "X-CSRFToken": server.csrf, "Referer": f"http://127.0.0.1:{server.port}/"})
        response = conn.getresponse()
        response.read()
        cookie = SimpleCookie(", ".join(response.headers.get_all("Set-Cookie") or []))
        return response.status, cookie["sessionid"].value if "sessionid" in cookie else ""
    finally:
        conn.close()


def test_redis_stopping_and_starting_is_a_cache_miss_never_an_error_and_logs_no_one_out(two_servers, redis_server):  # noqa: F811
    first, second = two_servers
    status, etag = _poll(first, "keeper")
    assert status == 200
    tables = iter([(t, p) for t, p in sorted(first.seating(1).items()) if len(p) == 2])
    for phase in ("up", "stopped", "started again"):
        if phase == "stopped":
            redis_server.stop()
        elif phase == "started again":
            redis_server.start()
        for server in (first, second):
            status, now = _poll(server, "keeper", etag)
            assert status in (200, 304), (phase, status)  # never a 500, never logged out
            etag = now or etag
            assert _poll(server, "org")[0] == 200, phase
        table, pair = next(tables)
        assert _tap(second, table, pair[0])["status"] == "recorded", phase
        status, session = _login(first, "keeper")
        assert status == 302 and session, (phase, status)
        first.sessions[f"keeper-{phase}"] = second.sessions[f"keeper-{phase}"] = session
        assert _poll(second, f"keeper-{phase}")[0] == 200, phase
    for server in (first, second):  # every session made while Redis was up, down or back still holds
        for who in server.sessions:
            assert _poll(server, who)[0] == 200, who
    assert "Traceback" not in (first.workdir / "server.log").read_text() + (second.workdir / "server.log").read_text()
