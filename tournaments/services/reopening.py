"""Reopening a finished night on purpose, so that a result can be corrected after all.

Finishing settles the prizes and the cookie jar (and pays them). A correction after that is refused
(``corrections.result_correct``); the organiser may reopen the night instead, with a reason kept in the
audit trail. Reopening unsettles what depended on the results: the night is back at the prizes, the
jar's reveal is taken back (it is revealed again once the results are right) and an unwon pot that
finishing gave to the series is taken back from it.
"""

from __future__ import annotations

from decimal import Decimal

from django.db import transaction
from django.utils.translation import gettext as _

from ..errors import Refusal
from ..models import JarDraw, Night, NightEvent
from ..text import clean_text
from .carry import series_carry_take_back
from .nights import night_locked
from .season_totals import night_totals_follow

REASON_MAX = 500


@transaction.atomic
def night_reopen(*, night: Night, reason: str, user=None) -> NightEvent:
    """Reopen a finished night (or take back a revealed jar) with a reason; returns the audit line."""
    night = night_locked(night)
    reason = clean_text(reason)
    if not reason:
        raise Refusal(_("Give a reason for reopening the night: it goes in the audit trail."))
    if len(reason) > REASON_MAX:
        raise Refusal(_("Keep the reason under 500 characters."))
    draw = JarDraw.objects.select_for_update().filter(night=night).first()
    revealed = draw is not None and draw.revealed
    if night.state != Night.State.FINISHED and not revealed:
        raise Refusal(_("Only a finished night, or one whose cookie jar is revealed, needs reopening: "
                        "its results can be corrected as they are."))
    undone = []
    if night.state == Night.State.FINISHED:
        undone.append(_("the night was finished"))
        night.state = Night.State.PRIZES
        night.save(update_fields=["state"])
        night_totals_follow(night_id=night.pk)  # out of the season until it is finished again
    if draw is not None and draw.carried_out:
        series_carry_take_back(series_id=night.series_id, amount=draw.carried_out)
        undone.append(_("its unwon pot went back from the series"))
        draw.carried_out = Decimal("0")
    if revealed:
        undone.append(_("the cookie jar's reveal was taken back"))
        draw.revealed = False
    if draw is not None:
        draw.save(update_fields=["revealed", "carried_out"])
    return NightEvent.objects.create(night=night, kind=NightEvent.Kind.REOPENED, reason=reason,
                                     undone="; ".join(undone), made_by=user if getattr(user, "pk", None) else None)
