"""What a game's close leaves for after its answer: the SQLite backup copy and the drawing of the
pages the whole hall is about to ask for (tournaments/signals.py, ``game_closed``).

The organiser's close answers as soon as its results and the next game's seating are committed
(SPEC 6: well under 100 ms at 200 couples). Once the close has committed, one thread of the process
that closed the game takes the backup, then tells the audiences, with a database connection of its
own that it closes when done. Nothing the close acknowledged depends on it: the results are
committed before the thread starts, a backup that fails is logged, and a page the thread has not
drawn yet is drawn by whoever asks first (cache/fragments.py).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time

from django.db import connections, transaction

from ..models import Night
from ..signals import game_closed
from .backups import backup_now

log = logging.getLogger(__name__)
THREAD_NAME = "after-close"
SLOW_SECONDS = 1.0  # a backup and drawing slower than this is logged as a warning (a slow disk)


def after_close_schedule(*, night_id: int, label: str) -> None:
    """Once the current transaction commits, back up and draw in a thread (``_after_close``)."""

    def start() -> None:
        threading.Thread(target=_after_close, kwargs={"night_id": night_id, "label": label},
                         name=f"{THREAD_NAME}-{night_id}", daemon=False).start()

    transaction.on_commit(start)


def after_close_wait(timeout: float = 60) -> None:
    """Wait for this process's after-close threads (tests; a command that must see the backup)."""
    for thread in threading.enumerate():
        if thread.name.startswith(THREAD_NAME) and thread is not threading.current_thread():
            thread.join(timeout)


def _after_close(*, night_id: int, label: str) -> None:
    """The backup, then the audiences told; each failure logged, never raised (the close has committed)."""
    started = time.perf_counter()
    try:
        try:
            backup_now(label=label)
        except (OSError, sqlite3.Error):
            log.exception("backup failed")
        backed = time.perf_counter()
        for receiver, answer in game_closed.send_robust(sender=Night, night_id=night_id):
            if isinstance(answer, Exception):
                log.error("after a game closed, %s failed", getattr(receiver, "__name__", receiver), exc_info=answer)
        done = time.perf_counter()
        log.log(logging.WARNING if done - started > SLOW_SECONDS else logging.INFO,
                "after %s closed: backup %.0f ms, drawing %.0f ms", label, (backed - started) * 1000, (done - backed) * 1000)
    finally:
        connections.close_all()  # this thread's own connections only (they are per thread)
