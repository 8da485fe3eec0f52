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


def ruleset_choices() -> list[dict]:
    """Every preset the referee plays: the turned-trump games, then the auction games (SPEC 3b)."""
    return [{"name": rs.name, "title": _(rs.title), "players": ", ".join(map(str, rs.players)), "auction": rs.is_auction}
            for rs in PRESETS.values()]
