"""Export a night to plain JSON data and import it back, identical.

The format (version 1) is documented in the README: one object with the
series, the night's settings, couples, seats, results, corrections,
tie-breaks and the cookie jar. Couples are referred to by number.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from .errors import Conflict, Refusal
from .models import Correction, Couple, JarDraw, JarEntry, Night, Result, Seat, Series, TieBreak, TieEntry
from .text import clean_text

FORMAT = "cardparty-night"
VERSION = 1
NIGHT_FIELDS = [
    "name", "slug", "venue", "games", "language", "bye_earns_win", "prizes", "booby_prize", "cookie_jar",
    "cookie_jar_games", "paper", "state", "current_game", "seating_seed",
]


def night_export(*, night: Night) -> dict:
    """The whole night as JSON-ready data."""
    series = night.series
    return {
        "format": FORMAT,
        "version": VERSION,
        "series": {"name": series.name, "slug": series.slug, "venue": series.venue, "language": series.language},
        "night": {
            **{f: getattr(night, f) for f in NIGHT_FIELDS},
            "date": night.date.isoformat(),
            "cookie_jar_fee": str(night.cookie_jar_fee),
        },
        "couples": [
            {"number": c.number, "player1": c.player1, "player2": c.player2, "joined_game": c.joined_game,
             "left_after": c.left_after, "public_token": c.public_token}
            for c in night.couples.order_by("number")
        ],
        "seats": [
            [s.game, s.table, s.role, s.couple.number]
            for s in Seat.objects.filter(night=night).select_related("couple").order_by("game", "table", "role")
        ],
        "results": [
            {"game": r.game, "table": r.table, "winner": r.winner.number, "points": [r.winner_points, r.loser_points],
             "version": r.version, "entered_at": r.entered_at.isoformat(), "entered_by": _username(r.entered_by),
             "corrections": [
                 {"from_version": c.from_version, "old_winner": c.old_winner.number, "new_winner": c.new_winner.number,
                  "old_points": c.old_points, "new_points": c.new_points, "reason": c.reason,
                  "made_at": c.made_at.isoformat(), "made_by": _username(c.made_by)}
                 for c in r.corrections.select_related("old_winner", "new_winner", "made_by")
             ]}
            for r in Result.objects.filter(night=night).select_related("winner", "entered_by").prefetch_related("corrections")
        ],
        "tiebreaks": [
            {"kind": t.kind, "place": t.place, "method": t.method, "cuts": t.cuts, "seed": t.seed,
             "playoff_winner": t.playoff_winner.number if t.playoff_winner else None,
             "playoff_points": t.playoff_points, "resolved": t.resolved,
             "entries": [{"couple": e.couple.number, "choice": e.choice, "won": e.won} for e in t.entries.all()]}
            for t in night.tiebreaks.select_related("playoff_winner").prefetch_related("entries__couple")
        ],
        "jar": {
            "entries": [{"couple": e.couple.number, "fee": str(e.fee)}
                        for e in night.jar_entries.select_related("couple").order_by("couple__number")],
            "draw": _draw_export(night),
        },
    }


def _username(user) -> str | None:
    return user.get_username() if user else None


def _users(data: dict) -> dict[str, object]:
    """The accounts named in an export that exist in this database, by user name."""
    names = {r.get("entered_by") for r in data["results"]}
    names |= {c.get("made_by") for r in data["results"] for c in r["corrections"]}
    names.discard(None)
    model = get_user_model()
    return {u.get_username(): u for u in model.objects.filter(**{f"{model.USERNAME_FIELD}__in": names})}


def _draw_export(night: Night) -> dict | None:
    draw = JarDraw.objects.filter(night=night).first()
    if draw is None:
        return None
    return {"seed": draw.seed, "games": draw.games, "revealed": draw.revealed,
            "carried_in": str(draw.carried_in), "carried_out": str(draw.carried_out)}


@transaction.atomic
def night_import(*, data: dict, slug: str | None = None) -> Night:
    """Create the night described by an export; refuse a slug that is taken."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise Refusal(_("This file is not a Cardparty night export (version 1)."))
    try:
        with transaction.atomic():
            return _import(data, slug)
    except IntegrityError:
        raise Refusal(_("The export contradicts itself (a couple, seat or result appears twice, or a setting is out of range).")) from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise Refusal(_("The export is incomplete or damaged: %(error)s") % {"error": exc}) from None


def _import(data: dict, slug: str | None) -> Night:
    s = data["series"]
    series = Series.objects.filter(slug=s["slug"]).first() or Series.objects.create(
        name=s["name"], slug=s["slug"], venue=s.get("venue", ""), language=s.get("language", "en"))
    fields = {f: data["night"][f] for f in NIGHT_FIELDS}
    if slug:
        fields["slug"] = slug
    if Night.objects.filter(slug=fields["slug"]).exists():
        raise Conflict(_("A night called “%(slug)s” already exists.") % {"slug": fields["slug"]})
    night = Night.objects.create(series=series, date=dt.date.fromisoformat(data["night"]["date"]),
                                 cookie_jar_fee=Decimal(data["night"]["cookie_jar_fee"]), **fields)
    couples = {c["number"]: Couple(night=night, **c) for c in data["couples"]}
    for c in couples.values():  # the same cleaning as a name typed at the desk (direction overrides, zero widths)
        c.player1, c.player2 = clean_text(c.player1), clean_text(c.player2)
    if slug:  # a renamed copy must not share the original's public links
        for c in couples.values():
            c.public_token = Couple._meta.get_field("public_token").default()
    Couple.objects.bulk_create(couples.values())
    couples = {c.number: c for c in Couple.objects.filter(night=night)}
    Seat.objects.bulk_create(Seat(night=night, game=g, table=t, role=r, couple=couples[n]) for g, t, r, n in data["seats"])
    users = _users(data)
    Result.objects.bulk_create(
        Result(night=night, game=r["game"], table=r["table"], winner=couples[r["winner"]], winner_points=r["points"][0],
               loser_points=r["points"][1], version=r["version"], entered_at=dt.datetime.fromisoformat(r["entered_at"]),
               entered_by=users.get(r.get("entered_by")))
        for r in data["results"]
    )
    if any(r["corrections"] for r in data["results"]):
        ids = {(g, t): pk for g, t, pk in Result.objects.filter(night=night).values_list("game", "table", "id")}
        Correction.objects.bulk_create(
            Correction(result_id=ids[(r["game"], r["table"])], from_version=c["from_version"],
                       old_winner=couples[c["old_winner"]], new_winner=couples[c["new_winner"]], old_points=c["old_points"],
                       new_points=c["new_points"], reason=c["reason"], made_at=dt.datetime.fromisoformat(c["made_at"]),
                       made_by=users.get(c.get("made_by")))
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
    return night
