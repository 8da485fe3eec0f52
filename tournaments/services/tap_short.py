"""A tap's short way, on SQLite: most taps name a winner, and no points, at an empty table of the game in play.

The long way (``services.results._locked_play``) reads the night's state, game in play and kind
under the lock, with the word its seats were last stored with. That word is renewed by every save of
the night and by every seating stored (``services.versions``), so while the word stands, what was read
with it stands too. Each server process keeps what it read by the word (``play_remember``); a tap's
short way then needs one statement to check and to move the night's version on: the version row is
updated only where the word is still the one kept. No row updated means the night changed since,
and the tap takes the long way, which refuses what must be refused.

SQLite only. There a transaction holds the database's write lock from its first statement (BEGIN
IMMEDIATE), so nothing can change between the check and the insert. On PostgreSQL a game's close
locks the night's row to read its results, and a tap that did not lock that row too could be left out
of the close: a tap there always takes the long way.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from django.db import connection
from django.db.models import F, QuerySet

from ..models import Night, NightVersion, Result
from ..poll_cache import night_version_forget
from ..selectors.seating import game_seats_kept
from .rows import row_insert

_KNOWN_MOST = 64  # nights in play known to each process, with room to spare


@dataclass(frozen=True)
class PlayKnown:
    """A night in play as the long way read it under the lock, kept by its seats' word."""

    night: Night  # its number, state, game in play, kind and seats' word (``seating_read``): read, never changed
    version_row: QuerySet  # the night's version row while its seats' word is the one read: made once, used by each tap


_known: dict[int, PlayKnown] = {}


def play_remember(*, night: Night) -> None:
    """Keep what a tap needs of a night in play, read under the lock with its seats' word
    (``night.seating_read``); a night not in play, or with no word, is forgotten."""
    word = night.__dict__.get("seating_read", "")
    if night.state != Night.State.PLAYING or not word:
        _known.pop(night.pk, None)
        return
    known = _known.get(night.pk)
    if known is not None and known.night.seating_read == word:  # the same word: the same night in play
        return
    if len(_known) >= _KNOWN_MOST and known is None:
        _known.clear()
    _known[night.pk] = PlayKnown(copy.copy(night), NightVersion.objects.filter(night_id=night.pk, seating=word))


def result_insert_short(*, night: Night, game: int, table: int, winner: int, user) -> Result | None:
    """Store couple ``winner``'s win at ``table`` of ``game`` and move the night's version on, when this
    process knows the night in play and the word it knew it by still stands; None for the long way.

    Anything this way cannot vouch for (another game, a bye, a couple not at the table, a changed night,
    another database) is left to the long way, which says what is wrong. A result already at the table
    fails the table's unique constraint here, as on the long way's first try (``result_record``).
    """
    known = _known.get(night.pk)
    if known is None or known.night.current_game != game or connection.vendor != "sqlite":
        return None
    seats = game_seats_kept(night=known.night, game=game).get(table)
    if not seats or len(seats) == 1 or winner not in seats:
        return None
    if not known.version_row.update(version=F("version") + 1):  # the word was renewed: the night changed
        _known.pop(night.pk, None)
        return None
    night_version_forget(night_id=night.pk)  # as night_version_bump does; the row was bumped above, checked
    result = Result(night_id=night.pk, game=game, table=table, winner_id=seats[winner],
                    entered_by_id=getattr(user, "pk", None))
    row_insert(result)  # no save signal: the version was moved on above, once
    return result
