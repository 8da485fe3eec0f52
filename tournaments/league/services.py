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
from django.utils.text import slugify
from django.utils.translation import gettext as _

from tournaments.errors import Conflict, Refusal
from tournaments.models import Correction, Dispute, Night, Result, Series, TieBreak
from tournaments.services.nights import series_create
from tournaments.text import clean_text
from tournaments.transfer import file_check, night_check, night_import

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
    """The file as the league keeps it: in the hall's league series in place of the series it was
    played in, and without the couples' card links (the league makes its own: a hall's private
    ``/c/<token>/`` links never live on the league)."""
    series = hall.series
    couples = data.get("couples")
    if isinstance(couples, list):
        couples = [{k: v for k, v in c.items() if k != "public_token"} if isinstance(c, dict) else c for c in couples]
    return {**data, "couples": couples,
            "series": {"name": series.name, "slug": series.slug, "venue": series.venue, "language": series.language}}


def _league_slug(slug: str, hall: Hall) -> str:
    """The night's short name on the league: the hall's own when no night has it, else the hall's
    name added (``week-3-port-hood``): short names are each hall's, so two halls' never clash."""
    if not Night.objects.filter(slug=slug).exists():
        return slug
    base = f"{slug[:40]}-{slugify(hall.name)[:30]}".strip("-")
    candidate, n = base, 2
    while Night.objects.filter(slug=candidate).exists():
        candidate, n = f"{base}-{n}", n + 1
    return candidate


def _file_version(data: dict) -> int | None:
    """The night's version the file carries (a whole number), or None (a file from an older Cardparty)."""
    version = data["night"].get("version")
    return version if type(version) is int and version > 0 else None


def night_receive(*, data: object, hall: Hall, token: HallToken | None = None, user=None) -> Receipt:
    """Check and keep a night a hall sent: new, an identical resend (nothing changes) or a newer copy.

    The whole file is checked (``night_check``) before anything is written. Short names are each
    hall's: another hall's night, or one made on this server, of the same short name is kept beside it
    under a name of its own. A file replaces the league's copy only when its night's version is
    higher (an older file sent again never undoes a correction: 409); the replacement happens in one
    transaction and leaves an audit line. The file's user names never reach the league's accounts.
    """
    if not isinstance(data, dict) or not isinstance(data.get("night"), dict):
        night_check(data=data)  # raises the file's refusal
        raise Refusal(_("This file is not a Cardparty night export (version 1)."))
    digest, slug = night_digest(data), data["night"].get("slug")
    if data["night"].get("state") != Night.State.FINISHED:
        night_check(data=_for_hall(data, hall))  # a damaged file is refused as damaged first
        raise Refusal(_("Only a finished night can be sent to the league: finish it at the desk first."))
    kept = _for_hall(data, hall)
    file_check(data=kept)  # a damaged file is refused as damaged, whatever the league holds; checked once
    version = _file_version(data)
    with transaction.atomic():
        # One night of a hall at a time (a double tap on Send posts twice at once): the second waits here
        # and finds the first's night, an identical resend, instead of failing on the night's short name.
        list(Hall.objects.select_for_update().filter(pk=hall.pk).values_list("pk", flat=True))
        received = (ReceivedNight.objects.select_for_update(of=("self",)).filter(hall=hall, slug=slug)
                    .select_related("night").first())
        if received is not None and received.digest == digest and received.night_id is not None:
            return Receipt("identical", 200, received.night,
                           _("The league already has this night, unchanged."))
        if received is None:
            night = night_import(data=kept, slug=_league_slug(slug, hall), accounts=False, checked=True)
            ReceivedNight.objects.create(hall=hall, slug=slug, night=night, digest=digest, version=version or 0)
            LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.RECEIVED, slug=night.slug, token=token,
                                       made_by=user, detail=digest[:12])
            return Receipt("new", 201, night, _("The league received the night."))
        if received.night is not None:  # a copy to replace; one deleted on the league is simply received again
            _newer_or_refused(received=received, version=version)
            league_slug = received.night.slug
            _night_remove(night_id=received.night_id)
        else:
            league_slug = _league_slug(slug, hall)
        night = night_import(data=kept, slug=league_slug, accounts=False, checked=True)  # a refusal rolls back
        old, newest = received.digest, max(received.version, version or 0)  # the measure only grows
        received.night, received.digest, received.version, received.received_at = night, digest, newest, timezone.now()
        received.save(update_fields=["night", "digest", "version", "received_at"])
        LeagueEvent.objects.create(hall=hall, kind=LeagueEvent.Kind.CORRECTED, slug=night.slug, token=token, made_by=user,
                                   detail=f"{old[:12]} → {digest[:12]}")
        return Receipt("corrected", 201, night, _("The league replaced its copy of the night with this corrected one."))


def _newer_or_refused(*, received: ReceivedNight, version: int | None) -> None:
    """Refuse (409) a file that is not newer than the league's copy of the night."""
    if version is None:
        raise Conflict(_("The league already has this night, and this file does not say how recent it is (it comes "
                         "from an older Cardparty): the league keeps its copy. Update Cardparty at the hall and send "
                         "the night again."))
    if version <= received.version:
        raise Conflict(_("The league already has a copy of this night as recent as this file or more (version "
                         "%(kept)d; this file: %(sent)d): an older file cannot undo a correction. Send the night "
                         "from the laptop that holds its latest corrections.") % {"kept": received.version, "sent": version})


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
                                        message=message[:600], sent_by=user)
