"""What the four ``print_*`` commands share: ``SLUG -o FILE``."""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from tournaments.errors import Refusal
from tournaments.models import Night
from tournaments.selectors import night_get


class PrintCommand(BaseCommand):
    """Write one printout of a night to a PDF file (``-`` for standard output)."""

    what = "printout"

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug", help="the night's short name")
        parser.add_argument("-o", "--output", required=True, help="PDF file to write ('-' for standard output)")

    def render(self, night: Night, opts: dict) -> bytes:
        """The PDF bytes for ``night``."""
        raise NotImplementedError

    def handle(self, *args, **opts) -> None:
        try:
            night = night_get(slug=opts["slug"])
        except Refusal as exc:
            raise CommandError(exc.message) from None
        pdf = self.render(night, opts)
        if opts["output"] == "-":
            sys.stdout.buffer.write(pdf)
            sys.stdout.flush()
            return
        path = Path(opts["output"])
        try:
            path.write_bytes(pdf)
        except OSError as exc:
            raise CommandError(f"{path}: {exc.strerror}") from None
        self.stderr.write(f"{self.what}: {path} ({len(pdf)} bytes)")
