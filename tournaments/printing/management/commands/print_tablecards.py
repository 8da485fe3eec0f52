"""``print_tablecards SLUG -o FILE``."""

from __future__ import annotations

from tournaments.models import Night

from ...build import tablecards_pdf
from ._print_command import PrintCommand


class Command(PrintCommand):
    help = "Write a table card (the table number, to fold and stand on the table) for every table to a PDF."
    what = "table cards"

    def render(self, night: Night, opts: dict) -> bytes:
        return tablecards_pdf(night)
