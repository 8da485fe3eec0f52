"""Write a night as JSON on standard output."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from ...errors import Refusal
from ...selectors import night_get
from ...transfer import night_export


class Command(BaseCommand):
    help = "Export a whole night as JSON (format documented in the README)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")

    def handle(self, *args, **opts) -> None:
        try:
            night = night_get(slug=opts["slug"])
        except Refusal as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(json.dumps(night_export(night=night), ensure_ascii=False, indent=1))
