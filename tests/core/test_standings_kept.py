"""The ranking a page shows, read once per version of the night (selectors/standings_kept.py, kept in
the process's own cache by tournaments/cache/kept.py): pages
drawn at the same version share one read, any write that moves the version on is seen by the next page,
and the tie-breaks and the jar are read each time."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.selectors import night_get, night_standings
from tournaments.selectors.standings_kept import night_standings_kept
from tournaments.services.corrections import result_correct
from tournaments.services.jar import jar_enter
from tournaments.services.results import result_record

from .helpers import fresh

pytestmark = pytest.mark.django_db


def _page_night(night):
    """The night as a page reads it: its version first, in the same statement."""
    return night_get(slug=night.slug, with_version=True)


def _wins(standings) -> dict[int, int]:
    return {line.number: line.wins for line in standings.lines}


def test_pages_drawn_at_the_same_version_read_the_ranking_once(make_night):
    night = make_night(6, games=3)
    result_record(night=night, game=1, table=1, winner=2)
    first = night_standings_kept(night=_page_night(night), extras=False)
    again = _page_night(night)
    with CaptureQueriesContext(connection) as queries:
        second = night_standings_kept(night=again, extras=False)
    assert second is first and len(queries) == 0
    assert second == night_standings(night=fresh(night), extras=False)


def test_a_tap_after_a_page_was_drawn_is_on_the_next_page(make_night):
    night = make_night(6, games=3)
    before = night_standings_kept(night=_page_night(night), extras=False)
    result_record(night=night, game=1, table=2, winner=4)
    after = night_standings_kept(night=_page_night(night), extras=False)
    assert _wins(before)[4] == 0 and _wins(after)[4] == 1


def test_a_correction_after_a_page_was_drawn_is_on_the_next_page(make_night, organiser):
    night = make_night(6, games=3)
    result_record(night=night, game=1, table=1, winner=1)
    assert _wins(night_standings_kept(night=_page_night(night), extras=False))[1] == 1
    result = night.results.get(game=1, table=1)
    result_correct(night=night, game=1, table=1, winner=2, reason="Wrong button", version=result.version, user=organiser)
    now = _wins(night_standings_kept(night=_page_night(night), extras=False))
    assert (now[1], now[2]) == (0, 1)


def test_the_jar_is_read_each_time_beside_the_kept_ranking(make_night):
    night = make_night(6, games=3, cookie_jar_games=2)
    page = _page_night(night)
    assert night_standings_kept(night=page).jar.entrants == ()
    jar_enter(night=night, number=3, fee="2")
    # Even a page that read the night before the entry, at the old version, reads the jar as it is now.
    assert night_standings_kept(night=page).jar.entrants == (3,)
    assert night_standings_kept(night=_page_night(night)) == night_standings(night=fresh(night))


def test_a_page_drawn_at_an_older_version_never_displaces_the_newer_ranking(make_night):
    night = make_night(6, games=3)
    old_page = _page_night(night)
    result_record(night=night, game=1, table=3, winner=6)
    newer = night_standings_kept(night=_page_night(night), extras=False)
    night_standings_kept(night=old_page, extras=False)
    with CaptureQueriesContext(connection) as queries:
        kept = night_standings_kept(night=_page_night(night), extras=False)
    assert kept is newer and [q["sql"] for q in queries.captured_queries if "tournaments_couple" in q["sql"]] == []


def test_a_night_read_without_its_version_is_read_afresh(make_night):
    night = make_night(6, games=3)
    plain = fresh(night)
    first = night_standings_kept(night=plain, extras=False)
    with CaptureQueriesContext(connection) as queries:
        second = night_standings_kept(night=plain, extras=False)
    assert second == first and second is not first and len(queries) > 0
