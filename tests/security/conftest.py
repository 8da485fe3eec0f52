"""The night every security test attacks, the people around it, and a fingerprint of everything that matters.

Self-contained on purpose (like tests/web/public): the world is built through the services,
as the desk and the tablets build it, so what the attacks meet is a real night.

The world, ``world`` fixture:

- ``night``: nine couples, 25 games, cookie jar, run by ``organiser`` with ``keeper`` keeping
  score. Game 1 was played (the lower number won every table) and closed; game 2 is in play:
  table 1 has a result entered by ``keeper``, table 2 has a refereed game running, table 3 a
  refereed game that is over and waits for its winners' confirmation, table 4 is untouched,
  table 5 is the bye. ``organiser`` tapped the other couple at table 1 and was refused: an open
  disagreement (``dispute``) for the organiser to settle. Couple 2's public link was revoked once (``revoked_token``).
- ``other``: four couples in game 1, run by ``other_organiser`` with ``other_keeper``.
- ``prize``: six couples, two games, all played (state prizes), run by ``organiser``: couples 1
  and 5 tie for the first prize and chose to cut (``tiebreak``), 3 and 6 tie for the second and
  play it off (``playoff``), 2 and 4 tie for the booby prize and have not chosen yet.
- two standalone refereed games on own phones (one running, one over).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import json
import re
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.contrib.messages import get_messages
from django.db import connection, transaction
from django.test import Client

from tournaments.errors import Conflict
from tournaments.league.models import Hall, HallToken, LeagueEvent, LeagueLink, NightSent, ReceivedNight
from tournaments.league.services import hall_create, token_make
from tournaments.models import (
    Correction,
    Couple,
    Dispute,
    JarDraw,
    JarEntry,
    Night,
    Player,
    PlayerEvent,
    PostToken,
    Result,
    Seat,
    Series,
    TieBreak,
    TieEntry,
)
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start, referee_start_for_table
from tournaments.selectors import seating_for_game
from tournaments.services.couples import couple_link_revoke, couple_register
from tournaments.services.disputes import result_claim
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_open
from tournaments.services.results import result_record

ROLES = ("organiser", "keeper", "other_keeper", "other_organiser", "anonymous", "link", "revoked")


# --- building nights -------------------------------------------------------------------------
_counter = itertools.count(1)


def build_night(series: Series, couples: int, games: int, *, start: bool = True, **options) -> Night:
    night = night_create(series=series, name=f"Security night {next(_counter)}", date=dt.date(2026, 12, 5),
                         games=games, **options)
    for n in range(1, couples + 1):
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    if start:
        night_start(night=night)
    return Night.objects.get(pk=night.pk)


def play_game(night: Night, choose=min) -> Night:
    """A result at every full table of the game in play (``choose(pair)`` wins), then close it."""
    night = Night.objects.get(pk=night.pk)
    for table, pair in seating_for_game(night=night, game=night.current_game).items():
        if None not in pair:
            result_record(night=night, game=night.current_game, table=table, winner=choose(pair))
    game_close(night=night)
    return Night.objects.get(pk=night.pk)


def next_action(rg: RefereeGame) -> dict:
    """The form fields of a legal action for the person to act (what the page would post)."""
    game = rebuild(rg)
    if game.phase == "rob":
        return {"seat": game.to_act, "kind": "decline", "step": len(rg.actions)}
    return {"seat": game.to_act, "kind": "play", "card": str(game.legal_cards()[0]), "step": len(rg.actions)}


_PLAYED: dict[tuple, tuple[list, int, list]] = {}


def play_out(rg: RefereeGame) -> RefereeGame:
    """Play the refereed game to its end, each person playing their first legal card.

    A deal is fixed by its seed, so the log is played through the services once per test
    session and stored as they stored it afterwards (the world is built for every test).
    """
    key = (rg.players, rg.ruleset, rg.seed, rg.dealer, tuple(s["kind"] for s in rg.seats), len(rg.actions))
    if key in _PLAYED:
        actions, winner_side, scores = _PLAYED[key]
        RefereeGame.objects.filter(pk=rg.pk).update(actions=actions, status=RefereeGame.Status.FINISHED,
                                                    winner_side=winner_side, scores=scores)
        return RefereeGame.objects.get(pk=rg.pk)
    for _ in range(3000):
        if rg.status != RefereeGame.Status.PLAYING:
            _PLAYED[key] = (list(rg.actions), rg.winner_side, list(rg.scores))
            return rg
        action = next_action(rg)
        rg = referee_act(game=rg, seat=action["seat"], kind=action["kind"], card=action.get("card"), step=action["step"])
    raise AssertionError("the refereed game did not end")


def winning_seat(rg: RefereeGame) -> int:
    sides = rebuild(rg, 0).side_of
    return next(s for s in range(rg.players) if sides[s] == rg.winner_side and rg.seats[s]["kind"] == "person")


@dataclass(repr=False)
class World:
    night: Night
    other: Night
    prize: Night
    users: dict
    couple_token: str
    revoked_token: str
    rg_live: RefereeGame
    rg_done: RefereeGame
    phones_live: RefereeGame
    phones_done: RefereeGame
    tiebreak: TieBreak
    playoff: TieBreak
    seating: dict = field(default_factory=dict)  # game 2 of ``night``: {table: (staying, arriving)}
    dispute: Dispute | None = None  # game 2, table 1: the organiser's refused tap, open

    def __repr__(self) -> str:
        return f"<World {self.night.slug}>"

    def user(self, role: str):
        return self.users.get(role)

    def client(self, role: str, **options) -> Client:
        """A client logged in as ``role`` (link and revoked are anonymous people holding a link)."""
        client = Client(**options)
        if self.users.get(role) is not None:
            client.force_login(self.users[role])
        return client

    def token_for(self, role: str) -> str:
        """The couple link a role holds: the revoked role holds the old one."""
        return self.revoked_token if role == "revoked" else self.couple_token


@pytest.fixture
def world(db) -> World:
    users_model = get_user_model()
    make = users_model.objects.create_user
    users = {
        "organiser": make("org", password="pw-for-tests-1", is_staff=True),
        "keeper": make("keeper", password="pw-for-tests-1"),
        "other_keeper": make("keeper2", password="pw-for-tests-1"),
        "other_organiser": make("org2", password="pw-for-tests-1", is_staff=True),
        "anonymous": None, "link": None, "revoked": None,
    }
    users_model.objects.create_user("spare", password="pw-for-tests-1")  # a scorekeeper account with no night
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat, Cape Breton")

    series.owners.add(users["organiser"])  # the series' players page is its owners' (desk-series-players)
    # The organiser also runs the league on this server (the league.run_league permission): a hall with a live token.
    users["organiser"].user_permissions.add(Permission.objects.get(codename="run_league"))
    token_make(hall=hall_create(name="Matrix hall", series=series))
    night = build_night(series, 9, 25, cookie_jar_games=8, cookie_jar_fee=2)
    night.organisers.add(users["organiser"])
    night.scorekeepers.add(users["keeper"])
    night = play_game(night)
    seating = seating_for_game(night=night, game=2)
    result_claim(night=night, game=2, table=1, winner=min(seating[1]), user=users["keeper"], token="world-keeper-0001")
    with pytest.raises(Conflict):
        result_claim(night=night, game=2, table=1, winner=max(seating[1]), user=users["organiser"], token="world-org-0001")
    rg_live = referee_start_for_table(night=night, table=2, user=users["keeper"], seed=7)
    rg_done = play_out(referee_start_for_table(night=night, table=3, user=users["keeper"], seed=11))
    revoked_token = Couple.objects.get(night=night, number=2).public_token
    couple_link_revoke(night=night, number=2)
    couple_token = Couple.objects.get(night=night, number=1).public_token

    other = build_night(series, 4, 3)
    other.organisers.add(users["other_organiser"])
    other.scorekeepers.add(users["other_keeper"])

    prize = build_night(series, 6, 2, cookie_jar_games=1)
    prize.organisers.add(users["organiser"])
    prize = play_game(prize)  # 1, 3 and 5 win game 1
    wins = {frozenset((2, 5)): 5, frozenset((1, 4)): 1, frozenset((3, 6)): 6}
    prize = play_game(prize, choose=lambda pair: wins[frozenset(pair)])  # 1 and 5: 2 wins, 3 and 6: 1, 2 and 4: 0
    tiebreak = tiebreak_open(night=prize, kind="prize", place=1)
    tiebreak_choose(night=prize, tiebreak=tiebreak.pk, choices={1: "cut", 5: "cut"})
    playoff = tiebreak_open(night=prize, kind="prize", place=2)
    tiebreak_choose(night=prize, tiebreak=playoff.pk, choices={3: "playoff", 6: "playoff"})

    seats = [{"kind": "person", "name": "Phone player"}, {"kind": "computer"}]
    phones_live = referee_start(seats=seats, mode=RefereeGame.Mode.PHONES, seed=3)
    phones_done = play_out(referee_start(seats=seats, mode=RefereeGame.Mode.PHONES, seed=5))
    return World(night=Night.objects.get(pk=night.pk), other=other, prize=Night.objects.get(pk=prize.pk), users=users,
                 couple_token=couple_token, revoked_token=revoked_token, rg_live=rg_live, rg_done=rg_done,
                 phones_live=phones_live, phones_done=phones_done, tiebreak=tiebreak, playoff=playoff, seating=seating,
                 dispute=Dispute.objects.get(night=night, status=Dispute.Status.OPEN))


# --- what must not change --------------------------------------------------------------------
# Each table a request could change by mistake, with the columns that matter (read with raw SQL: it runs ~2000 times a test).
WATCHED = {
    "series": (Series, ("id", "name", "jar_carry")),
    "nights": (Night, ("id", "name", "state", "current_game", "games", "seating_seed", "cookie_jar", "prizes")),
    "organisers": (Night.organisers.through, ("night_id", "user_id")),
    "scorekeepers": (Night.scorekeepers.through, ("night_id", "user_id")),
    "couples": (Couple, ("id", "number", "player1", "player2", "left_after", "joined_game", "public_token", "player1_ref_id",
                         "player2_ref_id")),
    "players": (Player, ("id", "name", "phone", "note")),
    "player_events": (PlayerEvent, ("id", "kind")),
    "seats": (Seat, ("id", "game", '"table"', "couple_id", "role", "alone")),
    "results": (Result, ("id", "game", '"table"', "winner_id", "version", "winner_points", "loser_points")),
    "post_tokens": (PostToken, ("id", "token")),
    "corrections": (Correction, ("id", "new_winner_id")),
    "disputes": (Dispute, ("id", "status", "claimed_id", "recorded_id")),
    "tiebreaks": (TieBreak, ("id", "method", "cuts", "resolved", "playoff_winner_id")),
    "tie_entries": (TieEntry, ("id", "choice", "won")),
    "jar_entries": (JarEntry, ("id", "couple_id", "fee")),
    "jar_draws": (JarDraw, ("id", "revealed", "games")),
    "referee_games": (RefereeGame, ("id", "status", "actions", "confirmed_by_seat")),
    "users": (None, ("id", "username", "password", "is_staff", "is_superuser", "is_active")),
    "league_halls": (Hall, ("id", "name", "series_id")),
    "league_tokens": (HallToken, ("id", "digest", "revoked_at")),
    "league_received": (ReceivedNight, ("id", "slug", "digest", "night_id")),
    "league_events": (LeagueEvent, ("id", "kind")),
    "league_links": (LeagueLink, ("id", "url", "token")),
    "league_sent": (NightSent, ("id", "status")),
}


# A refused post keeps its token with the refusal (so a retry hears the same refusal, and the token
# cannot stand for another post later): bookkeeping of the refusal, not a change it made.
KEPT_REFUSALS_LEFT_OUT = {"post_tokens": "status < 400"}


def _snapshot_query() -> str:
    """One statement for every watched table (one round trip: a test takes ~2000 snapshots, and on
    PostgreSQL 26 statements each cost more than the requests they watch): each row as one text of its
    columns, apart by a sign no one types (␟), and a missing value as another (␀), apart from an empty one."""
    parts = []
    for label, (model, columns) in WATCHED.items():
        table = (model or get_user_model())._meta.db_table
        where = f" WHERE {KEPT_REFUSALS_LEFT_OUT[label]}" if label in KEPT_REFUSALS_LEFT_OUT else ""
        row = " || '␟' || ".join(f"COALESCE(CAST({column} AS TEXT), '␀')" for column in columns)
        parts.append(f"SELECT '{label}' AS watched, {row} AS line FROM {table}{where}")  # noqa: S608
    return " UNION ALL ".join(parts) + " ORDER BY watched, line"


def snapshot() -> dict:
    """Counts and a content digest of every table a request could change by mistake."""
    rows: dict[str, list[str]] = {label: [] for label in WATCHED}
    with connection.cursor() as cursor:
        cursor.execute(_snapshot_query())
        for label, line in cursor.fetchall():
            rows[label].append(line)
    return {label: (len(lines), hashlib.sha256(repr(lines).encode()).hexdigest()[:16]) for label, lines in rows.items()}


def changes(before: dict, after: dict) -> dict:
    """The tables whose fingerprint moved: {table: (before, after)}."""
    return {k: (before[k], after[k]) for k in before if before[k] != after[k]}


class _Rollback(Exception):
    pass


def isolated(do):
    """Run ``do()`` in a savepoint that is always rolled back; return its value."""
    box = {}
    try:
        with transaction.atomic():
            box["value"] = do()
            raise _Rollback
    except _Rollback:
        pass
    return box["value"]


# --- reading answers ---------------------------------------------------------------------------
def readable(response) -> str:
    """The refusal a person reads in an answer: a JSON message, a page's message, or messages left for the next page."""
    if response.get("Content-Type", "").startswith("application/json"):
        try:
            return str(json.loads(response.content).get("message") or "")
        except (ValueError, AttributeError):
            return ""
    texts = [str(m) for m in get_messages(response.wsgi_request)] if hasattr(response, "wsgi_request") else []
    if texts:
        return " ".join(texts)
    html = response.content.decode(errors="replace") if not getattr(response, "streaming", False) else ""
    for mark in ('class="msg', "refused", "errorlist", "field-error", 'role="alert"'):
        if mark in html:
            return mark
    if response.status_code in (403, 404) and (title := re.search(r"<h1>(.+?)</h1>", html)):
        return title.group(1)  # the site's own 403 and 404 pages (templates/403.html, 404.html)
    return ""


def post_json(client: Client, url: str, data, csrf: str | None = None) -> object:
    """A post as the tablet makes it: JSON in, JSON asked for, the CSRF token (if any) in its header."""
    body = data if isinstance(data, (str, bytes)) else json.dumps(data)
    headers = {"HTTP_X_CSRFTOKEN": csrf} if csrf else {}
    return client.post(url, body, content_type="application/json", HTTP_ACCEPT="application/json", **headers)


# --- every URL of the app, made concrete ------------------------------------------------------
@dataclass(frozen=True)
class Route:
    """One URL pattern: its full route, its name (``admin:...`` in the admin) and what it calls."""

    route: str
    name: str | None
    callback: object

    @property
    def key(self) -> str:
        return self.name or self.route


def routes() -> list[Route]:
    """Every URL pattern Django would resolve, found by walking the resolver (nothing listed by hand)."""
    from django.urls import URLResolver, get_resolver

    found: list[Route] = []

    def walk(resolver, prefix: str, namespace: str | None) -> None:
        for entry in resolver.url_patterns:
            text = str(entry.pattern)
            if isinstance(entry, URLResolver):
                inner = entry.namespace or namespace
                walk(entry, prefix + text, f"{namespace}:{entry.namespace}" if namespace and entry.namespace else inner)
            else:
                name = f"{namespace}:{entry.name}" if namespace and entry.name else entry.name
                found.append(Route(prefix + text, name, entry.callback))

    walk(get_resolver(), "", None)
    return found


class UnknownPattern(LookupError):
    """A URL pattern with a part the security tests do not know how to fill: teach them first."""


_PART = re.compile(r"<(?:(?P<conv>[^>:]+):)?(?P<name>[^>]+)>|\(\?P<(?P<rname>\w+)>[^)]*\)")


def _admin_object_id(route: str) -> str:
    from django.apps import apps

    match = re.match(r"admin/(\w+)/(\w+)/", route)
    if not match:
        raise UnknownPattern(route)
    model = apps.get_model(match.group(1), match.group(2))
    first = model.objects.order_by("pk").values_list("pk", flat=True).first()
    return str(first or 1)


def fill(route: Route, world: World, role: str = "organiser") -> str:
    """The concrete URL a role would open for this pattern, filled from the world.

    Raises UnknownPattern for a part it does not know, so a new view cannot escape the tests.
    """
    from django.contrib.contenttypes.models import ContentType

    name = route.key
    live, done = world.phones_live, world.phones_done
    values = {
        "slug": LESSON if name == "referee-lesson" else world.prize.slug if name in PRIZE_ROUTES else world.night.slug,
        "series": world.night.series.slug,
        "player": world.night.couples.order_by("number").first().player1_ref_id,
        "number": {"desk-couple-withdraw": 8}.get(name, 1),
        "tiebreak": (world.playoff if name == "desk-tie-playoff" else world.tiebreak).pk,
        "table": 4,
        "hall": Hall.objects.order_by("pk").values_list("pk", flat=True).first(),
        "hall_token": HallToken.objects.order_by("pk").values_list("pk", flat=True).first(),
        "token": {"couple-card": world.token_for(role), "referee-game": world.rg_live.token,
                  "referee-state": world.rg_live.token, "referee-link": world.phones_live.token}.get(name, world.rg_done.token),
        "pk": (done if name in ("referee-seat-confirm", "referee-seat-replay") else live).pk,
        "key": (done if name in ("referee-seat-confirm", "referee-seat-replay") else live).seats[0]["key"],
        # The admin's own parts
        "object_id": None,
        "id": world.users["keeper"].pk,
        "content_type_id": ContentType.objects.get_for_model(Night).pk,
        "app_label": "tournaments",
        "url": "no-such-admin-page/",
    }

    def part(match: re.Match) -> str:
        key = match.group("name") or match.group("rname")
        if key not in values:
            raise UnknownPattern(f"{route.route}: <{key}>")
        if key == "object_id":
            return str(world.night.pk) if "content_type_id" in route.route else _admin_object_id(route.route)
        return str(values[key])

    return "/" + _PART.sub(part, route.route).replace("^", "").replace("$", "")


# A lesson of the referee's (cardparty/rules/lessons): public, no night, nothing stored.
LESSON = "plain-suits"


# Desk routes filled with the night in prizes (tie-breaks, the jar's reveal, finishing).
PRIZE_ROUTES = {"desk-tie-choose", "desk-tie-cut", "desk-tie-playoff", "desk-tie-undo", "desk-jar-reveal", "desk-finish",
                "desk-reopen"}


def payloads(world: World) -> dict[str, tuple[str, object]]:
    """For each URL that takes a POST: a payload that does change something when an allowed person sends it.

    ("form", dict) is posted as a form, ("json", dict) as the tablet's JSON.
    """
    seating = world.seating
    entry = json.loads(json.dumps(next_action(world.rg_live)))
    return {
        "desk-home": ("form", {"new_series": "Matrix series", "name": "Matrix night", "date": "2026-12-12", "games": "25",
                               "places": "3", "cookie_jar_games": "8", "cookie_jar_fee": "2.00", "paper": "letter",
                               "bye_earns_win": "on", "cookie_jar": "on"}),
        "desk-scorekeeper-add": ("form", {"username": "spare"}),
        "desk-scorekeeper-create": ("form", {"new_username": "newkeeper", "password": "a-long-pass-phrase-77"}),
        "desk-scorekeeper-remove": ("form", {"user": str(world.users["keeper"].pk)}),
        "desk-couples": ("form", {"player1": "Late", "player2": "Comer"}),
        "desk-series-players": ("form", {"action": "edit", "name": "Player One A", "player": str(
            Player.objects.get(series=world.night.series, folded="player 1a").pk)}),
        "desk-couple-edit": ("form", {"player1": "Renamed", "player2": "Couple"}),
        "desk-couple-withdraw": ("form", {}),
        "desk-night-delete": ("form", {}),
        "desk-couple-link": ("form", {}),
        "desk-couple-readmit": ("form", {}),
        "desk-night-edit": ("form", night_settings(world.night, name="Matrix night renamed")),
        "desk-start": ("form", {"seating": "order"}),
        "desk-close": ("form", {"game": "2"}),
        "desk-correct": ("form", {"game": "1", "table": "1", "version": "1", "winner": "2", "reason": "Matrix check"}),
        "desk-dispute-keep": ("form", {"dispute": str(world.dispute.pk)}),
        "desk-dispute-correct": ("form", {"dispute": str(world.dispute.pk), "version": "1", "reason": "Matrix check"}),
        "desk-tie-choose": ("form", {"kind": "booby", "place": "1", "choice_2": "split", "choice_4": "split"}),
        "desk-tie-cut": ("form", {"app": "1"}),
        "desk-tie-playoff": ("form", {"winner": "3", "winner_points": "45", "loser_points": "30"}),
        "desk-tie-undo": ("form", {"reason": "Matrix check"}),
        "desk-jar-entries": ("form", {"entered": ["1", "2"], "fee": "2"}),
        "desk-jar-draw": ("form", {}),
        "desk-jar-reveal": ("form", {}),
        "desk-finish": ("form", {"anyway": "1"}),
        "desk-reopen": ("form", {"reason": "Matrix check"}),
        "score-result": ("json", {"game": 2, "table": 4, "winner": min(seating[4]), "token": "matrix-post-0001"}),
        "score-undo": ("json", {"game": 2, "table": 1, "token": "matrix-undo-0001"}),
        "referee-home": ("form", {"players": "2", "ruleset": "nova-scotia", "mode": "pass", "kind0": "person",
                                  "name0": "Matrix", "kind1": "computer"}),
        "referee-game": ("form", {k: str(v) for k, v in entry.items()}),
        "referee-confirm": ("form", {"seat": str(winning_seat(world.rg_done))}),
        "referee-seat": ("form", {k: str(v) for k, v in next_action(world.phones_live).items() if k != "seat"}),
        "referee-seat-confirm": ("form", {}),
        "referee-table": ("form", {"mode": "pass", "ruleset": "nova-scotia"}),
        "desk-league-link": ("form", {"url": "https://league.example.org/", "token": "matrix-hall-token"}),
        "league-home": ("form", {"name": "Matrix hall two", "series": "Matrix league"}),
        "league-token-make": ("form", {}),
        "league-token-revoke": ("form", {}),
    }


def night_settings(night: Night, **changes) -> dict:
    """The night's settings form as the desk posts it, with ``changes``."""
    data = {"name": night.name, "date": night.date.isoformat(), "games": str(night.games), "venue": night.venue,
            "language": night.language, "paper": night.paper, "places": str(night.prize_places),
            "cookie_jar_games": str(night.cookie_jar_games), "cookie_jar_fee": str(night.cookie_jar_fee)}
    data.update({key: "on" for key in ("bye_earns_win", "booby_prize", "cookie_jar") if getattr(night, key)})
    return {**data, **changes}


def send(client: Client, method: str, url: str, payload: tuple[str, object] | None, csrf: str | None = None):
    """One request as the page would make it (with ``csrf``, the token a page would carry)."""
    if method == "GET":
        return client.get(url)
    kind, data = payload or ("form", {})
    if kind == "json":
        return post_json(client, url, data, csrf)
    return client.post(url, {**data, "csrfmiddlewaretoken": csrf} if csrf else data)


def attempt(client: Client, method: str, url: str, payload: tuple[str, object] | None = None, csrf: str | None = None):
    """Send one request in a savepoint rolled back afterwards: (response, snapshot taken just after it)."""
    return isolated(lambda: (send(client, method, url, payload, csrf), snapshot()))


__all__ = ["attempt", "ROLES", "PRIZE_ROUTES", "Route", "SimpleNamespace", "UnknownPattern", "World", "changes", "fill", "isolated",
           "next_action", "night_settings", "payloads", "post_json", "readable", "routes", "send", "snapshot", "winning_seat"]
