"""Writes for a night's life: create, start, close a game, finish."""

from __future__ import annotations

import datetime as dt
import secrets

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from .. import cookiejar, movement
from ..errors import Conflict, Refusal
from ..models import Couple, JarDraw, Night, Series
from ..selectors import night_standings, seating_for_game, winners_all
from .seating import seating_store


def _unique_slug(base: str) -> str:
    slug = slugify(base)[:60] or "night"
    candidate, n = slug, 2
    while Night.objects.filter(slug=candidate).exists():
        candidate, n = f"{slug}-{n}", n + 1
    return candidate


def series_get_or_create(*, name: str, venue: str = "", language: str = "en") -> Series:
    """The series with this name, made if new."""
    series = Series.objects.filter(name=name).first()
    if series:
        return series
    base = slugify(name)[:60] or "series"
    slug, n = base, 2
    while Series.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return Series.objects.create(name=name, slug=slug, venue=venue, language=language)


@transaction.atomic
def night_create(
    *,
    series: Series,
    name: str,
    date: dt.date,
    games: int = 25,
    venue: str | None = None,
    language: str | None = None,
    organiser=None,
    **options,
) -> Night:
    """A new night in registration, taking its hall and language from the series."""
    if not 1 <= games <= 99:
        raise Refusal(_("A night has between 1 and 99 games."))
    night = Night.objects.create(
        series=series,
        name=name.strip() or str(date),
        slug=_unique_slug(f"{name}-{date}"),
        date=date,
        games=games,
        venue=series.venue if venue is None else venue,
        language=language or series.language,
        **options,
    )
    if organiser is not None:
        night.organisers.add(organiser)
    return night


def night_locked(night: Night) -> Night:
    """Re-read the night under a row lock (SQLite already holds the write lock)."""
    return Night.objects.select_for_update().select_related("series").get(pk=night.pk)


@transaction.atomic
def night_start(*, night: Night, random_draw: bool = False, seed: int | None = None) -> Night:
    """Seat game 1: by couple number, or by a random draw with a stored seed."""
    night = night_locked(night)
    if night.state != Night.State.REGISTRATION:
        raise Conflict(_("This night has already started."))
    numbers = list(Couple.objects.filter(night=night, left_after__isnull=True).values_list("number", flat=True))
    if len(numbers) < 2:
        raise Refusal(_("Register at least two couples before starting the night."))
    if random_draw and seed is None:
        seed = secrets.randbelow(2**62)
    seating = movement.first_seating(sorted(numbers), seed=seed if random_draw else None)
    seating_store(night=night, game=1, seating=seating)
    night.seating_seed = seed if random_draw else None
    night.state = Night.State.PLAYING
    night.current_game = 1
    night.save(update_fields=["seating_seed", "state", "current_game"])
    return night


@transaction.atomic
def game_close(*, night: Night, game: int | None = None) -> Night:
    """Close the game in play once every table has a result; seat the next game."""
    night = night_locked(night)
    if night.state != Night.State.PLAYING:
        raise Conflict(_("There is no game in play."))
    if game is not None and game != night.current_game:
        raise Conflict(_("Game %(game)d is already closed.") % {"game": game})
    current = night.current_game
    seating = seating_for_game(night=night, game=current)
    winners = winners_all(night=night).get(current, {})
    missing = [t for t, pair in seating.items() if None not in pair and t not in winners]
    if missing:
        raise Refusal(
            _("Game %(game)d still needs results from tables %(tables)s.")
            % {"game": current, "tables": ", ".join(map(str, missing))}
        )
    if current >= night.games:
        night.state = Night.State.PRIZES
        night.save(update_fields=["state"])
    else:
        seating_store(night=night, game=current + 1, seating=movement.next_seating(seating, winners))
        night.current_game = current + 1
        night.save(update_fields=["current_game"])
    from .backups import backup_after_commit

    backup_after_commit(label=f"{night.slug}-game{current}")
    return night


@transaction.atomic
def night_finish(*, night: Night) -> Night:
    """Finish the night; an unwon cookie jar carries over to the series."""
    night = night_locked(night)
    if night.state == Night.State.FINISHED:
        raise Conflict(_("This night is already finished."))
    if night.state != Night.State.PRIZES:
        raise Refusal(_("Play every game before finishing the night."))
    table = night_standings(night=night)
    if night.cookie_jar and table.jar.entrants and not JarDraw.objects.filter(night=night).exists():
        raise Refusal(_("Couples entered the cookie jar: draw and reveal it before finishing the night."))
    if night.cookie_jar and JarDraw.objects.filter(night=night).exists():
        draw = JarDraw.objects.get(night=night)
        if not draw.revealed:
            raise Refusal(_("Reveal the cookie jar draw before finishing the night."))
        series = Series.objects.select_for_update().get(pk=night.series_id)
        pot = table.jar.pot
        draw.carried_out = 0 if table.jar.winners else pot
        draw.save(update_fields=["carried_out"])
        series.jar_carry = draw.carried_out
        series.save(update_fields=["jar_carry"])
    night.state = Night.State.FINISHED
    night.save(update_fields=["state"])
    return night


def jar_seed_new() -> int:
    """A fresh seed for the cookie jar draw."""
    return cookiejar.new_seed()
