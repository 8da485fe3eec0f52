"""After the last game: prize groups and their tie-breaks, the booby prize, the cookie jar, finishing."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from .. import standings as rules
from ..errors import Refusal
from ..forms import JarEntriesForm, PlayoffForm, numbered
from ..models import Couple, JarDraw, Night, TieBreak
from ..selectors import Standings, TieOutcome, night_standings
from ..services.jar import jar_draw, jar_enter, jar_leave, jar_reveal
from ..services.nights import night_finish
from ..services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open, tiebreak_playoff
from ..templatetags.money import money_text
from .common import organiser_view
from .organiser_base import desk_menu, go, int_or_none, ordinal, refused

KINDS = {k.value for k in TieBreak.Kind}


def _tie_panel(kind: str, place: int, group: list[int], outcome: TieOutcome | None, names: dict[int, str]) -> dict:
    """Everything the tie-break part of a page shows for one contested prize."""
    couples = list(outcome.couples) if outcome else list(group)
    choices = dict(outcome.choices) if outcome else {}
    panel = {
        "kind": kind, "place": place, "couples": [(n, names.get(n, ""), choices.get(n, "")) for n in couples],
        "choices": choices, "method": outcome.method if outcome else "",
        "pk": None, "rounds": [], "seed": outcome.seed if outcome else None, "winners": [], "stage": "choose",
        "contenders": couples, "players": [], "playoff_winner": None,
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


def _with_pks(night: Night, panels: list[dict]) -> None:
    pks = {(k, p): pk for k, p, pk in TieBreak.objects.filter(night=night).values_list("kind", "place", "pk")}
    for panel in panels:
        panel["pk"] = pks.get((panel["kind"], panel["place"]))


def _prize_context(night: Night, table: Standings) -> dict:
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
        places.append({"place": place, "label": ordinal(place), "description": prize.get("description", ""),
                       "amount": prize.get("amount", ""), "wins": wins[group[0]],
                       "couples": [(n, names.get(n, "")) for n in group], "tie": tie})
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
    _with_pks(night, panels)
    unsettled = [p for p in panels if p["stage"] != "resolved"]
    return {"places": places, "booby": booby, "jar": table.jar, "jar_tie": jar_tie, "unsettled": unsettled,
            "names": names, "standings": table, "settling": night.state == Night.State.PRIZES}


@organiser_view
def prizes(request: HttpRequest, night: Night) -> HttpResponse:
    """The prize groups from the standings, each tie with its tie-break, the booby prize, finishing."""
    table = night_standings(night=night)
    context = _prize_context(night, table)
    context.update({"night": night, "menu": desk_menu(night, "desk-prizes")})
    return render(request, "organiser/prizes.html", context)


def _back(night: Night, kind: str, place: int | None = 1) -> HttpResponse:
    return go("desk-jar" if kind == TieBreak.Kind.JAR else "desk-prizes", night, anchor=f"tie-{kind}-{place or 1}")


def _kind_place(night: Night, pk: int) -> tuple[str, int]:
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
        return _back(night, kind, place)
    if not choices:
        messages.error(request, _("Tick split, cut or play-off for at least one couple."))
        return _back(night, kind, place)
    try:
        with transaction.atomic():
            tb = tiebreak_open(night=night, kind=kind, place=place)
            tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices=choices)
    except Refusal as exc:
        refused(request, exc)
        return _back(night, kind, place)
    messages.success(request, _method_message(tb))
    return _back(night, kind, place)


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
def tie_cut(request: HttpRequest, night: Night, tiebreak: int) -> HttpResponse:
    """Record a cut with real cards, or let the app cut with a stored seed."""
    kind, place = _kind_place(night, tiebreak)
    try:
        if "app" in request.POST:
            tb = tiebreak_cut(night=night, tiebreak=tiebreak)
        else:
            try:
                cards = {n: c for n, c in numbered(request.POST, "card_").items()}
            except ValidationError as exc:
                messages.error(request, exc.messages[0])
                return _back(night, kind, place)
            if not cards or not all(cards.values()):
                messages.error(request, _("Enter the card each couple cut, such as 7H, 10S or AD."))
                return _back(night, kind, place)
            tb = tiebreak_cut(night=night, tiebreak=tiebreak, cards=cards)
    except Refusal as exc:
        refused(request, exc)
        return _back(night, kind, place)
    last = tb.cuts[-1] if tb.cuts else {}
    shown = ", ".join(f"{n}: {card}" for n, card in sorted(last.items(), key=lambda i: int(i[0])))
    if tb.resolved:
        winner = next(int(n) for n in rules.cut_winners(last))
        messages.success(request, _("Cut %(cards)s. Couple %(couple)d cut the lowest card and wins.") % {"cards": shown, "couple": winner})
    else:
        again = ", ".join(str(n) for n in sorted(int(n) for n in rules.cut_winners(last)))
        messages.warning(request, _("Cut %(cards)s. Equal lowest cards: couples %(couples)s cut again.")
                         % {"cards": shown, "couples": again})
    return _back(night, tb.kind, tb.place)


@require_POST
@organiser_view
def tie_playoff(request: HttpRequest, night: Night, tiebreak: int) -> HttpResponse:
    """Record who won the play-off game."""
    kind, place = _kind_place(night, tiebreak)
    form = PlayoffForm(request.POST)
    if not form.is_valid():
        messages.error(request, next(iter(form.errors.values()))[0])
        return _back(night, kind, place)
    data = form.cleaned_data
    points = None
    if data["winner_points"] is not None and data["loser_points"] is not None:
        points = (data["winner_points"], data["loser_points"])
    try:
        tb = tiebreak_playoff(night=night, tiebreak=tiebreak, winner=data["winner"], points=points)
    except Refusal as exc:
        refused(request, exc)
        return _back(night, kind, place)
    messages.success(request, _("Couple %(couple)d won the play-off.") % {"couple": data["winner"]})
    return _back(night, tb.kind, tb.place)


@require_POST
@organiser_view
def finish(request: HttpRequest, night: Night) -> HttpResponse:
    """Finish the night; an unwon cookie jar carries over to the series."""
    table = night_standings(night=night)
    context = _prize_context(night, table)
    if context["unsettled"] and not request.POST.get("anyway"):
        count = len(context["unsettled"])
        messages.error(request, ngettext("%(count)d tie is not settled yet. Settle it, or tick “Finish anyway”.",
                                         "%(count)d ties are not settled yet. Settle them, or tick “Finish anyway”.", count)
                       % {"count": count})
        return go("desk-prizes", night, anchor="finish")
    try:
        night = night_finish(night=night)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-prizes", night, anchor="finish")
    draw = JarDraw.objects.filter(night=night).first()
    if night.cookie_jar and draw is not None and draw.carried_out:
        messages.warning(request, _("Nobody won the cookie jar: %(pot)s carries over to the next night of %(series)s.")
                         % {"pot": money_text(draw.carried_out), "series": night.series.name})
    messages.success(request, _("The night is finished. Thank you!"))
    return go("desk-night", night)


# The cookie jar ---------------------------------------------------------------------------------


@organiser_view
def jar(request: HttpRequest, night: Night) -> HttpResponse:
    """Entries, the sealed draw, the reveal and its winners."""
    table = night_standings(night=night)
    context = _prize_context(night, table)
    draw = JarDraw.objects.filter(night=night).first()
    entrants = set(table.jar.entrants)
    couples = list(Couple.objects.filter(night=night).order_by("number"))
    fees = dict(night.jar_entries.values_list("couple__number", "fee"))
    context.update({
        "night": night, "menu": desk_menu(night, "desk-jar"), "draw": draw,
        "couples": [{"couple": c, "entered": c.number in entrants, "fee": fees.get(c.number)} for c in couples],
        "form": JarEntriesForm(initial={"fee": night.cookie_jar_fee}),
        "open_entries": night.state != Night.State.FINISHED and not (draw and draw.revealed),
        "wins": {line.number: line.games for line in table.lines},
    })
    return render(request, "organiser/jar.html", context)


@require_POST
@organiser_view
def jar_entries(request: HttpRequest, night: Night) -> HttpResponse:
    """Tick the couples in the cookie jar: new ticks enter, cleared ticks leave."""
    form = JarEntriesForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("The fee is an amount such as 2 or 2.50."))
        return go("desk-jar", night)
    ticked = set()
    for value in request.POST.getlist("entered"):
        number = int_or_none(value)
        if number is None:
            messages.error(request, _("That couple number is not valid."))
            return go("desk-jar", night)
        ticked.add(number)
    before = set(night.jar_entries.values_list("couple__number", flat=True))
    fee = form.cleaned_data["fee"]
    try:
        with transaction.atomic():
            for number in sorted(ticked - before):
                jar_enter(night=night, number=number, fee=fee)
            for number in sorted(before - ticked):
                jar_leave(night=night, number=number)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-jar", night)
    messages.success(request, ngettext("Cookie jar saved: %(entered)d entered, %(left)d taken out; %(total)d couple in the jar.",
                                       "Cookie jar saved: %(entered)d entered, %(left)d taken out; %(total)d couples in the jar.",
                                       len(ticked))
                     % {"entered": len(ticked - before), "left": len(before - ticked), "total": len(ticked)})
    return go("desk-jar", night)


@require_POST
@organiser_view
def jar_draw_view(request: HttpRequest, night: Night) -> HttpResponse:
    """Draw the cookie jar games now, sealed until the reveal."""
    try:
        jar_draw(night=night)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-jar", night)
    messages.success(request, _("The cookie jar games are drawn and sealed: nobody sees them until the reveal."))
    return go("desk-jar", night)


@require_POST
@organiser_view
def jar_reveal_view(request: HttpRequest, night: Night) -> HttpResponse:
    """Reveal the draw (drawing it now if it was not sealed earlier)."""
    try:
        draw = jar_reveal(night=night)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-jar", night)
    jar_now = night_standings(night=night).jar
    games = ", ".join(map(str, sorted(draw.games)))
    if not jar_now.winners:
        messages.warning(request, _("Games drawn: %(games)s. Nobody won every drawn game: "
                                    "the pot of %(pot)s carries over when you finish the night.")
                         % {"games": games, "pot": money_text(jar_now.pot)})
    elif len(jar_now.winners) == 1:
        messages.success(request, _("Games drawn: %(games)s. Couple %(couple)d wins the cookie jar (%(pot)s).")
                         % {"games": games, "couple": jar_now.winners[0], "pot": money_text(jar_now.pot)})
    else:
        messages.success(request, _("Games drawn: %(games)s. Couples %(couples)s won every drawn game: settle it like a tie below.")
                         % {"games": games, "couples": ", ".join(map(str, jar_now.winners))})
    return go("desk-jar", night)
