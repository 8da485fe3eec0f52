"""Every write that changes what a night's pages show moves the night's version on, in the same
transaction: pages are drawn once per (night, version) and pollers that have it get 304.

The bump is tied to the models (saved or deleted rows of a night), not to each service, so a
write added later cannot forget it; the few bulk writes that send no signal bump by hand.
"""

from __future__ import annotations

from django.db.models import F
from django.db.models.functions import Greatest
from django.db.models.signals import m2m_changed, post_delete, post_save

from tournaments.cache.polls import night_people_forget, night_version_forget
from tournaments.models import (
    Correction,
    Couple,
    Dispute,
    JarDraw,
    JarEntry,
    Night,
    NightEvent,
    NightVersion,
    Result,
    Series,
    TieBreak,
    TieEntry,
)
from tournaments.models.version import seating_word


def _row_update(night_id: int, **fields) -> None:
    """Update the night's version row, or make it (with its defaults: version 1, a new seating word)."""
    if not NightVersion.objects.filter(night_id=night_id).update(**fields):
        NightVersion.objects.get_or_create(night_id=night_id)


def night_version_bump(*, night_id: int, seats_renewed: bool = False) -> None:
    """Move the night's version on (inside the caller's transaction); the polls' copy is forgotten.
    ``seats_renewed``: give its seats a new word in the same update (a save of the night: its state, game
    in play and game are read with that word)."""
    night_version_forget(night_id=night_id)
    renewed = {"seating": seating_word()} if seats_renewed else {}
    _row_update(night_id, version=F("version") + 1, **renewed)


def night_version_at_least(*, night_id: int, version: int) -> None:
    """Raise the night's version to ``version`` if it is lower (a night imported from a file keeps the
    file's version or more, so its version still only grows on the laptop it moved to)."""
    night_version_forget(night_id=night_id)
    _row_update(night_id, version=Greatest(F("version"), version))


def night_seating_renew(*, night_id: int) -> None:
    """Give the night's seats a new word (NightVersion.seating), in the caller's transaction: each time
    a game's seats are stored, so moves kept for other seats are never handed back (selectors/seating.py)."""
    _row_update(night_id, seating=seating_word())


def series_version_bump(*, series_id: int) -> None:
    """A series' change shows on each of its nights (the cookie jar's carry-over)."""
    for night_id in Night.objects.filter(series_id=series_id).values_list("pk", flat=True):
        night_version_bump(night_id=night_id)


def _night_of(instance) -> int | None:  # noqa: ANN001 - any model of a night
    if isinstance(instance, Night):
        return instance.pk
    if isinstance(instance, TieEntry):
        return TieBreak.objects.filter(pk=instance.tiebreak_id).values_list("night_id", flat=True).first()
    if isinstance(instance, Correction):
        return Result.objects.filter(pk=instance.result_id).values_list("night_id", flat=True).first()
    return getattr(instance, "night_id", None)


def _deleting_a_night(origin) -> bool:  # noqa: ANN001 - a model instance or a queryset
    """Rows deleted along with their night: nothing is left to show, or to bump."""
    return isinstance(origin, Night) or getattr(origin, "model", None) is Night


def _changed(sender, instance, **kwargs) -> None:  # noqa: ANN001 - a signal's arguments
    if kwargs.get("raw") or _deleting_a_night(kwargs.get("origin")):  # loaddata's rows; a night's own delete
        return
    night_id = _night_of(instance)
    if night_id is not None:  # a night saved (its own delete was left out above) renews its seats' word too
        night_version_bump(night_id=night_id, seats_renewed=isinstance(instance, Night))


def _series_changed(sender, instance, **kwargs) -> None:  # noqa: ANN001
    if not kwargs.get("raw"):
        series_version_bump(series_id=instance.pk)


def _people_changed(sender, instance, action, reverse, pk_set, **kwargs) -> None:  # noqa: ANN001 - who organises or keeps score
    """From the night's side (``night.scorekeepers.add(...)``) once the links are written; from a
    person's (``user.scored_nights.add(...)``) for the nights named, or before a clear for all theirs."""
    if not reverse:
        nights = [instance.pk] if action.startswith("post_") else []
    elif action == "pre_clear":
        nights = list(sender.objects.filter(user_id=instance.pk).values_list("night_id", flat=True))
    else:
        nights = sorted(pk_set or ()) if action in ("post_add", "post_remove") else []
    for night_id in nights:
        night_people_forget(night_id=night_id)
        night_version_bump(night_id=night_id)


# Seats are not here: they are written in bulk with the night's own save (its game in play).
WATCHED = (Night, Couple, Result, Correction, TieBreak, TieEntry, JarEntry, JarDraw, Dispute, NightEvent)


def versions_connect() -> None:
    """Tie the bump to the models (called once, from the app's ready())."""
    for model in WATCHED:
        post_save.connect(_changed, sender=model, dispatch_uid=f"version-save-{model.__name__}")
        post_delete.connect(_changed, sender=model, dispatch_uid=f"version-delete-{model.__name__}")
    post_save.connect(_series_changed, sender=Series, dispatch_uid="version-series")
    for field in (Night.organisers, Night.scorekeepers):
        m2m_changed.connect(_people_changed, sender=field.through, dispatch_uid=f"version-{field.field.name}")
