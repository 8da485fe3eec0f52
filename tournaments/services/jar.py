"""Writes for the cookie jar: entries, the sealed draw, the reveal."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils.translation import gettext as _

from .. import cookiejar
from ..errors import Conflict, Refusal
from ..models import JarDraw, JarEntry, Night
from .carry import series_carry_take
from .couples import couple_get
from .nights import night_locked


def _jar_on(night: Night) -> None:
    if not night.cookie_jar:
        raise Refusal(_("This night has no cookie jar."))
    if night.state == Night.State.FINISHED:
        raise Conflict(_("This night is finished."))


@transaction.atomic
def jar_enter(*, night: Night, number: int, fee: str | Decimal | None = None) -> JarEntry:
    """Enter a couple in the cookie jar (entering twice changes nothing)."""
    night = night_locked(night)
    _jar_on(night)
    if JarDraw.objects.filter(night=night, revealed=True).exists():
        raise Conflict(_("The cookie jar draw has been revealed: entries are closed."))
    couple = couple_get(night=night, number=number)
    try:
        amount = Decimal(str(night.cookie_jar_fee if fee in (None, "") else fee))
    except InvalidOperation:
        raise Refusal(_("The fee is an amount such as 2 or 2.50.")) from None
    if not amount.is_finite() or amount < 0 or amount > 10000:
        raise Refusal(_("The fee is an amount such as 2 or 2.50."))
    entry, _created = JarEntry.objects.get_or_create(night=night, couple=couple, defaults={"fee": amount})
    return entry


@transaction.atomic
def jar_leave(*, night: Night, number: int) -> None:
    """Take a couple's entry back out before the reveal."""
    night = night_locked(night)
    _jar_on(night)
    if JarDraw.objects.filter(night=night, revealed=True).exists():
        raise Conflict(_("The cookie jar draw has been revealed: entries are closed."))
    JarEntry.objects.filter(night=night, couple__number=number).delete()


@transaction.atomic
def jar_draw(*, night: Night, seed: int | None = None) -> JarDraw:
    """Draw the cookie jar games now (kept sealed until revealed); the seed is stored."""
    night = night_locked(night)
    _jar_on(night)
    if JarDraw.objects.filter(night=night).exists():
        raise Conflict(_("The cookie jar has already been drawn."))
    if night.cookie_jar_games > night.games:
        raise Refusal(_("The cookie jar cannot draw more games than the night has."))
    seed = cookiejar.new_seed() if seed is None else seed
    games = cookiejar.draw(night.games, night.cookie_jar_games, seed)
    return JarDraw.objects.create(night=night, seed=seed, games=games, carried_in=series_carry_take(series_id=night.series_id))


@transaction.atomic
def jar_reveal(*, night: Night) -> JarDraw:
    """Reveal the draw once every game is played (drawing it now if it was not sealed earlier)."""
    night = night_locked(night)
    _jar_on(night)
    if night.state != Night.State.PRIZES:
        raise Refusal(_("The cookie jar is revealed once every game has been played."))
    draw = JarDraw.objects.filter(night=night).first() or jar_draw(night=night)
    draw.revealed = True
    draw.save(update_fields=["revealed"])
    return draw
