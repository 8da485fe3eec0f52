"""Consistent copies of the SQLite database after every closed game."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction

log = logging.getLogger(__name__)
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
    sqlite_copy(Path(db["NAME"]), target)
    for old in sorted(target_dir.glob("*.sqlite3"))[:-KEEP]:
        old.unlink(missing_ok=True)
    return target


def backup_after_commit(*, label: str) -> None:
    """Schedule a backup once the current transaction has committed."""

    def run() -> None:
        try:
            backup_now(label=label)
        except (OSError, sqlite3.Error):  # a failed backup must never fail the close
            log.exception("backup failed")

    if connection.vendor == "sqlite":
        transaction.on_commit(run)
