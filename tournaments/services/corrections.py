"""The organiser's correction of a recorded result, with the reason and the old value kept for the audit."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from ..errors import Conflict, NotFound, Refusal
from ..models import Correction, Dispute, JarDraw, Night, Result, TieBreak
from ..text import clean_text
from .nights import night_locked
from .results import disputes_settle, points_checked, table_seats


@transaction.atomic
def result_correct(
    *,
    night: Night,
    game: int,
    table: int,
    winner: int,
    reason: str,
    version: int,
    user=None,
    points: tuple | list | None = None,
) -> Result:
    """Change a recorded result; the reason and the old value go to the audit trail.

    ``version`` is the version the organiser saw: a stale correction is refused.
    The seating of later games is never changed.
    """
    night = night_locked(night)
    reason = clean_text(reason)
    if not reason:
        raise Refusal(_("Give a reason for the correction."))
    if len(reason) > 500:
        raise Refusal(_("Keep the reason under 500 characters."))
    _settled_refuse(night)
    result = Result.objects.select_related("winner").filter(night=night, game=game, table=table).first()
    if result is None:
        raise NotFound(_("Table %(table)d has no result in game %(game)d.") % {"table": table, "game": game})
    if result.version != version:
        raise Conflict(
            _("This result was changed meanwhile (now version %(now)d, you edited version %(seen)d): look again before correcting.")
            % {"now": result.version, "seen": version}
        )
    seats = table_seats(night, game, table)  # {number: couple id}
    if winner not in seats:
        raise Refusal(_("Couple %(couple)s is not at table %(table)d in game %(game)d.") % {"couple": winner, "table": table, "game": game})
    if TieBreak.objects.filter(night=night, resolved=True).exists():
        raise Conflict(_("A prize tie has already been settled: a correction now would change settled prizes."))
    won, lost = points_checked(points, night=night)
    TieBreak.objects.filter(night=night, resolved=False).delete()  # reopened from the corrected standings
    Correction.objects.create(
        result=result, from_version=result.version, old_winner=result.winner, new_winner_id=seats[winner],
        old_points=[result.winner_points, result.loser_points], new_points=[won, lost], reason=reason,
        made_by=user if getattr(user, "pk", None) else None,
    )
    result.winner_id = seats[winner]
    result.winner_points, result.loser_points = won, lost
    result.version += 1
    result.save(update_fields=["winner", "winner_points", "loser_points", "version"])
    # The organiser has looked at this table: its disagreements are settled by the correction,
    # to the claimed couple if it is now the winner, else the recorded winner was kept.
    disputes_settle(result, status=Dispute.Status.CORRECTED, user=user, claimed=result.winner_id)
    disputes_settle(result, status=Dispute.Status.KEPT, user=user)
    return result


def _settled_refuse(night: Night) -> None:
    """Results are final once the night is finished or its cookie jar revealed: the prizes and the
    jar were settled (and paid) on them. The organiser reopens the night on purpose first."""
    if night.state == Night.State.FINISHED:
        raise Conflict(_("The night is finished and its prizes are settled: reopen the night (on its prizes page, "
                         "with a reason) before correcting a result."))
    if JarDraw.objects.filter(night=night, revealed=True).exists():
        raise Conflict(_("The cookie jar has been revealed: a correction now could change who won it. Reopen the "
                         "night (on its prizes page, with a reason) before correcting a result."))

