"""While the server runs, it holds the SQLite database: `restore_backup` must not swap the file
under it (the server would go on with the old file open and acknowledged results would be lost).

Each server process takes a shared lock on ``<database>.server-lock``; ``restore_backup`` takes it
exclusively, without waiting, and refuses when a server holds it. Plain Python (fcntl, POSIX).
"""

from __future__ import annotations

import fcntl
from pathlib import Path
from typing import IO

_held: list[IO] = []


def lock_path(database: str | Path) -> Path:
    """The lock file beside an SQLite database."""
    database = Path(database)
    return database.with_name(database.name + ".server-lock")


def server_lock_hold(database: str | Path) -> None:
    """Called once by each server process: hold the shared lock for as long as it lives."""
    handle = open(lock_path(database), "a")  # noqa: SIM115 - kept open on purpose, for the process's life
    fcntl.flock(handle, fcntl.LOCK_SH)
    _held.append(handle)


def server_lock_take(database: str | Path) -> IO | None:
    """The exclusive lock for a restore, or None while a server holds the database."""
    handle = open(lock_path(database), "a")  # noqa: SIM115 - the caller closes it (which frees the lock)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        return None
    return handle
