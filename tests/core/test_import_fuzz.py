"""Hostile night files (issue 14, point 4): a valid export, damaged at random, is either refused
(Refusal or Conflict, nothing else) or imported, and then every page of that night still answers."""

from __future__ import annotations

import copy
import os
from collections import Counter

import pytest
from django.core.cache import caches
from django.db import transaction
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.errors import Refusal
from tournaments.models import Couple, Night
from tournaments.models.night import new_public_token
from tournaments.transfer import night_export, night_import

pytestmark = pytest.mark.django_db

HOSTILE = ["\u202e", "<script>alert(1)</script>", "x" * 500, "../", "../../etc/passwd", "", " ", "\x00", "{{ 7|add:1 }}",
           "%(path)s", "\u200b", "Ω" * 81, "1e9", "-1", "NaN", "desk", "a/b", "\n"]
FREE_TEXT = {"player1", "player2", "name", "venue", "description", "amount", "reason"}
KEYS = ["id", "pk", "night_id", "night", "couple_id", "series_id", "organisers", "made_by_form", "created_at", "x"]
NIGHT_PAGES = ["board", "board-live", "standings", "desk-night", "desk-night-edit", "desk-couples", "desk-progress",
               "desk-progress-live", "desk-moves", "desk-results", "desk-audit", "desk-prizes", "desk-jar",
               "score", "score-state", "referee-night", "print-punchcards", "print-tablecards", "print-standings",
               "print-backup"]
SITE_PAGES = ["home", "desk-home", "score-home"]
EXAMPLES = int(os.environ.get("CARDPARTY_FUZZ_EXAMPLES", "40"))  # more for a longer hunt, at random

json_leaf = st.none() | st.booleans() | st.integers(-3, 120) | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12)
json_value = st.recursive(
    json_leaf | st.sampled_from(HOSTILE),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def places(data, path=()):
    """Every (path, value) in the data, containers included."""
    yield path, data
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield from places(value, (*path, key))


def at(data, path):
    for key in path:
        data = data[key]
    return data


@st.composite
def mutation(draw, base):
    """One damage to the data: a value replaced (by anything; by another value of its type, most
    likely to pass the schema and reach the pages; by something hostile), a key added, a key or a
    list item deleted."""
    data = copy.deepcopy(base)
    nodes = list(places(data))[1:]
    how = draw(st.sampled_from(["replace", "same", "same", "hostile", "text", "text", "text", "add", "delete", "drop"]))
    if how == "hostile":
        nodes = [(p, v) for p, v in nodes if isinstance(v, str)]
    elif how == "text":  # free text: taken (cleaned), so the pages have to show it
        nodes, how = [(p, v) for p, v in nodes if p[-1] in FREE_TEXT], "hostile"
    elif how == "drop":  # a list item: a result, a tie-break, a jar entry, a prize place, a seat, a couple
        nodes, how = [(p, v) for p, v in nodes if isinstance(p[-1], int)], "delete"
    elif how == "same":
        nodes = [(p, v) for p, v in nodes if not isinstance(v, dict | list)]
    path, value = draw(st.sampled_from(nodes))
    parent, key = at(data, path[:-1]), path[-1]
    if how == "replace":
        parent[key] = draw(json_value)
    elif how == "same":
        kin = [v for _p, v in nodes if type(v) is type(value)]
        parent[key] = draw(st.integers(0, 30) | st.sampled_from(kin)) if type(value) is int else draw(st.sampled_from(kin))
    elif how == "hostile":
        parent[key] = draw(st.sampled_from(HOSTILE))
    elif how == "add":
        dicts = [v for _p, v in nodes if isinstance(v, dict)]
        draw(st.sampled_from(dicts))[draw(st.sampled_from(KEYS) | st.text(max_size=8))] = draw(json_value)
    else:
        del parent[key]
    return data


@st.composite
def damaged(draw, base):
    data = base
    for _ in range(draw(st.integers(1, 2))):
        data = draw(mutation(data))
    return data


@pytest.fixture
def base(busy_night):
    """The busy night's export; the night itself moves aside so its slug and links are free."""
    data = night_export(night=busy_night)
    Night.objects.filter(pk=busy_night.pk).update(slug="the-original")
    for couple in Couple.objects.filter(night=busy_night):
        couple.public_token = new_public_token()
        couple.save(update_fields=["public_token"])
    return data


def every_page_answers(night: Night, client: Client) -> None:
    urls = [reverse(name) for name in SITE_PAGES] + [reverse(name, kwargs={"slug": night.slug}) for name in NIGHT_PAGES]
    couples = list(night.couples.order_by("number"))
    for couple in couples[:1] + couples[-1:]:
        urls += [reverse("couple-card", kwargs={"token": couple.public_token}),
                 reverse("desk-couple-edit", kwargs={"slug": night.slug, "number": couple.number}),
                 reverse("desk-couple-link", kwargs={"slug": night.slug, "number": couple.number})]
    for url in urls:
        status = client.get(url).status_code
        assert status < 500, f"{url} answered {status}"


def test_the_undamaged_export_imports_and_every_page_answers(base, organiser):
    night = night_import(data=base)
    night.organisers.add(organiser)
    client = Client()
    client.force_login(organiser)
    every_page_answers(night, client)


def test_a_damaged_file_is_refused_or_every_page_of_its_night_answers(base, organiser):
    client, outcomes = Client(), Counter()

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES == 40,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(data=damaged(base))
    def check(data):
        with transaction.atomic():
            point = transaction.savepoint()
            try:
                for kept in caches.all():  # the pages' fragments, and the sessions the rollback below takes from the database
                    kept.clear()
                try:
                    night = night_import(data=data)
                except Refusal as refusal:  # Conflict is a Refusal too; any other exception fails the test
                    outcomes[refusal.message.split(": ")[0]] += 1
                    return
                outcomes["imported"] += 1
                night.organisers.add(organiser)
                client.force_login(organiser)
                every_page_answers(night, client)
            finally:
                transaction.savepoint_rollback(point)

    check()
    print(sorted(outcomes.items(), key=lambda kv: -kv[1]))  # noqa: T201
    assert outcomes["imported"] >= 4, "some damaged files import, so the pages are tried"  # 6 of 40 today


def test_a_damaged_file_sent_to_the_league_is_refused_or_kept_never_a_crash(base):
    """The league's way in (issue 34): the same damage, a night's version and card links included, sent by a
    hall whose earlier copy the league holds: a Refusal (400, 409) or a receipt, nothing else, and a refused
    file leaves the league's copy as it was."""
    from tournaments.league.models import ReceivedNight
    from tournaments.league.services import hall_create, night_receive
    from tournaments.services.nights import series_get_or_create

    hall = hall_create(name="Fuzz hall", series=series_get_or_create(name="Fuzz league"))
    sent = copy.deepcopy(base)
    sent["night"].update(state="finished", current_game=sent["night"]["games"])
    try:
        night_receive(data=sent, hall=hall)
    except Refusal:
        pass  # the league holds no copy: the damaged files below are new nights
    outcomes = Counter()

    @settings(max_examples=max(EXAMPLES // 2, 10), deadline=None, derandomize=EXAMPLES == 40,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(data=damaged(sent))
    def check(data):
        with transaction.atomic():
            point = transaction.savepoint()
            kept = sorted(ReceivedNight.objects.values_list("slug", "digest", "version"))
            try:
                try:
                    outcomes[night_receive(data=data, hall=hall).outcome] += 1
                except Refusal as refusal:
                    outcomes[str(refusal.status)] += 1
                    assert sorted(ReceivedNight.objects.values_list("slug", "digest", "version")) == kept
            finally:
                transaction.savepoint_rollback(point)

    check()
    print(sorted(outcomes.items(), key=lambda kv: -kv[1]))  # noqa: T201
    assert outcomes["400"] >= 1
