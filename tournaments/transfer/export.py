"""Export a night to plain JSON data (format version 1, described by ``schema.py``)."""

from __future__ import annotations

from ..models import JarDraw, Night, NightVersion, Result, Seat

FORMAT = "cardparty-night"
VERSION = 1
NIGHT_FIELDS = [
    "name", "slug", "venue", "games", "language", "bye_earns_win", "prizes", "booby_prize", "cookie_jar",
    "cookie_jar_games", "paper", "state", "current_game", "seating_seed", "game",
]


def night_export(*, night: Night, card_links: bool = True) -> dict:
    """The whole night as JSON-ready data, with its version (a number that only grows as the night
    changes: a league takes a file only when it is newer than its copy).

    ``card_links=False``: without the couples' private card links (a night sent to a league, which
    makes its own)."""
    series = night.series
    version = NightVersion.objects.filter(night=night).values_list("version", flat=True).first() or 1
    return {
        "format": FORMAT,
        "version": VERSION,
        "series": {"name": series.name, "slug": series.slug, "venue": series.venue, "language": series.language,
                   "game": series.game},
        "night": {
            **{f: getattr(night, f) for f in NIGHT_FIELDS},
            "date": night.date.isoformat(),
            "cookie_jar_fee": str(night.cookie_jar_fee),
            "version": version,
        },
        "couples": [
            {"number": c.number, "player1": c.player1, "player2": c.player2, "joined_game": c.joined_game,
             "left_after": c.left_after, **({"public_token": c.public_token} if card_links else {})}
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


def _draw_export(night: Night) -> dict | None:
    draw = JarDraw.objects.filter(night=night).first()
    if draw is None:
        return None
    return {"seed": draw.seed, "games": draw.games, "revealed": draw.revealed,
            "carried_in": str(draw.carried_in), "carried_out": str(draw.carried_out)}
