"""Helpers shared by the referee pages: a game found from its link, a seat's URL, form numbers, QR codes, rulesets."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _

from cardparty.rules import PRESETS
from tournaments.errors import NotFound

from ..models import RefereeGame


def game_by_token(token: str) -> RefereeGame:
    rg = RefereeGame.objects.select_related("night").filter(token=token).first()
    if rg is None:
        raise NotFound(_("There is no such game: check the link."))
    return rg


def game_by_seat(pk: int, key: str) -> tuple[RefereeGame, int]:
    rg = RefereeGame.objects.select_related("night").filter(pk=pk).first()
    if rg is not None:
        for seat in range(len(rg.seats)):
            if rg.seat_key_matches(seat, key):
                return rg, seat
    raise NotFound(_("There is no such seat: check the link."))


def seat_url(rg: RefereeGame, seat: int) -> str:
    return reverse("referee-seat", args=[rg.pk, rg.seats[seat]["key"]])


def int_or(value, default: int | None = None) -> int | None:  # noqa: ANN001
    """A number from a form or query string, or ``default``."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def qr_code(text: str, label: str) -> dict:
    """A QR code for ``text`` as what templates/referee/_qr.html draws as SVG (reportlab's encoder, no
    network, no images): its size in modules, the path of its dark modules and its label."""
    from reportlab.graphics.barcode import qrencoder as rq

    code = rq.QRCode(None, rq.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    n, quiet = code.getModuleCount(), 4
    path = "".join(f"M{c + quiet} {r + quiet}h1v1h-1z" for r in range(n) for c in range(n) if code.isDark(r, c))
    return {"size": n + 2 * quiet, "path": path, "label": label}


def ruleset_choices() -> list[dict]:
    """Every preset the referee plays: the turned-trump games, then the auction games (SPEC 3b)."""
    return [{"name": rs.name, "title": _(rs.title), "players": ", ".join(map(str, rs.players)), "auction": rs.is_auction}
            for rs in PRESETS.values()]
