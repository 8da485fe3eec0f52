"""`restore_backup` refuses while the server holds the database (it would swap the file under a
running server and lose acknowledged results), and works once the server is stopped."""

from __future__ import annotations

import signal
import sqlite3

import pytest

from .harness import make_server

pytestmark = [pytest.mark.server, pytest.mark.own_database]  # a hall laptop: always SQLite

BACKUP = "from tournaments.services.backups import backup_now; print(backup_now(label='before'))"


def test_restore_is_refused_while_the_server_runs_and_works_after_it_stops(tmp_path):
    server = make_server(tmp_path, "restore", sqlite=True)
    server.prepare(couples=8, games=3)
    server.manage("shell", "-c", BACKUP)
    server.start()
    try:
        table, pair = next((t, c) for t, c in server.seating(1).items() if len(c) == 2)
        status, _answer = server.request("POST", f"/score/{server.slug}/result/",
                                         {"game": 1, "table": table, "winner": pair[0], "token": "restore-test-0001"},
                                         who="keeper")
        assert status == 200  # acknowledged: it must survive
        with pytest.raises(RuntimeError, match="The server is running and holds the database"):
            server.manage("restore_backup")
        with sqlite3.connect(server.sqlite_path) as db:
            assert db.execute("SELECT count(*) FROM tournaments_result").fetchone()[0] == 1
    finally:
        server.kill(signal.SIGTERM)
    server.process.wait(timeout=30)
    assert "Restored" in server.manage("restore_backup")
