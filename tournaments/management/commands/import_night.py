"""Create a night from an export file."""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from ...errors import Refusal
from ...transfer import night_import


class Command(BaseCommand):
    help = "Import a night exported by export_night (FILE, or - for standard input)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("file")
        parser.add_argument("--slug", default=None, help="import under another short name")

    def handle(self, *args, **opts) -> None:
        try:
            if opts["file"] == "-":
                data = json.load(sys.stdin)
            else:
                with open(opts["file"], encoding="utf-8") as fh:
                    data = json.load(fh)
            night = night_import(data=data, slug=opts["slug"])
        except (OSError, json.JSONDecodeError) as exc:
            raise CommandError(f"cannot read {opts['file']}: {exc}") from None
        except Refusal as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(night.slug)
