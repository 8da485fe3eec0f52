"""How long the organiser's close of a game takes, on the real server (gunicorn, as `make run` serves).

A night of ``--couples`` couples is started; for each game the scorekeeper taps every table through
the tablet's own post, then the organiser closes the game through the desk and the close's answer is
timed (the POST alone: the desk's redirect to the moves page is a page of its own). SPEC 6 asks for a
close well under 100 ms at 200 couples. ``--demo`` loads the demo night and its past weeks first, as
`make run` does, so the SQLite file (and each backup of it) is the size a hall's is.

    python -m bench.close [--json] [--couples 200] [--games 12] [--demo]
"""

from __future__ import annotations

import argparse
import json
import re
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.harness import make_server  # noqa: E402


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.95 + 0.5) - 1)]


def games_closed(server, games: int) -> list[float]:  # noqa: ANN001 - tests/server/harness.Server
    """Tap every table of each game, close it; the closes' latencies in milliseconds."""
    closes = []
    for game in range(1, games + 1):
        for table, pair in sorted(server.seating(game).items()):
            if len(pair) == 2:
                body = {"game": game, "table": table, "winner": min(pair), "token": secrets.token_hex(16)}
                status, answer = server.request("POST", f"/score/{server.slug}/result/", body, who="keeper")
                if status != 200:
                    raise RuntimeError(f"tap {game}/{table}: {status} {answer}")
        start = time.perf_counter()
        status, answer = server.request("POST", f"/desk/{server.slug}/close/", {"game": game}, who="org", form=True)
        closes.append((time.perf_counter() - start) * 1000)
        if status not in (302, 303):
            raise RuntimeError(f"close {game}: {status} {answer}")
    return closes


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--couples", type=int, default=200)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--demo", action="store_true", help="load the demo night and its season first")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        server = make_server(Path(tmp), "benchclose", sqlite=True)
        if args.demo:
            server.manage("migrate", "--noinput", "-v0")
            server.manage("demo_setup")
        server.prepare(couples=args.couples, games=max(args.games, 2))
        server.environ["CARDPARTY_CLOSE_LOG"] = "INFO"  # each close's backup and drawing times, in server.log
        server.start()
        try:
            closes = games_closed(server, args.games)
            time.sleep(2)  # the last close's backup and drawing, after its answer
        finally:
            server.kill()
        after = re.findall(r"closed: backup (\d+) ms, drawing (\d+) ms", (server.workdir / "server.log").read_text())
        size = server.sqlite_path.stat().st_size
    label = f"{args.couples}"
    out = {f"close_{label}_median_ms": round(statistics.median(closes), 1),
           f"close_{label}_p95_ms": round(p95(closes), 1), f"close_{label}_max_ms": round(max(closes), 1),
           f"close_{label}_each_ms": [round(c, 1) for c in closes],
           # After each close's answer, in a thread (services/after_close.py): the backup, the drawing.
           f"after_close_{label}_backup_max_ms": max((int(b) for b, _d in after), default=0),
           f"after_close_{label}_drawing_max_ms": max((int(d) for _b, d in after), default=0),
           f"after_close_{label}_backup_each_ms": [int(b) for b, _d in after],
           f"after_close_{label}_drawing_each_ms": [int(d) for _b, d in after],
           "database_bytes": size}
    print(json.dumps(out) if args.json else "\n".join(f"{k:28} {v}" for k, v in out.items()))
    return out


if __name__ == "__main__":
    main()
