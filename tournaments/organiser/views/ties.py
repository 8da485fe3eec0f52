"""Prize groups with their tie-break panels, and the views that settle a tie: the couples' choice, a play-off
(a cut of the deck: ``cuts``), and undoing a tie-break with a reason until the night is finished."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import standings as rules
from tournaments.cards import picker_rows
from tournaments.errors import Refusal
from tournaments.models import Night, TieBreak
from tournaments.money import split_share
from tournaments.prize_text import own_description
from tournaments.selectors import Standings, TieOutcome
from tournaments.services.prizes import REASON_MAX, tiebreak_choose, tiebreak_open, tiebreak_playoff, tiebreak_undo
from tournaments.web.common import organiser_view

from ..forms import PlayoffForm, numbered
from .base import go, int_or_none, ordinal, refused

KINDS = {k.value for k in TieBreak.Kind}


@dataclass(frozen=True)
class CutAgain:
    """A refused cut, shown again: the cards picked, by couple, and the reasons (key 0: the whole cut's)."""

    tiebreak: int
    picked: dict[int, str] = field(default_factory=dict)
    errors: dict[int, str] = field(default_factory=dict)
    confirm_app: bool = False  # the app was asked to cut over picked cards: ask again


def _tie_panel(kind: str, place: int, group: list[int], outcome: TieOutcome | None, names: dict[int, str]) -> dict:
    """Everything the tie-break part of a page shows for one contested prize (the cut's pickers: ``_cut_pickers``)."""
    couples = list(outcome.couples) if outcome else list(group)
    choices = dict(outcome.choices) if outcome else {}
    panel = {
        "kind": kind, "place": place, "couples": [(n, names.get(n, ""), choices.get(n, "")) for n in couples],
        "choices": choices, "method": outcome.method if outcome else "",
        "pk": None, "rounds": [], "seed": outcome.seed if outcome else None, "winners": [], "stage": "choose",
        "contenders": couples, "players": [], "playoff_winner": None, "started": bool(outcome and (outcome.method or choices)),
    }
    if outcome is None:
        return panel
    panel["rounds"] = [
        [(int(n), card, int(n) in {int(w) for w in rules.cut_winners(cut)}) for n, card in sorted(cut.items(), key=lambda i: int(i[0]))]
        for cut in outcome.cuts
    ]
    panel["winners"] = list(outcome.winners)
    panel["players"] = [n for n in couples if panel["choices"].get(n) == "playoff"]
    panel["playoff_winner"] = outcome.playoff_winner
    if outcome.resolved:
        panel["stage"] = "resolved"
    elif outcome.method == "cut":
        panel["stage"] = "cut"
        if outcome.cuts:
            panel["contenders"] = sorted(int(n) for n in rules.cut_winners(outcome.cuts[-1]))
    elif outcome.method == "playoff":
        panel["stage"] = "playoff"
    return panel


def _with_pks(night: Night, panels: list[dict], cut: CutAgain | None) -> None:
    pks = {(k, p): pk for k, p, pk in TieBreak.objects.filter(night=night).values_list("kind", "place", "pk")}
    for panel in panels:
        panel["pk"] = pks.get((panel["kind"], panel["place"]))
        if panel["stage"] == "cut":
            _cut_pickers(panel, cut if cut is not None and cut.tiebreak == panel["pk"] else None)


def _cut_pickers(panel: dict, again: CutAgain | None) -> None:
    """A tap-a-card picker for each couple still cutting, with what was picked and the reason
    beside it when the cut was refused (``again``)."""
    picked = {n: card.strip().upper() for n, card in (again.picked if again else {}).items()}
    errors = again.errors if again else {}
    panel["error"] = errors.get(0, "")
    panel["confirm_app"] = bool(again and again.confirm_app)
    panel["pickers"] = [
        {"number": n, "name": f"card_{n}", "error": errors.get(n, ""), "picked": picked.get(n, ""),
         "picker": picker_rows(lambda card, n=n: {"chosen": str(card) == picked.get(n)})}
        for n in panel["contenders"]
    ]


def prize_context(night: Night, table: Standings, cut: CutAgain | None = None) -> dict:
    """The prize places, the booby prize and the cookie jar's winners, each tie with its panel;
    ``cut`` is a refused cut, shown again where it was made."""
    names = {line.number: line.names for line in table.lines}
    wins = {line.number: line.wins for line in table.lines}
    outcomes = {(t.kind, t.place): t for t in table.ties}
    places, panels = [], []
    for place, group in enumerate(table.prize_groups, start=1):
        prize = night.prizes[place - 1] if place <= len(night.prizes or []) else {}
        tie = None
        if len(group) > 1:
            tie = _tie_panel(TieBreak.Kind.PRIZE, place, group, outcomes.get(("prize", place)), names)
            panels.append(tie)
        share = None
        if tie and outcomes.get(("prize", place)) and tie["stage"] == "resolved" and tie["method"] == "split":
            share = split_share(prize.get("amount", ""), len(tie["winners"]))
        places.append({"place": place, "label": ordinal(place), "description": own_description(place, prize.get("description")),
                       "amount": prize.get("amount", ""), "wins": wins[group[0]], "share": share,
                       "couples": [(n, names.get(n, ""), share if n in (tie or {}).get("winners", ()) else None) for n in group],
                       "tie": tie})
    booby = None
    if table.booby_group:
        tie = None
        if len(table.booby_group) > 1:
            tie = _tie_panel(TieBreak.Kind.BOOBY, 1, table.booby_group, outcomes.get(("booby", 1)), names)
            panels.append(tie)
        booby = {"wins": wins[table.booby_group[0]], "couples": [(n, names.get(n, "")) for n in table.booby_group], "tie": tie}
    jar_tie = None
    if table.jar.revealed and len(table.jar.winners) > 1:
        jar_tie = _tie_panel(TieBreak.Kind.JAR, 1, list(table.jar.winners), outcomes.get(("jar", 1)), names)
        panels.append(jar_tie)
    _with_pks(night, panels, cut)
    unsettled = [p for p in panels if p["stage"] != "resolved"]
    jar_share = None
    if jar_tie and jar_tie["stage"] == "resolved" and jar_tie["method"] == "split":
        jar_share = split_share(table.jar.pot, len(jar_tie["winners"]))
    return {"places": places, "booby": booby, "jar": table.jar, "jar_tie": jar_tie, "jar_share": jar_share, "unsettled": unsettled,
            "names": names, "standings": table, "settling": night.state == Night.State.PRIZES, "undo_max": REASON_MAX}


def back(night: Night, kind: str, place: int | None = 1) -> HttpResponse:
    """Back to the tie's panel: on the cookie jar's page for the jar, else on the prizes page."""
    return go("desk-jar" if kind == TieBreak.Kind.JAR else "desk-prizes", night, anchor=f"tie-{kind}-{place or 1}")


def kind_place(night: Night, pk: int) -> tuple[str, int]:
    """The kind and place of one of the night's tie-breaks (a prize's first place if it is not known)."""
    found = TieBreak.objects.filter(night=night, pk=pk).values_list("kind", "place").first()
    return found or ("prize", 1)


@require_POST
@organiser_view
def tie_choose(request: HttpRequest, night: Night) -> HttpResponse:
    """Record the tied couples' choices (split, cut, play-off); the services fix the method."""
    kind = request.POST.get("kind", "")
    place = int_or_none(request.POST.get("place"))
    if kind not in KINDS or place is None:
        messages.error(request, _("That prize is not known: reload the page and try again."))
        return go("desk-prizes", night)
    try:
        choices = {n: c for n, c in numbered(request.POST, "choice_").items() if c}
    except ValidationError as exc:
        messages.error(request, exc.messages[0])
        return back(night, kind, place)
    if not choices:
        messages.error(request, _("Tick split, cut or play-off for at least one couple."))
        return back(night, kind, place)
    try:
        with transaction.atomic():
            tb = tiebreak_open(night=night, kind=kind, place=place)
            tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices=choices)
    except Refusal as exc:
        refused(request, exc)
        return back(night, kind, place)
    messages.success(request, _method_message(tb))
    return back(night, kind, place)


def _method_message(tb: TieBreak) -> str:
    if not tb.method:
        return _("Choices recorded. Waiting for the other couples to choose.")
    if tb.resolved and tb.method == "split":
        return _("Everyone chose to split: the prize is shared equally.")
    if tb.resolved:
        return _("Only one couple wanted the play-off: the others forfeit, it wins the prize.")
    if tb.method == "playoff":
        return _("A play-off decides: couples that declined it forfeit. Record its winner when it is played.")
    return _("The deck is cut: enter each couple's card, or let the app cut.")


@require_POST
@organiser_view
def tie_playoff(request: HttpRequest, night: Night, tiebreak: int) -> HttpResponse:
    """Record who won the play-off game."""
    kind, place = kind_place(night, tiebreak)
    form = PlayoffForm(request.POST, night=night)
    if not form.is_valid():
        messages.error(request, next(iter(form.errors.values()))[0])
        return back(night, kind, place)
    data = form.cleaned_data
    points = None
    if data["winner_points"] is not None and data["loser_points"] is not None:
        points = (data["winner_points"], data["loser_points"])
    try:
        tb = tiebreak_playoff(night=night, tiebreak=tiebreak, winner=data["winner"], points=points)
    except Refusal as exc:
        refused(request, exc)
        return back(night, kind, place)
    messages.success(request, _("Couple %(couple)d won the play-off.") % {"couple": data["winner"]})
    return back(night, tb.kind, tb.place)


@require_POST
@organiser_view
def tie_undo(request: HttpRequest, night: Night, tiebreak: int) -> HttpResponse:
    """Undo a tie-break with a reason (kept in the audit trail): the couples choose again."""
    kind, place = kind_place(night, tiebreak)
    try:
        tiebreak_undo(night=night, tiebreak=tiebreak, reason=request.POST.get("reason", ""), user=request.user)
    except Refusal as exc:
        refused(request, exc)
        return back(night, kind, place)
    messages.success(request, _("The tie-break is undone (kept in the audit trail): ask the couples to choose again."))
    return back(night, kind, place)
