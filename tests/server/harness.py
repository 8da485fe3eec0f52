"""A real Cardparty server for reliability tests: gunicorn as `make run` starts it.

Each server gets a database of its own (an SQLite file, or a fresh PostgreSQL
database when DATABASE_URL points at PostgreSQL), set up through manage.py in
subprocesses, so the tests exercise exactly what a hall laptop runs.
"""

from __future__ import annotations

import atexit
import http.client
import json
import os
import secrets
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(sys.executable).with_name("gunicorn")
SETUP_NIGHT = """
import json, sys
import django
django.setup()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from tournaments.demo import demo_night_create
couples, games = int(sys.argv[1]), int(sys.argv[2])
night = demo_night_create(couples=couples, games=games, seed=7, play=0, name="Server test")
from tournaments.services.nights import night_start
night_start(night=night)
User = get_user_model()
out = {"slug": night.slug, "sessions": {}}
for name, staff in (("org", True), ("keeper", False)):
    user = User.objects.create_user(name, password="pw-for-tests-1", is_staff=staff)
    (night.organisers if staff else night.scorekeepers).add(user)
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session["_auth_user_backend"] = settings.AUTHENTICATION_BACKENDS[-1]
    session["_auth_user_hash"] = user.get_session_auth_hash()
    session.create()
    out["sessions"][name] = session.session_key
print(json.dumps(out))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _postgres_database(url: str, name: str) -> str:
    """Create a fresh PostgreSQL database beside the one in ``url``; return its URL.

    It is dropped when this process ends, so test and bench runs leave nothing behind.
    """
    import psycopg

    base = url.rsplit("/", 1)[0]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    atexit.register(_drop_postgres_database, url, name)
    return f"{base}/{name}"


def _drop_postgres_database(url: str, name: str) -> None:
    import psycopg

    try:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    except psycopg.Error:
        pass  # the server is gone with the machine: nothing to tidy


class BrowserConnection(http.client.HTTPConnection):
    """An HTTP connection that sends a small request's head and body in one write, as a browser does
    (Chromium's HttpStreamParser merges them up to 1400 bytes): http.client sends them in two, and
    the server then waits for a second packet that no tablet sends."""

    MERGED_MOST = 1400

    def _send_output(self, message_body=None, encode_chunked=False):  # noqa: ANN001 - http.client's own
        if not isinstance(message_body, bytes) or encode_chunked:
            return super()._send_output(message_body, encode_chunked)
        self._buffer.extend((b"", b""))
        head = b"\r\n".join(self._buffer)
        del self._buffer[:]
        if len(head) + len(message_body) <= self.MERGED_MOST:
            self.send(head + message_body)
        else:
            self.send(head)
            self.send(message_body)
        return None


@dataclass
class Server:
    """A gunicorn process serving Cardparty on 127.0.0.1."""

    workdir: Path
    database_url: str
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None
    slug: str = ""
    sessions: dict = field(default_factory=dict)
    csrf: str = field(default_factory=lambda: secrets.token_hex(16))
    settings: str = "cardparty.settings"  # bench/web.py's post adds its floors' addresses (bench/floor)
    environ: dict = field(default_factory=dict)  # more of the environment (CACHE_URL, for a shared cache)

    @property
    def env(self) -> dict:
        env = dict(os.environ)
        env.update(DATABASE_URL=self.database_url, CARDPARTY_VAR=str(self.workdir / "var"),
                   DJANGO_SETTINGS_MODULE=self.settings, SECRET_KEY="server-tests-" + "x" * 40)
        env.update(self.environ)
        return env

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def sqlite_path(self) -> Path:
        return Path(self.database_url.removeprefix("sqlite:///"))

    def manage(self, *args: str, input: str | None = None) -> str:
        done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=self.env, input=input,
                              capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(done.stderr[-3000:])
        return done.stdout

    def prepare(self, *, couples: int, games: int = 25) -> None:
        """Migrate, create a started night of ``couples`` couples, log two people in."""
        self.manage("migrate", "--noinput", "-v0")
        done = subprocess.run([sys.executable, "-c", SETUP_NIGHT, str(couples), str(games)], cwd=ROOT, env=self.env,
                              capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(done.stderr[-3000:])
        data = json.loads(done.stdout.strip().splitlines()[-1])
        self.slug, self.sessions = data["slug"], data["sessions"]

    def spawn(self) -> None:
        """gunicorn on this server's port, its errors in ``server.log``."""
        self.process = subprocess.Popen(
            [str(GUNICORN), "cardparty.wsgi", "--config", "cardparty/gunicorn_conf.py",
             "--bind", f"127.0.0.1:{self.port}", "--access-logfile", "/dev/null"],
            cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=open(self.workdir / "server.log", "ab"),
            start_new_session=True,
        )

    def start(self) -> None:
        self.spawn()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if self.request("GET", "/")[0] == 200:
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start: " + (self.workdir / "server.log").read_text()[-2000:])

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """Stop the server (kill -9 by default: a pulled plug)."""
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, sig)
            self.process.wait(timeout=30)

    def request(self, method: str, path: str, body: dict | None = None, *, who: str | None = None,
                timeout: float = 30, form: bool = False) -> tuple[int, dict | str]:
        """One HTTP request as ``who`` (a logged-in session): JSON in and out, or a form post."""
        conn = BrowserConnection("127.0.0.1", self.port, timeout=timeout)
        headers = {"Accept": "application/json", "Cookie": f"csrftoken={self.csrf}", "X-CSRFToken": self.csrf,
                   "Referer": f"http://127.0.0.1:{self.port}/"}
        if who:
            headers["Cookie"] += f"; sessionid={self.sessions[who]}"
        data = None
        if body is not None and form:
            data = urllib.parse.urlencode(body).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        elif body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        try:
            conn.request(method, path, body=data, headers=headers)
            response = conn.getresponse()
            raw = response.read().decode()
        finally:
            conn.close()
        try:
            return response.status, json.loads(raw)
        except json.JSONDecodeError:
            return response.status, raw

    # Direct reads of the database, independent of the app's own code.
    def query(self, sql: str, params: tuple = ()) -> list[tuple]:
        if self.is_sqlite:
            conn = sqlite3.connect(self.sqlite_path, timeout=30)
            try:
                return conn.execute(sql, params).fetchall()
            finally:
                conn.close()
        import psycopg

        with psycopg.connect(self.database_url) as conn:
            return conn.execute(sql.replace("?", "%s"), params).fetchall()

    def close_game(self, game: int) -> None:
        """Close a game through the organiser's desk, and check that it closed."""
        status, answer = self.request("POST", f"/desk/{self.slug}/close/", {"game": game}, who="org", form=True)
        assert status in (302, 303), (status, answer)
        state = self.query("SELECT current_game, state FROM tournaments_night WHERE slug = ?", (self.slug,))[0]
        assert state[0] > game or state[1] == "prizes", f"game {game} did not close: {state}"

    def night_id(self) -> int:
        return self.query("SELECT id FROM tournaments_night WHERE slug = ?", (self.slug,))[0][0]

    def seating(self, game: int) -> dict[int, list[int]]:
        rows = self.query(
            "SELECT s.\"table\", c.number FROM tournaments_seat s JOIN tournaments_couple c ON c.id = s.couple_id "
            "WHERE s.night_id = ? AND s.game = ?", (self.night_id(), game))
        tables: dict[int, list[int]] = {}
        for table, number in rows:
            tables.setdefault(table, []).append(number)
        return tables

    def results(self, game: int | None = None) -> dict[tuple[int, int], int]:
        sql = ("SELECT r.game, r.\"table\", c.number FROM tournaments_result r JOIN tournaments_couple c "
               "ON c.id = r.winner_id WHERE r.night_id = ?")
        params: tuple = (self.night_id(),)
        if game is not None:
            sql += " AND r.game = ?"
            params += (game,)
        return {(g, t): w for g, t, w in self.query(sql, params)}


def make_server(workdir: Path, name: str, *, sqlite: bool = False, settings: str = "cardparty.settings") -> Server:
    """A server on SQLite, or on a fresh PostgreSQL database when DATABASE_URL says so."""
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith(("postgres://", "postgresql://")) and not sqlite:
        db_url = _postgres_database(url, f"cardparty_{name}_{os.getpid()}")
    else:
        db_url = f"sqlite:///{workdir / 'cardparty.sqlite3'}"
    (workdir / "var").mkdir(parents=True, exist_ok=True)
    return Server(workdir=workdir, database_url=db_url, settings=settings)
