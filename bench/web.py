"""Web benchmarks against the real server (gunicorn, as `make run` serves).

Every figure is a ratio to the bare view (/healthz, a short text) measured by
the same server in the same run, from a separate process (this one). Each page's
database queries are counted at each size; the summary gives how fast each page's
cost grows against the couples (``*_growth_exponent``, 1.0 = as fast) and how much
slower it is beside 300 finished nights (``*_history_slowdown``).

    python -m bench.web [--json] [--sizes 50,200,500] [--history 300] [--quick]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.harness import BrowserConnection, Server, make_server  # noqa: E402
from tournaments.services.backups import sqlite_copy  # noqa: E402

BUILD = """
import json, sys, django
django.setup()
from tournaments.demo import demo_night_create
from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.results import result_record
from django.contrib.auth import get_user_model
couples, games, history = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
if history:
    from tournaments.transfer import night_export, night_import
    model = demo_night_create(couples=30, games=games, seed=1, play=games, name="History model")
    data = night_export(night=model)
    for i in range(history):
        night_import(data=data, slug=f"history-{i}")
# The last game but one in play: closing it, once the first renders have tapped its last tables, seats the last.
playing = games - 1
night = demo_night_create(couples=couples, games=games, seed=2, play=playing - 1, name=f"Bench {couples}")
import random
rng = random.Random(3)
tables = [(t, p) for t, p in seating_for_game(night=night, game=playing).items() if None not in p]
FIRSTS = 6  # tables left free for the first renders' changes: a new tap each, never a state seen before
for table, pair in tables[:-FIRSTS]:
    result_record(night=night, game=playing, table=table, winner=rng.choice(pair))
user = get_user_model().objects.get(username="org")
night.organisers.add(user)
night.scorekeepers.add(get_user_model().objects.get(username="keeper"))
token = night.couples.order_by("number").first().public_token
free = [{"game": playing, "table": table, "winner": pair[0]} for table, pair in tables[-FIRSTS:]]
print(json.dumps({"slug": night.slug, "token": token, "free": free}))
"""


# Counted in a subprocess on the server's database, through Django's test client: the
# server itself runs without DEBUG and keeps no query log.
COUNT = """
import json, sys, django
django.setup()
from django.contrib.auth import get_user_model
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
client = Client()
if len(sys.argv) > 2:  # counted as this user, logged in
    client.force_login(get_user_model().objects.get(username=sys.argv[2]))
out = {}
for name, path in json.loads(sys.argv[1]).items():
    client.get(path)
    with CaptureQueriesContext(connection) as queries:
        status = client.get(path).status_code
    if status != 200:
        raise SystemExit(f"{path} answered {status}")
    out[name] = len(queries)
print(json.dumps(out))
"""


def timed(server: Server, method: str, path: str, body=None, who: str | None = "org", n: int = 30,
          warm: int = 2) -> list[float]:
    """Latencies in milliseconds of ``n`` requests, after ``warm`` warm-ups."""
    for _ in range(warm):
        server.request(method, path, body, who=who)
    times = []
    for _ in range(n):
        start = time.perf_counter()
        status, _answer = server.request(method, path, body, who=who)
        times.append((time.perf_counter() - start) * 1000)
        if status >= 400:
            raise RuntimeError(f"{path} answered {status}")
    return times


def _get(server: Server, path: str, who: str | None, etag: str = "") -> tuple[int, str]:
    """A GET as ``who`` (None: a phone or a wall board, logged in as no one) with If-None-Match: its
    status and ETag."""
    conn = BrowserConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Accept": "application/json", "HX-Request": "true"}
    if who:
        headers["Cookie"] = f"sessionid={server.sessions[who]}"
    if etag:
        headers["If-None-Match"] = etag
    try:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        response.read()
        return response.status, response.getheader("ETag") or ""
    finally:
        conn.close()


def _polled_address(server: Server, path: str) -> str:
    """The address a page's own poll asks (its ``hx-get``, with the version the page shows)."""
    conn = BrowserConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request("GET", path, headers={"HX-Request": "true"})
        body = conn.getresponse().read().decode()
    finally:
        conn.close()
    return re.search(r'hx-get="([^"]+[?]v=[0-9a-z-]+)"', body).group(1)


def measure_polls(server: Server, built: dict, label: str, out: dict, n: int, rounds: int = 5) -> None:
    """What a poller costs while the night has not changed, against the bare view, in alternating
    blocks as the pages are: the tablet and the desk send the ETag they have and get 304; a phone's
    couple card and the wall board send the version they show and get 204."""
    slug = built["slug"]
    polls = {"progress_poll": (f"/desk/{slug}/progress/live/", "org", 304),
             "tablet_poll": (f"/score/{slug}/state/", "keeper", 304),
             "card_poll": (_polled_address(server, f"/c/{built['token']}/"), None, 204),
             "board_poll": (_polled_address(server, f"/n/{slug}/board/live/"), None, 204)}
    per = max(1, 4 * n // rounds)  # a poll is quick: four times the samples, for a steadier median
    for name, (path, who, unchanged) in polls.items():
        status, etag = _get(server, path, who)
        if unchanged == 304 and (status != 200 or not etag):
            raise RuntimeError(f"{path}: {status}, no ETag")
        poll_times, bare_times = [], []
        for _ in range(rounds):
            bare_times += timed(server, "GET", "/healthz", who=None, n=per, warm=3)
            for _ in range(per):
                start = time.perf_counter()
                status, _etag = _get(server, path, who, etag)
                poll_times.append((time.perf_counter() - start) * 1000)
                if status != unchanged:
                    raise RuntimeError(f"{path} answered {status}, not {unchanged}, while nothing changed")
        out[f"{name}_{label}_ms"] = round(statistics.median(poll_times), 2)
        out[f"{name}_{label}_ratio"] = round(statistics.median(poll_times) / statistics.median(bare_times), 2)


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.95) - 1)]


def build(server: Server, couples: int, games: int, history: int) -> str:
    done = subprocess.run([sys.executable, "-c", BUILD, str(couples), str(games), str(history)], cwd=ROOT,
                          env=server.env, capture_output=True, text=True, timeout=1800)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def pages(slug: str) -> dict[str, str]:
    return {
        "tablet": f"/score/{slug}/",
        "progress": f"/desk/{slug}/progress/",
        "moves": f"/desk/{slug}/moves/",
        "board": f"/n/{slug}/board/",
        "standings": f"/n/{slug}/standings/",
    }


def count_queries(server: Server, slug: str) -> dict[str, int]:
    """The database queries each page makes (session and user included), as the server would."""
    done = subprocess.run([sys.executable, "-c", COUNT, json.dumps(pages(slug)), "org"], cwd=ROOT, env=server.env,
                          capture_output=True, text=True, timeout=600)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_pages(server: Server, slug: str, label: str, out: dict, n: int, rounds: int = 5) -> None:
    """Each page against the bare view, in alternating blocks so both see the same machine (a
    laptop, or a CI box, whose load changes from one second to the next). Each block starts with
    untimed requests: a bare request just after a large page is slower than the bare view is (a
    garbage collection, cold caches; 2.4 ms against 1.4 ms here) and would flatter the ratio."""
    per = max(1, n // rounds)
    bares = []
    for name, path in pages(slug).items():
        page_times, bare_times = [], []
        for _ in range(rounds):
            bare_times += timed(server, "GET", "/healthz", who=None, n=per, warm=3)
            page_times += timed(server, "GET", path, n=per, warm=1)
        median, bare = statistics.median(page_times), statistics.median(bare_times)
        out[f"{name}_{label}_ms"] = round(median, 2)
        out[f"{name}_{label}_ratio"] = round(median / bare, 2)
        bares += bare_times
    out[f"bare_{label}_ms"] = round(statistics.median(bares), 3)
    for name, count in count_queries(server, slug).items():
        out[f"{name}_{label}_queries"] = count


def measure_first_renders(server: Server, built: dict, label: str, out: dict) -> None:
    """The first render of each polled or heavy page after a change, against the bare view: the
    scorekeeper taps one of the tables left free, which moves the night's version on, then each page
    is asked for once. Each round taps another table: the night is never again as it was, so no page
    or part of one drawn before can be handed back (a tap and its undo, as this measured once, brought
    back the state before, whose parts were kept, and made the first renders look cheaper than they are)."""
    import secrets

    slug = built["slug"]
    paths = {**pages(slug), "progress_live": f"/desk/{slug}/progress/live/", "tablet_state": f"/score/{slug}/state/",
             "card": f"/c/{built['token']}/"}
    asker = {"tablet": "keeper", "tablet_state": "keeper", "card": None}  # a phone's card is anyone's; the rest the desk's
    times: dict[str, list[float]] = {name: [] for name in paths}
    bare_times: list[float] = []
    for free in built["free"]:
        body = {**free, "token": secrets.token_hex(16)}
        status, answer = server.request("POST", f"/score/{slug}/result/", body, who="keeper")
        if status != 200:
            raise RuntimeError(answer)
        for name, path in paths.items():
            who = asker.get(name, "org")
            bare_times += timed(server, "GET", "/healthz", who=None, n=3, warm=2)
            times[name] += timed(server, "GET", path, who=who, n=1, warm=0)
    bare = statistics.median(bare_times)
    for name, values in times.items():
        out[f"first_{name}_{label}_ms"] = round(statistics.median(values), 2)
        out[f"first_{name}_{label}_ratio"] = round(statistics.median(values) / bare, 2)
    # Every table is in now: the organiser closes the game, and the next game's seating is new. The
    # board's and the moves page's first render then work the moves out and draw them (a tap never
    # does): once a game, when the whole hall looks for its table. One sample a close, by its nature; a
    # single sample on a shared machine is a guess, so the close is made CLOSES times from the same
    # night, saved before it, and each page's median is taken (close_after).
    closes: dict[str, list[float]] = {name: [] for name in AFTER_CLOSE}
    saved = server.workdir / "before-close.sqlite3"
    sqlite_copy(server.sqlite_path, saved)
    for turn in range(CLOSES):
        if turn:
            night_restored(server, saved, {name: paths[name] for name in AFTER_CLOSE}, asker)
        for name, ms in close_after(server, built, {name: paths[name] for name in AFTER_CLOSE}, asker).items():
            closes[name].append(ms)
    for name, values in closes.items():
        out[f"close_{name}_{label}_ms"] = round(statistics.median(values), 2)
        out[f"close_{name}_{label}_ratio"] = round(statistics.median(values) / bare, 2)


AFTER_CLOSE = ("board", "moves", "standings", "progress", "tablet", "card")
CLOSES = 3


def close_after(server: Server, built: dict, paths: dict[str, str], asker: dict[str, str | None]) -> dict[str, float]:
    """Close the game whose every table is in, then ask for each page once: the first render of each."""
    slug, game = built["slug"], built["free"][0]["game"]
    status, answer = server.request("POST", f"/desk/{slug}/close/", {"game": game}, who="org", form=True)
    if status not in (302, 303):
        raise RuntimeError(f"closing game {game}: {status} {answer}")
    return {name: timed(server, "GET", path, who=asker.get(name, "org"), n=1, warm=0)[0] for name, path in paths.items()}


def night_restored(server: Server, saved: Path, paths: dict[str, str], asker: dict[str, str | None]) -> None:
    """The server stopped, its database put back as it was before the close (its shared cache, which
    knows the closed game, emptied with it), started again, and each page drawn once before the close
    as it was the first time (a fresh process has drawn nothing)."""
    server.kill(signal.SIGTERM)
    for suffix in ("-wal", "-shm"):
        Path(f"{server.sqlite_path}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(saved, server.sqlite_path)
    shutil.rmtree(server.workdir / "var" / "cache", ignore_errors=True)
    server.start()
    for name, path in paths.items():
        timed(server, "GET", path, who=asker.get(name, "org"), n=0, warm=2)


def summarise(out: dict, sizes: list[int], history: bool) -> None:
    """The targets as figures: same queries at every size, growth against the couples, history."""
    small, large = min(sizes), max(sizes)
    same = True
    for name in pages(""):
        counts = {out[f"{name}_{size}_queries"] for size in sizes}
        same &= len(counts) == 1
        if small != large:
            # 1.0 = time grows as fast as the couples; less = slower than them (the target: at most 1).
            growth = math.log(out[f"{name}_{large}_ratio"] / out[f"{name}_{small}_ratio"]) / math.log(large / small)
            out[f"{name}_growth_exponent"] = round(growth, 2)
        if history and f"{name}_200_ratio" in out:
            out[f"{name}_history_slowdown"] = round(out[f"{name}_200_history_ratio"] / out[f"{name}_200_ratio"], 2)
    out["queries_same_at_every_size"] = int(same)


def measure_post(server: Server, out: dict) -> None:
    """A result post against the bare view, and against its floors (bench/floor), interleaved so all
    see the same machine: one durable ORM write; the writes a result needs without any check; less
    than a result can be stored with (its row and the version, nothing read, no token); and the
    tap's login and checks with no write."""
    import random
    import secrets

    game = 1
    seating = {t: c for t, c in server.seating(game).items() if len(c) == 2}
    night_id = server.query("SELECT id FROM tournaments_night WHERE slug = ?", (server.slug,))[0][0]
    word = server.query("SELECT seating FROM tournaments_nightversion WHERE night_id = ?", (night_id,))[0][0]
    rng = random.Random(1)
    tables = sorted(seating)
    times: dict[str, list[float]] = {"post": [], "bare": [], "write_floor": [], "writes_floor": [],
                                     "least_floor": [], "checks_floor": []}
    triples = zip(tables[0::3], tables[1::3], tables[2::3], strict=False)  # the last tables over a three are left out
    for turn, (table, floor_table, least_table) in enumerate(triples):
        asks = {
            "bare": ("GET", "/healthz", None, None),
            "write_floor": ("POST", f"/floor/write/{night_id}", {}, None),
            "writes_floor": ("POST", f"/floor/post/{night_id}", {"game": game, "table": floor_table, "token":
                             secrets.token_hex(16), "winner": rng.choice(seating[floor_table])}, None),
            "least_floor": ("POST", f"/floor/least/{night_id}", {"game": game, "table": least_table, "word": word,
                            "winner": rng.choice(seating[least_table])}, None),
            "checks_floor": ("POST", f"/floor/checks/{server.slug}/", {"game": game, "table": table, "token":
                             secrets.token_hex(16), "winner": seating[table][0]}, "keeper"),
            "post": ("POST", f"/score/{server.slug}/result/", {"game": game, "table": table, "token":
                     secrets.token_hex(16), "winner": rng.choice(seating[table])}, "keeper"),
        }
        writes = ["write_floor", "writes_floor", "least_floor", "checks_floor", "post"]
        writes = writes[turn % 5:] + writes[:turn % 5]  # each goes first, second, ... in turn
        for name in ["bare", *writes]:
            method, path, body, who = asks[name]
            if name == "bare":  # untimed first: a bare request just after a post is slower (measure_pages says why)
                timed(server, "GET", "/healthz", who=None, n=0, warm=2)
            start = time.perf_counter()
            status, answer = server.request(method, path, body, who=who)
            times[name].append((time.perf_counter() - start) * 1000)
            if status != 200:
                raise RuntimeError(f"{path}: {status} {answer}")
    medians = {name: statistics.median(values) for name, values in times.items()}
    out["post_median_ms"] = round(medians["post"], 2)
    out["post_p95_ms"] = round(p95(times["post"]), 2)
    out["bare_median_ms"] = round(medians["bare"], 3)
    out["bare_p95_ms"] = round(p95(times["bare"]), 3)
    out["post_ratio"] = round(medians["post"] / medians["bare"], 2)
    # The floors, to the bare view: the least any acknowledged write costs; the least a result's own
    # writes cost through the ORM with no login, role or check at all; less than a result can be
    # stored with; and a tap's login and checks alone.
    out["post_write_floor_ratio"] = round(medians["write_floor"] / medians["bare"], 2)
    out["post_writes_floor_ratio"] = round(medians["writes_floor"] / medians["bare"], 2)
    out["post_least_floor_ratio"] = round(medians["least_floor"] / medians["bare"], 2)
    out["post_checks_floor_ratio"] = round(medians["checks_floor"] / medians["bare"], 2)
    out["post_over_writes_floor"] = round(medians["post"] / medians["writes_floor"], 2)


def measure_load(workdir: Path, out: dict, *, sqlite: bool, label: str) -> None:
    """Ten clients record a 100-table game at once."""
    import random
    import secrets

    server = make_server(workdir, f"load{label}", sqlite=sqlite)
    server.prepare(couples=200, games=25)
    server.start()
    try:
        rng = random.Random(5)
        posts = [{"game": 1, "table": t, "winner": rng.choice(c), "token": secrets.token_hex(16)}
                 for t, c in server.seating(1).items() if len(c) == 2]
        times, errors = [], 0

        def send(body):
            start = time.perf_counter()
            status, _ = server.request("POST", f"/score/{server.slug}/result/", body, who="keeper")
            return (time.perf_counter() - start) * 1000, status

        start = time.perf_counter()
        with ThreadPoolExecutor(10) as pool:
            for ms, status in pool.map(send, posts):
                times.append(ms)
                errors += status != 200
        elapsed = time.perf_counter() - start
    finally:
        server.kill()
    out[f"load_{label}_posts_per_s"] = round(len(posts) / elapsed, 1)
    out[f"load_{label}_p95_ms"] = round(p95(times), 2)
    out[f"load_{label}_errors"] = errors


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--sizes", default="50,200,500")
    parser.add_argument("--history", type=int, default=300)
    parser.add_argument("--games", type=int, default=25)
    parser.add_argument("-n", type=int, default=30, help="requests per page")
    parser.add_argument("--pages-only", action="store_true", help="leave out the post and load figures")
    parser.add_argument("--post-only", action="store_true", help="only the result post, at the largest size")
    args = parser.parse_args(argv)
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        for size in (int(s) for s in args.sizes.split(",")):
            floors = "bench.floor.settings"  # the post's floors are served beside the app (bench/floor)
            largest = size == max(int(s) for s in args.sizes.split(","))
            server = make_server(base / f"s{size}", f"bench{size}", sqlite=True,
                                 settings=floors if largest else "cardparty.settings")
            server.prepare(couples=size, games=args.games)
            server.start()
            try:
                if largest and not args.pages_only:
                    measure_post(server, out)
                    if args.post_only:
                        return report(out, args.json)
                built = build(server, size, args.games, 0)
                slug = built["slug"]
                measure_pages(server, slug, str(size), out, args.n)
                measure_polls(server, built, str(size), out, args.n)
                measure_first_renders(server, built, str(size), out)
            finally:
                server.kill()
        if args.history:
            size = 200
            server = make_server(base / "history", "benchhist", sqlite=True)
            server.prepare(couples=2, games=args.games)
            slug = build(server, size, args.games, args.history)["slug"]
            server.start()
            try:
                measure_pages(server, slug, f"{size}_history", out, args.n)
            finally:
                server.kill()
        summarise(out, [int(s) for s in args.sizes.split(",")], bool(args.history))
        if args.pages_only:
            return report(out, args.json)
        measure_load(base / "load-sqlite", out, sqlite=True, label="sqlite")
        if os.environ.get("DATABASE_URL", "").startswith("postgres") or _postgres_up():
            os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test")
            measure_load(base / "load-pg", out, sqlite=False, label="postgresql")
    return report(out, args.json)


def report(out: dict, as_json: bool) -> dict:
    """Print a benchmark's figures, as one JSON object or a column of names and values."""
    if as_json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:32} {value}")
    return out


def _postgres_up() -> bool:
    try:
        import psycopg

        psycopg.connect("postgres://postgres@127.0.0.1:5432/test", connect_timeout=2).close()
        return True
    except Exception:
        return False


if __name__ == "__main__":
    main()
