"""The cookie jar: its page, the couples' entries, the sealed draw and the reveal."""

from __future__ import annotations

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments.errors import Refusal
from tournaments.models import Couple, JarDraw, Night
from tournaments.selectors import night_standings
from tournaments.services.jar import jar_draw, jar_enter, jar_leave, jar_reveal
from tournaments.templatetags.money import money_text
from tournaments.web.common import organiser_view

from ..forms import JarEntriesForm
from .base import desk_menu, go, int_or_none, refused
from .ties import prize_context


@organiser_view
def jar(request: HttpRequest, night: Night) -> HttpResponse:
    """Entries, the sealed draw, the reveal and its winners."""
    table = night_standings(night=night)
    context = prize_context(night, table)
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
