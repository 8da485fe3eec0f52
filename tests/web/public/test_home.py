"""GET /: each audience finds its links; nobody sees links they cannot use."""

from __future__ import annotations

import pytest

from tournaments.services.nights import night_finish

pytestmark = pytest.mark.django_db


def test_anonymous_sees_the_board_and_standings_and_a_log_in(client, night):
    body = client.get("/").content.decode()
    assert f"/n/{night.slug}/board/" in body and f"/n/{night.slug}/standings/" in body
    assert f"/score/{night.slug}/" not in body and f"/desk/{night.slug}/" not in body
    assert "/accounts/login/" in body
    assert "Game 1 of 25" in body


def test_a_scorekeeper_sees_enter_results_only_for_their_nights(keeper_client, night, other_night):
    body = keeper_client.get("/").content.decode()
    assert f"/score/{night.slug}/" in body
    assert f"/score/{other_night.slug}/" not in body
    assert f"/desk/{night.slug}/" not in body


def test_an_organiser_sees_run_this_night(client, night, django_user_model):
    boss = django_user_model.objects.create_user("boss", is_staff=True)
    night.organisers.add(boss)
    client.force_login(boss)
    body = client.get("/").content.decode()
    assert f"/desk/{night.slug}/" in body and f"/score/{night.slug}/" in body and "/desk/" in body


def test_finished_nights_are_listed_as_past(client, make_night, play_games):
    done = play_games(make_night(couples=4, games=1), 1)
    night_finish(night=done)
    body = client.get("/").content.decode()
    assert "Past nights" in body and f"/n/{done.slug}/standings/" in body
    assert f"/n/{done.slug}/board/" not in body


def test_constant_queries(client, make_night, django_assert_max_num_queries):
    for _ in range(5):
        make_night(couples=2, start=False)
    with django_assert_max_num_queries(6):
        client.get("/")
