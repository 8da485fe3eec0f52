"""One visitor cannot stop a hall's free referee games (issue 34, point 4): a device is counted by its
cookie (or, keeping none, by its address), the address only through a trusted proxy, everyone together
has a ceiling far above a hall's use, and a night's tables are never counted against strangers."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.test import Client

from tournaments.referee.models import RefereeGame
from tournaments.referee.views.device import DEVICE_COOKIE

from .conftest import act_legally

pytestmark = pytest.mark.django_db
NEW_GAME = {"players": "4", "ruleset": "nova-scotia", "mode": "pass",
            "kind0": "person", "name0": "Ann", "kind1": "computer", "kind2": "computer", "kind3": "computer"}
PROXY = "127.0.0.1"


@pytest.fixture
def small_limits(settings):
    """Three games a device, six from an address, twelve from everyone, in ten minutes."""
    settings.REFEREE_ANONYMOUS_LIMITS = {"device": 3, "address": 6, "everyone": 12, "seconds": 600}


def _phone(**meta) -> Client:
    """A phone that opened the new-game page, so it holds its device cookie."""
    phone = Client(**meta)
    assert phone.get("/referee/").status_code == 200 and DEVICE_COOKIE in phone.cookies
    return phone


def _start(client: Client, **meta):
    return client.post("/referee/", NEW_GAME, **meta)


def _started_by(address: str, games: int) -> None:
    """``games`` free games started a moment ago from ``address``, by as many devices."""
    RefereeGame.objects.bulk_create([
        RefereeGame(players=4, seed=n, seats=[{"kind": "person", "name": "A", "key": "k"}] * 4,
                    started_from=address, started_device=f"{address}-{n}") for n in range(games)])


def test_ten_addresses_at_their_ceiling_leave_room_for_everyone_else():
    """The attack reported: ten source addresses used up the global limit and every other device was
    refused for ten minutes. Each address now stops at its own ceiling, far below everyone's."""
    limits = django_settings.REFEREE_ANONYMOUS_LIMITS
    for n in range(10):
        _started_by(f"198.51.100.{n + 1}", limits["address"])
    refused = _start(_phone(REMOTE_ADDR="198.51.100.1"), REMOTE_ADDR="198.51.100.1")
    assert refused.status_code == 429 and "from this network" in refused.content.decode()
    assert _start(_phone(REMOTE_ADDR="192.168.1.77"), REMOTE_ADDR="192.168.1.77").status_code == 302


def test_phones_sharing_one_address_are_each_counted_by_their_own_cookie(small_limits):
    ann, bob = _phone(), _phone()
    for _ in range(3):
        assert _start(ann, REMOTE_ADDR="203.0.113.5").status_code == 302
    refused = _start(ann, REMOTE_ADDR="203.0.113.5")
    assert refused.status_code == 429 and "This device has started 3 games" in refused.content.decode()
    assert _start(bob, REMOTE_ADDR="203.0.113.5").status_code == 302


def test_a_device_is_its_cookie_wherever_it_goes(small_limits):
    ann = _phone()
    for n in range(3):
        assert _start(ann, REMOTE_ADDR=f"203.0.113.{n + 1}").status_code == 302
    assert _start(ann, REMOTE_ADDR="203.0.113.9").status_code == 429


def test_a_browser_that_keeps_no_cookie_is_counted_by_its_address(small_limits):
    for _ in range(3):
        assert _start(Client(), REMOTE_ADDR="203.0.113.5").status_code == 302
    refused = _start(Client(), REMOTE_ADDR="203.0.113.5")
    assert refused.status_code == 429 and "This device has started 3 games" in refused.content.decode()
    assert _start(Client(), REMOTE_ADDR="203.0.113.6").status_code == 302


def test_a_forged_device_cookie_counts_as_none(small_limits):
    for n in range(4):
        forger = Client()
        forger.cookies[DEVICE_COOKIE] = f"made-up-{n}"
        answer = _start(forger, REMOTE_ADDR="203.0.113.5")
        assert answer.status_code == (302 if n < 3 else 429)


def test_fresh_cookies_from_one_address_stop_at_its_ceiling(small_limits):
    answers = [_start(_phone(), REMOTE_ADDR="203.0.113.5").status_code for _ in range(7)]
    assert answers == [302] * 6 + [429]


def test_an_ipv6_device_is_counted_by_its_64_however_it_changes_its_address(small_limits):
    for n in range(3):
        assert _start(Client(), REMOTE_ADDR=f"2001:db8:5:7::{n + 1:x}").status_code == 302
    assert _start(Client(), REMOTE_ADDR="2001:db8:5:7:ffff::1").status_code == 429
    assert _start(Client(), REMOTE_ADDR="2001:db8:5:8::1").status_code == 302


def test_behind_the_proxy_each_visitor_is_counted_by_its_own_address(small_limits, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    for _ in range(3):
        assert _start(Client(), REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="203.0.113.5").status_code == 302
    assert _start(Client(), REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="203.0.113.5").status_code == 429
    assert _start(Client(), REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="203.0.113.6").status_code == 302
    assert set(RefereeGame.objects.values_list("started_from", flat=True)) == {"203.0.113.5", "203.0.113.6"}


def test_an_address_a_visitor_writes_itself_is_not_believed(small_limits, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    for n in range(4):
        answer = _start(Client(), REMOTE_ADDR="203.0.113.5", HTTP_X_FORWARDED_FOR=f"10.0.0.{n}")
        assert answer.status_code == (302 if n < 3 else 429)


def test_players_at_a_nights_table_are_never_counted_against_strangers(small_limits, night, keeper):
    _started_by("198.51.100.1", 6)
    _started_by("198.51.100.2", 6)
    assert _start(_phone(), REMOTE_ADDR="192.168.1.77").status_code == 429  # strangers used up everyone's
    scorekeeper = Client()
    scorekeeper.force_login(keeper)
    started = scorekeeper.post(f"/referee/night/{night.slug}/table/1/", {"mode": "phones", "ruleset": "nova-scotia"},
                               REMOTE_ADDR="192.168.1.77")
    assert started.status_code == 302
    rg = RefereeGame.objects.get(night=night)
    for seat in rg.people():  # each player opens their seat's link (the QR code on the table's page)
        page = Client().get(f"/referee/p/{rg.pk}/{rg.seats[seat]['key']}/", REMOTE_ADDR="192.168.1.77")
        assert page.status_code == 200
    rg = act_legally(rg)
    assert len(rg.actions) >= 1 and rg.started_from is None and rg.started_device == ""
