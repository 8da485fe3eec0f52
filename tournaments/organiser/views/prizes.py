"""After the last game: the prizes page and finishing the night."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from tournaments.errors import Refusal
from tournaments.models import JarDraw, Night
from tournaments.selectors import night_standings
from tournaments.services.nights import night_finish
from tournaments.services.reopening import REASON_MAX, night_reopen
from tournaments.templatetags.money import money_text
from tournaments.web.common import organiser_view

from .base import desk_menu, go, refused
from .ties import CutAgain, prize_context


@organiser_view
def prizes(request: HttpRequest, night: Night) -> HttpResponse:
    """The prize groups from the standings, each tie with its tie-break, the booby prize, finishing."""
    return render_prizes(request, night)


def render_prizes(request: HttpRequest, night: Night, *, cut: CutAgain | None = None, status: int = 200) -> HttpResponse:
    """The prizes page; ``cut`` is a refused cut of the deck, shown again with its reasons."""
    table = night_standings(night=night)
    context = prize_context(night, table, cut)
    context.update({"night": night, "menu": desk_menu(night, "desk-prizes"), "reason_max": REASON_MAX,
                    "reopenable": night.state == Night.State.FINISHED or bool(table.jar.revealed)})
    return render(request, "organiser/prizes.html", context, status=status)


@require_POST
@organiser_view
def finish(request: HttpRequest, night: Night) -> HttpResponse:
    """Finish the night; an unwon cookie jar carries over to the series."""
    table = night_standings(night=night)
    context = prize_context(night, table)
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


@require_POST
@organiser_view
def reopen(request: HttpRequest, night: Night) -> HttpResponse:
    """Reopen a finished night (or take back a revealed jar) on purpose, with a reason for the audit trail."""
    try:
        event = night_reopen(night=night, reason=request.POST.get("reason", ""), user=request.user)
    except Refusal as exc:
        refused(request, exc)
        return go("desk-prizes", night, anchor="reopen")
    messages.success(request, _("The night is reopened (%(undone)s). Correct what needs correcting, then reveal the "
                                "cookie jar and finish the night again.") % {"undone": event.undone})
    return go("desk-prizes", night)
