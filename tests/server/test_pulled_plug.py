"""kill -9 the server mid-stream: every acknowledged result survives, and the night goes on."""

from __future__ import annotations

import random
import secrets
import threading
import time

import pytest

from .harness import make_server

pytestmark = pytest.mark.server


def test_acknowledged_results_survive_kill_9_and_the_night_continues(tmp_path):
    server = make_server(tmp_path, "plug")
    server.environ["CARDPARTY_CLOSE_LOG"] = "INFO"  # the line that says the backup was taken (services/after_close.py)
    server.prepare(couples=60, games=3)
    server.start()
    rng = random.Random(9)
    tables = {t: c for t, c in server.seating(1).items() if len(c) == 2}
    intended = {t: rng.choice(c) for t, c in tables.items()}
    acknowledged: dict[int, int] = {}
    sent = 0
    stop = threading.Event()

    def stream() -> None:
        nonlocal sent
        for table, winner in sorted(intended.items()):
            if stop.is_set():
                return
            try:
                status, _answer = server.request("POST", f"/score/{server.slug}/result/",
                                                 {"game": 1, "table": table, "winner": winner,
                                                  "token": secrets.token_hex(16)}, who="keeper", timeout=5)
            except OSError:
                return  # the plug was pulled while this post was on its way
            sent += 1
            if status == 200:
                acknowledged[table] = winner

    worker = threading.Thread(target=stream)
    worker.start()
    deadline = time.monotonic() + 20
    while len(acknowledged) < len(intended) // 2 and time.monotonic() < deadline:
        time.sleep(0.005)
    server.kill()  # SIGKILL to the whole process group: no clean shutdown
    stop.set()
    worker.join(timeout=30)
    print(f"\n[{'sqlite' if server.is_sqlite else 'postgresql'}] sent={sent} acknowledged={len(acknowledged)} before kill -9")
    assert 0 < len(acknowledged) < len(intended)

    if server.is_sqlite:
        assert server.query("PRAGMA integrity_check") == [("ok",)]
    stored = {t: w for (_g, t), w in server.results(1).items()}
    for table, winner in acknowledged.items():
        assert stored.get(table) == winner, f"acknowledged result for table {table} was lost"

    server.start()
    try:
        for table, winner in sorted(intended.items()):
            status, answer = server.request("POST", f"/score/{server.slug}/result/",
                                            {"game": 1, "table": table, "winner": winner,
                                             "token": secrets.token_hex(16)}, who="keeper")
            assert status == 200, answer
        server.close_game(1)
        assert server.seating(2), "the next game was seated after the restart"
        deadline = time.monotonic() + 20  # the backup is taken after the close answers (services/after_close.py)
        while server.is_sqlite and "closed: backup" not in (tmp_path / "server.log").read_text() and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        server.kill()
    if server.is_sqlite:
        backups = sorted((tmp_path / "var" / "backups").glob("*.sqlite3"))
        assert backups, "closing a game writes a backup copy"
        server.manage("restore_backup", str(backups[-1]))
        assert server.query("PRAGMA integrity_check") == [("ok",)]
        assert len(server.seating(2)) == len(server.seating(1))
