"""Every page a hall night shows makes the same, pinned number of queries at any size (issue 8, SPEC §6).

Two nights, 9 couples (a bye every game) and 40, each after two closed games with
part of game 3 in and a few couples in the cookie jar. Each page is pinned with
``django_assert_max_num_queries`` at both sizes, and must make as many queries at
40 couples as at 9. The scorekeeper's and organiser's pages count the session and
user lookups of a logged-in person; the public pages are read without a login, as
the wall board and the players' phones read them.
"""

from __future__ import annotations

import json
import secrets

import pytest
from django.urls import reverse

from tournaments.demo import demo_night_create
from tournaments.errors import Conflict
from tournaments.models import Couple, Night
from tournaments.selectors import seating_for_game
from tournaments.services.jar import jar_enter
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db
SIZES = (9, 40)

# page -> (who asks, URL name, the most queries it may make)
# Issue 16, point 3: the session comes from the cache the gunicorn workers share (cache/sessions.py;
# the test client's login fills it), and the night's version is read in the night's own statement,
# so a logged-in page makes two queries fewer than before and a public page one fewer. Issue 32: the
# person's row is a shared copy too (cache/sessions.py, CachedUserBackend): one fewer again.
PAGES = {
    "tablet": ("keeper", "score", 4),  # night (and its version), roles, seats, results
    "tablet-state": ("keeper", "score-state", 4),  # the tablet's four: the version (its ETag) came with the night
    # night, roles, seating, results, open disagreements, taps refused from a scorekeeper taken off the night
    "progress": ("organiser", "desk-progress", 6),
    "progress-live": ("organiser", "desk-progress-live", 6),  # the progress page's six
    "board": ("public", "board", 6),  # night and version, couples, won games, byes, seats of two games, tables with results
    "board-live": ("public", "board-live", 6),
    "standings": ("public", "standings", 7),  # night, couples, won games, byes, tie-breaks, jar entries, jar draw
    "couple-card": ("public", "couple-card", 6),  # couple and night, couples, won games, byes, this game's seats
    "desk-night": ("organiser", "desk-night", 7),  # ... roles, couples counted, seating, results, keepers, others
    "moves": ("organiser", "desk-moves", 4),  # night, roles, seats of two games, names
}
# One tap on the tablet, vouched for by Django's auth and the cached roles (cache/permits.py): the person's row
# is a shared copy (cache/sessions.py); inside the test's transaction a savepoint, the night's state and its seats' word under the
# lock, the result (its post_save moves the night's version on), the token, release (on the server: BEGIN
# IMMEDIATE and COMMIT in place of the savepoint and its release). The same on every database: one write path.
# A tap reads neither the token nor the table's result (their unique constraints stand for those two reads:
# services/results.py, result_record), nor the night's people, nor the table's couples (kept per seating).
TAP_QUERIES = 6
# The night's first tap in a process fills what later taps read from the cache: the night's organisers and
# scorekeepers (read twice, to be kept safely: tournaments/cache/polls.py), the night's number by its short name,
# the game's seats at every table in one query.
FIRST_TAP_QUERIES = 12


@pytest.fixture
def people(django_user_model):
    organiser = django_user_model.objects.create_user("org", is_staff=True)
    keeper = django_user_model.objects.create_user("keeper")
    return {"organiser": organiser, "keeper": keeper}


@pytest.fixture
def nights(people) -> dict[int, Night]:
    """A 9-couple and a 40-couple night, game 3 in play and half its tables in."""
    built = {}
    for couples in SIZES:
        night = demo_night_create(couples=couples, games=5, seed=couples, play=2, name=f"Perf {couples}")
        for table, pair in list(seating_for_game(night=night, game=3).items())[: couples // 4]:
            if None not in pair:
                result_record(night=night, game=3, table=table, winner=pair[0])
                with pytest.raises(Conflict):  # another tablet says the other couple won: a disagreement to settle
                    result_record(night=night, game=3, table=table, winner=pair[1], user=people["keeper"])
        for number in range(1, couples + 1, 3):
            jar_enter(night=night, number=number)
        night.organisers.add(people["organiser"])
        night.scorekeepers.add(people["keeper"])
        built[couples] = Night.objects.get(pk=night.pk)
    return built


def _url(name: str, night: Night) -> str:
    if name == "couple-card":
        return reverse(name, args=[Couple.objects.get(night=night, number=2).public_token])
    return reverse(name, args=[night.slug])


@pytest.mark.parametrize("page", PAGES)
def test_each_page_makes_the_same_few_queries_at_every_size(page, nights, people, client, django_assert_max_num_queries):
    who, name, most = PAGES[page]
    if who != "public":
        client.force_login(people[who])
    counts = {}
    for couples, night in nights.items():
        url = _url(name, night)
        assert client.get(url).status_code == 200  # warm: nothing cached is counted below
        with django_assert_max_num_queries(most) as queries:
            response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        counts[couples] = len(queries)
    assert len(set(counts.values())) == 1, f"{page}: queries grow with the night: {counts}"


def test_a_tap_makes_the_same_few_queries_at_every_size(nights, people, client, django_assert_max_num_queries,
                                                       django_assert_num_queries):
    client.force_login(people["keeper"])
    counts = {}
    for couples, night in nights.items():
        free = [(t, p) for t, p in reversed(seating_for_game(night=night, game=3).items()) if None not in p][:2]
        for (table, pair), (counted, most) in zip(free, ((django_assert_max_num_queries, FIRST_TAP_QUERIES),
                                                         (django_assert_num_queries, TAP_QUERIES)), strict=True):
            body = {"game": 3, "table": table, "winner": pair[1], "token": secrets.token_hex(16)}
            with counted(most) as queries:
                response = client.post(reverse("score-result", args=[night.slug]), json.dumps(body),
                                       content_type="application/json", HTTP_ACCEPT="application/json")
            assert response.status_code == 200 and response.json()["status"] == "recorded", response.content
        counts[couples] = len(queries)
    assert len(set(counts.values())) == 1, f"a tap's queries grow with the night: {counts}"
