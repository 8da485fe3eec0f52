"""Writes for results: record a tap (idempotent), undo it; a correction is in services/corrections.py."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from ..errors import Conflict, NotFound, Refusal, Unprocessable
from ..games import night_game, points_problem
from ..models import Dispute, Night, PostToken, Result
from ..selectors.seating import game_seats_kept
from .nights import night_locked


class TableTaken(Conflict):
    """A tap names a different winner from the one already recorded at the table: refused (409),
    and kept afterwards as a disagreement for the organiser to settle (``services.disputes.result_claim``).

    ``recorded`` is the winner stored at the table (None when another tablet's post won the race).
    """

    def __init__(self, message: str, *, recorded: int | None = None) -> None:
        super().__init__(message)
        self.recorded = recorded


@dataclass(frozen=True)
class ResultOutcome:
    """What happened to a result post; the same outcome is returned for a retried token."""

    status: str  # "recorded", "repeated", "undone"; "refused" is kept for a token, and raised again
    game: int
    table: int
    winner: int | None
    version: int
    message: str
    http_status: int = 200

    def as_dict(self) -> dict:
        """A JSON-ready copy (every field is a number, a word or None: no deep copy needed)."""
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}


def points_checked(points: tuple | list | None, *, night: Night) -> tuple[int | None, int | None]:
    """A game's optional final points ``(winner's, loser's)`` on the scale of the night's game
    (tournaments/games.py), or ``(None, None)`` when none were given; a Refusal that says the scale."""
    if not points:
        return None, None
    game = night_game(night.game)
    example = {"won": game.example[0], "lost": game.example[1]}
    try:
        won, lost = (int(p) for p in points)
    except (TypeError, ValueError, OverflowError):
        raise Refusal(_("Points are two whole numbers, such as %(won)d and %(lost)d.") % example) from None
    problem = points_problem(game, won, lost)
    if problem == "short":
        raise Refusal(_("The winners reach %(target)d to win the game: their points are %(target)d or more.")
                      % {"target": game.target})
    if problem:
        raise Refusal(_("Points at %(game)s are between %(low)d and %(high)d.")
                      % {"game": _(game.title), "low": game.low, "high": game.high})
    return won, lost


def table_seats(night: Night, game: int, table: int) -> dict[int, int]:
    """A table's couples ``{number: couple id}`` (kept per seating: ``game_seats_kept``), or a NotFound refusal."""
    seats = game_seats_kept(night=night, game=game).get(table)
    if not seats:
        raise NotFound(_("There is no table %(table)d in game %(game)d.") % {"table": table, "game": game})
    return seats


def _table_result(night: Night, game: int, table: int) -> tuple[int, int] | None:
    """The table's result ``(winner number, version)``, if it has one."""
    try:
        return Result.objects.values_list("winner__number", "version").get(night_id=night.pk, game=game, table=table)
    except Result.DoesNotExist:
        return None


def _locked_play(night: Night) -> Night:
    """The night with its state and game in play re-read under the row lock (on SQLite, the write
    lock that BEGIN IMMEDIATE took): all a tap needs, rather than the whole night and its series.
    ``night`` may hold no more than its number and short name (a tap vouched for by cache/polls.py); the
    seats' word is read with the rest, so the table's seats come from those kept for it."""
    fields = ("state", "current_game", "game", "version_row__seating")
    try:  # get() asks for no ordering, as first() would; only the night's row is locked (OF names it: its fields are read)
        row = Night.objects.select_for_update(of=("self",)).values_list(*fields).get(pk=night.pk)
    except Night.DoesNotExist:
        raise NotFound(_("There is no night called “%(slug)s”.") % {"slug": night.slug[:80]}) from None
    locked = copy.copy(night)
    locked.state, locked.current_game, locked.game, seating = row
    locked.seating_read = seating or ""
    return locked


def _game_open(night: Night, game: int) -> None:
    """Refuse unless ``game`` is the game in play."""
    if night.state == Night.State.REGISTRATION:
        raise Conflict(_("The night has not started yet: no game is in play."))
    if night.state == Night.State.PLAYING and game > night.current_game:
        raise Conflict(_("Game %(game)d has not started yet.") % {"game": game})
    if night.state != Night.State.PLAYING or game != night.current_game:
        raise Conflict(_("Game %(game)d is closed: ask the organiser to correct it.") % {"game": game})


def post_request(action: str, *, game: int, table: int, winner: int | None = None, points=None) -> dict:
    """What a post token stands for: the same token may only ever replay this very request."""
    return {"action": action, "game": game, "table": table, "winner": winner, "points": list(points) if points else None}


def _replay(token: str | None, night: Night, *, source: str, user, request: dict) -> ResultOutcome | None:
    """The first outcome of a token used before for this very request by this person on this night."""
    if not token:
        return None
    stored = PostToken.objects.filter(source=source, token=token).order_by().first()
    if stored is None:
        return None
    same = (stored.night_id == night.pk and stored.user_id == getattr(user, "pk", None)
            and stored.request in (request, {}))  # {}: a token kept before tokens said what they were for
    if not same:
        raise Unprocessable(_("This post token was already used for another post: the tablet sends a new one with "
                              "each tap. Reload the page and tap again."))
    outcome = ResultOutcome(**stored.outcome)
    if outcome.status == "refused":  # refused the first time: refused again, the same way
        kind = {404: NotFound, 409: Conflict, 422: Unprocessable}.get(outcome.http_status, Refusal)
        raise kind(outcome.message)
    return outcome


def _remember(token: str | None, night: Night, outcome: ResultOutcome, *, source: str, user, request: dict) -> ResultOutcome:
    if token:
        PostToken.objects.create(source=source, token=token, night_id=night.pk, user_id=getattr(user, "pk", None),
                                 request=request, status=outcome.http_status, outcome=outcome.as_dict())
    return outcome


def _refusal_keep(*, token: str | None, night: Night, source: str, user, request: dict, refusal: Refusal) -> None:
    """Keep a refused post's token (after its own transaction rolled back), so that a retry is
    refused the same way, and the token cannot later stand for another request. A token kept
    already (a replayed refusal, a reuse, the same post's twin a moment ago) stays as it is."""
    if not token:
        return
    outcome = ResultOutcome("refused", request["game"], request["table"], request.get("winner"), 0, str(refusal),
                            http_status=refusal.status)
    try:
        with transaction.atomic():
            _remember(token, night, outcome, source=source, user=user, request=request)
    except IntegrityError:
        pass


def result_record(
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
    """Record the winning couple at a table (``_record``); a refused post's token is kept with its refusal.

    Most taps are the first at an empty table with a new token: a first try stores those without
    reading the token or the table's result. Their unique constraints stand for the two reads: a
    result already at the table or a token used before fails one, and that try, like any refusal
    it meets, is rolled back whole; the second try answers the post with every check (a retry its
    first outcome, a repeat or a different winner as before).
    """
    request = post_request("record", game=game, table=table, winner=winner, points=points)
    post = {"night": night, "game": game, "table": table, "winner": winner, "user": user, "points": points,
            "token": token, "source": source, "request": request}
    try:
        return _record(**post, first=True)
    except (Refusal, IntegrityError):
        pass
    try:
        return _record(**post, first=False)
    except Refusal as refusal:
        _refusal_keep(token=token, night=night, source=source, user=user, request=request, refusal=refusal)
        raise


@transaction.atomic
def _record(*, night: Night, game: int, table: int, winner: int, user, points, token: str | None, source: str,
            request: dict, first: bool) -> ResultOutcome:
    """Record the winning couple at a table; a repeat is harmless, a different winner refused.

    ``first``: leave out the reads of the token and of the table's result (``result_record`` says why).
    There is one way to store a tap, on every database: the night re-read under its lock, the result
    saved by the ORM (its post_save moves the night's version on, in this transaction: services/versions.py).
    The refusal of a different winner (``TableTaken``) rolls this transaction back: nothing
    is overwritten. Tablets and refereed games post through ``services.disputes.result_claim``,
    which then keeps the disagreement for the organiser.
    """
    night = _locked_play(night)
    if not first and (replayed := _replay(token, night, source=source, user=user, request=request)) is not None:
        return replayed
    _game_open(night, game)
    seats = table_seats(night, game, table)
    if len(seats) == 1:
        raise Refusal(_("Table %(table)d has the bye this game: there is nothing to record.") % {"table": table})
    if winner not in seats:
        raise Refusal(
            _("Couple %(couple)s is not at table %(table)d in game %(game)d.")
            % {"couple": winner, "table": table, "game": game}
        )
    won, lost = points_checked(points, night=night)
    existing = None if first else _table_result(night, game, table)
    if existing is not None:
        existing_winner, existing_version = existing
        if existing_winner != winner:
            raise TableTaken(
                _("Table %(table)d already has couple %(couple)d as the winner of game %(game)d: ask the organiser to settle it.")
                % {"table": table, "couple": existing_winner, "game": game}, recorded=existing_winner
            )
        outcome = ResultOutcome("repeated", game, table, winner, existing_version,
                                _("Already recorded: couple %(couple)d won at table %(table)d.") % {"couple": winner, "table": table})
        return _remember(token, night, outcome, source=source, user=user, request=request)
    # No savepoint: the night's row lock serialises posts, and on an IntegrityError the
    # Conflict rolls the whole transaction back anyway (nothing is stored for a conflict).
    try:
        result = Result.objects.create(
            night=night, game=game, table=table, winner_id=seats[winner],
            winner_points=won, loser_points=lost, entered_by=user if getattr(user, "pk", None) else None,
        )
    except IntegrityError:
        raise TableTaken(_("Another tablet recorded table %(table)d at the same moment: reload to see it.") % {"table": table}) from None
    return _remember(token, night, _recorded(result, winner), source=source, user=user, request=request)


def _recorded(result: Result, winner: int) -> ResultOutcome:
    return ResultOutcome("recorded", result.game, result.table, winner, result.version,
                         _("Recorded: couple %(couple)d won at table %(table)d.") % {"couple": winner, "table": result.table})


def result_undo(*, night: Night, game: int, table: int, user, token: str | None = None) -> ResultOutcome:
    """Take back one's own tap while the game is still open; a refused undo's token is kept with its refusal."""
    request = post_request("undo", game=game, table=table)
    try:
        return _undo(night=night, game=game, table=table, user=user, token=token, request=request)
    except Refusal as refusal:
        _refusal_keep(token=token, night=night, source=PostToken.Source.TABLET, user=user, request=request, refusal=refusal)
        raise


@transaction.atomic
def _undo(*, night: Night, game: int, table: int, user, token: str | None, request: dict) -> ResultOutcome:
    night = night_locked(night)
    if (replayed := _replay(token, night, source=PostToken.Source.TABLET, user=user, request=request)) is not None:
        return replayed
    _game_open(night, game)
    result = Result.objects.filter(night=night, game=game, table=table).first()
    if result is None:
        raise NotFound(_("Table %(table)d has no result to undo.") % {"table": table})
    if result.entered_by_id != getattr(user, "pk", None) or result.corrections.exists():
        raise Refusal(_("Only the person who entered this result can undo it; ask the organiser."))
    # A disagreement with the undone result has nothing left to disagree with: kept as settled.
    disputes_settle(result, status=Dispute.Status.UNDONE, user=user)
    result.delete()
    outcome = ResultOutcome("undone", game, table, None, 0, _("Undone: table %(table)d has no result.") % {"table": table})
    return _remember(token, night, outcome, source=PostToken.Source.TABLET, user=user, request=request)


def disputes_settle(result: Result, *, status: str, user, claimed: int | None = None) -> int:
    """Mark the table's open disagreements settled (all of them, or those claiming couple id ``claimed``)."""
    open_ = Dispute.objects.filter(night_id=result.night_id, game=result.game, table=result.table, status=Dispute.Status.OPEN)
    if claimed is not None:
        open_ = open_.filter(claimed_id=claimed)
    return open_.update(status=status, settled_at=timezone.now(), settled_by=user if getattr(user, "pk", None) else None)
