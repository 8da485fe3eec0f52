"""Create a night from an export file; ``--owner`` names the organiser whose series a new one is
(without it a new series is for superusers only, never for every organiser)."""

from __future__ import annotations

import sys

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from ...errors import Refusal
from ...json_text import MAX_DEPTH, json_read
from ...transfer import night_check, night_import


class Command(BaseCommand):
    help = "Import a night exported by export_night (FILE, or - for standard input); --check only checks it."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file")
        parser.add_argument("--slug", default=None, help="import under another short name")
        parser.add_argument("--check", action="store_true", help="only check the file: print ok or the refusal, write nothing")
        parser.add_argument("--owner", default=None,
                            help="the user name of the organiser importing it: a new series is theirs "
                                 "(without it: superusers only)")

    def handle(self, *args, **opts) -> None:
        owner = None
        if opts["owner"] is not None:
            owner = get_user_model().objects.filter(**{get_user_model().USERNAME_FIELD: opts["owner"]}).first()
            if owner is None:
                raise CommandError(f"no user called {opts['owner']!r}: make the organiser's account first")
        try:
            if opts["file"] == "-":
                raw = sys.stdin.buffer.read()
            else:
                with open(opts["file"], "rb") as fh:
                    raw = fh.read()
            data = json_read(raw, refusal=f"cannot read {opts['file']}: it is not a JSON file (UTF-8, nested at most "
                                          f"{MAX_DEPTH} deep)")
            if opts["check"]:
                night_check(data=data, slug=opts["slug"])
                self.stdout.write("ok")
                return
            night = night_import(data=data, slug=opts["slug"], owner=owner)
        except OSError as exc:
            raise CommandError(f"cannot read {opts['file']}: {exc}") from None
        except Refusal as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(night.slug)
