"""A night's ranking read once per version of the night in each server process, for the pages that show it.

After a tap, the wall boards, the standings page and every phone's card each draw the night again,
and each needs the same ranking of 500 couples (about 7 ms to read). A page that read the night's
version first (``night_get(with_version=True)``, ``couple_by_link(with_version=True)``) reads the
ranking after it, so what it reads is the night at that version or later, never earlier; every write
that changes the ranking moves the version on (services/versions.py). So the ranking read for a
version serves every page drawn at that version, and a page drawn at a later one reads it again.

A version is known together with the seats' word read with it (a random word renewed by every save
of the night): a night whose number comes back (a test's rolled-back night, a restored database)
never finds the ranking of another night that had the same number and version.
"""

from __future__ import annotations

from ..cache.kept import night_kept
from ..models import Night
from .nights import night_version_known
from .standings import Standings, night_standings, standings_extras_added


def night_standings_kept(*, night: Night, extras: bool = True) -> Standings:
    """``night_standings`` for a page of ``night`` read with its version: the ranking kept for that version
    (tournaments/cache/kept.py, ``night_kept``), or read and kept; the tie-breaks and the jar (``extras``)
    are read each time. A night read without its version is read afresh: there is nothing to know the
    ranking by."""
    known = night_version_known(night=night)
    if known is None:
        return night_standings(night=night, extras=extras)
    version, word = known
    ranking = night_kept("standings", night_id=night.pk, version=version, word=word,
                         compute=lambda: night_standings(night=night, extras=False))
    return standings_extras_added(night=night, ranking=ranking) if extras else ranking
