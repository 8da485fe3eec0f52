"""The own-phones host screen's private seat links: which ones it shows, and the writes that change that.

A seat's link (its QR code) is on the host screen only until the seat is taken (its page opened on a
phone) and never once play starts (a person has acted), so no one can scan another player's hand off
the table's screen.  A player who lost their link asks the host, who shows it again on purpose, one
seat at a time, until it is opened or hidden.  Each seat's dict keeps ``taken`` and ``shown`` (shown
again on purpose).
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.errors import Refusal

from .models import RefereeGame

PERSON = "person"


def play_started(rg: RefereeGame) -> bool:
    """Whether a person has acted (the computer players' moves before anyone's first turn are the deal's)."""
    return any(rg.seats[seat]["kind"] == PERSON for _kind, seat, _value in rg.actions)


def links_shown(rg: RefereeGame) -> list[int]:
    """The seats whose private link the host screen shows now."""
    if rg.mode != RefereeGame.Mode.PHONES:
        return []
    started = play_started(rg)
    return [i for i, s in enumerate(rg.seats) if s["kind"] == PERSON
            and (s.get("shown") or not (s.get("taken") or started))]


def _locked(game: RefereeGame) -> RefereeGame:
    rg = RefereeGame.objects.select_for_update().get(pk=game.pk)
    if rg.mode != RefereeGame.Mode.PHONES:
        raise Refusal(_("In this game the players pass one tablet: there are no private links."))
    return rg


@transaction.atomic
def referee_seat_take(*, game: RefereeGame, seat: int) -> RefereeGame:
    """A seat's page was opened on a phone: its link leaves the host screen (written only when that changes)."""
    if game.mode != RefereeGame.Mode.PHONES or (game.seats[seat].get("taken") and not game.seats[seat].get("shown")):
        return game
    rg = _locked(game)
    rg.seats[seat] = {**rg.seats[seat], "taken": True, "shown": False}
    rg.save(update_fields=["seats", "updated_at"])
    return rg


@transaction.atomic
def referee_link_show(*, game: RefereeGame, seat: int | None) -> RefereeGame:
    """The host shows one seat's link again on purpose (any other shown again is hidden); ``None`` hides it."""
    rg = _locked(game)
    if seat is not None and not (0 <= seat < len(rg.seats) and rg.seats[seat]["kind"] == PERSON):
        raise Refusal(_("Only a seat played by a person has a link."))
    rg.seats = [{**s, "shown": i == seat} for i, s in enumerate(rg.seats)]
    rg.save(update_fields=["seats", "updated_at"])
    return rg
