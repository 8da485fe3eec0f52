"""Import a night export: check the whole file first, then write it in one transaction.

A refusal names where in the file the problem is (``couples[3].player1``) and what it is, and
nothing is written: the file is read against ``schema.SCHEMA``, then ``checks.problems``, before
the first row is made.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from ..errors import Conflict, Forbidden, Refusal
from ..games import FORTY_FIVE
from ..models import Correction, Couple, JarDraw, JarEntry, Night, Result, Seat, Series, TieBreak, TieEntry
from ..services.players import night_attach
from ..services.season_totals import night_totals_follow
from ..services.versions import night_seating_renew, night_version_at_least
from ..text import clean_text
from .checks import problems
from .export import FORMAT, NIGHT_FIELDS, VERSION
from .validator import schema_problem


def refused(path: str, problem: str) -> Refusal:
    """The refusal of a file, naming the place in it and the problem."""
    return Refusal(_("The file is refused at %(path)s: %(problem)s") % {"path": path, "problem": problem})


def night_check(*, data: object, slug: str | None = None) -> None:
    """Raise the refusal of the first problem in the file, or return: the file can be imported."""
    file_check(data=data, slug=slug)
    _slug_free(slug or data["night"]["slug"])


def _slug_free(taken: str) -> None:
    if Night.objects.filter(slug=taken).exists():
        raise Conflict(_("A night called “%(slug)s” already exists.") % {"slug": taken})


def file_check(*, data: object, slug: str | None = None) -> None:
    """Raise the refusal of the first problem in the file itself, or return (whether its short name is
    free here is ``night_check``'s question)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise Refusal(_("This file is not a Cardparty night export (version 1)."))
    if found := schema_problem(data):
        raise refused(*found)
    if slug is not None and not isinstance(slug, str):
        raise refused("slug", _("is not a short name"))
    if slug is not None and (found := schema_problem({**data, "night": {**data["night"], "slug": slug}})):
        raise refused("slug", found[1])
    if found := next(problems(data, slug), None):
        raise refused(*found)


def night_import(*, data: object, slug: str | None = None, owner=None, accounts: bool = True,
                 checked: bool = False) -> Night:
    """Create the night described by an export; refuse a damaged file or a slug that is taken.

    A series the file names that does not exist yet is made owned by ``owner`` (the importing
    user; None: superusers only); an existing series another organiser owns is refused to them.
    ``accounts``: match the file's user names to this database's accounts (False on a league: a
    hall's file never names a league account). Couples without a card link get new ones.
    ``checked``: the caller has just run ``file_check`` on this very data (a big file's check takes
    seconds): only whether the short name is free is asked again."""
    if checked:
        _slug_free(slug or data["night"]["slug"])
    else:
        night_check(data=data, slug=slug)
    try:
        with transaction.atomic():
            return _import(data, slug, owner=owner, accounts=accounts)
    except IntegrityError:  # a night of that slug made meanwhile, or a series slug race
        raise Refusal(_("The export contradicts itself (a couple, seat or result appears twice, or a setting is out of range).")) from None


def _users(data: dict) -> dict[str, object]:
    """The accounts named in an export that exist in this database, by user name."""
    names = {r["entered_by"] for r in data["results"]}
    names |= {c["made_by"] for r in data["results"] for c in r["corrections"]}
    names.discard(None)
    model = get_user_model()
    return {u.get_username(): u for u in model.objects.filter(**{f"{model.USERNAME_FIELD}__in": names})}


def _series(s: dict, owner) -> Series:
    found = Series.objects.filter(slug=s["slug"]).first()
    if found is not None:
        if owner is not None and not owner.is_superuser and not found.owners.filter(pk=owner.pk).exists():
            raise Forbidden(_("The series “%(slug)s” belongs to other organisers: import the night under a series of "
                              "yours.") % {"slug": s["slug"]})
        return found
    made = Series.objects.create(name=clean_text(s["name"]) or s["slug"], slug=s["slug"],
                                 venue=clean_text(s.get("venue", "")), language=s.get("language", "en"),
                                 game=s.get("game", FORTY_FIVE))
    if owner is not None:
        made.owners.add(owner)
    return made


def _import(data: dict, slug: str | None, *, owner, accounts: bool) -> Night:
    fields = {f: data["night"][f] for f in NIGHT_FIELDS if f != "game"}
    fields["game"] = data["night"].get("game", FORTY_FIVE)
    date = dt.date.fromisoformat(data["night"]["date"])
    fields["name"] = clean_text(fields["name"]) or str(date)
    fields["venue"] = clean_text(fields["venue"])
    fields["prizes"] = [{"description": clean_text(p["description"]), "amount": clean_text(p["amount"])}
                        for p in fields["prizes"]]
    if slug:
        fields["slug"] = slug
    night = Night.objects.create(series=_series(data["series"], owner), date=date,
                                 cookie_jar_fee=Decimal(data["night"]["cookie_jar_fee"]), **fields)
    couples = {c["number"]: Couple(night=night, **c) for c in data["couples"]}
    for c in couples.values():  # the same cleaning as a name typed at the desk (direction overrides, zero widths)
        c.player1, c.player2 = clean_text(c.player1), clean_text(c.player2)
    # A couple without a card link in the file (a night sent to a league) got a new one from the model's default.
    if slug or Couple.objects.filter(public_token__in=[c.public_token for c in couples.values()]).exists():
        for c in couples.values():  # a copy must not share another night's public links
            c.public_token = Couple._meta.get_field("public_token").default()
    Couple.objects.bulk_create(couples.values())
    night_attach(night=night)  # the imported names become the series' players; their text is kept
    couples = {c.number: c for c in Couple.objects.filter(night=night)}
    seated = Counter((g, t) for g, t, _r, _n in data["seats"])  # a couple alone at its table has the bye
    Seat.objects.bulk_create(Seat(night=night, game=g, table=t, role=r, couple=couples[n], alone=seated[g, t] == 1)
                             for g, t, r, n in data["seats"])
    night_seating_renew(night_id=night.pk)
    users = _users(data) if accounts else {}
    Result.objects.bulk_create(
        Result(night=night, game=r["game"], table=r["table"], winner=couples[r["winner"]], winner_points=r["points"][0],
               loser_points=r["points"][1], version=r["version"], entered_at=dt.datetime.fromisoformat(r["entered_at"]),
               entered_by=users.get(r["entered_by"]))
        for r in data["results"]
    )
    if any(r["corrections"] for r in data["results"]):
        ids = {(g, t): pk for g, t, pk in Result.objects.filter(night=night).values_list("game", "table", "id")}
        Correction.objects.bulk_create(
            Correction(result_id=ids[(r["game"], r["table"])], from_version=c["from_version"],
                       old_winner=couples[c["old_winner"]], new_winner=couples[c["new_winner"]], old_points=c["old_points"],
                       new_points=c["new_points"], reason=clean_text(c["reason"]),
                       made_at=dt.datetime.fromisoformat(c["made_at"]), made_by=users.get(c["made_by"]))
            for r in data["results"] for c in r["corrections"]
        )
    for t in data["tiebreaks"]:
        tb = TieBreak.objects.create(
            night=night, kind=t["kind"], place=t["place"], method=t["method"], cuts=t["cuts"], seed=t["seed"],
            playoff_winner=couples[t["playoff_winner"]] if t["playoff_winner"] else None,
            playoff_points=t["playoff_points"], resolved=t["resolved"])
        TieEntry.objects.bulk_create(TieEntry(tiebreak=tb, couple=couples[e["couple"]], choice=e["choice"], won=e["won"])
                                     for e in t["entries"])
    JarEntry.objects.bulk_create(JarEntry(night=night, couple=couples[e["couple"]], fee=Decimal(e["fee"]))
                                 for e in data["jar"]["entries"])
    if d := data["jar"]["draw"]:
        JarDraw.objects.create(night=night, seed=d["seed"], games=d["games"], revealed=d["revealed"],
                               carried_in=Decimal(d["carried_in"]), carried_out=Decimal(d["carried_out"]))
    if "version" in data["night"]:  # the night's version only grows, also across laptops
        night_version_at_least(night_id=night.pk, version=data["night"]["version"])
    night_totals_follow(night_id=night.pk)  # a finished night's season lines, stored once (a league's nights come so)
    return night

