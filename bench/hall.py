"""The whole hall at once: every device of a busy night against one real server.

The server is gunicorn with the settings `make run` uses, on SQLite. For
``--seconds`` (300 by default) this process plays the room, each device on its
own keep-alive connection, as the pages themselves poll:

- 200 phones poll their couple's card every 10 s with the version it shows (``/c/<token>/?v=``);
- 3 wall boards ask for the board's live part every 5 s, sending the version
  they show (``/n/<night>/board/live/``);
- the desk's progress page refreshes every 3 s;
- 10 tablets poll the game's state every 2 s while their scorekeepers tap the
  results of a 100-table game (10 tables each) as fast as a person taps, one
  tap about every second; when every table is in, the desk closes the game
  and the tablets go on with the next one.

It reports, per kind of request, the count, the median and the 95th
percentile in milliseconds, the errors (any answer other than 200, 204 or
304, or a dropped connection), and the server's CPU share (its processes'
CPU seconds over the wall time: 1.0 is one core busy all the time). The
load generator runs on the same machine and its own CPU is reported too.
The targets: 0 errors and tablet posts' p95 within 50 ms.

    python -m bench.hall [--json] [--seconds 300] [--phones 200] [--tablets 10]
    python -m bench.hall --database postgres://postgres@127.0.0.1:5432/test --cache redis://127.0.0.1:6379/5

The second line is the same hall on a league's stack: PostgreSQL (a fresh database) and Redis.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import resource
import secrets
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.web import report  # noqa: E402
from tests.server.harness import BrowserConnection, Server, make_server  # noqa: E402

# Logs in one scorekeeper per tablet and lists the couples' card links.
SETUP = """
import json, sys, django
django.setup()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from tournaments.models import Night
night = Night.objects.get(slug=sys.argv[1])
User = get_user_model()
sessions = []
for i in range(int(sys.argv[2])):
    user = User.objects.create_user(f"tablet{i}", password="pw-for-bench-1")
    night.scorekeepers.add(user)
    session = SessionStore()
    session["_auth_user_id"] = str(user.pk)
    session["_auth_user_backend"] = settings.AUTHENTICATION_BACKENDS[-1]
    session["_auth_user_hash"] = user.get_session_auth_hash()
    session.create()
    sessions.append(session.session_key)
tokens = list(night.couples.order_by("number").values_list("public_token", flat=True))
print(json.dumps({"sessions": sessions, "tokens": tokens}))
"""

VERSION = re.compile(r"[?&]v=([0-9A-Za-z_.:-]+)")
OK = frozenset({200, 204, 304})
CARD_VERSION = re.compile(r'hx-get="/c/[^"?]+[?]v=([0-9A-Za-z_.:-]+)"')
REDIRECTED = frozenset({302, 303})
STALE = (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError)


class Recorder:
    """Latencies and errors per kind of request, shared by every device's thread."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.times: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.examples: list[str] = []

    def add(self, kind: str, ms: float, status: int | None, detail: str = "", ok: frozenset = OK) -> None:
        with self.lock:
            self.times[kind].append(ms)
            if status not in ok:
                self.errors[kind] += 1
                if len(self.examples) < 10:
                    self.examples.append(f"{kind}: {status} {detail[:200]}")


class Device:
    """One phone, board, desk or tablet: a keep-alive connection and a session cookie."""

    def __init__(self, server: Server, recorder: Recorder, session: str | None = None) -> None:
        self.server, self.recorder, self.session = server, recorder, session
        self.conn: http.client.HTTPConnection | None = None

    def request(self, kind: str, method: str, path: str, body: dict | None = None,
                headers: dict | None = None, form: bool = False, ok: frozenset = OK) -> tuple[int | None, str, dict]:
        cookie = f"csrftoken={self.server.csrf}" + (f"; sessionid={self.session}" if self.session else "")
        sent = {"Cookie": cookie, "X-CSRFToken": self.server.csrf, "Referer": f"http://127.0.0.1:{self.server.port}/",
                **(headers or {})}
        data = None
        if body is not None and form:
            data = urllib.parse.urlencode(body).encode()
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        elif body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        start = time.perf_counter()
        for attempt in (1, 2):
            reused = self.conn is not None
            try:
                if self.conn is None:
                    self.conn = BrowserConnection("127.0.0.1", self.server.port, timeout=30)
                self.conn.request(method, path, body=data, headers=sent)
                response = self.conn.getresponse()
                text = response.read().decode(errors="replace")
                status, answer_headers = response.status, dict(response.getheaders())
                if response.getheader("Connection", "").lower() == "close":
                    self.conn.close()
                    self.conn = None
                break
            except (OSError, http.client.HTTPException) as exc:
                if self.conn is not None:
                    self.conn.close()
                self.conn = None
                status, text, answer_headers = None, repr(exc), {}
                # The server closes an idle keep-alive connection (gunicorn's keepalive): a
                # browser then sends the request again on a new one, and so does this device.
                if not (reused and attempt == 1 and isinstance(exc, STALE)):
                    break
                start = time.perf_counter()
        self.recorder.add(kind, (time.perf_counter() - start) * 1000, status, text, ok)
        return status, text, answer_headers


def every(period: float, stop: threading.Event, action, rng: random.Random) -> None:
    """Call ``action`` every ``period`` seconds (starting at a random moment) until ``stop``."""
    if stop.wait(rng.uniform(0, period)):
        return
    while not stop.is_set():
        began = time.monotonic()
        action()
        stop.wait(max(0.0, period - (time.monotonic() - began)))


class Board:
    """A wall board: asks for the live part with the version it shows (and its ETag, if any)."""

    def __init__(self, device: Device, slug: str) -> None:
        self.device, self.slug, self.version, self.etag = device, slug, "", ""

    def poll(self) -> None:
        headers = {"HX-Request": "true"}
        if self.etag:
            headers["If-None-Match"] = self.etag
        status, text, answer = self.device.request("board", "GET", f"/n/{self.slug}/board/live/?v={self.version}",
                                                   headers=headers)
        if status == 200:
            found = VERSION.search(text)
            self.version = found.group(1) if found else self.version
            self.etag = answer.get("ETag", self.etag)


class Card:
    """A phone's couple card: its poll sends the version the card shows (204 while nothing changed)."""

    def __init__(self, device: Device, path: str) -> None:
        self.device, self.path, self.version = device, path, ""

    def poll(self) -> None:
        status, text, _answer = self.device.request("card", "GET", f"{self.path}?v={self.version}",
                                                    headers={"HX-Request": "true"})
        if status == 200:
            found = CARD_VERSION.search(text)
            self.version = found.group(1) if found else self.version


class Polled:
    """A page that reloads itself, keeping the ETag it was last given."""

    def __init__(self, device: Device, kind: str, path: str) -> None:
        self.device, self.kind, self.path, self.etag = device, kind, path, ""

    def poll(self) -> None:
        headers = {"HX-Request": "true"}
        if self.etag:
            headers["If-None-Match"] = self.etag
        status, _text, answer = self.device.request(self.kind, "GET", self.path, headers=headers)
        if status == 200:
            self.etag = answer.get("ETag", self.etag)


class Room:
    """The game in play, as the desk and the tablets see it."""

    def __init__(self, server: Server, tables: int) -> None:
        self.server, self.tables = server, tables
        self.lock = threading.Lock()
        self.game = 1
        self.recorded: set[int] = set()
        self.seating = {t: c for t, c in server.seating(1).items()}
        self.games_closed = 0
        self.posts = 0

    def next_game(self) -> None:
        self.game += 1
        self.recorded = set()
        self.seating = self.server.seating(self.game)
        self.games_closed += 1


def tablet(room: Room, device: Device, index: int, tablets: int, stop: threading.Event, rng: random.Random) -> None:
    """A scorekeeper: polls the state every 2 s and taps a result about every second."""
    slug = room.server.slug
    next_poll = time.monotonic() + rng.uniform(0, 2)
    next_tap = time.monotonic() + rng.uniform(0.5, 1.5)
    while not stop.is_set():
        now = time.monotonic()
        if now >= next_poll:
            device.request("tablet_state", "GET", f"/score/{slug}/state/")
            next_poll = now + 2
        if now >= next_tap:
            with room.lock:
                game = room.game
                mine = [t for t, c in sorted(room.seating.items())
                        if t % tablets == index and len(c) == 2 and t not in room.recorded]
                pick = mine[0] if mine else None
                couples = room.seating.get(pick) if pick else None
            if pick is not None:
                body = {"game": game, "table": pick, "winner": rng.choice(couples), "token": secrets.token_hex(16)}
                status, _text, _h = device.request("tablet_post", "POST", f"/score/{slug}/result/", body)
                if status == 200:
                    with room.lock:
                        if room.game == game:
                            room.recorded.add(pick)
                        room.posts += 1
            next_tap = time.monotonic() + rng.uniform(0.7, 1.3)
        stop.wait(max(0.0, min(next_poll, next_tap) - time.monotonic()))


def desk_closer(room: Room, device: Device, stop: threading.Event) -> None:
    """Closes the game as soon as every table is in."""
    slug = room.server.slug
    while not stop.wait(0.2):
        with room.lock:
            full = len(room.recorded) >= room.tables
            game = room.game
        if not full:
            continue
        status, text, _h = device.request("desk_close", "POST", f"/desk/{slug}/close/", {"game": game}, form=True,
                                          ok=REDIRECTED)
        if status not in REDIRECTED:
            raise RuntimeError(f"closing game {game} failed: {status} {text[:300]}")
        with room.lock:
            room.next_game()


def cpu_seconds(pgid: int) -> float:
    """User and system CPU seconds of every live process in the server's process group."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:  # field 5 of stat, the process group
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def summary(recorder: Recorder) -> dict:
    out: dict = {}
    for kind, times in sorted(recorder.times.items()):
        ordered = sorted(times)
        out[f"{kind}_count"] = len(times)
        out[f"{kind}_median_ms"] = round(statistics.median(ordered), 2)
        out[f"{kind}_p95_ms"] = round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 2)
        out[f"{kind}_errors"] = recorder.errors.get(kind, 0)
    out["errors"] = sum(recorder.errors.values())
    return out


def run(seconds: float, phones: int, tablets: int, couples: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        # SQLite as on the hall laptop, unless --database names a league's PostgreSQL
        server = make_server(Path(tmp), "hall", sqlite=not os.environ.get("DATABASE_URL", "").startswith("postgres"))
        server.prepare(couples=couples, games=99)
        done = subprocess.run([sys.executable, "-c", SETUP, server.slug, str(tablets)], cwd=ROOT, env=server.env,
                              capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(done.stderr[-3000:])
        setup = json.loads(done.stdout.strip().splitlines()[-1])
        server.start()
        recorder, stop = Recorder(), threading.Event()
        room = Room(server, tables=sum(1 for c in server.seating(1).values() if len(c) == 2))
        threads: list[threading.Thread] = []

        def spawn(target, *args) -> None:
            threads.append(threading.Thread(target=target, args=args, daemon=True))

        for i in range(phones):
            card = Card(Device(server, recorder), f"/c/{setup['tokens'][i % len(setup['tokens'])]}/")
            spawn(every, 10, stop, card.poll, random.Random(100 + i))
        for i in range(3):
            spawn(every, 5, stop, Board(Device(server, recorder), server.slug).poll, random.Random(500 + i))
        progress = Polled(Device(server, recorder, server.sessions["org"]), "progress", f"/desk/{server.slug}/progress/live/")
        spawn(every, 3, stop, progress.poll, random.Random(600))
        for i, session in enumerate(setup["sessions"]):
            spawn(tablet, room, Device(server, recorder, session), i, tablets, stop, random.Random(700 + i))
        spawn(desk_closer, room, Device(server, recorder, server.sessions["org"]), stop)

        pgid = os.getpgid(server.process.pid)
        cpu_before, own_before = cpu_seconds(pgid), resource.getrusage(resource.RUSAGE_SELF)
        began = time.monotonic()
        for thread in threads:
            thread.start()
        try:
            stop.wait(seconds)
        finally:
            stop.set()
            for thread in threads:
                thread.join(timeout=35)
            wall = time.monotonic() - began
            cpu_after, own_after = cpu_seconds(pgid), resource.getrusage(resource.RUSAGE_SELF)
            server.kill()
        out = summary(recorder)
        stored = server.results()
        out.update(
            seconds=round(wall, 1), phones=phones, tablets=tablets, tables=room.tables,
            games_closed=room.games_closed, posts_acknowledged=room.posts, results_stored=len(stored),
            results_lost=max(0, room.posts - len(stored)),
            server_cpu_share=round((cpu_after - cpu_before) / wall, 3),
            server_cpu_share_of_machine=round((cpu_after - cpu_before) / wall / (os.cpu_count() or 1), 3),
            bench_cpu_share=round((own_after.ru_utime + own_after.ru_stime - own_before.ru_utime - own_before.ru_stime)
                                  / wall, 3),
            cores=os.cpu_count() or 1,
        )
        out["tablet_post_p95_target_met"] = int(out.get("tablet_post_p95_ms", 1e9) <= 50)
        out["examples_of_errors"] = recorder.examples
        return out


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--tablets", type=int, default=10)
    parser.add_argument("--couples", type=int, default=200, help="200 couples: a 100-table game")
    parser.add_argument("--database", default="", help="a league's PostgreSQL (postgres://...): a fresh database on it")
    parser.add_argument("--cache", default="", help="CACHE_URL for the server (redis://...), as a league server sets it")
    args = parser.parse_args(argv)
    if args.database:  # make_server makes a fresh database on the PostgreSQL that DATABASE_URL names
        os.environ["DATABASE_URL"] = args.database
    if args.cache:
        os.environ["CACHE_URL"] = args.cache
    out = run(args.seconds, args.phones, args.tablets, args.couples)
    return report(out, args.json)


if __name__ == "__main__":
    main()
