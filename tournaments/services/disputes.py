"""Writes for disagreements between scorekeepers: keep one, settle it (``game_close`` waits for none to be open).

Tablets and refereed games post a winner through ``result_claim``: ``result_record``
(services/results.py) records it or refuses a different winner from the one stored, and the
refused claim is then kept here (``dispute_record``); the organiser keeps the recorded
winner (``dispute_keep``) or corrects the result to the claimed couple (``dispute_correct``,
through ``result_correct``, so the audit trail has the change). An undo of the recorded
result (services/results.py) or any correction of the table (services/corrections.py) settles its
disagreements too. This module depends on those two, never the reverse.
"""

from __future__ import annotations

import functools
import logging
import threading

from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..errors import Conflict, NotFound
from ..models import Couple, Dispute, Night, NightEvent, PostToken, Result
from ..text import clean_text
from .corrections import result_correct
from .nights import night_locked
from .results import ResultOutcome, TableTaken, result_record

log = logging.getLogger(__name__)

# The reason the audit trail keeps when the organiser settles by correcting and types none.
SETTLED_REASON = gettext_lazy("Settled a disagreement between scorekeepers")


_TURN = threading.Lock()


def _one_post_at_a_time(service):
    """On SQLite, the result posts of one server process take turns here rather than in SQLite.

    SQLite's busy handler sleeps ever longer between tries (1, 2, 5 ... 100 ms) while
    another transaction holds the write lock, so ten tablets posting at once queued for
    hundreds of milliseconds behind posts that hold the lock for about one; a thread
    waiting on this lock is woken as soon as it is free (ten clients on a laptop: about
    150 posts a second with it, 115 without). Nothing is taken inside an open
    transaction (tests, scripts), nor for another database.
    """

    @functools.wraps(service)
    def wrapper(*args, **kwargs):
        if connection.vendor != "sqlite" or connection.in_atomic_block:
            return service(*args, **kwargs)
        with _TURN:
            return service(*args, **kwargs)

    return wrapper


@_one_post_at_a_time
def result_claim(
    *,
    night: Night,
    game: int,
    table: int,
    winner: int,
    user=None,
    points: tuple | list | None = None,
    token: str | None = None,
    source: str = PostToken.Source.TABLET,
) -> ResultOutcome:
    """A scorekeeper's tap (or a refereed game's confirmed winner): ``result_record``, and a refusal
    of a different winner is kept as a disagreement for the organiser to settle (``result_record``
    keeps a refused post's token with its refusal).

    The refused post's transaction is rolled back (nothing is overwritten); then, in a
    transaction of its own, the disagreement is kept (once per claim: a retried post or the
    same tap again adds nothing) and the refusal is raised as before.
    """
    try:
        return result_record(night=night, game=game, table=table, winner=winner, user=user, points=points, token=token,
                             source=source)
    except TableTaken:
        try:
            dispute_record(night=night, game=game, table=table, claimed=winner, user=user)
        except DatabaseError:  # the tablet still hears the refusal, never a server error
            log.exception("could not keep the disagreement at table %s of game %s", table, game)
        raise


@transaction.atomic
def dispute_record(*, night: Night, game: int, table: int, claimed: int, user=None) -> Dispute | None:
    """Keep a refused tap's claim that couple ``claimed`` won, against the winner stored now.

    Runs after the refused post rolled back, in its own transaction under the night's lock.
    Nothing is kept when there is no longer anything to disagree with (the game closed, the
    result was undone or now names the claimed couple), nor for a tap against one's own
    result (the tablet says to undo it). One open disagreement per table and claimed couple:
    a retry or the same tap again returns it, and a claim the organiser already turned down
    for this very result is not asked again.
    """
    night = night_locked(night)
    if night.state != Night.State.PLAYING or game != night.current_game:
        return None
    result = Result.objects.select_related("winner").filter(night=night, game=game, table=table).first()
    if result is None or result.winner.number == claimed:
        return None
    person = user if getattr(user, "pk", None) else None
    if person is not None and result.entered_by_id == person.pk:
        return None
    couple = Couple.objects.filter(night=night, number=claimed, seats__game=game, seats__table=table).first()
    if couple is None:
        return None
    same = Dispute.objects.filter(night=night, game=game, table=table, claimed=couple)
    already = same.filter(Q(status=Dispute.Status.OPEN)
                          | Q(status=Dispute.Status.KEPT, result=result, recorded=result.winner)).order_by("-pk").first()
    if already is not None:
        return already
    try:
        with transaction.atomic():
            return Dispute.objects.create(
                night=night, game=game, table=table, claimed=couple, recorded=result.winner, result=result,
                result_version=result.version, claimed_by=person,
            )
    except IntegrityError:  # the same claim kept a moment ago
        return same.filter(status=Dispute.Status.OPEN).first()


def _open(night: Night, dispute: int) -> Dispute:
    found = (Dispute.objects.select_related("claimed", "recorded").filter(night=night, pk=dispute).first()
             if isinstance(dispute, int) and 0 < dispute < 2**62 else None)
    if found is None:
        raise NotFound(_("This night has no such disagreement: reload the page."))
    if found.status != Dispute.Status.OPEN:
        raise Conflict(_("Table %(table)d's disagreement was already settled: reload the page.") % {"table": found.table})
    return found


@transaction.atomic
def dispute_keep(*, night: Night, dispute: int, user=None) -> Dispute:
    """The organiser keeps the recorded winner: the disagreement is settled, the result unchanged."""
    night = night_locked(night)
    found = _open(night, dispute)
    found.status = Dispute.Status.KEPT
    found.settled_by = user if getattr(user, "pk", None) else None
    found.settled_at = timezone.now()
    found.save(update_fields=["status", "settled_by", "settled_at"])
    return found


@transaction.atomic
def dispute_correct(*, night: Night, dispute: int, version: int, reason: str = "", user=None) -> Result:
    """The organiser corrects the result to the claimed couple, with a reason (the default one if
    none is typed); ``version`` is the version of the result the organiser saw."""
    night = night_locked(night)
    found = _open(night, dispute)
    reason = clean_text(reason) or str(SETTLED_REASON)
    # result_correct marks this disagreement (and any other of the table) settled.
    return result_correct(night=night, game=found.game, table=found.table, winner=found.claimed.number,
                          reason=reason, version=version, user=user)


@transaction.atomic
def tap_refused_keep(*, night: Night, user, game: int, table: int, winner: int) -> bool:
    """A tap refused because ``user`` no longer keeps score at the night (removed while their tablet
    kept tapping or held taps): kept as an audit line the progress page shows, once per tap, so the
    organiser is told and can enter it at the desk. Only for someone who did keep score here (a post
    or a result of theirs at the night), never for a stranger's posts. True when it was kept."""
    if not (PostToken.objects.filter(night=night, user=user).exists()
            or Result.objects.filter(night=night, entered_by=user).exists()):
        return False
    said = _("%(who)s, no longer a scorekeeper tonight, tapped couple %(couple)d as the winner of table %(table)d "
             "in game %(game)d: refused, nothing recorded. Check it at the table and enter it here if it is right.") % {
        "who": user.get_username(), "couple": winner, "table": table, "game": game}
    if not NightEvent.objects.filter(night=night, kind=NightEvent.Kind.TAP_REFUSED, made_by=user, reason=said).exists():
        NightEvent.objects.create(night=night, kind=NightEvent.Kind.TAP_REFUSED, made_by=user, reason=said)
    return True
