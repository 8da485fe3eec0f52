"""A league on several app servers (issue 32 point 4): two gunicorn servers, each with its own var/
folder, on one PostgreSQL database and one Redis (CACHE_URL), as a league behind one proxy runs them.
What one server is told, the other answers at once: a tap, a logout, a password change, a night received.
And when Redis stops and starts again (issue 37 point 6): a cache miss, never a 500, no one logged out.
The Redis is the module's own, on a spare port (tests/server/redis_helper.py). The two servers serve
every test of the module: each test logs in the people it needs and taps tables no other test tapped."""

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

ANOTHER_ORGANISER = """
import sys
import django
django.setup()
from django.contrib.auth import get_user_model
from tournaments.models import Night
user = get_user_model().objects.create_user(sys.argv[1], password="pw-for-tests-1", is_staff=True)
Night.objects.get(slug=sys.argv[2]).organisers.add(user)
print(user.pk)
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


def _run(server: Server, code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=server.env, capture_output=True,
                          text=True, timeout=120)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return done.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def two_servers(tmp_path_factory, redis_server):  # noqa: F811 - the fixture imported above
    """Two servers of one league: one PostgreSQL database, one Redis, a var/ folder each."""
    tmp_path = tmp_path_factory.mktemp("league")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DATABASE_URL", _postgres_url())
        first = make_server(tmp_path / "a", "shared")
    first.environ["CACHE_URL"] = redis_server.url
    first.prepare(couples=14, games=3)
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


def _tap(server: Server, table: int, winner: int, who: str) -> dict:
    status, answer = server.request("POST", f"/score/{server.slug}/result/",
                                    {"game": 1, "table": table, "winner": winner, "token": secrets.token_hex(16)},
                                    who=who)
    assert status == 200, answer
    return answer


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


def _logged_in(servers: tuple[Server, Server], username: str) -> str:
    """``username`` logged in through the form on the first server: the session's name on both servers."""
    status, session = _login(servers[0], username)
    assert status == 302 and session
    name = f"{username}-{secrets.token_hex(4)}"
    for server in servers:
        server.sessions[name] = session
    return name


def _untapped_tables(server: Server) -> list[tuple[int, list[int]]]:
    """Game 1's tables of two couples that no test has tapped yet, with their couples."""
    tapped = {table for _game, table in server.results(1)}
    return [(t, p) for t, p in sorted(server.seating(1).items()) if len(p) == 2 and t not in tapped]


def test_a_tap_on_one_server_is_seen_at_once_by_a_poll_on_the_other(two_servers):
    first, second = two_servers
    keeper = _logged_in(two_servers, "keeper")
    status, etag = _poll(second, keeper)
    assert status == 200 and etag
    assert _poll(second, keeper, etag) == (304, etag)  # nothing changed: the shared cache answers
    table, pair = _untapped_tables(first)[0]
    _tap(first, table, pair[0], keeper)
    status, after = _poll(second, keeper, etag)
    assert status == 200 and after != etag
    assert _poll(second, keeper, after) == (304, after)


def test_a_logout_on_one_server_ends_the_session_on_the_other(two_servers):
    first, second = two_servers
    keeper = _logged_in(two_servers, "keeper")
    assert _poll(second, keeper)[0] == 200
    status, _answer = first.request("POST", "/accounts/logout/", {}, who=keeper, form=True)
    assert status in (200, 302)
    assert _poll(second, keeper)[0] in (302, 401, 403)


def test_a_password_change_on_one_server_ends_the_other_sessions_on_the_other(two_servers):
    first, second = two_servers
    _run(first, ANOTHER_ORGANISER, "treasurer", first.slug)  # their own account: the other tests keep "org"
    here, elsewhere = _logged_in(two_servers, "treasurer"), _logged_in(two_servers, "treasurer")  # two devices
    assert _poll(second, elsewhere)[0] == 200
    status, _answer = first.request("POST", "/admin/password_change/",
                                    {"old_password": "pw-for-tests-1", "new_password1": "Harbour-lights-1948",
                                     "new_password2": "Harbour-lights-1948"}, who=here, form=True)
    assert status == 302
    assert _poll(second, elsewhere)[0] in (302, 401, 403)


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


def test_redis_stopping_and_starting_is_a_cache_miss_never_an_error_and_logs_no_one_out(two_servers, redis_server):  # noqa: F811
    first, second = two_servers
    keeper, org = _logged_in(two_servers, "keeper"), _logged_in(two_servers, "org")
    made = [keeper, org]
    status, etag = _poll(first, keeper)
    assert status == 200
    tables = iter(_untapped_tables(first))
    for phase in ("up", "stopped", "started again"):
        if phase == "stopped":
            redis_server.stop()
        elif phase == "started again":
            redis_server.start()
        for server in (first, second):
            status, now = _poll(server, keeper, etag)
            assert status in (200, 304), (phase, status)  # never a 500, never logged out
            etag = now or etag
            assert _poll(server, org)[0] == 200, phase
        table, pair = next(tables)
        assert _tap(second, table, pair[0], keeper)["status"] == "recorded", phase
        made.append(_logged_in(two_servers, "keeper"))  # a login on the first server while Redis is so
        assert _poll(second, made[-1])[0] == 200, phase
    for server in (first, second):  # every session made while Redis was up, down or back still holds
        for who in made:
            assert _poll(server, who)[0] == 200, who
    assert "Traceback" not in (first.workdir / "server.log").read_text() + (second.workdir / "server.log").read_text()
