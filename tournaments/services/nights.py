"""Writes for a night's life: create, delete, start, close a game, finish (its settings: night_settings.py)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from .. import cookiejar, movement
from ..errors import Conflict, Forbidden, Refusal
from ..games import FORTY_FIVE, NIGHT_GAMES
from ..models import Couple, Dispute, JarDraw, Night, Series
from ..selectors import night_standings, seating_for_game, winners_all
from ..text import clean_text
from .after_close import after_close_schedule
from .carry import series_carry_give
from .season_totals import night_totals_follow
from .seating import seating_store


def _unique_slug(base: str) -> str:
    slug = slugify(base)[:60] or "night"
    candidate, n = slug, 2
    while Night.objects.filter(slug=candidate).exists():
        candidate, n = f"{slug}-{n}", n + 1
    return candidate


def series_get_or_create(*, name: str, venue: str = "", language: str = "en", owner=None,
                         game: str = FORTY_FIVE) -> Series:
    """The owner's series with this name, made (and owned by them) if new.

    Without an owner (a management command) the series of that name that no one owns: only a
    superuser may open or use it, never every organiser."""
    name = clean_text(name)
    series = (Series.objects.filter(owners=owner) if owner is not None else Series.objects.filter(owners=None))
    series = series.filter(name=name).order_by("pk").first()
    if series:
        return series
    return series_create(name=name, venue=venue, language=language, game=game,
                         owners=[owner] if owner is not None else [])


def series_create(*, name: str, owners, venue: str = "", language: str = "en", game: str = FORTY_FIVE) -> Series:
    """A new series under a free short name, owned by ``owners`` from the moment it is made (none:
    superusers only)."""
    name, venue = clean_text(name), clean_text(venue)
    base = slugify(name)[:60] or "series"
    slug, n = base, 2
    while Series.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    series = Series.objects.create(name=name, slug=slug, venue=venue, language=language,
                                   game=game if game in NIGHT_GAMES else FORTY_FIVE)
    series.owners.add(*owners)
    return series


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
    once: str | None = None,
    **options,
) -> Night:
    """A new night in registration, taking its hall, language and game from the series.

    ``once`` is the one-time token of the form that asks for it: the same form sent again returns
    the night it made (``night.made_before`` is then True) instead of making another.
    """
    if once and (made := Night.objects.filter(made_by_form=once).first()) is not None:
        made.made_before = True
        return made
    if not 1 <= games <= 99:
        raise Refusal(_("A night has between 1 and 99 games."))
    if options.get("game") is not None and options["game"] not in NIGHT_GAMES:
        raise Refusal(_("Choose one of the games offered."))
    if organiser is not None:
        _series_claim(series=series, organiser=organiser)
    name = clean_text(name)
    try:
        with transaction.atomic():
            night = _night_insert(series=series, name=name, date=date, games=games, venue=venue, language=language,
                                  once=once, **options)
    except IntegrityError:
        made = Night.objects.filter(made_by_form=once).first() if once else None
        if made is None:
            raise
        made.made_before = True  # its twin, sent a moment earlier, made it
        return made
    if organiser is not None:
        night.organisers.add(organiser)
    night.made_before = False
    return night


def _series_claim(*, series: Series, organiser) -> None:
    """Refuse a series the organiser does not own: another organiser's, or one that no one owns
    (made by a command: superusers only)."""
    if organiser.is_superuser or series.owners.filter(pk=organiser.pk).exists():
        return
    if series.owners.exists():
        raise Forbidden(_("This series belongs to other organisers: choose one of yours, or start a new series."))
    raise Forbidden(_("No organiser owns this series yet: only the server's administrator can use it. "
                      "Choose one of your series, or start a new series."))


def _night_insert(*, series: Series, name: str, date: dt.date, games: int, venue, language, once, **options) -> Night:
    return Night.objects.create(
        made_by_form=once or None,
        series=series,
        name=name or str(date),
        slug=_unique_slug(f"{name}-{date}"),
        date=date,
        games=games,
        venue=series.venue if venue is None else clean_text(venue),
        language=language or series.language,
        **{**options, "game": options.get("game") or series.game},
    )


@transaction.atomic
def night_delete(*, night: Night) -> str:
    """Delete a night that has not started (made by mistake, or called off) with its registered
    couples and cookie jar entries; its series and every other night stay. Returns its name."""
    night = night_locked(night)
    if night.state != Night.State.REGISTRATION:
        raise Conflict(_("This night has started: it can no longer be deleted."))
    name = night.name
    draw = JarDraw.objects.filter(night=night).first()
    if draw is not None:  # a jar drawn early gives back the carry-over it took
        series_carry_give(series_id=night.series_id, amount=draw.carried_in)
    night.delete()
    return name


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
        seed = cookiejar.new_seed()
    seating = movement.first_seating(sorted(numbers), seed=seed if random_draw else None)
    seating_store(night=night, game=1, seating=seating)
    night.seating_seed = seed if random_draw else None
    night.state = Night.State.PLAYING
    night.current_game = 1
    night.save(update_fields=["seating_seed", "state", "current_game"])
    return night


@transaction.atomic
def game_close(*, night: Night, game: int | None = None) -> Night:
    """Close the game in play once every table has a result and no disagreement is open; seat the next game."""
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
    disputed = sorted(set(Dispute.objects.filter(night=night, game=current, status=Dispute.Status.OPEN)
                          .values_list("table", flat=True)))
    if disputed:
        raise Refusal(
            ngettext("Table %(tables)s has a disagreement to settle first.",
                     "Tables %(tables)s have disagreements to settle first.", len(disputed))
            % {"tables": ", ".join(map(str, disputed))}
        )
    if current >= night.games:
        night.state = Night.State.PRIZES
        night.save(update_fields=["state"])
    else:
        next_game_seat(night=night, seating=seating, winners=winners)
        night.save(update_fields=["current_game"])
    # The backup and the drawing for the hall happen after the answer, in a thread (after_close.py).
    after_close_schedule(night_id=night.pk, label=f"{night.slug}-game{current}")
    return night


def next_game_seat(*, night: Night, seating: dict, winners: dict) -> None:
    """Seat the game after the one in play from its seating and winners (winners move, losers stay),
    and put the night on it; the caller saves the night."""
    game = night.current_game + 1
    seating_store(night=night, game=game, seating=movement.next_seating(seating, winners))
    night.state, night.current_game = Night.State.PLAYING, game


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
        draw.carried_out = Decimal("0") if table.jar.winners else Decimal(table.jar.pot)
        draw.save(update_fields=["carried_out"])
        series_carry_give(series_id=night.series_id, amount=draw.carried_out)
    night.state = Night.State.FINISHED
    night.save(update_fields=["state"])
    night_totals_follow(night_id=night.pk)  # the season table's lines of the night, stored once
    return night
