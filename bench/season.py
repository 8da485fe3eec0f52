"""The season's pages at scale (issue 15, point 4), against the real server (gunicorn, as `make run` serves).

Two series on one server: a hall's season of 40 finished nights of 100 couples, and a league of
10 halls of 40 such nights each (400 nights in one series, each hall its own 200 people). Each
page (the season table, a player's page) is timed against the bare view (/healthz) in
alternating blocks in the same run, and its queries are counted at both sizes: the figures
are ratios to the bare view, and ``queries_same`` says the query count did not grow. The season
tables are kept once worked out (selectors/players.py): ``page_*_first`` is the first read after a
change (a player renamed), when they are worked out again.

The nights are one played night exported and imported again (tournaments.transfer), as
bench/web.py builds its history: a night of 100 couples and 25 games is played once.

    python -m bench.season [--json] [--quick] [-n 30]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.web import COUNT, report, timed  # noqa: E402
from tests.server.harness import Server, make_server  # noqa: E402

# argv: couples, games, nights, halls; prints {label: {"series": slug, "player": id}}
BUILD = """
import copy, datetime as dt, json, sys, django
django.setup()
from tournaments.demo import demo_night_create
from tournaments.models import Player
from tournaments.services.nights import night_finish
from tournaments.transfer import night_export, night_import
couples, games, nights, halls = (int(a) for a in sys.argv[1:5])
model = night_finish(night=demo_night_create(couples=couples, games=games, seed=1, play=games,
                                             name="Season model", series_name="Season model"))
data = night_export(night=model)
out = {}
for label, series, hall_count in (("hall", "bench-season", 1), ("league", "bench-league", halls)):
    for hall in range(hall_count):
        one = copy.deepcopy(data)
        one["series"].update(slug=series, name=series)
        for c in one["couples"] if hall_count > 1 else ():  # each hall of the league its own people
            c["player1"], c["player2"] = f"{c['player1']} {hall}", f"{c['player2']} {hall}"
        for week in range(nights):
            one["night"]["date"] = (dt.date(2026, 1, 1) + dt.timedelta(days=7 * week)).isoformat()
            night_import(data=one, slug=f"{series}-{hall}-{week}")
    player = Player.objects.filter(series__slug=series).order_by("pk").first()
    out[label] = {"series": series, "player": player.pk}
print(json.dumps(out))
"""


# Renames a player of the series named in argv[1] each time a line comes in; prints a line when it is done.
RENAME = """
import sys, django
django.setup()
from tournaments.models import Player
from tournaments.services.players import player_rename
player = Player.objects.filter(series__slug=sys.argv[1]).order_by("pk").first()
for turn, _line in enumerate(sys.stdin):
    player_rename(player=player, name=f"Renamed {turn}")
    print("ok", flush=True)
"""


def _run(server: Server, script: str, *args: str, timeout: int = 3600) -> dict:
    done = subprocess.run([sys.executable, "-c", script, *args], cwd=ROOT, env=server.env, capture_output=True,
                          text=True, timeout=timeout)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(server: Server, paths: dict[str, str], out: dict, n: int, rounds: int = 5) -> None:
    """Each page against the bare view, in alternating blocks so both see the same machine."""
    per = max(1, n // rounds)
    bares = []
    for name, path in paths.items():
        page_times, bare_times = [], []
        for _ in range(rounds):
            bare_times += timed(server, "GET", "/healthz", who=None, n=per, warm=3)
            page_times += timed(server, "GET", path, who=None, n=per, warm=1)
        median, bare = statistics.median(page_times), statistics.median(bare_times)
        out[f"{name}_ms"] = round(median, 2)
        out[f"{name}_ratio"] = round(median / bare, 2)
        bares += bare_times
    out["bare_ms"] = round(statistics.median(bares), 3)
    for name, count in _run(server, COUNT, json.dumps(paths), timeout=600).items():
        out[f"{name}_queries"] = count


def measure_first(server: Server, series: str, out: dict, label: str, rounds: int = 6) -> None:
    """The season page's first read after a change (a player renamed, as the desk does): the tables
    are worked out again. Each of the server's processes keeps its own copy, so the first read after
    each change is timed, one a round."""
    rename = subprocess.Popen([sys.executable, "-c", RENAME, series], cwd=ROOT, env=server.env, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        times, bares = [], []
        for _ in range(rounds):
            rename.stdin.write("next\n")
            rename.stdin.flush()
            if rename.stdout.readline().strip() != "ok":
                raise RuntimeError("the rename did not happen")
            times += timed(server, "GET", f"/s/{series}/", who=None, n=1, warm=0)
            bares += timed(server, "GET", "/healthz", who=None, n=5, warm=3)
    finally:
        rename.stdin.close()
        rename.wait(timeout=60)
    out[f"page_{label}_first_ms"] = round(statistics.median(times), 2)
    out[f"page_{label}_first_ratio"] = round(statistics.median(times) / statistics.median(bares), 2)


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="8 nights of 30 couples, a league of 3 halls")
    parser.add_argument("-n", type=int, default=30, help="requests per page")
    args = parser.parse_args(argv)
    couples, games, nights, halls = (30, 10, 8, 3) if args.quick else (100, 25, 40, 10)
    out: dict = {"nights": nights, "couples": couples, "league_halls": halls, "league_nights": nights * halls}
    with tempfile.TemporaryDirectory() as tmp:
        server = make_server(Path(tmp) / "season", "benchseason", sqlite=True)
        server.prepare(couples=2, games=games)
        built = _run(server, BUILD, str(couples), str(games), str(nights), str(halls))
        server.start()
        try:
            paths = {}
            for label, made in built.items():
                paths[f"page_{label}"] = f"/s/{made['series']}/"
                paths[f"player_{label}"] = f"/s/{made['series']}/p/{made['player']}/"
            measure(server, paths, out, args.n)
            for label, made in built.items():
                measure_first(server, made["series"], out, label)
        finally:
            server.kill()
    for page in ("page", "player"):
        out[f"{page}_queries_same"] = int(out[f"{page}_hall_queries"] == out[f"{page}_league_queries"])
    return report(out, args.json)


if __name__ == "__main__":
    main()
