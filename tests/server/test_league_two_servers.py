"""A league across halls on two real servers: a hall on SQLite sends its finished night, from its
desk, to a league on PostgreSQL (issue 15, point 3).

Both are gunicorn as `make run` starts them, each with its own database. The league always runs on
PostgreSQL, so this test needs one: without it, it is skipped on a developer's machine and fails
under CI. It touches no pytest-django database, so `make test`'s PostgreSQL pass leaves it out (it
already ran against PostgreSQL in the first pass).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest

from .harness import ROOT, Server, _postgres_database, make_server

PG_URL = os.environ.get("PG_URL", "postgres://postgres@127.0.0.1:5432/test")

HALL_NIGHT = """
import json
import django
django.setup()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from tournaments.demo import demo_night_create
from tournaments.services.nights import night_finish
night = demo_night_create(couples=6, games=2, seed=3, play=2, name="Hall night", series_name="Arichat Thursdays")
night = night_finish(night=night)
user = get_user_model().objects.create_user("org", password="pw-for-tests-1", is_staff=True)
night.organisers.add(user)
night.series.owners.add(user)
session = SessionStore()
session.update({"_auth_user_id": str(user.pk), "_auth_user_backend": settings.AUTHENTICATION_BACKENDS[-1],
                "_auth_user_hash": user.get_session_auth_hash()})
session.create()
print(json.dumps({"slug": night.slug, "series": night.series.slug, "session": session.session_key}))
"""

HALL_CORRECTION = """
import sys
import django
django.setup()
from tournaments.models import Night, Result
from tournaments.selectors import seating_for_game
from tournaments.services.nights import night_finish
from tournaments.services.reopening import night_reopen
from tournaments.services.corrections import result_correct
night = Night.objects.get(slug=sys.argv[1])
night_reopen(night=night, reason="A result was entered for the wrong couple")
result = Result.objects.filter(night=night, game=1).order_by("table").select_related("winner").first()
pair = seating_for_game(night=night, game=1)[result.table]
other = next(n for n in pair if n != result.winner.number)
result_correct(night=night, game=1, table=result.table, winner=other, reason="Wrong couple tapped", version=result.version)
night_finish(night=Night.objects.get(pk=night.pk))
print(result.table, other)
"""


def _postgres_url() -> str:
    """The PostgreSQL server the league runs on, or a skip (a failure under CI)."""
    url = os.environ.get("DATABASE_URL", "")
    url = url if url.startswith(("postgres://", "postgresql://")) else PG_URL
    try:
        import psycopg

        psycopg.connect(url, connect_timeout=3).close()
    except Exception as exc:  # noqa: BLE001 (no server, wrong password, no driver: all mean no PostgreSQL)
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL at {url} for the league server: {exc}")
        pytest.skip(f"no PostgreSQL at {url} for the league server")
    return url


def _run(server: Server, code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=server.env, capture_output=True,
                          text=True, timeout=120)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return done.stdout.strip().splitlines()[-1]


@pytest.fixture
def servers(tmp_path):
    """(hall on SQLite, league on a fresh PostgreSQL database), both migrated and serving."""
    url = _postgres_url()
    (tmp_path / "league" / "var").mkdir(parents=True)
    league = Server(workdir=tmp_path / "league",
                    database_url=_postgres_database(url, f"cardparty_league_{os.getpid()}"))
    hall = make_server(tmp_path / "hall", "hall", sqlite=True)
    migrations = [threading.Thread(target=s.manage, args=("migrate", "--noinput", "-v0")) for s in (hall, league)]
    for t in migrations:
        t.start()
    for t in migrations:
        t.join()
    started = [threading.Thread(target=s.start) for s in (hall, league)]
    for t in started:
        t.start()
    for t in started:
        t.join()
    yield hall, league
    for server in (hall, league):
        server.kill()


def _sent(hall: Server, slug: str) -> list[tuple]:
    """The hall's record of its sendings, newest first: (status, accepted, message)."""
    return hall.query("SELECT s.status, s.accepted, s.message FROM league_nightsent s JOIN tournaments_night n "
                      "ON n.id = s.night_id WHERE n.slug = ? ORDER BY s.id DESC", (slug,))


def _league_night(league: Server, slug: str) -> tuple:
    return league.query("SELECT n.id, n.state, s.slug FROM tournaments_night n JOIN tournaments_series s "
                        "ON s.id = n.series_id WHERE n.slug = ?", (slug,))[0]


def test_a_hall_sends_its_finished_night_to_the_league_from_its_desk(servers):
    hall, league = servers
    assert league.database_url.startswith("postgres") and hall.is_sqlite
    token = league.manage("league_hall", "Arichat", "--series", "League").split()[-1]  # the sentence ends with the token
    made = json.loads(_run(hall, HALL_NIGHT))
    slug, hall.sessions = made["slug"], {"org": made["session"]}

    # The hall's organiser sets the league's address and token, then taps Send: the real POSTs, on the hall's server.
    status, _ = hall.request("POST", f"/desk/series/{made['series']}/league/",
                             {"url": f"http://127.0.0.1:{league.port}/", "token": token}, who="org", form=True)
    assert status == 302
    # A double tap: two sends at once. The league takes the night once; the other is "already have it".
    taps = [threading.Thread(target=hall.request, args=("POST", f"/desk/{slug}/league/", {}),
                             kwargs={"who": "org", "form": True}) for _ in range(2)]
    for t in taps:
        t.start()
    for t in taps:
        t.join()
    assert sorted(row[:2] for row in _sent(hall, slug)) == [(200, True), (201, True)]
    night_id, state, series = _league_night(league, slug)
    assert (state, series) == ("finished", "league")
    assert league.query("SELECT h.name FROM league_receivednight r JOIN league_hall h ON h.id = r.hall_id "
                        "WHERE r.slug = ?", (slug,)) == [("Arichat",)]
    names = hall.query("SELECT player1 FROM tournaments_couple c JOIN tournaments_night n ON n.id = c.night_id "
                       "WHERE n.slug = ?", (slug,))
    status, season = league.request("GET", "/s/league/")
    assert status == 200 and all(name in season for (name,) in names)
    page = hall.request("GET", f"/desk/{slug}/league/", who="org")[1]
    assert "The league received the night." in page

    # The same night again: "already have it", nothing changes on the league.
    events = league.query("SELECT COUNT(*) FROM league_leagueevent")
    hall.request("POST", f"/desk/{slug}/league/", {}, who="org", form=True)
    assert _sent(hall, slug)[0][:2] == (200, True) and "already has this night" in _sent(hall, slug)[0][2]
    assert _league_night(league, slug)[0] == night_id
    assert league.query("SELECT COUNT(*) FROM league_leagueevent") == events

    # A correction made at the hall after the night: the league replaces its copy, with an audit line.
    table, winner = map(int, _run(hall, HALL_CORRECTION, slug).split())
    hall.request("POST", f"/desk/{slug}/league/", {}, who="org", form=True)
    assert _sent(hall, slug)[0][:2] == (201, True) and "corrected" in _sent(hall, slug)[0][2]
    new_id = _league_night(league, slug)[0]
    assert new_id != night_id
    assert league.query("SELECT c.number FROM tournaments_result r JOIN tournaments_couple c ON c.id = r.winner_id "
                        "WHERE r.night_id = ? AND r.game = 1 AND r.\"table\" = ?", (new_id, table)) == [(winner,)]
    assert league.query("SELECT kind, slug FROM league_leagueevent WHERE kind = 'corrected'") == [("corrected", slug)]

    # The hall's token revoked on the league: the next send is refused and said so; the league is unchanged.
    league.manage("league_hall", "Arichat", "--revoke")
    hall.request("POST", f"/desk/{slug}/league/", {}, who="org", form=True)
    status, accepted, message = _sent(hall, slug)[0]
    assert (status, accepted) == (401, False) and "does not accept this hall's token" in message
    assert _league_night(league, slug)[0] == new_id
