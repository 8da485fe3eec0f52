"""Bad input at every form and endpoint: never a server error, a refusal a person can read, nothing changed.

Each endpoint is attacked twice:

- a sweep: every field, one at a time, gets each of a short list of known troublemakers
  (NUL bytes, digits that are not ASCII, 10,000 characters, HTML, formulas, lists, …), plus the
  endpoint's own semantic cases (unknown ids, another night's ids, closed games);
- hypothesis: any mix of fields with wrong types, empty and huge strings, unicode, negative and
  huge numbers, floats and repeated values.

When an answer refuses (a status of 400 or more, or an error message on the next page) nothing
may have changed; when it accepts, the database must still make sense (``problems``).
HTML and formula-looking names are checked on every page that shows names at the end.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import quote, urlsplit

import pytest
from django.contrib.messages import constants, get_messages
from django.test import Client
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tournaments.errors import Conflict
from tournaments.models import Couple, Dispute, Result, Seat
from tournaments.referee.models import RefereeGame
from tournaments.services.disputes import result_claim
from tournaments.services.results import result_record

from .conftest import changes, isolated, night_settings, post_json, readable, snapshot

pytestmark = pytest.mark.django_db

HUGE = "x" * 10_000
# What breaks parsers: empty, NUL, digits int() does not read, 40 digits, a float, 10k characters, markup, several values
# (formulas, signs, unicode and off-site URLs come from VALUE below).
KILLERS = ["", "a\x00b", "²", "9" * 40, "1.5", HUGE, '<script>alert("x")</script>', ["1", "2"]]
JSON_KILLERS = ["a\x00b", "²", HUGE, "4", -1, 0, 10**30, 1.5, True, None, [], {}]
# No shrinking: the sweep above already names the smallest failing field; shrinking a failure here costs seconds.
SETTINGS = settings(max_examples=25, deadline=None, database=None, phases=[Phase.explicit, Phase.generate],
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

TEXT = st.text(max_size=40)
VALUE = st.one_of(
    st.sampled_from([k for k in KILLERS if isinstance(k, str)]),
    TEXT,
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(str),
    st.lists(TEXT, min_size=2, max_size=3),
    st.sampled_from(["+1", "-5", "-1", "0", "é", "@SUM(A1)", "<b>bold</b>", "' OR 1=1 --", "null", "true", "[]", "{}", "\u202eevil",
                     "https://evil.example/", "//evil.example/"]),
)

JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats() | st.text(max_size=30)
    | st.sampled_from([HUGE, "a\x00b", "²", 2, 4, 5, 99]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


@dataclass
class Endpoint:
    """A form or JSON endpoint: where it is, who uses it, its fields and a payload that is right."""

    name: str
    url: Callable
    fields: tuple[str, ...]
    good: Callable = lambda w: {}
    role: str = "organiser"
    json: bool = False
    get: bool = False
    cases: Callable = lambda w: []  # semantic bad payloads: unknown ids, another night's, closed games
    extra_prefix: str = ""  # fields named <prefix><number>, fuzzed in their names too
    sweep: tuple[str, ...] = ()  # the fields the sweep tries (all by default)

    def __str__(self) -> str:
        return self.name


def _desk(path: str) -> Callable:
    return lambda w: f"/desk/{w.night.slug}/{path}"


def _prize(path: str) -> Callable:
    return lambda w: f"/desk/{w.prize.slug}/{path}"


def _first_game_loser(w) -> int:
    return max(Seat.objects.filter(night=w.night, game=1, table=1).values_list("couple__number", flat=True))


ENDPOINTS = [
    # --- the desk ---
    Endpoint("create night", lambda w: "/desk/", (
        "new_series", "series", "name", "date", "games", "venue", "language", "bye_earns_win", "places", "booby_prize",
        "cookie_jar", "cookie_jar_games", "cookie_jar_fee", "paper", "prize_1", "amount_1"),
        good=lambda w: {"new_series": "Fuzz series", "name": "Fuzz night", "date": "2026-12-12", "games": "25", "places": "3",
                        "cookie_jar_games": "8", "cookie_jar_fee": "2", "paper": "letter"},
        cases=lambda w: [{"series": str(w.night.series.pk + 1000)}, {"games": "100"}, {"cookie_jar": "on", "cookie_jar_games": "30"},
                         {"date": "2026-02-30"}, {"places": "11"}],
        sweep=("series", "name", "date", "games", "cookie_jar_fee", "prize_1")),
    Endpoint("edit night", _desk("settings/"), (
        "name", "date", "games", "venue", "language", "bye_earns_win", "places", "booby_prize", "cookie_jar",
        "cookie_jar_games", "cookie_jar_fee", "paper", "prize_1", "amount_1"),
        good=lambda w: night_settings(w.night, name="Fuzz night renamed"),
        cases=lambda w: [{"games": "1"}, {"games": "100"}, {"cookie_jar_games": "30"}, {"date": "2026-02-30"}, {"places": "11"},
                         {"language": "xx"}, {"name": ""}],
        sweep=("name", "date", "games", "language", "cookie_jar_fee", "places", "prize_1")),
    Endpoint("register couple", _desk("couples/"), ("player1", "player2"),
             good=lambda w: {"player1": "Marie-Thérèse O'Neil", "player2": "Angus"}),
    Endpoint("couples page", _desk("couples/"), ("edit", "last"), get=True),
    Endpoint("edit couple", _desk("couples/1/edit/"), ("player1", "player2"), good=lambda w: {"player1": "A", "player2": "B"}),
    Endpoint("scorekeeper add", _desk("scorekeepers/add/"), ("username",), good=lambda w: {"username": "spare"},
             cases=lambda w: [{"username": "org2"}, {"username": "nobody"}, {"username": " SPARE "}]),
    Endpoint("scorekeeper create", _desk("scorekeepers/new/"), ("new_username", "password"),
             good=lambda w: {"new_username": "fuzzkeeper", "password": "a-long-pass-phrase-77"},
             cases=lambda w: [{"new_username": "KEEPER"}, {"new_username": "has space"}, {"password": "123"}]),
    Endpoint("scorekeeper remove", _desk("scorekeepers/remove/"), ("user",), good=lambda w: {"user": str(w.users["keeper"].pk)},
             cases=lambda w: [{"user": str(w.users["other_keeper"].pk)}, {"user": str(w.users["organiser"].pk)}, {"user": "999999"}]),
    Endpoint("start", lambda w: f"/desk/{w.registration.slug}/start/", ("seating", "seed"), good=lambda w: {"seating": "random"},
             cases=lambda w: [{"seating": "order", "seed": "5"}, {"seating": "random", "seed": str(2**62 + 1)}]),
    Endpoint("close", _desk("close/"), ("game",), good=lambda w: {"game": "2"},
             cases=lambda w: [{"game": "1"}, {"game": "3"}, {"game": "25"}]),
    Endpoint("correct", _desk("results/correct/"), ("game", "table", "version", "winner", "winner_points", "loser_points", "reason"),
             good=lambda w: {"game": "1", "table": "1", "version": "1", "winner": str(_first_game_loser(w)), "reason": "Fuzz"},
             cases=lambda w: [{"version": "2"}, {"table": "5"}, {"table": "9"}, {"game": "3"}, {"winner": "3"},
                              {"winner_points": "45"}, {"winner_points": "201", "loser_points": "30"}, {"reason": " "},
                              {"winner": "1"}, {"game": "2", "table": "1", "winner": "9"}]),
    Endpoint("dispute keep", _desk("disputes/keep/"), ("dispute",), good=lambda w: {"dispute": str(w.dispute.pk)},
             cases=lambda w: [{"dispute": "999999"}, {"dispute": str(w.other_dispute.pk)}, {"dispute": "0"}]),
    Endpoint("dispute correct", _desk("disputes/correct/"), ("dispute", "version", "reason"),
             good=lambda w: {"dispute": str(w.dispute.pk), "version": "1", "reason": "Fuzz"},
             cases=lambda w: [{"version": "2"}, {"version": None}, {"dispute": "999999"}, {"dispute": str(w.other_dispute.pk)},
                              {"reason": "x" * 501}]),
    Endpoint("results page", _desk("results/"), ("game", "table"), get=True),
    Endpoint("moves page", _desk("moves/"), ("game",), get=True),
    Endpoint("tie choose", _prize("prizes/choose/"), ("kind", "place", "choice_2", "choice_4"),
             good=lambda w: {"kind": "booby", "place": "1", "choice_2": "split", "choice_4": "cut"}, extra_prefix="choice_",
             cases=lambda w: [{"choice_1": "split"}, {"choice_99": "split"}, {"kind": "prize", "place": "9"},
                              {"kind": "jar"}, {"choice_2": "toss"}]),
    Endpoint("tie cut", lambda w: f"/desk/{w.prize.slug}/prizes/{w.tiebreak.pk}/cut/", ("app", "card_1", "card_5"),
             good=lambda w: {"card_1": "7H", "card_5": "10S"}, extra_prefix="card_",
             cases=lambda w: [{"card_1": "7H", "card_5": "7H"}, {"card_1": "1Z", "card_5": "10S"}, {"card_3": "7H", "card_5": "2C"},
                              {"card_1": "7H"}]),
    Endpoint("tie playoff", lambda w: f"/desk/{w.prize.slug}/prizes/{w.playoff.pk}/playoff/", ("winner", "winner_points", "loser_points"),
             good=lambda w: {"winner": "3"},
             cases=lambda w: [{"winner": "1"}, {"winner": "99"}, {"winner": "6", "winner_points": "45"}]),
    Endpoint("jar entries", _desk("jar/entries/"), ("entered", "fee"), good=lambda w: {"entered": ["1", "2"], "fee": "2.50"},
             cases=lambda w: [{"entered": ["1", "99"]}, {"fee": "-1"}, {"fee": "NaN"}, {"fee": "1e9"}]),
    Endpoint("jar draw", _desk("jar/draw/"), ("seed",)),
    Endpoint("jar reveal", _prize("jar/reveal/"), ("seed",)),
    Endpoint("finish", _prize("finish/"), ("anyway",), good=lambda w: {"anyway": "1"}),
    Endpoint("print", _desk("print/punchcards.pdf"), ("blank", "only"), get=True),
    # --- the tablet ---
    Endpoint("tablet result", lambda w: f"/score/{w.night.slug}/result/", ("game", "table", "winner", "token"), role="keeper", json=True,
             good=lambda w: {"game": 2, "table": 4, "winner": min(w.seating[4]), "token": "fuzz-result-0001"},
             cases=lambda w: [{"game": 1, "table": 1, "winner": 1}, {"game": 3}, {"table": 5, "winner": 7}, {"table": 99},
                              {"winner": 1}, {"game": 2, "table": 1, "winner": max(w.seating[1])}, {"token": "other-night-0001"},
                              {"token": "short"}, {"winner": True}, {"game": 2.0}, {"table": "4"}]),
    Endpoint("tablet undo", lambda w: f"/score/{w.night.slug}/undo/", ("game", "table", "token"), role="keeper", json=True,
             good=lambda w: {"game": 2, "table": 1, "token": "fuzz-undo-0001"},
             cases=lambda w: [{"game": 1, "table": 1}, {"table": 4}, {"table": 5}, {"token": "other-night-0001"}]),
    # --- the referee ---
    Endpoint("referee new game", lambda w: "/referee/", ("players", "ruleset", "mode", "kind0", "name0", "kind1", "name1"),
             role="anonymous",
             good=lambda w: {"players": "2", "ruleset": "nova-scotia", "mode": "pass", "kind0": "person", "kind1": "computer"},
             cases=lambda w: [{"kind0": "computer"}, {"players": "7"}, {"ruleset": "merrimack-auction"}, {"name0": "<b>" * 30}]),
    Endpoint("referee act", lambda w: f"/referee/g/{w.rg_live.token}/", ("seat", "kind", "card", "step"), role="anonymous",
             good=lambda w: {k: str(v) for k, v in w.next_live.items()},
             cases=lambda w: [{"step": "0"}, {"seat": "9"}, {"card": "5H" if w.next_live.get("card") != "5H" else "2C"},
                              {"kind": "rob"}, {"kind": "explode"}]),
    Endpoint("referee game page", lambda w: f"/referee/g/{w.rg_live.token}/", ("seat",), role="anonymous", get=True),
    Endpoint("referee confirm", lambda w: f"/referee/g/{w.rg_done.token}/confirm/", ("seat",), role="anonymous",
             good=lambda w: {"seat": str(w.winner_seat)}, cases=lambda w: [{"seat": str(1 - w.winner_seat % 2)}]),
    Endpoint("referee seat act", lambda w: f"/referee/p/{w.phones_live.pk}/{w.phones_live.seats[0]['key']}/", ("kind", "card", "step"),
             role="anonymous", good=lambda w: {k: str(v) for k, v in w.next_phone.items() if k != "seat"}),
    Endpoint("referee replay", lambda w: f"/referee/g/{w.rg_done.token}/replay/", ("step",), role="anonymous", get=True),
    Endpoint("referee table start", lambda w: f"/referee/night/{w.night.slug}/table/4/", ("mode", "ruleset", "restart"), role="keeper",
             good=lambda w: {"mode": "pass", "ruleset": "nova-scotia"},
             cases=lambda w: [{"ruleset": "merrimack-auction"}, {"mode": "phones", "restart": "1"}]),
    Endpoint("referee ruling", lambda w: "/referee/ruling/", ("ruleset", "trump", "to", "trick", "hand"), role="anonymous", get=True,
             good=lambda w: {"trump": "S", "trick": "AH", "hand": "5S,KH,9C"},
             cases=lambda w: [{"trick": "AH,AH"}, {"hand": "2C,3C,4C,5C,6C,7C"}, {"trick": "RJ"}, {"ruleset": "irish", "trick": "BJ"}]),
    # --- public pages and accounts ---
    Endpoint("standings", lambda w: f"/n/{w.night.slug}/standings/", ("sort", "_export"), role="anonymous", get=True),
    Endpoint("board live", lambda w: f"/n/{w.night.slug}/board/live/", ("v",), role="anonymous", get=True),
    Endpoint("login", lambda w: "/accounts/login/", ("username", "password", "next"), role="anonymous",
             good=lambda w: {"username": "org", "password": "not-the-password"}, cases=lambda w: _elsewhere("next")),
    Endpoint("admin login", lambda w: "/admin/login/", ("username", "password", "next"), role="anonymous",
             good=lambda w: {"username": "org", "password": "not-the-password"}, cases=lambda w: _elsewhere("next")),
    Endpoint("language", lambda w: "/i18n/setlang/", ("language", "next"), role="anonymous",
             good=lambda w: {"language": "fr", "next": "/"}, cases=lambda w: _elsewhere("next")),
    Endpoint("logout", lambda w: "/accounts/logout/", ("next",), role="keeper", cases=lambda w: _elsewhere("next")),
]
FRESH_CLIENT = {"login", "admin login", "language", "logout"}  # these change the session itself
ELSEWHERE = ["https://evil.example/", "//evil.example/", "/\\evil.example/", "javascript:alert(1)", "http:evil.example"]


def _elsewhere(name: str) -> list[dict]:
    """A redirect target outside the site: it must never be followed."""
    return [{name: target} for target in ELSEWHERE]


@pytest.fixture
def scene(world):
    """The world, plus what the endpoints above need: a night in registration, the next legal referee moves."""
    from .conftest import build_night, next_action, winning_seat

    world.registration = build_night(world.night.series, 5, 10, start=False)
    world.registration.organisers.add(world.users["organiser"])
    result_record(night=world.other, game=1, table=1, winner=1, token="other-night-0001")
    with pytest.raises(Conflict):  # another night's disagreement: not settled from this night's desk
        result_claim(night=world.other, game=1, table=1, winner=2, user=world.users["other_keeper"])
    world.other_dispute = Dispute.objects.get(night=world.other)
    world.next_live = next_action(world.rg_live)
    world.next_phone = next_action(world.phones_live)
    world.winner_seat = winning_seat(world.rg_done)
    world.sessions = {}
    return world


def problems() -> list[str]:
    """What an accepted request must never leave behind, on either database."""
    found = [f"couple {pk}: a name of {max(len(a), len(b))} characters or with a NUL"
             for pk, a, b in Couple.objects.values_list("pk", "player1", "player2")
             if max(len(a), len(b)) > 80 or "\x00" in a + b]
    seated = set(Seat.objects.values_list("night_id", "game", "table", "couple_id"))
    found += [f"result {game}/{table}: its winner was not at that table"
              for night, game, table, winner in Result.objects.values_list("night_id", "game", "table", "winner_id")
              if (night, game, table, winner) not in seated]
    found += [f"referee game {pk}: a seat name over 40 characters"
              for pk, seats in RefereeGame.objects.values_list("pk", "seats") if any(len(s.get("name", "")) > 40 for s in seats)]
    return found


@dataclass
class Outcome:
    response: object
    moved: dict
    problems: list = field(default_factory=list)


def ask(scene, endpoint: Endpoint, data: dict, url: str | None = None) -> Outcome:
    """Send one request as the endpoint's person, in a savepoint rolled back afterwards."""
    client = _client(scene, endpoint)
    cookies = {k: v.value for k, v in client.cookies.items()}
    url = url or endpoint.url(scene)

    def go():
        if endpoint.get:
            response = client.get(url, data)
        elif endpoint.json:
            response = post_json(client, url, data)
        else:
            response = client.post(url, data)
        moved = changes(scene.base, snapshot())
        return response, moved, problems() if moved else []

    response, moved, found = isolated(go)
    client.cookies.clear()
    for name, value in cookies.items():
        client.cookies[name] = value
    return Outcome(response, moved, found)


def _client(scene, endpoint: Endpoint) -> Client:
    if endpoint.name in FRESH_CLIENT:
        return scene.client(endpoint.role, raise_request_exception=False)
    if endpoint.role not in scene.sessions:
        scene.sessions[endpoint.role] = scene.client(endpoint.role, raise_request_exception=False)
    return scene.sessions[endpoint.role]


def _refused(response) -> bool:
    if response.status_code >= 400:
        return True
    if hasattr(response, "wsgi_request"):
        return any(m.level == constants.ERROR for m in get_messages(response.wsgi_request))
    return False


def judge(endpoint: Endpoint, data, outcome: Outcome) -> None:
    response = outcome.response
    shown = {k: (v if len(str(v)) < 60 else f"{str(v)[:20]}…({len(str(v))})") for k, v in dict(data).items()} \
        if isinstance(data, dict) else data
    where = f"{endpoint.name} {shown}"
    error = response.exc_info[1] if getattr(response, "exc_info", None) else None
    assert response.status_code < 500, f"{where}: server error {response.status_code} {error!r}"
    if response.status_code in (301, 302, 303, 307, 308):
        target = urlsplit(response["Location"].replace("\\", "/").strip())
        assert not target.scheme and not target.netloc, f"{where}: redirects off the site to {response['Location']}"
    if _refused(response):
        assert not outcome.moved, f"{where}: refused ({response.status_code}) but changed {sorted(outcome.moved)}"
        if response.status_code not in (405, 429) and endpoint.name not in FRESH_CLIENT:
            assert readable(response), f"{where}: refused ({response.status_code}) without a message a person can read"
    assert not outcome.problems, f"{where}: accepted and left {outcome.problems}"


def _with(endpoint: Endpoint, scene, **changes_) -> dict:
    data = dict(endpoint.good(scene))
    for key, value in changes_.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def _sweep(scene, endpoint: Endpoint):
    """Every field alone with every troublemaker, then the endpoint's semantic cases."""
    for name in endpoint.sweep or endpoint.fields:
        for value in JSON_KILLERS if endpoint.json else KILLERS:
            yield _with(endpoint, scene, **{name: value})
    if endpoint.extra_prefix:
        for tail in ("²", "١", "0", "-1", "9" * 12, "x", ""):
            yield _with(endpoint, scene, **{endpoint.extra_prefix + tail: "split"})
    for case in endpoint.cases(scene):
        yield _with(endpoint, scene, **case)


def _first_line(exc: BaseException) -> str:
    return str(exc).split("\n")[0]


def test_every_field_of_every_endpoint_with_every_troublemaker(scene):
    scene.base = snapshot()
    failures = []
    for endpoint in ENDPOINTS:
        for data in _sweep(scene, endpoint):
            try:
                judge(endpoint, data, ask(scene, endpoint, data))
            except AssertionError as exc:
                failures.append(_first_line(exc))
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(dict.fromkeys(failures))


def _fuzz(scene, endpoint: Endpoint, value, max_examples: int | None = None) -> str | None:
    """Hypothesis on one endpoint: any mix of its fields (and an unknown one); the first failure, shrunk."""
    fields = endpoint.fields + ((endpoint.extra_prefix + "1",) if endpoint.extra_prefix else ("extra_field",))

    @(settings(SETTINGS, max_examples=max_examples) if max_examples else SETTINGS)
    @given(payload=st.fixed_dictionaries({}, optional={name: value for name in fields}), complete=st.booleans())
    def run(payload, complete):
        data = {**endpoint.good(scene), **payload} if complete else payload
        outcome = ask(scene, endpoint, data)
        judge(endpoint, data, outcome)
        if endpoint.json:
            assert outcome.response["Content-Type"] == "application/json", f"{endpoint.name}: not JSON"
            body = json.loads(outcome.response.content)
            assert body["ok"] or body["message"], f"{endpoint.name} {data}: a refusal without a message"

    try:
        run()
    except AssertionError as exc:
        return _first_line(exc)
    return None


def test_any_form_input_is_answered_clearly(scene):
    """25 hypothesis examples per form endpoint."""
    scene.base = snapshot()
    failures = [f for e in ENDPOINTS if not e.json and (f := _fuzz(scene, e, VALUE))]
    assert not failures, "\n".join(failures)


def test_any_json_is_answered_with_a_json_message(scene):
    """40 hypothesis examples per tablet endpoint, on top of tests/web/scorekeeper's shape fuzzing."""
    scene.base = snapshot()
    failures = [f for e in ENDPOINTS if e.json and (f := _fuzz(scene, e, JSON_VALUE, max_examples=40))]
    assert not failures, "\n".join(failures)


def test_the_good_payloads_are_accepted(scene):
    """The control for the sweeps: each endpoint's right payload goes through (so a refusal above is the bad field's)."""
    scene.base = snapshot()
    refused = []
    for endpoint in ENDPOINTS:
        if endpoint.name in FRESH_CLIENT | {"close"} or not endpoint.good(scene):  # game 2 still misses tables
            continue
        outcome = ask(scene, endpoint, endpoint.good(scene))
        if _refused(outcome.response):
            refused.append((endpoint.name, outcome.response.status_code, readable(outcome.response)))
    assert not refused


# --- ids in the URL: unknown, another night's, out of range, not ASCII ------------------------
URL_PARTS = st.one_of(
    st.integers(min_value=0, max_value=10**30).map(str),
    st.sampled_from(["é", "%00", "a%00b", "²", HUGE[:3000], "..", "%2F", "-1"]),
    st.text(alphabet=st.characters(blacklist_characters="/?#%", blacklist_categories=("Cs",)), min_size=1, max_size=30)
    .map(lambda t: quote(t, safe="")),
)


def _url_endpoints(scene) -> list[tuple[str, str, str, dict]]:
    """(template with {x}, method, role, payload) for each URL part a person could change."""
    s, p = scene.night.slug, scene.prize.slug
    phone = scene.phones_live
    return [
        (f"/desk/{s}/couples/{{x}}/edit/", "POST", "organiser", {"player1": "A"}),
        (f"/desk/{s}/couples/{{x}}/withdraw/", "POST", "organiser", {}),
        (f"/desk/{s}/couples/{{x}}/link/", "POST", "organiser", {}),
        (f"/desk/{s}/couples/{{x}}/readmit/", "POST", "organiser", {}),
        (f"/desk/{p}/prizes/{{x}}/cut/", "POST", "organiser", {"app": "1"}),
        (f"/desk/{p}/prizes/{{x}}/playoff/", "POST", "organiser", {"winner": "3"}),
        (f"/desk/{s}/prizes/{scene.tiebreak.pk}/cut/", "POST", "organiser", {"app": "1"}),  # another night's tie-break
        (f"/referee/night/{s}/table/{{x}}/", "GET", "keeper", {}),
        (f"/referee/night/{s}/table/{{x}}/", "POST", "keeper", {"mode": "pass", "ruleset": "nova-scotia"}),
        ("/referee/g/{x}/", "GET", "anonymous", {}),
        ("/referee/g/{x}/", "POST", "anonymous", {"seat": "0", "kind": "decline"}),
        ("/referee/g/{x}/confirm/", "POST", "anonymous", {"seat": "0"}),
        ("/referee/g/{x}/replay/", "GET", "anonymous", {}),
        ("/referee/g/{x}/state/", "GET", "anonymous", {}),
        (f"/referee/p/{phone.pk}/{{x}}/", "GET", "anonymous", {}),
        (f"/referee/p/{phone.pk}/{{x}}/", "POST", "anonymous", {"kind": "decline"}),
        (f"/referee/p/{phone.pk}/{{x}}/confirm/", "POST", "anonymous", {}),
        (f"/referee/p/{phone.pk}/{{x}}/replay/", "GET", "anonymous", {}),
        (f"/referee/p/{phone.pk}/{{x}}/state/", "GET", "anonymous", {}),
        (f"/referee/p/{{x}}/{phone.seats[0]['key']}/", "GET", "anonymous", {}),
        ("/c/{x}/", "GET", "anonymous", {}),
    ]


URL_KILLERS = ["0", "99", "9" * 30, "é", "%00", "AAAAAAAAAAAAAAAAAAAA%00AAA", "%C3%A9" * 20, HUGE[:3000]]


def _check_url(scene, method: str, role: str, url: str, payload: dict) -> None:
    endpoint = Endpoint(f"{method} {url[:80]}", lambda w: url, (), role=role, get=method == "GET")
    judge(endpoint, {}, ask(scene, endpoint, payload, url=url))


def test_every_url_part_with_every_troublemaker(scene):
    scene.base = snapshot()
    failures = []
    for template, method, role, payload in _url_endpoints(scene):
        for part in URL_KILLERS if "{x}" in template else [""]:
            try:
                _check_url(scene, method, role, template.replace("{x}", part), payload)
            except AssertionError as exc:
                failures.append(_first_line(exc))
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures)


def test_any_url_part_is_answered_clearly(scene):
    """40 hypothesis examples over the URL parts a person could type (ids, tokens, seat keys)."""
    scene.base = snapshot()
    endpoints = _url_endpoints(scene)

    @settings(SETTINGS, max_examples=40)
    @given(part=URL_PARTS, which=st.integers(min_value=0, max_value=len(endpoints) - 1))
    def run(part, which):
        template, method, role, payload = endpoints[which]
        _check_url(scene, method, role, template.replace("{x}", part), payload)

    run()


# --- HTML and formulas in names, on every page that shows names -------------------------------
SCRIPT = '<script>alert("p1")</script>'
IMG = '"><img src=x onerror=alert(2)>'
NIGHT = "<b>Night</b><script>alert(3)</script>"


def _raw_markup(html: str) -> list[str]:
    return [bad for bad in ("<script>alert(", "<img src=x onerror", "<b>Night</b>") if bad in html]


def test_html_in_names_is_escaped_on_every_page(scene):
    organiser, keeper, anyone = scene.client("organiser"), scene.client("keeper"), Client()
    s = scene.night.slug
    assert organiser.post(f"/desk/{s}/couples/", {"player1": SCRIPT, "player2": IMG}).status_code == 302
    couple = Couple.objects.get(night=scene.night, number=10)
    assert couple.player1 == SCRIPT  # kept as typed: escaping is the pages' work
    table = next(t for t, pair in Seat.objects.filter(night=scene.night, game=2, couple=couple).values_list("table", "role"))
    start = keeper.post(f"/referee/night/{s}/table/{table}/", {"mode": "pass", "ruleset": "nova-scotia"})
    assert start.status_code == 302
    night_page = organiser.post("/desk/", {"new_series": NIGHT, "name": NIGHT, "date": "2026-12-12", "games": "25",
                                           "places": "3", "cookie_jar_games": "8", "cookie_jar_fee": "2", "paper": "letter"})
    new_slug = night_page["Location"].split("/")[2]
    solo = anyone.post("/referee/", {"players": "2", "ruleset": "nova-scotia", "mode": "pass", "kind0": "person",
                                     "name0": SCRIPT[:40], "kind1": "computer", "name1": IMG})
    pages = {
        "board": (anyone, f"/n/{s}/board/"), "board live": (anyone, f"/n/{s}/board/live/"),
        "standings": (anyone, f"/n/{s}/standings/"), "couple card": (anyone, f"/c/{couple.public_token}/"),
        "opponent's card": (anyone, f"/c/{Couple.objects.get(night=scene.night, number=7).public_token}/"),
        "desk couples": (organiser, f"/desk/{s}/couples/"), "desk moves": (organiser, f"/desk/{s}/moves/"),
        "desk results": (organiser, f"/desk/{s}/results/?game=2"),
        "desk prizes": (organiser, f"/desk/{s}/prizes/"), "desk jar": (organiser, f"/desk/{s}/jar/"),
        "tablet": (keeper, f"/score/{s}/"),
        "referee table": (keeper, f"/referee/night/{s}/table/{table}/"), "referee game": (anyone, start["Location"]),
        "solo referee game": (anyone, solo["Location"]),
        "desk home": (organiser, "/desk/"), "new night's desk": (organiser, f"/desk/{new_slug}/"),
        "new night's board": (anyone, f"/n/{new_slug}/board/"), "home": (anyone, "/"),
    }
    failures = []
    for label, (client, url) in pages.items():
        response = client.get(url)
        html = response.content.decode()
        if response.status_code != 200:
            failures.append(f"{label} {url}: {response.status_code}")
        elif _raw_markup(html):
            failures.append(f"{label} {url}: unescaped {_raw_markup(html)}")
        elif "&lt;script&gt;" not in html and "\\u003Cscript" not in html and "&lt;b&gt;" not in html:
            failures.append(f"{label} {url}: the name is not shown at all (so its escaping is not checked)")
    state = keeper.get(f"/score/{s}/state/").json()
    names = [c["names"] for t in state["tables"] for c in t["couples"]]
    assert f"{SCRIPT} & {IMG}" in names  # JSON carries the text; the tablet writes it with textContent
    assert not failures, "\n".join(failures)


def test_formula_names_typed_at_the_desk_are_neutral_in_the_spreadsheet(scene):
    organiser = scene.client("organiser")
    for first, second in (("=HYPERLINK(\"http://x\")", "+1"), ("-2+3", "@SUM(A1)"), ("\t=1", " =2")):
        organiser.post(f"/desk/{scene.night.slug}/couples/", {"player1": first, "player2": second})
    csv_text = Client().get(f"/n/{scene.night.slug}/standings/", {"_export": "csv"}).content.decode()
    cells = [cell for line in csv_text.splitlines() for cell in line.split(",")]
    assert not [c for c in cells if c.strip('"')[:1] in ("=", "+", "-", "@")]
