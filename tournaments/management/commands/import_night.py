"""Create a night from an export file."""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from ...errors import Refusal
from ...transfer import night_check, night_import


class Command(BaseCommand):
    help = "Import a night exported by export_night (FILE, or - for standard input); --check only checks it."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file")
        parser.add_argument("--slug", default=None, help="import under another short name")
        parser.add_argument("--check", action="store_true", help="only check the file: print ok or the refusal, write nothing")

    def handle(self, *args, **opts) -> None:
        try:
            if opts["file"] == "-":
                data = json.load(sys.stdin)
            else:
                with open(opts["file"], encoding="utf-8") as fh:
                    data = json.load(fh)
            if opts["check"]:
                night_check(data=data, slug=opts["slug"])
                self.stdout.write("ok")
                return
            night = night_import(data=data, slug=opts["slug"])
        except (OSError, ValueError, RecursionError) as exc:  # not JSON, not UTF-8, nested too deep
            raise CommandError(f"cannot read {opts['file']}: {exc}") from None
        except Refusal as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(night.slug)
