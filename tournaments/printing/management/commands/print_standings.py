"""``print_standings SLUG -o FILE``."""

from __future__ import annotations

from tournaments.models import Night

from ...build import standings_pdf
from ._print_command import PrintCommand


class Command(PrintCommand):
    help = "Write the standings and prize sheet (prizes, ties, cookie jar, every couple) to a PDF."
    what = "standings and prizes"

    def render(self, night: Night, opts: dict) -> bytes:
        return standings_pdf(night)
