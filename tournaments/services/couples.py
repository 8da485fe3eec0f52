"""Writes for couples: register, edit, withdraw, join late, come back after withdrawing, revoke a link."""

from __future__ import annotations

from django.db import transaction
from django.db.models import F, Max
from django.utils.translation import gettext as _

from .. import movement
from ..errors import Conflict, NotFound, Refusal
from ..models import Couple, Night, PostToken, Result, new_public_token
from ..people import blank_after_cleaning
from ..selectors import seating_for_game
from ..text import clean_text
from .nights import night_locked
from .players import couple_attach
from .season_totals import night_totals_follow
from .seating import seating_store

NAME_MAX = 80


def _clean_name(value: object, *, second: bool) -> str:
    """A player's name, cleaned (``clean_text``); refused when too long, or when what was typed
    shows nothing once its invisible characters are gone (a blank name is a guest, not that)."""
    text = clean_text(value)
    if len(text) > NAME_MAX:
        raise Refusal(_("A name can have at most %(max)d characters.") % {"max": NAME_MAX})
    if blank_after_cleaning(value):
        raise Refusal(_("The second player's name is made of invisible characters only: type the name again.") if second
                      else _("The first player's name is made of invisible characters only: type the name again."))
    return text


def _clean_names(player1: object, player2: object) -> tuple[str, str]:
    """Both names, cleaned; refused when both are empty (a couple nobody can tell apart), one is too
    long or one is nothing but invisible characters."""
    p1, p2 = _clean_name(player1, second=False), _clean_name(player2, second=True)
    if not p1 and not p2:
        raise Refusal(_("Type at least one of the two names."))
    return p1, p2


def couple_get(*, night: Night, number: int) -> Couple:
    """The couple with this number tonight, or a NotFound refusal."""
    couple = Couple.objects.filter(night=night, number=number).first()
    if couple is None:
        raise NotFound(_("There is no couple %(number)s tonight.") % {"number": number})
    return couple


def _open_game_tables_free(night: Night, tables: list[int]) -> None:
    """Refuse a seating change at tables that already have a result in the game in play."""
    taken = Result.objects.filter(night=night, game=night.current_game, table__in=tables).exists()
    if taken:
        raise Conflict(
            _("A result is already in at that table for game %(game)d: make the change after closing the game.")
            % {"game": night.current_game}
        )


@transaction.atomic
def couple_register(*, night: Night, player1: str = "", player2: str = "", number: int | None = None,
                    token: str = "") -> Couple:
    """Register a couple with the next free number; a late couple is seated at once. Its two names
    are the series' players (found blind to accents and case, made when new; a blank name is a guest).

    ``token`` is the registration form's own (see ``couple_registered_by``): the same form
    sent twice (Enter pressed twice, a retried post) registers one couple and returns it both times.
    """
    night = night_locked(night)
    if (again := couple_registered_by(night=night, token=token)) is not None:
        return again
    if night.state in (Night.State.PRIZES, Night.State.FINISHED):
        raise Conflict(_("Every game has been played: no more couples can join."))
    p1, p2 = _clean_names(player1, player2)
    if number is None:
        number = (Couple.objects.filter(night=night).aggregate(m=Max("number"))["m"] or 0) + 1
    elif number < 1:
        raise Refusal(_("Couple numbers start at 1."))
    elif Couple.objects.filter(night=night, number=number).exists():
        raise Conflict(_("Couple number %(number)d is already taken.") % {"number": number})
    couple = Couple.objects.create(
        night=night, number=number, player1=p1, player2=p2, joined_game=max(night.current_game, 1)
    )
    couple_attach(couple=couple, series=night.series)
    if night.state == Night.State.PLAYING:
        _seat_in_game_in_play(night, number)
    if token:
        PostToken.objects.create(token=token, night=night, status=200, outcome={"couple": couple.pk})
    return couple


def couple_registered_by(*, night: Night, token: str) -> Couple | None:
    """The couple a registration form with this token already registered, or None (a new form).

    A couple removed since then is not registered again: the refusal says so.
    """
    if not token:
        return None
    stored = PostToken.objects.filter(token=token).order_by().values_list("night_id", "outcome").first()
    if stored is None:
        return None
    night_id, outcome = stored
    couple = Couple.objects.filter(night_id=night_id, pk=(outcome or {}).get("couple", 0)).first()
    if night_id != night.pk or couple is None:
        raise Conflict(_("This form was already sent, and the couple it registered has been removed: "
                         "reload the page to register another."))
    return couple


def _seat_in_game_in_play(night: Night, number: int) -> None:
    """Seat a couple joining the game in play: the bye seat, or a new table with a bye."""
    seating = seating_for_game(night=night, game=night.current_game)
    new = movement.seat_joining_couple(seating, number)
    changed = [t for t in new if new[t] != seating.get(t)]
    _open_game_tables_free(night, changed)
    seating_store(night=night, game=night.current_game, seating=new)


@transaction.atomic
def couple_update(*, night: Night, number: int, player1: str, player2: str) -> Couple:
    """Correct a couple's names; they are attached to the series' players again."""
    couple = couple_get(night=night, number=number)
    couple.player1, couple.player2 = _clean_names(player1, player2)
    couple.save(update_fields=["player1", "player2"])
    couple = couple_attach(couple=couple, series=night.series)
    night_totals_follow(night_id=night.pk)  # a finished night's season lines follow its players
    return couple


@transaction.atomic
def couple_remove(*, night: Night, number: int) -> int:
    """Remove a couple registered by mistake, before the night starts; the couples after it move
    up one number each, so the numbers have no hole. Returns how many couples moved up."""
    night = night_locked(night)
    couple = couple_get(night=night, number=number)
    if night.state != Night.State.REGISTRATION:
        raise Conflict(_("The night has started: couple %(number)d can withdraw, not be removed.") % {"number": number})
    couple.delete()
    after = Couple.objects.filter(night=night, number__gt=number)
    moved = after.count()
    if moved:
        # Two updates instead of one a couple: first out of the way of every number in use, then
        # back one below where each was (the numbers stay unique at every step).
        away = (Couple.objects.filter(night=night).aggregate(m=Max("number"))["m"] or 0) + 1
        after.update(number=F("number") + away)
        Couple.objects.filter(night=night, number__gt=away).update(number=F("number") - away - 1)
    return moved


@transaction.atomic
def couple_withdraw(*, night: Night, number: int) -> Couple | None:
    """Withdraw a couple: before the night it is removed (``couple_remove``); during it, it leaves a bye.

    Returns the couple (kept, for its punch card) or None when it was removed.
    """
    night = night_locked(night)
    if night.state == Night.State.REGISTRATION:
        couple_remove(night=night, number=number)
        return None
    couple = couple_get(night=night, number=number)
    if night.state != Night.State.PLAYING:
        raise Conflict(_("Every game has been played: the standings are final."))
    if couple.left_after is not None:
        raise Conflict(_("Couple %(number)d has already left.") % {"number": number})
    seating = seating_for_game(night=night, game=night.current_game)
    new = movement.unseat_withdrawn_couple(seating, number)
    if len(movement.couples_at(new)) < 2:
        raise Refusal(_("At least two couples must stay to go on playing."))
    changed = [t for t in seating if new.get(t) != seating[t]]
    _open_game_tables_free(night, changed)
    seating_store(night=night, game=night.current_game, seating=new)
    couple.left_after = night.current_game - 1
    couple.save(update_fields=["left_after"])
    return couple


@transaction.atomic
def couple_readmit(*, night: Night, number: int) -> Couple:
    """Bring a withdrawn couple back: seated in the game in play as a late couple is.

    Its punch card keeps the games it won before leaving. Before the night starts it
    simply is no longer withdrawn.
    """
    night = night_locked(night)
    couple = couple_get(night=night, number=number)
    if night.state in (Night.State.PRIZES, Night.State.FINISHED):
        raise Conflict(_("Every game has been played: couple %(number)d cannot come back.") % {"number": number})
    if couple.left_after is None:
        raise Conflict(_("Couple %(number)d has not withdrawn: it is still in the night.") % {"number": number})
    if night.state == Night.State.PLAYING:
        _seat_in_game_in_play(night, number)
    couple.left_after = None
    couple.save(update_fields=["left_after"])
    return couple


@transaction.atomic
def couple_link_revoke(*, night: Night, number: int) -> Couple:
    """Revoke a couple's public link and issue a new one."""
    couple = couple_get(night=night, number=number)
    couple.public_token = new_public_token()
    couple.save(update_fields=["public_token"])
    return couple
