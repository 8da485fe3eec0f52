"""Reads of a night itself: found by its short name or a couple's link, its version, who runs it."""

from __future__ import annotations

from typing import NamedTuple

from django.core.exceptions import ObjectDoesNotExist
from django.db.models import QuerySet

from ..errors import NotFound
from ..models import Couple, Night, NightVersion, Series


def couple_names(player1: str, player2: str) -> str:
    """Couple.names from the two names (without a generator: it runs for every couple)."""
    return f"{player1} & {player2}" if player1 and player2 else player1 or player2


def _one(query):
    """The one row a unique lookup finds, or None: ``first()`` without its ORDER BY (a quarter of
    the cost of building such a query)."""
    return next(iter(query.order_by()[:1]), None)


def night_get(*, slug: str, with_version: bool = False) -> Night:
    """The night with this short name, or a NotFound refusal; ``with_version`` reads its version in the
    same statement (see night_version_read)."""
    from django.utils.translation import gettext as _

    query = Night.objects.select_related("series", "version_row") if with_version else Night.objects.select_related("series")
    night = _one(query.filter(slug=slug))
    if night is None:
        raise NotFound(_("There is no night called “%(slug)s”.") % {"slug": slug[:80]})
    if with_version:
        _version_keep(night)
    return night


def _version_keep(night: Night) -> None:
    """Keep on the night the version and seating word its own statement read (``select_related("version_row")``)."""
    try:
        row = night.version_row  # read by the same statement: no query, found or not
    except ObjectDoesNotExist:
        row = None
    night.version_read = row.version if row is not None else 0
    night.seating_read = row.seating if row is not None else ""


def night_version(*, night: Night) -> int:
    """The night's version: it moves on with every change to what its pages show (0 if never set)."""
    return NightVersion.objects.filter(night_id=night.pk).values_list("version", flat=True).first() or 0


def night_version_read(*, night: Night) -> int:
    """The version read along with the night (``night_get(with_version=True)``), before anything of a
    page is read and before the person's role is checked; else read now."""
    known = night.__dict__.get("version_read")
    return night_version(night=night) if known is None else known


def night_version_known(*, night: Night) -> tuple[int, str] | None:
    """The version and seats' word read along with the night (``night_get(with_version=True)``), or None
    when it was read without them: nothing is read here."""
    version, word = night.__dict__.get("version_read"), night.__dict__.get("seating_read")
    return (version, word) if version is not None and word else None


def night_seating_read(*, night: Night) -> str:
    """The word the night's seats were last stored with (NightVersion.seating), read along with the
    night (``night_get(with_version=True)``); else read now."""
    known = night.__dict__.get("seating_read")
    if known is not None:
        return known
    return NightVersion.objects.filter(night_id=night.pk).values_list("seating", flat=True).first() or ""


class NightPeople(NamedTuple):
    """Who runs a night: its organisers' and its scorekeepers' user numbers."""

    organisers: frozenset[int]
    scorekeepers: frozenset[int]

    def roles(self, user_id: int) -> tuple[bool, bool]:
        """(organises, keeps score) for this person."""
        return user_id in self.organisers, user_id in self.scorekeepers


def night_people(*, night_id: int) -> NightPeople | None:
    """The night's organisers and scorekeepers read in one small query (the two link tables joined to
    the night: a handful of rows, and a third of the cost of building a union of the two); None when
    there is no such night."""
    rows = list(Night.objects.filter(pk=night_id).order_by().values_list("organisers", "scorekeepers"))
    if not rows:
        return None
    organisers = frozenset(o for o, _ in rows if o is not None)
    return NightPeople(organisers, frozenset(s for _, s in rows if s is not None))


def night_roles(*, night_id: int, user_id: int) -> tuple[bool, bool]:
    """(organises, keeps score) at the night (neither when there is no such night)."""
    people = night_people(night_id=night_id)
    return people.roles(user_id) if people is not None else (False, False)


def series_for(user) -> QuerySet[Series]:
    """The series a person may see and put a night in: the series they own; every series for a
    superuser (a series no one owns, made by a command, is a superuser's only)."""
    if user.is_superuser:
        return Series.objects.all()
    return Series.objects.filter(owners=user)


def couple_by_link(*, token: str, with_version: bool = False) -> Couple:
    """The couple whose public link carries this token; unknown or revoked tokens are NotFound.
    ``with_version`` reads its night's version in the same statement (see night_version_read)."""
    from django.utils.translation import gettext as _

    token = str(token or "")
    couple = None
    if 16 <= len(token) <= 40:
        related = ("night__series", "night__version_row") if with_version else ("night__series",)
        couple = _one(Couple.objects.select_related(*related).filter(public_token=token))
    if couple is None:
        raise NotFound(_("This punch-card link is not valid any more: ask the organiser for a new one."))
    if with_version:
        _version_keep(couple.night)
    return couple
