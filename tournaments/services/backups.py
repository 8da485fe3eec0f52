"""Consistent copies of the SQLite database after every closed game."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from django.conf import settings
from django.db import connection

KEEP = 60


def sqlite_copy(source: Path, target: Path) -> None:
    """Copy one SQLite database over another with SQLite's online backup.

    It reads the source through SQLite, so what is still in its write-ahead log is
    copied too, and writes the target through SQLite, whose own log is replaced cleanly.
    """
    src = sqlite3.connect(source, timeout=30)
    try:
        dest = sqlite3.connect(target, timeout=30)
        try:
            src.backup(dest)
        finally:
            dest.close()
    finally:
        src.close()


def backup_now(*, label: str, directory: Path | None = None) -> Path | None:
    """Copy the SQLite database with SQLite's online backup; None on other databases."""
    db = connection.settings_dict
    if connection.vendor != "sqlite" or connection.is_in_memory_db():
        return None
    target_dir = Path(directory or settings.BACKUP_DIR)
    target_dir.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = target_dir / f"{stamp}-{label}.sqlite3"
    partial = target.with_suffix(".partial")  # named as a backup only once whole: a kill mid-copy leaves none
    sqlite_copy(Path(db["NAME"]), partial)
    partial.replace(target)
    for old in sorted(target_dir.glob("*.sqlite3"))[:-KEEP]:
        old.unlink(missing_ok=True)
    return target
