"""Writes for the people who come back: a name found or made a player of the series, a rename, a merge.

A couple's ``player1``/``player2`` text is what was typed that night and stays so: the players
(``player1_ref``/``player2_ref``) are who it was. A rename changes the player's name for the nights
to come and leaves old nights' text as it was played; a merge moves every couple of one player to
the other and writes an audit line. Neither loses a couple, a name typed, a phone or a note.
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext as _

from ..errors import Conflict, Refusal
from ..models import Couple, Night, Player, PlayerEvent, Series
from ..people import blank_after_cleaning
from ..text import clean_text
from .season_totals import night_totals_write

NAME_MAX = 80
NOTE_MAX = 200


def player_for(*, series: Series, name: str) -> Player | None:
    """The series' player with this name, blind to accents, case and spacing; made when new.

    A blank name is a guest: None.
    """
    text = clean_text(name)[:NAME_MAX]
    key = Player.key(text)
    if not key:
        return None
    player, _made = Player.objects.get_or_create(series=series, folded=key, defaults={"name": text})
    return player


def couple_attach(*, couple: Couple, series: Series) -> Couple:
    """Attach a couple's two names to the series' players (a blank name attaches nothing)."""
    couple.player1_ref = player_for(series=series, name=couple.player1)
    couple.player2_ref = player_for(series=series, name=couple.player2)
    couple.save(update_fields=["player1_ref", "player2_ref"])
    return couple


def night_attach(*, night: Night) -> None:
    """Attach every couple of a night (an imported one) to its series' players; the names stay as typed."""
    for couple in Couple.objects.filter(night=night).order_by("number"):
        couple_attach(couple=couple, series=night.series)


def _clean_player_name(name: object) -> str:
    text = clean_text(name)
    if blank_after_cleaning(name):
        raise Refusal(_("This name is made of invisible characters only: type the name again."))
    if not text:
        raise Refusal(_("Type the player's name."))
    if len(text) > NAME_MAX:
        raise Refusal(_("A name can have at most %(max)d characters.") % {"max": NAME_MAX})
    return text


@transaction.atomic
def player_rename(*, player: Player, name: str, user=None) -> Player:
    """Rename a player for the nights to come; old nights keep the names as they were played.

    A name another player of the series already has is refused: they are one person, merge them.
    """
    text = _clean_player_name(name)
    other = Player.objects.filter(series_id=player.series_id, folded=Player.key(text)).exclude(pk=player.pk).first()
    if other is not None:
        raise Conflict(_("“%(name)s” is already a player of this series: merge the two instead.") % {"name": other.name})
    old = player.name
    if old == text:
        return player
    player.name = text
    player.save(update_fields=["name", "folded"])
    PlayerEvent.objects.create(series_id=player.series_id, player=player, kind=PlayerEvent.Kind.RENAMED,
                               old_name=old, new_name=text, made_by=user)
    return player


@transaction.atomic
def player_details(*, player: Player, phone: str = "", note: str = "") -> Player:
    """A player's phone and note, both optional, trimmed to their columns."""
    player.phone, player.note = clean_text(phone)[:40], clean_text(note)[:NOTE_MAX]
    player.save(update_fields=["phone", "note"])
    return player


def _joined(first: str, second: str, limit: int) -> str:
    """Two texts kept in one (the second added when it is new), cut to the column's length."""
    if not second or second == first:
        return first
    return (f"{first} · {second}" if first else second)[:limit]


@transaction.atomic
def player_merge(*, keep: Player, drop: Player, user=None) -> int:
    """Merge two players who are one person: every couple of ``drop`` becomes ``keep``'s, its
    phone and note are kept, ``drop`` is deleted, and an audit line says so. Returns the couples moved.

    Refused for players of two series, or a player merged with itself.
    """
    if keep.pk == drop.pk:
        raise Refusal(_("Choose two different players to merge."))
    if keep.series_id != drop.series_id:
        raise Refusal(_("Only players of the same series can be merged."))
    moved = Couple.objects.filter(Q(player1_ref=drop) | Q(player2_ref=drop)).count()
    Couple.objects.filter(player1_ref=drop).update(player1_ref=keep)
    Couple.objects.filter(player2_ref=drop).update(player2_ref=keep)
    # the season lines of every night the two played (one line a night, where both came the same night)
    played = Couple.objects.filter(Q(player1_ref=keep) | Q(player2_ref=keep)).values("night_id")
    night_totals_write(nights=Night.objects.filter(pk__in=played))
    phone = keep.phone or drop.phone
    note = _joined(keep.note, drop.note, NOTE_MAX)
    if drop.phone and keep.phone and drop.phone != keep.phone:
        note = _joined(note, drop.phone, NOTE_MAX)
    keep.phone, keep.note = phone, note
    keep.save(update_fields=["phone", "note"])
    PlayerEvent.objects.create(series_id=keep.series_id, player=keep, kind=PlayerEvent.Kind.MERGED,
                               old_name=drop.name, new_name=keep.name, couples_moved=moved, made_by=user)
    drop.delete()
    return moved
