"""Web benchmarks against the real server (gunicorn, as `make run` serves).

Every figure is a ratio to the bare view (/healthz, a short text) measured by
the same server in the same run, from a separate process (this one).

    python -m bench.web [--json] [--sizes 50,200,500] [--history 300] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.harness import Server, make_server  # noqa: E402

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
night = demo_night_create(couples=couples, games=games, seed=2, play=games - 1, name=f"Bench {couples}")
import random
rng = random.Random(3)
for table, pair in seating_for_game(night=night, game=games).items():
    if None not in pair:
        result_record(night=night, game=games, table=table, winner=rng.choice(pair))
user = get_user_model().objects.get(username="org")
night.organisers.add(user)
night.scorekeepers.add(get_user_model().objects.get(username="keeper"))
print(json.dumps({"slug": night.slug}))
"""


def timed(server: Server, method: str, path: str, body=None, who: str | None = "org", n: int = 30) -> list[float]:
    """Latencies in milliseconds of ``n`` requests, after two warm-ups."""
    for _ in range(2):
        server.request(method, path, body, who=who)
    times = []
    for _ in range(n):
        start = time.perf_counter()
        status, _answer = server.request(method, path, body, who=who)
        times.append((time.perf_counter() - start) * 1000)
        if status >= 400:
            raise RuntimeError(f"{path} answered {status}")
    return times


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.95) - 1)]


def build(server: Server, couples: int, games: int, history: int) -> str:
    done = subprocess.run([sys.executable, "-c", BUILD, str(couples), str(games), str(history)], cwd=ROOT,
                          env=server.env, capture_output=True, text=True, timeout=1800)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])["slug"]


def pages(slug: str) -> dict[str, str]:
    return {
        "tablet": f"/score/{slug}/",
        "progress": f"/desk/{slug}/progress/",
        "board": f"/n/{slug}/board/",
        "standings": f"/n/{slug}/standings/",
    }


def measure_pages(server: Server, slug: str, label: str, out: dict, n: int) -> None:
    bare = statistics.median(timed(server, "GET", "/healthz", who=None, n=n))
    for name, path in pages(slug).items():
        median = statistics.median(timed(server, "GET", path, n=n))
        out[f"{name}_{label}_ms"] = round(median, 2)
        out[f"{name}_{label}_ratio"] = round(median / bare, 2)
    out[f"bare_{label}_ms"] = round(bare, 3)


def measure_post(server: Server, out: dict) -> None:
    """A result post against the bare view, interleaved so both see the same machine."""
    import random
    import secrets

    game = 1
    seating = {t: c for t, c in server.seating(game).items() if len(c) == 2}
    rng = random.Random(1)
    post_times, bare_times = [], []
    for table, couples in sorted(seating.items()):
        bare_times += timed(server, "GET", "/healthz", who=None, n=1)
        body = {"game": game, "table": table, "winner": rng.choice(couples), "token": secrets.token_hex(16)}
        start = time.perf_counter()
        status, answer = server.request("POST", f"/score/{server.slug}/result/", body, who="keeper")
        post_times.append((time.perf_counter() - start) * 1000)
        if status != 200:
            raise RuntimeError(answer)
    out["post_median_ms"] = round(statistics.median(post_times), 2)
    out["post_p95_ms"] = round(p95(post_times), 2)
    out["bare_median_ms"] = round(statistics.median(bare_times), 3)
    out["bare_p95_ms"] = round(p95(bare_times), 3)
    out["post_ratio"] = round(out["post_median_ms"] / out["bare_median_ms"], 2)


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
    args = parser.parse_args(argv)
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        for size in (int(s) for s in args.sizes.split(",")):
            server = make_server(base / f"s{size}", f"bench{size}", sqlite=True)
            server.prepare(couples=size, games=args.games)
            server.start()
            try:
                if size == max(int(s) for s in args.sizes.split(",")):
                    measure_post(server, out)
                slug = build(server, size, args.games, 0)
                measure_pages(server, slug, str(size), out, args.n)
            finally:
                server.kill()
        if args.history:
            size = 200
            server = make_server(base / "history", "benchhist", sqlite=True)
            server.prepare(couples=2, games=args.games)
            slug = build(server, size, args.games, args.history)
            server.start()
            try:
                measure_pages(server, slug, f"{size}_history", out, args.n)
            finally:
                server.kill()
        measure_load(base / "load-sqlite", out, sqlite=True, label="sqlite")
        if os.environ.get("DATABASE_URL", "").startswith("postgres") or _postgres_up():
            os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test")
            measure_load(base / "load-pg", out, sqlite=False, label="postgresql")
    if args.json:
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
