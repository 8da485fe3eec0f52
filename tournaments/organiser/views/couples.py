"""Registration at the door: two names, Enter, next; edits, undo, late arrivals, withdrawals and returns, links."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import movement
from tournaments.errors import Refusal
from tournaments.models import Couple, Night
from tournaments.network import hall_url
from tournaments.people import fold, registered_already
from tournaments.selectors import seating_for_game, series_for
from tournaments.selectors.players import series_regulars
from tournaments.services.couples import (
    couple_link_revoke,
    couple_readmit,
    couple_register,
    couple_registered_by,
    couple_remove,
    couple_update,
    couple_withdraw,
)
from tournaments.web.common import organiser_view

from ..forms import CoupleForm, new_form_token
from .base import desk_menu, go, int_or_none, refused, warn_mixed_scripts


@organiser_view
def couples(request: HttpRequest, night: Night) -> HttpResponse:
    """The fast registration form and the list of couples.

    A refusal (no name at all, a closed night) is shown beside the boxes, with what was typed kept.
    A name already registered tonight is not registered again without a word: the page says which
    couple has it (409), and registering them anyway is one press on the button it shows.
    """
    form = CoupleForm(request.POST or None, initial={"token": new_form_token()})
    if request.method == "POST":
        if form.is_valid():
            data = form.cleaned_data
            repeats = [] if data["again"] else _registered_tonight(night, data)
            if repeats:
                return _render(request, night, form, status=409, repeat=_repeat(data, repeats))
            try:
                couple = couple_register(night=night, player1=data["player1"], player2=data["player2"], token=data["token"])
            except Refusal as exc:
                form.add_error(None, exc.message)
            else:
                messages.success(request, _registered_message(night, couple))
                warn_mixed_scripts(request, couple.player1, couple.player2)
                return go("desk-couples", night, last=couple.number)
        messages.error(request, _("The couple was not registered: see the note below."))
        return _render(request, night, form, status=400)
    return _render(request, night, form)


def _registered_tonight(night: Night, data: dict) -> list[tuple[str, int]]:
    """The typed names already registered tonight, each with its couple's number (none when the
    same form is sent again: that is one couple, ``couple_register``'s token, which answers it)."""
    try:
        if couple_registered_by(night=night, token=data["token"]) is not None:
            return []
    except Refusal:
        return []
    tonight = Couple.objects.filter(night=night).order_by("number").values_list("number", "player1", "player2")
    return registered_already(data["player1"], data["player2"], tonight)


def _repeat(data: dict, repeats: list[tuple[str, int]]) -> dict:
    """What the door says of names already registered tonight, and the form that registers them anyway."""
    numbers = {number for _name, number in repeats}
    if len(repeats) == 2 and len(numbers) == 1:
        said = [_("%(first)s & %(second)s are already couple %(number)d.") % {
            "first": repeats[0][0], "second": repeats[1][0], "number": repeats[0][1]}]
    else:
        said = [_("%(name)s is already in couple %(number)d.") % {"name": name, "number": number} for name, number in repeats]
    return {"said": said, "number": min(numbers), "player1": data["player1"], "player2": data["player2"],
            "token": new_form_token()}


def _registered_message(night: Night, couple: Couple) -> str:
    return _seat_message(night, couple.number) or _("Couple %(number)d registered.") % {"number": couple.number}


def _seat_message(night: Night, number: int) -> str:
    """Where a couple joining the game in play sits, or "" before the night starts."""
    if night.state != Night.State.PLAYING:
        return ""
    seating = seating_for_game(night=night, game=night.current_game)
    for table, pair in seating.items():
        if number in pair:
            other = next((c for c in pair if c not in (None, number)), None)
            if other is None:
                return _("Couple %(number)d joins at table %(table)d (bye) in game %(game)d.") % {
                    "number": number, "table": table, "game": night.current_game}
            return _("Couple %(number)d joins at table %(table)d against couple %(other)d in game %(game)d.") % {
                "number": number, "table": table, "other": other, "game": night.current_game}
    return ""


def _render(request: HttpRequest, night: Night, form: CoupleForm, status: int = 200, repeat: dict | None = None) -> HttpResponse:
    rows = list(Couple.objects.filter(night=night).order_by("number"))
    seats: dict[int, tuple[int, bool]] = {}
    bye_table = None
    if night.state == Night.State.PLAYING:
        seating = seating_for_game(night=night, game=night.current_game)
        byes = movement.bye_tables(seating)
        bye_table = byes[0] if byes else None
        seats = {c: (t, t in byes) for t, pair in seating.items() for c in pair if c is not None}
    edit = int_or_none(request.GET.get("edit"))
    last_number = int_or_none(request.GET.get("last"))
    last = next((c for c in rows if c.number == last_number), None)
    couples_view = _rows(request, night, rows, seats, edit)
    if edit is not None:  # the row being edited takes the focus
        form.fields["player1"].widget.attrs.pop("autofocus", None)
    active = sum(1 for c in rows if c.left_after is None)
    can_register = night.state in (Night.State.REGISTRATION, Night.State.PLAYING)
    # The series' regulars for the name boxes' suggestions: [name, folded name, last partner]; the
    # players registered tonight are not suggested again.
    here = {fold(name) for c in rows for name in (c.player1, c.player2)}
    regulars = [list(r) for r in series_regulars(series=night.series) if r[1] not in here] if can_register else []
    return render(request, "organiser/couples.html", {
        "night": night, "menu": desk_menu(night, "desk-couples"), "form": form, "rows": couples_view, "last": last,
        "repeat": repeat, "saved": int_or_none(request.GET.get("saved")),
        "active": active, "bye_table": bye_table,
        "can_register": can_register, "regulars": regulars,
        "players_page": series_for(request.user).filter(pk=night.series_id).exists(),
    }, status=status)


SENTINEL = 987654321


def _rows(request: HttpRequest, night: Night, couples: list[Couple], seats: dict, edit: int | None) -> list[dict]:
    """Each couple's row, with its texts and links made here once (a template tag per row is slow at 500 couples)."""
    card_path = reverse("couple-card", args=["TOKENTOKEN"])
    card_base = hall_url(request, card_path)
    withdraw = reverse("desk-couple-withdraw", args=[night.slug, SENTINEL])
    new_link = reverse("desk-couple-link", args=[night.slug, SENTINEL])
    readmit = reverse("desk-couple-readmit", args=[night.slug, SENTINEL])
    last_number = couples[-1].number if couples else 0
    texts = {
        "table": _("Table %(table)d"), "left": _("left after game %(game)d"), "joined": _("joined at game %(game)d"),
        "remove": _("Remove couple %(number)d?"),
        "remove_up": _("Remove couple %(number)d? Couples %(next)d to %(last)d each move up one number."),
        "withdraw": _("Couple %(number)d leaves the night now?"),
        "link": _("Give couple %(number)d a new link? The old link and its QR code stop working."),
        "readmit": _("Bring couple %(number)d back into the night?"),
    }
    registration = night.state == Night.State.REGISTRATION
    playing = night.state == Night.State.PLAYING
    finished = night.state in (Night.State.PRIZES, Night.State.FINISHED)
    rows = []
    for c in couples:
        seat = seats.get(c.number)
        number = {"number": c.number}
        rows.append({
            "couple": c, "editing": c.number == edit, "gone": c.left_after is not None,
            "left": texts["left"] % {"game": c.left_after} if c.left_after is not None else "",
            "seat": texts["table"] % {"table": seat[0]} if seat else "", "bye": bool(seat and seat[1]),
            "joined": texts["joined"] % {"game": c.joined_game} if c.joined_game > 1 else "",
            "link": card_base.replace("TOKENTOKEN", c.public_token), "path": card_path.replace("TOKENTOKEN", c.public_token),
            "withdraw_url": withdraw.replace(str(SENTINEL), str(c.number)),
            "link_url": new_link.replace(str(SENTINEL), str(c.number)),
            "readmit_url": readmit.replace(str(SENTINEL), str(c.number)),
            "readmit_confirm": texts["readmit"] % number if c.left_after is not None and not finished else "",
            "remove_confirm": "" if not registration else texts["remove"] % number if c.number == last_number
            else texts["remove_up"] % {**number, "next": c.number + 1, "last": last_number},
            "withdraw_confirm": texts["withdraw"] % number if playing and c.left_after is None else "",
            "link_confirm": texts["link"] % number,
        })
    return rows


@require_POST
@organiser_view
def couple_edit(request: HttpRequest, night: Night, number: int) -> HttpResponse:
    """Correct a couple's names."""
    form = CoupleForm(request.POST)
    if not form.is_valid():
        for errors in form.errors.values():
            for error in errors:
                messages.error(request, error)
        return go("desk-couples", night, anchor=f"couple-{number}", edit=number)
    try:
        couple = couple_update(night=night, number=number, player1=form.cleaned_data["player1"],
                               player2=form.cleaned_data["player2"])
    except Refusal as exc:  # the names stay open for editing, the refusal said above them
        refused(request, exc)
        return go("desk-couples", night, anchor=f"couple-{number}", edit=number)
    messages.success(request, _("Couple %(number)d's names saved.") % {"number": number})
    warn_mixed_scripts(request, couple.player1, couple.player2)
    return go("desk-couples", night, anchor=f"couple-{number}", saved=number)


@require_POST
@organiser_view
def couple_withdraw_view(request: HttpRequest, night: Night, number: int) -> HttpResponse:
    """Remove a couple before the night starts (the numbers after it close up); withdraw one during it."""
    moved = 0
    try:
        if night.state == Night.State.REGISTRATION:
            moved = couple_remove(night=night, number=number)
            kept = None
        else:
            kept = couple_withdraw(night=night, number=number)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-couples", night)
    if kept is None:
        removed = _("Couple %(number)d removed.") % {"number": number}
        if moved == 1:
            removed += " " + _("Couple %(old)d is now couple %(new)d.") % {"old": number + 1, "new": number}
        elif moved:
            removed += " " + _("Couples %(first)d to %(last)d each moved up one number: they are now %(first_new)d to "
                               "%(last_new)d.") % {"first": number + 1, "last": number + moved, "first_new": number,
                                                   "last_new": number + moved - 1}
        messages.success(request, removed)
        return go("desk-couples", night)
    seating = seating_for_game(night=night, game=night.current_game)
    byes = movement.bye_tables(seating)
    message = _("Couple %(number)d has withdrawn; its punch card is kept.") % {"number": number}
    if byes:
        alone = next(c for c in seating[byes[0]] if c is not None)
        message += " " + _("Couple %(couple)d now has the bye at table %(table)d.") % {"couple": alone, "table": byes[0]}
    messages.success(request, message)
    return go("desk-couples", night)


@require_POST
@organiser_view
def couple_readmit_view(request: HttpRequest, night: Night, number: int) -> HttpResponse:
    """Bring a withdrawn couple back: it takes the bye seat, or opens a new table with a bye."""
    try:
        couple_readmit(night=night, number=number)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-couples", night)
    back = _("Couple %(number)d is back in the night.") % {"number": number}
    messages.success(request, " ".join(filter(None, (back, _seat_message(night, number)))))
    return go("desk-couples", night, anchor=f"couple-{number}")


@require_POST
@organiser_view
def couple_link(request: HttpRequest, night: Night, number: int) -> HttpResponse:
    """Revoke a couple's public link and issue a new one."""
    try:
        couple_link_revoke(night=night, number=number)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-couples", night)
    messages.success(request, _("Couple %(number)d has a new link; the old one no longer works.") % {"number": number})
    return go("desk-couples", night, anchor=f"couple-{number}")
