"""After logging in, each person lands on their own work: an organiser on the desk, a scorekeeper on
the tablet page of the night they score, or the choice of their nights (and only theirs)."""

from __future__ import annotations

import pytest
from django.test import Client

from tournaments.services.nights import night_finish

pytestmark = pytest.mark.django_db


def _log_in(username: str, **extra) -> tuple[Client, object]:
    """Log in with the form (the fixtures' accounts are given a password here)."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.get(username=username)
    user.set_password("pw-for-tests-1")
    user.save()
    client = Client()
    response = client.post("/accounts/login/", {"username": username, "password": "pw-for-tests-1", **extra})
    return client, response


def test_a_scorekeeper_of_one_night_goes_straight_to_its_tablet(night, other_night):
    client, response = _log_in("keeper")
    assert response["Location"] == "/score/"
    assert client.get("/score/")["Location"] == f"/score/{night.slug}/"


def test_a_scorekeeper_of_several_nights_chooses_among_their_own_only(night, other_night, make_night, play_games,
                                                                      keeper):
    later = make_night(couples=4, start=False)
    later.scorekeepers.add(keeper)
    done = play_games(make_night(couples=4, games=1), 1)  # every game played: nothing left to score
    done.scorekeepers.add(keeper)
    client, _ = _log_in("keeper")
    page = client.get("/score/").content.decode()
    assert f'href="/score/{night.slug}/"' in page and f'href="/score/{later.slug}/"' in page
    assert page.index(night.name) < page.index(later.name), "the night being played comes first"
    assert other_night.slug not in page and done.slug not in page
    assert "Game 1 of 25" in page and "not started yet" in page


def test_a_scorekeeper_with_no_night_now_is_told_whom_to_ask(django_user_model, night):
    django_user_model.objects.create_user("idle", password="pw-for-tests-1")
    client, response = _log_in("idle")
    page = client.get(response["Location"])
    assert page.status_code == 200 and "Ask the organiser to add you" in page.content.decode()


def test_an_organiser_lands_on_the_desk_and_a_next_address_still_wins(django_user_model, night):
    django_user_model.objects.create_user("boss", password="pw-for-tests-1", is_staff=True)
    assert _log_in("boss")[1]["Location"] == "/desk/"
    assert _log_in("keeper", next=f"/n/{night.slug}/board/")[1]["Location"] == f"/n/{night.slug}/board/"


def test_a_finished_night_is_not_offered(play_games, make_night, keeper):
    one = play_games(make_night(couples=4, games=1), 1)
    one.scorekeepers.add(keeper)
    night_finish(night=one)
    client, _ = _log_in("keeper")
    assert one.slug not in client.get("/score/").content.decode()
