"""Every write of the league, each one transaction (keyword-only, ``<entity>_<action>``).

League side: halls, their tokens, the nights they send. Hall side: the league link of a series
and the record of each sending (the network call itself is ``client.py``, made outside any
transaction).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments.errors import Conflict, Refusal
from tournaments.models import Correction, Dispute, Night, Result, Series, TieBreak
from tournaments.services.nights import series_create
from tournaments.text import clean_text
from tournaments.transfer import night_check, night_import

from .digest import night_digest, token_digest
from .models import Hall, HallToken, LeagueEvent, LeagueLink, NightSent, ReceivedNight
from .selectors import league_organisers

TOKEN_BYTES = 32


class BadToken(Refusal):
    """No hall holds this token, or it was revoked."""

    status = 401


@dataclass(frozen=True)
class Receipt:
    """What the league did with a night: ``new``, ``identical`` or ``corrected``; the HTTP status to answer."""

    outcome: str
    status: int
    night: Night
    message: str


def league_series(*, name: str, user=None) -> Series:
    """The league series of this name (the one a hall already sends into, else a new one), owned by
    the league's organisers and ``user`` (who makes the hall), never by no one."""
    name = clean_text(name)
    with transaction.atomic():
        series = Series.objects.filter(name=name, league_halls__isnull=False).order_by("pk").first()
        owners = [*league_organisers(), *([user] if user is not None else [])]
        if series is None:
            return series_create(name=name, owners=owners)
        series.owners.add(*owners)
    return series


def hall_create(*, name: str, series: Series, user=None) -> Hall:
    """A hall that sends its nights into ``series``; refused if the name is taken."""
    name = name.strip()
    if not name:
        raise Refusal(_("Give the hall a name."))
    with transaction.atomic():
        if Hall.objects.filter(name=name).exists():
            raise Conflict(_("There is already a hall called “%(name)s”.") % {"name": name})
        hall = Hall.objects.create(name=name, series=series)
        LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.HALL, detail=series.name[:200], made_by=user)
    return hall


def token_make(*, hall: Hall, user=None) -> str:
    """A new API token for ``hall``: the plain token is returned once and never stored."""
    plain = secrets.token_urlsafe(TOKEN_BYTES)
    with transaction.atomic():
        token = HallToken.objects.create(hall=hall, digest=token_digest(plain), hint=plain[:6])
        LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.TOKEN, token=token, detail=token.hint, made_by=user)
    return plain


def token_revoke(*, token: HallToken, user=None) -> HallToken:
    """Revoke a token: it is refused from now on (revoking it again changes nothing)."""
    with transaction.atomic():
        token = HallToken.objects.select_for_update().get(pk=token.pk)
        if token.revoked_at is None:
            token.revoked_at = timezone.now()
            token.save(update_fields=["revoked_at"])
            LeagueEvent.objects.create(hall=token.hall, kind=LeagueEvent.Kind.REVOKED, token=token, detail=token.hint,
                                       made_by=user)
    return token


def token_hall(*, plain: str) -> HallToken:
    """The live token ``plain`` is, with its hall; BadToken when unknown or revoked."""
    found = HallToken.objects.select_related("hall", "hall__series").filter(
        digest=token_digest(plain or ""), revoked_at__isnull=True).first()
    if found is None:
        raise BadToken(_("This hall token is unknown or revoked: ask the league organiser for a new one."))
    return found


def _for_hall(data: dict, hall: Hall) -> dict:
    """The file with the hall's league series in place of the series it was played in."""
    series = hall.series
    return {**data, "series": {"name": series.name, "slug": series.slug, "venue": series.venue,
                               "language": series.language}}


def night_receive(*, data: object, hall: Hall, token: HallToken | None = None, user=None) -> Receipt:
    """Check and keep a night a hall sent: new, an identical resend (nothing changes) or a corrected resend.

    The whole file is checked (``night_check``) before anything is written; a night of that short
    name sent by another hall, or made on this server, is a Conflict; a correction replaces the
    old night in the same transaction and leaves an audit line.
    """
    if not isinstance(data, dict) or not isinstance(data.get("night"), dict):
        night_check(data=data)  # raises the file's refusal
        raise Refusal(_("This file is not a Cardparty night export (version 1)."))
    digest, slug = night_digest(data), data["night"].get("slug")
    if data["night"].get("state") != Night.State.FINISHED:
        night_check(data=_for_hall(data, hall))  # a damaged file is refused as damaged first
        raise Refusal(_("Only a finished night can be sent to the league: finish it at the desk first."))
    with transaction.atomic():
        # One night of a hall at a time (a double tap on Send posts twice at once): the second waits here
        # and finds the first's night, an identical resend, instead of failing on the night's short name.
        list(Hall.objects.select_for_update().filter(pk=hall.pk).values_list("pk", flat=True))
        received = ReceivedNight.objects.select_for_update().filter(slug=slug).first() if isinstance(slug, str) else None
        if received is not None and received.hall_id != hall.pk:
            raise Conflict(_("Another hall has already sent a night called “%(slug)s”: rename the night and send it again.")
                           % {"slug": slug})
        if received is not None and received.digest == digest and received.night_id is not None:
            return Receipt("identical", 200, received.night,
                           _("The league already has this night, unchanged."))
        if received is None:
            night = night_import(data=_for_hall(data, hall))  # checks the whole file; a slug taken here is a Conflict
            ReceivedNight.objects.create(hall=hall, slug=night.slug, night=night, digest=digest)
            LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.RECEIVED, slug=night.slug, token=token,
                                       made_by=user, detail=digest[:12])
            return Receipt("new", 201, night, _("The league received the night."))
        if received.night_id is not None:
            _night_remove(night_id=received.night_id)
        night = night_import(data=_for_hall(data, hall))  # a refusal here rolls the deletion back
        old = received.digest
        received.night, received.digest, received.received_at = night, digest, timezone.now()
        received.save(update_fields=["night", "digest", "received_at"])
        LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.CORRECTED, slug=night.slug, token=token, made_by=user,
                                   detail=f"{old[:12]} → {digest[:12]}")
        return Receipt("corrected", 201, night, _("The league replaced its copy of the night with this corrected one."))


def _night_remove(*, night_id: int) -> None:
    """Delete a received night whole (its results and tie-breaks protect its couples, so they go first)."""
    Correction.objects.filter(result__night_id=night_id).delete()
    Dispute.objects.filter(night_id=night_id).delete()
    Result.objects.filter(night_id=night_id).delete()
    TieBreak.objects.filter(night_id=night_id).delete()
    Night.objects.filter(pk=night_id).delete()


def link_set(*, series: Series, url: str, token: str, user=None) -> LeagueLink:
    """Where ``series``' finished nights go, and the hall's token there (replacing the previous link);
    ``user`` is kept as who last changed them."""
    url, token = url.strip(), token.strip()
    if not url.startswith(("http://", "https://")):
        raise Refusal(_("The league address starts with https://."))
    if not token:
        raise Refusal(_("Give the hall token the league organiser made for this hall."))
    with transaction.atomic():
        link, _made = LeagueLink.objects.update_or_create(series=series, defaults={"url": url, "token": token,
                                                                                   "set_at": timezone.now(), "set_by": user})
    return link


def night_sent_record(*, night: Night, url: str, digest: str, status: int | None, accepted: bool, message: str,
                      user=None) -> NightSent:
    """Keep one sending of a night and the league's answer (or that there was no connection)."""
    with transaction.atomic():
        return NightSent.objects.create(night=night, url=url[:300], digest=digest, status=status, accepted=accepted,
                                        message=message[:300], sent_by=user)
