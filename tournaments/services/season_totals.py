"""Each finished night's season totals (models/season.py), written in the caller's transaction by
every write that makes a night finished or changes one that is: finishing and reopening it, an
import or a night the league receives, a couple's names corrected, two players merged, a tie
settled after the finish. A night deleted takes its totals with it.
"""

from __future__ import annotations

from django.apps import apps as global_apps
from django.db import transaction
from django.db.models import QuerySet

from ..money import halves
from ..season import CouplePlayed, NightPlayed, night_lines, night_pairs
from ..selectors.season import night_couples


@transaction.atomic(savepoint=False)  # the caller's transaction, or one of its own
def night_totals_write(*, nights: QuerySet, apps=global_apps) -> None:  # noqa: ANN001 - an app registry
    """Write ``nights``' totals again (a queryset of nights): the finished ones' from their results,
    byes, tie-breaks and cookie jar; none for the others (a fixed number of queries whatever the nights)."""
    players, pairs = (apps.get_model("tournaments", name) for name in ("NightPlayerTotal", "NightCoupleTotal"))
    players.objects.filter(night__in=nights).delete()
    pairs.objects.filter(night__in=nights).delete()
    couples = night_couples(nights=nights, apps=apps)
    if not couples:
        return
    series = dict(nights.values_list("pk", "series_id"))
    lines = [NightPlayed(player, c.night, c.wins, c.takings.prizes, c.takings.jars, half)
             for c in couples for player, half in zip((c.first, c.second), halves(c.takings.money), strict=True)
             if player is not None]
    players.objects.bulk_create(players(night_id=n.night, series_id=series[n.night], player_id=n.player, wins=n.wins,
                                        prizes=n.prizes, jars=n.jars, money=n.money) for n in night_lines(lines))
    first: dict[tuple[int, int, int], int] = {}  # the night's first couple of each pair (the couples come in order)
    together = []
    for c in couples:
        if c.first is not None and c.second is not None and c.first != c.second:
            first.setdefault((min(c.first, c.second), max(c.first, c.second), c.night), c.pk)
            together.append(CouplePlayed(c.first, c.second, c.night, c.wins, c.takings.prizes, c.takings.jars,
                                         c.takings.money))
    made = []
    for p in night_pairs(together):
        low, high = min(p.first, p.second), max(p.first, p.second)
        made.append(pairs(night_id=p.night, series_id=series[p.night], couple_id=first[low, high, p.night], low_id=low,
                          high_id=high, swapped=p.first > p.second, wins=p.wins, prizes=p.prizes, jars=p.jars, money=p.money))
    pairs.objects.bulk_create(made)


def night_totals_follow(*, night_id: int) -> None:
    """Write one night's totals again, as it now is (none unless it is finished)."""
    night_totals_write(nights=global_apps.get_model("tournaments", "Night").objects.filter(pk=night_id))
