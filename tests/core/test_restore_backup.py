"""``manage.py restore_backup``: the copy put back, and nothing of the current database lost on the way.

Run in subprocesses on an SQLite file of their own, as on the hall laptop.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _manage_in(var: Path):
    """A way to run manage.py on the SQLite database ``var/hall.sqlite3``."""
    env = dict(os.environ, CARDPARTY_VAR=str(var), DATABASE_URL=f"sqlite:///{var / 'hall.sqlite3'}")

    def manage(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                              check=check, timeout=120)

    return manage


@pytest.fixture(scope="module")
def migrated(tmp_path_factory) -> Path:
    """One migrated database for the module: each test starts from a copy of it."""
    var = tmp_path_factory.mktemp("migrated") / "var"
    _manage_in(var)("migrate", "-v0")
    return var / "hall.sqlite3"


@pytest.fixture
def hall(tmp_path, migrated):
    """A migrated SQLite database in its own var/ folder, and a way to run manage.py on it."""
    var = tmp_path / "var"
    var.mkdir()
    source, copy = sqlite3.connect(migrated), sqlite3.connect(var / "hall.sqlite3")
    source.backup(copy)  # SQLite's own copy: whole whatever its journal holds
    source.close()
    copy.close()
    return var, _manage_in(var)


def _write_and_die(db: Path, value: str) -> None:
    """Commit a row and die without closing: the row stays in the write-ahead log only."""
    script = textwrap.dedent(f"""
        import os, sqlite3
        conn = sqlite3.connect({str(db)!r})
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA wal_autocheckpoint=0")
        conn.execute("CREATE TABLE IF NOT EXISTS marker (value TEXT)")
        conn.execute("INSERT INTO marker VALUES (?)", ({value!r},))
        conn.commit()
        os._exit(0)
    """)
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)


def _backup(manage) -> None:
    manage("shell", "-c", "from tournaments.services.backups import backup_now; print(backup_now(label='test'))")


def test_restore_puts_the_newest_backup_back_and_keeps_what_was_there(hall):
    var, manage = hall
    _backup(manage)
    db = var / "hall.sqlite3"
    _write_and_die(db, "acknowledged after the backup")
    assert Path(f"{db}-wal").exists() and Path(f"{db}-wal").stat().st_size > 0, "the row waits in the log"

    out = manage("restore_backup").stdout
    assert "Restored" in out and "kept as" in out
    kept = sqlite3.connect(db.with_suffix(".before-restore.sqlite3"))
    assert kept.execute("SELECT value FROM marker").fetchall() == [("acknowledged after the backup",)]
    kept.close()
    live = sqlite3.connect(db)
    assert live.execute("SELECT name FROM sqlite_master WHERE name = 'marker'").fetchall() == [], "the backup is live"
    assert live.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    live.close()


def test_list_says_where_backups_are_and_when_there_are_none(hall):
    var, manage = hall
    assert "No backup yet" in manage("restore_backup", "--list").stdout
    _backup(manage)
    _backup(manage)
    listed = manage("restore_backup", "--list").stdout.split()
    assert len(listed) == 2 and all(Path(p).parent == var / "backups" for p in listed) and listed == sorted(listed)


def test_a_damaged_or_missing_backup_is_refused_and_changes_nothing(hall):
    var, manage = hall
    db = var / "hall.sqlite3"
    before = db.read_bytes()
    missing = manage("restore_backup", str(var / "nope.sqlite3"), check=False)
    assert missing.returncode != 0 and "does not exist" in missing.stderr
    (var / "backups").mkdir(exist_ok=True)
    damaged = var / "backups" / "damaged.sqlite3"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\x07" * 4000)
    answer = manage("restore_backup", str(damaged), check=False)
    assert answer.returncode != 0 and "damaged" in answer.stderr
    assert db.read_bytes() == before and not db.with_suffix(".before-restore.sqlite3").exists()


def test_a_restored_night_never_shows_a_version_a_page_was_served_at(hall):
    """A board kept by version N must not take the games played again after the restore for unchanged."""
    var, manage = hall
    play = """
from tournaments.demo import demo_night_create
from tournaments.models import Night, NightVersion
night = Night.objects.filter(slug="restored").first() or demo_night_create(couples=8, games=4, seed=1, play=1, name="x")
Night.objects.filter(pk=night.pk).update(slug="restored")
print(NightVersion.objects.get(night=night).version)
"""
    at_backup = int(manage("shell", "-c", play).stdout.split()[-1])
    _backup(manage)
    later = """
from tournaments.models import Night, NightVersion
from tournaments.services.nights import game_close
from tournaments.services.results import result_record
from tournaments.selectors import seating_for_game
night = Night.objects.get(slug="restored")
for table, pair in seating_for_game(night=night, game=night.current_game).items():
    if None not in pair:
        result_record(night=night, game=night.current_game, table=table, winner=pair[0])
print(NightVersion.objects.get(night=night).version)
"""
    served = int(manage("shell", "-c", later).stdout.split()[-1])
    assert served > at_backup
    manage("restore_backup")
    read = "from tournaments.models import NightVersion; print(NightVersion.objects.get(night__slug='restored').version)"
    assert int(manage("shell", "-c", read).stdout.split()[-1]) > served


def test_a_restore_forgets_what_the_server_kept_of_the_database_it_replaced(hall):
    """The polls' and sessions' shared copies (under var/cache) are of the database replaced: a night's
    people or a person's login facts kept there must not vouch for a tap on the restored one."""
    var, manage = hall
    _backup(manage)
    manage("shell", "-c", "from django.core.cache import caches; caches['polls'].set('people:1', 'old', 600); "
                          "caches['sessions'].set('s', 'old', 600)")
    manage("restore_backup")
    left = manage("shell", "-v0", "-c", "from django.core.cache import caches; "
                                 "print(caches['polls'].get('people:1'), caches['sessions'].get('s'))").stdout
    assert left.split() == ["None", "None"]
