"""Games started without a login are kept in bounds (issue 14, point 5): one device starts only so
many in a while, and free games no one has touched for long are forgotten."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from django.core.management import call_command
from django.utils import timezone

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import referee_start_for_table
from tournaments.referee.upkeep import referee_forget

pytestmark = pytest.mark.django_db
NEW_GAME = {"players": "4", "ruleset": "nova-scotia", "mode": "pass",
            "kind0": "person", "name0": "Ann", "kind1": "computer", "kind2": "computer", "kind3": "computer"}


@pytest.fixture(autouse=True)
def small_limits(settings):
    """Three games a device, five from an address, five from everyone, in ten minutes."""
    settings.REFEREE_ANONYMOUS_LIMITS = {"device": 3, "address": 5, "everyone": 5, "seconds": 600}


def _start(client, address: str):
    """A game started from ``address``; each call a browser that keeps no cookie (as this client has none)."""
    client.cookies.pop("referee_device", None)
    return client.post("/referee/", NEW_GAME, REMOTE_ADDR=address)


def test_a_device_without_a_login_starts_only_so_many_games_in_a_while(client):
    for _ in range(3):
        assert _start(client, "192.168.1.50").status_code == 302
    refused = _start(client, "192.168.1.50")
    assert refused.status_code == 429
    assert "This device has started 3 games" in refused.content.decode()
    assert RefereeGame.objects.count() == 3


def test_another_device_may_still_start_a_game(client):
    for _ in range(3):
        _start(client, "192.168.1.50")
    assert _start(client, "192.168.1.51").status_code == 302


def test_everyone_without_a_login_together_starts_only_so_many(client):
    for n in range(5):
        assert _start(client, f"192.168.1.{n + 10}").status_code == 302
    refused = _start(client, "192.168.1.99")
    assert refused.status_code == 429 and "log in to start one now" in refused.content.decode()


def test_a_person_logged_in_is_not_counted(client, keeper):
    client.force_login(keeper)
    for _ in range(7):
        assert _start(client, "192.168.1.50").status_code == 302


def test_the_games_of_a_while_ago_no_longer_count(client):
    for _ in range(3):
        _start(client, "192.168.1.50")
    RefereeGame.objects.update(created_at=timezone.now() - dt.timedelta(minutes=11))
    assert _start(client, "192.168.1.50").status_code == 302


def test_a_refused_start_is_said_in_french(client):
    for _ in range(3):
        _start(client, "192.168.1.50")
    client.cookies.pop("referee_device", None)
    refused = client.post("/referee/", NEW_GAME, REMOTE_ADDR="192.168.1.50", HTTP_ACCEPT_LANGUAGE="fr")
    assert refused.status_code == 429 and "Cet appareil a commencé 3 parties" in refused.content.decode()


def test_free_games_untouched_for_long_are_forgotten_and_a_nights_games_stay(client, night, keeper, settings):
    _start(client, "192.168.1.50")
    old, recent = RefereeGame.objects.get(), None
    night_game = referee_start_for_table(night=night, table=1, user=keeper)
    _start(client, "192.168.1.51")
    recent = RefereeGame.objects.exclude(pk__in=[old.pk, night_game.pk]).get()
    long_ago = timezone.now() - dt.timedelta(days=settings.REFEREE_FORGET_AFTER_DAYS + 1)
    RefereeGame.objects.filter(pk__in=[old.pk, night_game.pk]).update(updated_at=long_ago)
    assert referee_forget() == 1
    assert set(RefereeGame.objects.values_list("pk", flat=True)) == {night_game.pk, recent.pk}


def test_a_new_game_forgets_the_long_untouched_ones(client, settings):
    _start(client, "192.168.1.50")
    RefereeGame.objects.update(updated_at=timezone.now() - dt.timedelta(days=settings.REFEREE_FORGET_AFTER_DAYS + 1))
    _start(client, "192.168.1.51")
    assert RefereeGame.objects.count() == 1


def test_the_forget_command_says_how_many(client, settings):
    _start(client, "192.168.1.50")
    RefereeGame.objects.update(updated_at=timezone.now() - dt.timedelta(days=settings.REFEREE_FORGET_AFTER_DAYS + 1))
    out = io.StringIO()
    call_command("referee_forget", stdout=out)
    assert out.getvalue().strip() == "1 forgotten" and not RefereeGame.objects.exists()
