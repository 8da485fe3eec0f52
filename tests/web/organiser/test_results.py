"""/desk/<slug>/results/: one game's results, each with a correction form carrying its version."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


@pytest.fixture
def played(started, keeper):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=started, game=1, table=table, winner=winner, user=keeper)
    return game_close(night=started)


def test_the_last_closed_game_is_shown_with_versions(org_client, played):
    page = org_client.get(reverse("desk-results", args=[played.slug]))
    assert page.status_code == 200
    assert b"Results of game 1" in page.content
    assert page.content.count(b'class="btn secondary small fix-link"') == 4 and b'name="version"' not in page.content
    assert b"keeper" in page.content and b"bye" in page.content
    form = org_client.get(reverse("desk-results", args=[played.slug]) + "?game=1&table=2").content
    assert form.count(b'name="version"') == 1 and b'name="version" value="1"' in form
    assert b'id="fix2_w3" checked' in form


def test_the_game_in_play_can_be_picked(org_client, played):
    page = org_client.get(reverse("desk-results", args=[played.slug]) + "?game=2")
    assert b"Results of game 2" in page.content and b"still in play" in page.content


@pytest.mark.parametrize("game", ["5", "x"])
def test_a_game_not_played_falls_back_to_the_last(org_client, played, game):
    page = org_client.get(reverse("desk-results", args=[played.slug]) + f"?game={game}")
    assert page.status_code == 200 and b"Results of game 1" in page.content


def test_before_the_start(org_client, night):
    page = org_client.get(reverse("desk-results", args=[night.slug]))
    assert page.status_code == 200 and b"No game has been seated yet." in page.content
    assert texts(page) == []


def test_others_are_refused(played, keeper, other_organiser):
    assert_others_refused(reverse("desk-results", args=[played.slug]), keeper=keeper, other=other_organiser)
