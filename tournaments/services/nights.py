"""Writes for a night's life: create, correct its settings, start, close a game, finish."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal, InvalidOperation

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from .. import cookiejar, movement
from ..errors import Conflict, Forbidden, Refusal
from ..games import FORTY_FIVE, NIGHT_GAMES
from ..models import Couple, Dispute, JarDraw, JarEntry, Night, Series, TieBreak
from ..selectors import night_standings, seating_for_game, winners_all
from ..text import clean_text
from .carry import series_carry_give
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

    Without an owner (a management command) the series of that name that no one owns."""
    name, venue = clean_text(name), clean_text(venue)
    series = (Series.objects.filter(owners=owner) if owner is not None else Series.objects.filter(owners=None))
    series = series.filter(name=name).order_by("pk").first()
    if series:
        return series
    base = slugify(name)[:60] or "series"
    slug, n = base, 2
    while Series.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    series = Series.objects.create(name=name, slug=slug, venue=venue, language=language,
                                   game=game if game in NIGHT_GAMES else FORTY_FIVE)
    if owner is not None:
        series.owners.add(owner)
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
    """Refuse another organiser's series; one that no one owns yet (made by a command or an
    import) becomes the organiser's who first puts a night in it."""
    series = Series.objects.select_for_update().get(pk=series.pk)  # two claims at once: one owner
    if organiser.is_superuser or series.owners.filter(pk=organiser.pk).exists():
        return
    if series.owners.exists():
        raise Forbidden(_("This series belongs to other organisers: choose one of yours, or start a new series."))
    series.owners.add(organiser)


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
        draw.carried_out = Decimal("0") if table.jar.winners else Decimal(table.jar.pot)
        draw.save(update_fields=["carried_out"])
        series_carry_give(series_id=night.series_id, amount=draw.carried_out)
    night.state = Night.State.FINISHED
    night.save(update_fields=["state"])
    return night


def jar_seed_new() -> int:
    """A fresh seed for the cookie jar draw."""
    return cookiejar.new_seed()


# -- correcting a night's settings ------------------------------------------------------------------

SETTINGS = ("name", "date", "venue", "language", "paper", "game", "games", "bye_earns_win", "places", "prizes", "booby_prize",
            "cookie_jar", "cookie_jar_games", "cookie_jar_fee")
PRIZE_ROWS_MAX = 10  # the desk forms show as many prize rows


def night_settings_frozen(*, night: Night) -> dict[str, str]:
    """The settings that can no longer change tonight, each with the reason a volunteer reads.

    The keys are those of :func:`night_update` ("places" is the number of prize places,
    "prizes" their descriptions and amounts).
    """
    if night.state == Night.State.FINISHED:
        return dict.fromkeys(SETTINGS[1:], _("The night is finished: only its name can still change."))
    frozen: dict[str, str] = {}
    if night.state != Night.State.REGISTRATION:
        frozen["game"] = _("The night has started: it is played at the game it started with.")
    draw = JarDraw.objects.filter(night=night).values_list("revealed", flat=True).first()
    if TieBreak.objects.filter(night=night).exists() or draw:
        reason = _("The prizes are being settled (a tie-break or the cookie jar's reveal): this would change who wins them.")
        frozen.update(dict.fromkeys(("games", "bye_earns_win", "places", "booby_prize"), reason))
    if draw is not None:
        frozen.update(dict.fromkeys(("cookie_jar", "cookie_jar_games"),
                                    _("The cookie jar has been drawn: it stays on, with the games it drew.")))
    if JarEntry.objects.filter(night=night).exists():
        frozen.setdefault("cookie_jar", _("Couples have entered the cookie jar: it stays on."))
        frozen["cookie_jar_fee"] = _("Couples have already paid the cookie jar's entry fee: it can no longer change.")
    return frozen


def _clean_settings(values: dict) -> dict:
    """The requested settings checked and put as the night stores them; a Refusal for the first mistake."""
    out = dict(values)
    if "name" in out:
        out["name"] = clean_text(out["name"])
        if not out["name"] or len(out["name"]) > 120:
            raise Refusal(_("Give the night a name of at most 120 characters."))
    if "venue" in out:
        out["venue"] = clean_text(out["venue"])
        if len(out["venue"]) > 160:
            raise Refusal(_("The hall's name can have at most 160 characters."))
    if "date" in out and not isinstance(out["date"], dt.date):
        raise Refusal(_("Give the date of the night, such as 2026-12-05."))
    if "language" in out and out["language"] not in dict(settings.LANGUAGES):
        raise Refusal(_("Choose one of the languages offered."))
    if "paper" in out and out["paper"] not in Night.Paper.values:
        raise Refusal(_("Choose one of the paper sizes offered."))
    if "game" in out and out["game"] not in NIGHT_GAMES:
        raise Refusal(_("Choose one of the games offered."))
    for key in ("games", "cookie_jar_games"):
        if key in out and (not isinstance(out[key], int) or not 1 <= out[key] <= 99):
            raise Refusal(_("A night has between 1 and 99 games."))
    if "cookie_jar_fee" in out:
        try:
            out["cookie_jar_fee"] = Decimal(str(out["cookie_jar_fee"]))
        except InvalidOperation:
            raise Refusal(_("The fee is an amount such as 2 or 2.50.")) from None
        if not out["cookie_jar_fee"].is_finite() or not 0 <= out["cookie_jar_fee"] <= 10000:
            raise Refusal(_("The fee is an amount such as 2 or 2.50."))
    for key in ("bye_earns_win", "booby_prize", "cookie_jar"):
        if key in out:
            out[key] = bool(out[key])
    if "places" in out and (not isinstance(out["places"], int) or not 1 <= out["places"] <= PRIZE_ROWS_MAX):
        raise Refusal(_("A night has between 1 and %(max)d prize places.") % {"max": PRIZE_ROWS_MAX})
    if "prizes" in out:
        rows = out["prizes"]
        if not isinstance(rows, list) or not 1 <= len(rows) <= PRIZE_ROWS_MAX:
            raise Refusal(_("A night has between 1 and %(max)d prize places.") % {"max": PRIZE_ROWS_MAX})
        if not all(isinstance(r, dict) for r in rows):
            raise Refusal(_("A night has between 1 and %(max)d prize places.") % {"max": PRIZE_ROWS_MAX})
        out["prizes"] = [{"description": clean_text(r.get("description"))[:120], "amount": clean_text(r.get("amount"))[:40]}
                         for r in rows]
    return out


def _games_check(night: Night, games: int, jar_on: bool, jar_games: int) -> None:
    if night.state == Night.State.PLAYING and games < night.current_game:
        raise Refusal(_("Game %(game)d is already being played: the night cannot have fewer than %(game)d games.")
                      % {"game": night.current_game})
    if night.state == Night.State.PRIZES and games < night.games:
        raise Refusal(_("All %(games)d games have been played: the night can get more games, not fewer.")
                      % {"games": night.games})
    if jar_on and jar_games > games:
        raise Refusal(_("The cookie jar cannot draw more games than the night has."))
    drawn = JarDraw.objects.filter(night=night).values_list("games", flat=True).first()
    if drawn and games < max(drawn):
        raise Refusal(_("The sealed cookie jar draw holds game %(game)d: the night cannot have fewer games.")
                      % {"game": max(drawn)})


@transaction.atomic
def night_update(*, night: Night, **values) -> Night:
    """Correct a night's settings: the keyword arguments given (see SETTINGS), checked together.

    A setting that would change stored results, seating or money is refused with the
    reason (:func:`night_settings_frozen`) and nothing changes. More games once every
    game was played send the night back to play, the next game seated as a close would.
    """
    night = night_locked(night)
    unknown = set(values) - set(SETTINGS)
    if unknown:
        raise TypeError(f"night_update() got unknown settings: {sorted(unknown)}")
    wanted = _clean_settings({k: v for k, v in values.items() if v is not None})
    old_rows = list(night.prizes or [])
    if "places" in wanted or "prizes" in wanted:
        rows = wanted.pop("prizes", old_rows)
        places = wanted.pop("places", len(rows))
        wanted["prizes"] = (rows + [{"description": "", "amount": ""}] * PRIZE_ROWS_MAX)[:places]
    changed = {k: v for k, v in wanted.items() if getattr(night, k) != v}
    touched = set(changed) - {"prizes"}
    if "prizes" in changed:
        if len(changed["prizes"]) != len(old_rows):
            touched.add("places")
        if any(new != old for new, old in zip(changed["prizes"], old_rows, strict=False)):
            touched.add("prizes")
    frozen = night_settings_frozen(night=night)
    for key in SETTINGS:
        if key in touched and key in frozen:
            raise Refusal(frozen[key])
    merged = {k: changed.get(k, getattr(night, k)) for k in ("games", "cookie_jar", "cookie_jar_games")}
    if touched & {"games", "cookie_jar", "cookie_jar_games"}:
        _games_check(night, merged["games"], merged["cookie_jar"], merged["cookie_jar_games"])
    reopen = night.state == Night.State.PRIZES and merged["games"] > night.games
    for key, value in changed.items():
        setattr(night, key, value)
    if reopen:
        _seat_next_game(night)
        changed.update(state=night.state, current_game=night.current_game)
    if changed:
        night.save(update_fields=list(changed))
    return night


def _seat_next_game(night: Night) -> None:
    """Back to play after the last game: seat the next game from the last one's winners, as a close does."""
    last = night.current_game
    seating = seating_for_game(night=night, game=last)
    seating_store(night=night, game=last + 1, seating=movement.next_seating(seating, winners_all(night=night).get(last, {})))
    night.state = Night.State.PLAYING
    night.current_game = last + 1
