"""Put a backup copy back as the live SQLite database (stop the server first)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError, connection, transaction
from django.db.models import F, Max

from tournaments.serverlock import server_lock_take

from ...cache.kept import copies_cleared
from ...models import NightVersion
from ...services.backups import sqlite_copy


class Command(BaseCommand):
    help = "Restore the SQLite database from a backup in var/backups (the newest by default). Stop the server first."

    def add_arguments(self, parser) -> None:
        parser.add_argument("backup", nargs="?", help="a file from the backups folder (default: the newest)")
        parser.add_argument("--list", action="store_true", help="list the backups and stop")

    def handle(self, *args, **opts) -> None:
        if connection.vendor != "sqlite":
            raise CommandError("Backups are SQLite copies; on PostgreSQL use pg_dump and pg_restore.")
        backups = sorted(Path(settings.BACKUP_DIR).glob("*.sqlite3"))
        if opts["list"]:
            if not backups:
                self.stdout.write(f"No backup yet in {settings.BACKUP_DIR}: one is written after every closed game.")
            for path in backups:
                self.stdout.write(str(path))
            return
        source = Path(opts["backup"]) if opts["backup"] else (backups[-1] if backups else None)
        if source is None or not source.is_file():
            raise CommandError(f"No backup found in {settings.BACKUP_DIR}." if source is None else f"{source} does not exist.")
        try:
            check = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
            try:
                status = check.execute("PRAGMA integrity_check").fetchone()[0]
            finally:
                check.close()
        except sqlite3.DatabaseError as exc:
            status = str(exc)
        if status != "ok":
            raise CommandError(f"{source} is damaged ({status}); pick another with --list.")
        target = Path(connection.settings_dict["NAME"])
        lock = server_lock_take(target)
        if lock is None:
            raise CommandError("The server is running and holds the database: stop it first (Ctrl+C where `make run` "
                               "runs), then run restore_backup again. Nothing was changed.")
        try:
            self._restore(source, target)
        finally:
            lock.close()

    def _restore(self, source: Path, target: Path) -> None:
        # Every page and poll is kept by its night's version, and a browser holds the version it shows:
        # the copy's versions are older, and the games played again would reach the same numbers with
        # other results, which a board showing the old ones would take as unchanged. So the restored
        # versions start past the highest the current database has served.
        try:
            served = (NightVersion.objects.aggregate(top=Max("version"))["top"] or 0) if target.exists() else 0
        except DatabaseError:  # the current database cannot be read (perhaps why it is restored): far past it
            served = 10**9
        connection.close()
        if target.exists():
            keep = target.with_suffix(".before-restore.sqlite3")
            keep.unlink(missing_ok=True)
            sqlite_copy(target, keep)  # with whatever the write-ahead log still holds
            self.stdout.write(f"The current database was kept as {keep}")
        sqlite_copy(source, target)
        with transaction.atomic():
            NightVersion.objects.update(version=F("version") + served)
        connection.close()
        # What the server processes share of the database they last served (copies of its rows:
        # tournaments/cache/kept.py) is of the database replaced: the restored one is read afresh.
        copies_cleared()
        self.stdout.write(f"Restored {source} into {target}")
