"""``print_punchcards SLUG -o FILE [--blank N] [--only-blank] [--base-url URL]``."""

from __future__ import annotations

from tournaments.models import Night
from tournaments.network import default_base_url, lan_address

from ...build import punchcards_pdf
from ._print_command import PrintCommand


class Command(PrintCommand):
    help = "Write the night's punch cards (eight to a page, a QR code to each live card) to a PDF."
    what = "punch cards"

    def add_arguments(self, parser) -> None:
        super().add_arguments(parser)
        parser.add_argument("--blank", type=int, default=0, help="add N blank cards (numbers only) for walk-ins")
        parser.add_argument("--only-blank", action="store_true", help="print only the blank cards")
        parser.add_argument(
            "--base-url",
            default=None,
            help="address phones open for the QR codes (default: CARDPARTY_BASE_URL, else this laptop's "
            "address on the hall network, port 8000); '' for no QR code",
        )

    def render(self, night: Night, opts: dict) -> bytes:
        base = opts["base_url"]
        if base is None:
            base = default_base_url() or f"http://{lan_address()}:8000"
        return punchcards_pdf(night, base_url=base, blank=max(0, opts["blank"]), couples=not opts["only_blank"])
