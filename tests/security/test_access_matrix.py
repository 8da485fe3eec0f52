"""Every URL pattern x every role x GET and POST: the expected answer, never a server error, nothing changed when refused.

The URL patterns are found by walking Django's resolver, not listed by hand: a new pattern
that the table below does not know fails ``test_every_url_pattern_is_in_the_matrix``.

Audiences (SPEC section 4): /desk/ the night's organisers only; /score/ the night's
scorekeepers and organisers; /n/ and /c/ public and read-only; /referee/ anyone holding a
game's link, its night pages the night's scorekeepers; /admin/ staff only (organisers are
staff without model permissions: they may look at the admin's index, never change anything).

Answers: ok = 2xx, or 3xx to a page of the same area (never a login page); login = sent to
log in; 401 = the tablet's JSON "log in again"; 400/403/404/405 = that status, with a message
a person can read for 400, 401, 403 and 404.
"""

from __future__ import annotations

import pytest

from .conftest import ROLES, attempt, changes, fill, isolated, payloads, readable, routes, snapshot

pytestmark = pytest.mark.django_db

#                roles: organiser  keeper  other_keeper  other_organiser  anonymous  link  revoked
DESK = "ok 403 403 403 login login login"  # the night's organisers only
DESK_ANY = "ok 403 403 ok login login login"  # any organiser (their own nights, a new night)
SCORE = "ok ok 403 403 login login login"  # the night's scorekeepers and organisers
SIGNED_IN = "ok ok ok ok login login login"  # anyone logged in (each sees only their own nights)
TABLET = "ok ok 403 403 401 401 401"  # the tablet's JSON endpoints
UNDO = "400 ok 403 403 401 401 401"  # an undo is refused to everyone but the person who tapped
ALL = "ok ok ok ok ok ok ok"
LINK = "ok ok ok ok ok ok 404"  # a couple's link; the revoked role holds the old one
NO = "405 405 405 405 405 405 405"
REFUSED = "400 400 400 400 400 400 400"
LEAGUE = "ok 403 403 403 login login login"  # the league organiser (the league.run_league permission) only
TOKEN = "401 401 401 401 401 401 401"  # the halls' API: a hall's token in a header, never a session

# name: (GET, POST). Every app URL is listed; the admin follows its own rule below.
MATRIX: dict[str, tuple[str, str]] = {
    "healthz": (ALL, ALL),
    "login": (ALL, ALL),
    "logout": (NO, ALL),
    "set_language": (ALL, ALL),
    # the organiser's desk
    "desk-home": (DESK_ANY, DESK_ANY),
    "desk-night": (DESK, DESK),
    "desk-series-players": (DESK, DESK),  # the series' owners (the world's organiser owns its series)
    "desk-night-edit": (DESK, DESK),
    "desk-night-delete": (NO, DESK),
    "desk-scorekeeper-add": (NO, DESK),
    "desk-scorekeeper-create": (NO, DESK),
    "desk-scorekeeper-remove": (NO, DESK),
    "desk-couples": (DESK, DESK),
    "desk-couple-edit": (NO, DESK),
    "desk-couple-withdraw": (NO, DESK),
    "desk-couple-readmit": (NO, DESK),
    "desk-couple-link": (NO, DESK),
    "desk-start": (DESK, DESK),
    "desk-progress": (DESK, DESK),
    "desk-progress-live": (DESK, DESK),
    "desk-close": (NO, DESK),
    "desk-dispute-keep": (NO, DESK),
    "desk-dispute-correct": (NO, DESK),
    "desk-moves": (DESK, DESK),
    "desk-results": (DESK, DESK),
    "desk-correct": (NO, DESK),
    "desk-audit": (DESK, DESK),
    "desk-prizes": (DESK, DESK),
    "desk-tie-choose": (NO, DESK),
    "desk-tie-cut": (NO, DESK),
    "desk-tie-playoff": (NO, DESK),
    "desk-tie-undo": (NO, DESK),
    "desk-jar": (DESK, DESK),
    "desk-jar-entries": (NO, DESK),
    "desk-jar-draw": (NO, DESK),
    "desk-jar-reveal": (NO, DESK),
    "desk-finish": (NO, DESK),
    "desk-reopen": (NO, DESK),
    "print-punchcards": (DESK, DESK),
    "print-tablecards": (DESK, DESK),
    "print-standings": (DESK, DESK),
    "print-backup": (DESK, DESK),
    # the scorekeepers' tablets
    "score-home": (SIGNED_IN, NO),
    "score": (SCORE, SCORE),
    "score-state": (TABLET, NO),
    "score-result": (NO, TABLET),
    "score-undo": (NO, UNDO),
    # the referee: a game's link is its key; a night's tables are for its scorekeepers
    "referee-home": (ALL, ALL),
    "referee-ruling": (ALL, NO),
    "referee-ruling-auction": (ALL, NO),
    "referee-learn": (ALL, NO),  # the lessons: read by anyone, progress kept on the device
    "referee-lesson": (ALL, NO),
    "referee-game": (ALL, ALL),
    "referee-confirm": (NO, ALL),
    "referee-replay": (ALL, NO),
    "referee-state": (ALL, NO),
    "referee-link": (NO, ALL),  # the host screen shows a seat's link again: a flag on the seat, no game data
    "referee-seat": (ALL, ALL),
    "referee-seat-confirm": (NO, REFUSED),  # an own-phones game of no night: nothing to post
    "referee-seat-replay": (ALL, NO),
    "referee-seat-state": (ALL, NO),
    "referee-night": (SCORE, SCORE),
    "referee-table": (SCORE, SCORE),
    # public, read-only
    "home": (ALL, ALL),
    "board": (ALL, ALL),
    "board-live": (ALL, ALL),
    "standings": (ALL, ALL),
    "series-season": (ALL, NO),
    "series-player": (ALL, NO),
    "print-season": (ALL, NO),  # the printed season, public as the series page is
    "couple-card": (LINK, LINK),
    # the league: the hall desk's league pages (the series' owners, the night's organisers), the league server's
    "desk-league-link": (DESK, DESK),
    "desk-league-night": (DESK, DESK),  # a POST sends: the world's night is not finished, so it is refused, unsent
    "desk-league-file": (DESK, NO),
    "league-home": (LEAGUE, LEAGUE),
    "league-token-make": (NO, LEAGUE),
    "league-night-upload": (NO, LEAGUE),  # without a file: refused with a message (tests/web/league upload files)
    "league-token-revoke": (NO, LEAGUE),
    "league-api-nights": (NO, TOKEN),
}

# POSTs that may change data when an allowed person sends them; everything else changes nothing, ever.
WRITES = {
    "desk-home", "desk-series-players",
    "desk-night-delete", "desk-scorekeeper-add", "desk-scorekeeper-create", "desk-scorekeeper-remove", "desk-couples",
    "desk-night-edit", "desk-couple-edit", "desk-couple-withdraw", "desk-couple-readmit", "desk-couple-link", "desk-start",
    "desk-close", "desk-correct", "desk-dispute-keep", "desk-dispute-correct",
    "desk-tie-choose", "desk-tie-cut", "desk-tie-playoff", "desk-tie-undo", "desk-jar-entries", "desk-jar-draw", "desk-jar-reveal",
    "desk-finish", "desk-reopen", "score-result", "score-undo", "referee-home", "referee-game", "referee-confirm", "referee-seat",
    "referee-table", "desk-league-link", "league-home", "league-token-make", "league-token-revoke",
}

# Where an allowed answer may send a person elsewhere (after logging in or out, choosing a language).
ANYWHERE = {"login", "logout", "set_language", "admin:login", "admin:logout"}

STAFF = ("organiser", "other_organiser")
# The admin's login and logout pages answer everyone (a non-staff person logging out is sent to the admin's index).
ADMIN_OPEN = {"admin:login": (ALL, ALL), "admin:logout": ("405 ok ok 405 ok ok ok", ALL)}


def expected(key: str, method: str, role: str) -> set[str]:
    """The answers allowed for a role; the admin: staff see what staff without permissions see, others log in."""
    if key.startswith("admin"):
        if key in ADMIN_OPEN:
            row = ADMIN_OPEN[key][method == "POST"]
            return {row.split()[ROLES.index(role)]}
        return {"ok", "403", "404", "405"} if role in STAFF else {"admin-login"}
    row = MATRIX[key][method == "POST"]
    return {row.split()[ROLES.index(role)]}


def _area(path: str) -> str:
    return path.lstrip("/").split("/", 1)[0]


def classify(response, path: str, key: str) -> str:
    status = response.status_code
    if status in (301, 302, 303, 307, 308):
        location = response["Location"]
        if location.startswith("/accounts/login/"):
            return "login"
        if location.startswith("/admin/login/"):
            return "admin-login"
        if key in ANYWHERE or _area(location) == _area(path):
            return "ok"
        return f"redirect to {location}"
    if status < 300:
        return "ok"
    return str(status)


def test_every_url_pattern_is_in_the_matrix(world):
    unknown = [r.key for r in routes() if not r.key.startswith("admin") and r.key not in MATRIX]
    assert not unknown, f"new URL patterns: add them to MATRIX (and WRITES, payloads) first: {unknown}"
    for route in routes():
        fill(route, world)  # raises UnknownPattern for a part nobody knows how to fill
    stale = set(MATRIX) - {r.key for r in routes()}
    assert not stale, f"MATRIX lists URLs that no longer exist: {stale}"


def test_every_filled_url_resolves_to_its_own_view(world):
    from django.urls import resolve

    for route in routes():
        url = fill(route, world)
        match = resolve(url)
        assert match.func == route.callback or match.route == route.route.replace("^", "").replace("$", ""), (route, url)


def test_the_payloads_do_change_the_data_when_allowed(world):
    """The refused attempts below are real ones: the same POSTs from an allowed person change the night."""
    posts, base = payloads(world), snapshot()
    # the night has started (so it cannot be deleted), tables are missing, no couple has withdrawn: refused by the
    # rules, not by role; the night at its prizes is not finished, so there is nothing to reopen
    idle = {"desk-start", "desk-close", "desk-couple-readmit", "desk-night-delete", "desk-reopen"}
    for route in routes():
        if route.key not in WRITES or route.key in idle:
            continue
        role = "keeper" if route.key.startswith("score") else "organiser"
        client, url = world.client(role), fill(route, world, role)
        response, after = attempt(client, "POST", url, posts[route.key])
        assert response.status_code < 400, (route.key, response.status_code)
        assert changes(base, after), f"{route.key}: {readable(response)}"


@pytest.mark.parametrize("role", ROLES)
def test_role_against_every_view(world, role):
    """One role, every URL, GET and POST, each in a savepoint rolled back afterwards."""
    client = world.client(role, raise_request_exception=False)
    cookies = {k: v.value for k, v in client.cookies.items()}
    posts = payloads(world)
    base = snapshot()
    failures = []
    for route in routes():
        key = route.key
        url = fill(route, world, role)
        for method in ("GET", "POST"):
            allowed = expected(key, method, role)
            response, after = attempt(client, method, url, posts.get(key))
            client.cookies.clear()
            for name, value in cookies.items():
                client.cookies[name] = value
            got = classify(response, url, key)
            where = f"{method} {url} ({key}) as {role}"
            if response.status_code >= 500:
                failures.append(f"{where}: server error {response.status_code} {response.exc_info and response.exc_info[1]!r}")
                continue
            if got not in allowed:
                failures.append(f"{where}: expected {'/'.join(sorted(allowed))}, got {got}")
            may_change = method == "POST" and key in WRITES and got == "ok"
            moved = changes(base, after)
            if moved and not may_change:
                failures.append(f"{where}: answered {got} but changed {sorted(moved)}")
            if got in ("400", "401", "403", "404") and not key.startswith("admin") and not readable(response):
                failures.append(f"{where}: {got} without a message a person can read")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("role", ["organiser", "keeper"])
def test_other_methods_are_never_a_server_error_and_change_nothing(world, role):
    """PUT, PATCH, DELETE and HEAD on every app URL: whatever the answer, no server error, no change."""
    client = world.client(role, raise_request_exception=False)
    base, failures = snapshot(), []
    for route in routes():
        if route.key.startswith("admin"):
            continue
        url = fill(route, world, role)
        for method in ("put", "patch", "delete", "head"):
            response, after = isolated(lambda m=method, u=url: (getattr(client, m)(u), snapshot()))
            if response.status_code >= 500 or changes(base, after):
                failures.append(f"{method.upper()} {url} as {role}: {response.status_code}, changed {sorted(changes(base, after))}")
    assert not failures, "\n".join(failures)


def test_the_desk_lists_only_the_nights_a_person_organises(world):
    mine = world.client("organiser").get("/desk/").content.decode()
    theirs = world.client("other_organiser").get("/desk/").content.decode()
    assert world.night.slug in mine and world.other.slug not in mine
    assert world.other.slug in theirs and world.night.slug not in theirs and world.prize.slug not in theirs


# The series' desk pages of a series no one owns (made by a command, an import or an old league; issue 34,
# point 1): refused to every role but a superuser, as the series of another hall is, and nothing changed.
SERIES_PAGES = ("desk-series-players", "desk-league-link")


@pytest.mark.parametrize("role", ROLES)
def test_a_series_no_one_owns_is_refused_to_every_role(world, role):
    from tournaments.services.nights import series_get_or_create

    unowned = series_get_or_create(name="Made by a command")
    build = __import__("tests.security.conftest", fromlist=["build_night"]).build_night
    build(unowned, 4, 1, start=False)
    client, posts, base, failures = world.client(role, raise_request_exception=False), payloads(world), snapshot(), []
    for route in routes():
        if route.key not in SERIES_PAGES:
            continue
        url = fill(route, world, role).replace(f"/series/{world.night.series.slug}/", f"/series/{unowned.slug}/")
        for method in ("GET", "POST"):
            response, after = attempt(client, method, url, posts.get(route.key))
            got = classify(response, url, route.key)
            allowed = {"login"} if world.user(role) is None else {"403"}
            if got not in allowed or changes(base, after):
                failures.append(f"{method} {url} as {role}: {got}, changed {sorted(changes(base, after))}")
            elif got == "403" and not readable(response):
                failures.append(f"{method} {url} as {role}: 403 without a message a person can read")
    assert not failures, "\n".join(failures)


def test_the_league_api_refuses_json_nested_deep_with_a_sentence_and_changes_nothing(world):
    """The halls' API with a live token (issue 34, point 5): 400 and a sentence for JSON nested thousands
    deep, or nested deeper than any night file, never a server error; nothing changed. (An older file's
    409: tests/web/league/test_api.py.)"""
    from tournaments.league.models import Hall
    from tournaments.league.services import token_make

    token = token_make(hall=Hall.objects.get(name="Matrix hall"))
    client = world.client("anonymous", raise_request_exception=False)
    headers = {"HTTP_AUTHORIZATION": f"Bearer {token}", "HTTP_ACCEPT": "application/json"}
    base = snapshot()
    for depth in (50_000, 900, 40):
        answer = client.post("/league/api/nights/", b"[" * depth + b"]" * depth, content_type="application/json", **headers)
        assert answer.status_code == 400 and "not JSON" in readable(answer), depth
    assert not changes(base, snapshot())
