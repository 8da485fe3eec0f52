"""Writes for a night's settings, corrected at the desk: each checked, and refused with the reason a
volunteer reads while it would change stored results, seating or money."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal, InvalidOperation

from django.conf import settings
from django.db import transaction
from django.utils.translation import gettext as _

from ..errors import Refusal
from ..games import NIGHT_GAMES
from ..models import JarDraw, JarEntry, Night, TieBreak
from ..selectors import seating_for_game, winners_all
from ..text import clean_text
from .nights import next_game_seat, night_locked

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
        if not isinstance(rows, list) or not 1 <= len(rows) <= PRIZE_ROWS_MAX or not all(isinstance(r, dict) for r in rows):
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
    next_game_seat(night=night, seating=seating_for_game(night=night, game=last),
                   winners=winners_all(night=night).get(last, {}))
