"""A night's ranking read once per change in each server process, for the pages that show it.

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

from ..models import Night
from .nights import night_version_known
from .standings import Standings, night_standings, standings_extras_added

_KEPT_MOST = 64  # nights shown at once by one process, with room to spare

_kept: dict[int, tuple[int, str, Standings]] = {}  # night id -> (version, seats' word, its ranking); never changed


def night_standings_kept(*, night: Night, extras: bool = True) -> Standings:
    """``night_standings`` for a page of ``night`` read with its version: the ranking kept for that version
    in this process, or read and kept; the tie-breaks and the jar (``extras``) are read each time.
    A night read without its version is read afresh: there is nothing to know the ranking by."""
    known = night_version_known(night=night)
    if known is None:
        return night_standings(night=night, extras=extras)
    version, word = known
    found = _kept.get(night.pk)
    if found is not None and found[:2] == (version, word):
        ranking = found[2]
    else:
        ranking = night_standings(night=night, extras=False)
        if found is None or found[1] != word or version > found[0]:  # an older version never displaces a newer
            if found is None and len(_kept) >= _KEPT_MOST:
                _kept.clear()
            _kept[night.pk] = (version, word, ranking)
    return standings_extras_added(night=night, ranking=ranking) if extras else ranking
