"""Settling a tie by cutting the deck: the cards each couple cut, tapped on a picker, or a cut made by the app.

A refused cut (a couple without a card, two couples with the same card) shows the page again
with the cards picked kept and the reason beside the picker, never a cleared form. Asking the app
to cut while cards are picked would throw the couples' real cards away: it is asked again, the
cards kept, and only a ticked "cut by the app over these cards" lets the app cut.
"""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import standings as rules
from tournaments.cards import card_face
from tournaments.errors import Conflict, NotFound, Refusal
from tournaments.models import Night, TieBreak
from tournaments.services.prizes import tiebreak_cut
from tournaments.web.common import organiser_view

from ..forms import numbered
from .base import refused
from .jar import render_jar
from .prizes import render_prizes
from .ties import CutAgain, back, kind_place


@require_POST
@organiser_view
def tie_cut(request: HttpRequest, night: Night, tiebreak: int) -> HttpResponse:
    """Record a cut with real cards, or let the app cut with a stored seed."""
    kind, place = kind_place(night, tiebreak)
    try:
        cards = {n: c for n, c in numbered(request.POST, "card_").items() if c}
    except ValidationError as exc:
        messages.error(request, exc.messages[0])
        return back(night, kind, place)
    try:
        if "app" in request.POST:
            if cards and not request.POST.get("over_picked"):
                return _confirm_app(request, night, kind, CutAgain(tiebreak, cards, confirm_app=True))
            tb = tiebreak_cut(night=night, tiebreak=tiebreak)
        else:
            missing = [n for n in _cutting(night, tiebreak) if n not in cards]
            if missing:
                errors = {n: _("Tap the card couple %(couple)d cut.") % {"couple": n} for n in missing}
                return _again(request, night, kind, CutAgain(tiebreak, cards, errors))
            try:
                tb = tiebreak_cut(night=night, tiebreak=tiebreak, cards=cards)
            except (Conflict, NotFound):
                raise  # not about the cards: the tie itself has moved on, or is not there
            except Refusal as exc:
                return _again(request, night, kind, CutAgain(tiebreak, cards, {0: exc.message}))
    except Refusal as exc:
        refused(request, exc)
        return back(night, kind, place)
    last = tb.cuts[-1] if tb.cuts else {}
    shown = ", ".join(_("couple %(couple)d %(card)s") % {"couple": int(n), "card": card_face(card)}
                      for n, card in sorted(last.items(), key=lambda i: int(i[0])))
    if tb.resolved:
        winner = next(int(n) for n in rules.cut_winners(last))
        messages.success(request, _("Cards cut: %(cards)s. Couple %(couple)d cut the lowest card and wins.")
                         % {"cards": shown, "couple": winner})
    else:
        again = ", ".join(str(n) for n in sorted(int(n) for n in rules.cut_winners(last)))
        messages.warning(request, _("Cards cut: %(cards)s. Equal lowest cards: couples %(couples)s cut again.")
                         % {"cards": shown, "couples": again})
    return back(night, tb.kind, tb.place)


def _cutting(night: Night, tiebreak: int) -> list[int]:
    """The couples still cutting in this tie: all of them, or those with equal lowest cards in the last cut."""
    tb = TieBreak.objects.filter(night=night, pk=tiebreak).first()
    if tb is None:
        return []
    if tb.cuts:
        return sorted(int(n) for n in rules.cut_winners(tb.cuts[-1]))
    return sorted(tb.entries.values_list("couple__number", flat=True))


def _confirm_app(request: HttpRequest, night: Night, kind: str, cut: CutAgain) -> HttpResponse:
    """The page of the tie again, the cards picked kept, asking whether the app should cut over them."""
    picked = ", ".join(_("couple %(couple)d %(card)s") % {"couple": n, "card": card_face(c)} for n, c in sorted(cut.picked.items()))
    messages.warning(request, _("Cards are picked (%(cards)s): nothing is cut yet. Record the cut with them, or tick "
                                "“Let the app cut over these cards” and ask the app again.") % {"cards": picked})
    render = render_jar if kind == TieBreak.Kind.JAR else render_prizes
    return render(request, night, cut=cut)


def _again(request: HttpRequest, night: Night, kind: str, cut: CutAgain) -> HttpResponse:
    """The page of the tie again (400), with the cards picked and the reasons beside the pickers."""
    messages.error(request, _("The cut was not recorded: see the note beside the cards."))
    render = render_jar if kind == TieBreak.Kind.JAR else render_prizes
    return render(request, night, cut=cut, status=400)
