"""``print_backup SLUG -o FILE``."""

from __future__ import annotations

from tournaments.models import Night

from ...build import backup_pdf
from ._print_command import PrintCommand


class Command(PrintCommand):
    help = "Write the paper backup sheet (games by tables, with the first seating) to a PDF."
    what = "backup sheet"

    def render(self, night: Night, opts: dict) -> bytes:
        return backup_pdf(night)
