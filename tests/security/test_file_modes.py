"""The database, its backups and the secret key are readable by the laptop's own user only: they
hold every result and the session keys of everyone logged in."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def manage(var: Path, *args: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "CARDPARTY_BACKUPS")}
    env.update(CARDPARTY_VAR=str(var), DJANGO_SETTINGS_MODULE="cardparty.settings")
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)


def test_a_new_install_makes_its_database_backups_and_key_for_its_user_alone(tmp_path):
    var = tmp_path / "var"
    manage(var, "migrate", "--noinput", "-v0")
    manage(var, "shell", "-c", "from tournaments.services.backups import backup_now; backup_now(label='check')")
    files = [var / "cardparty.sqlite3", var / "secret_key", *(var / "backups").glob("*.sqlite3")]
    assert len(files) == 3 and all(path.exists() for path in files)
    assert {p.name: mode(p) for p in files} == {p.name: 0o600 for p in files}
    assert mode(var) == 0o700 and mode(var / "backups") == 0o700


def test_an_older_install_left_readable_is_closed_up_at_the_next_start(tmp_path):
    var = tmp_path / "var"
    manage(var, "migrate", "--noinput", "-v0")
    for path in (var, var / "cardparty.sqlite3", var / "secret_key"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    manage(var, "check")
    assert mode(var / "cardparty.sqlite3") == 0o600 and mode(var / "secret_key") == 0o600 and mode(var) == 0o700
