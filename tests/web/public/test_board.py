"""GET /n/<slug>/board/: the wall board, public and read-only."""

from __future__ import annotations

import re

import pytest

from tournaments.selectors import night_standings
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/n/{night.slug}/board/"


def _close_game_1(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)
    return game_close(night=night)


def test_public_without_login(client, night):
    response = client.get(_url(night))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Game 1 of 25" in body and "4 tables of 4 still playing" in body
    assert "Find my couple" in body and "js/board.js" in body


def test_no_form_changes_data(client, night):
    body = client.get(_url(night)).content.decode()
    actions = re.findall(r'<form[^>]*method="post"[^>]*action="([^"]*)"', body)
    assert actions == ["/i18n/setlang/"]


def test_progress_counts_missing_tables(client, night):
    result_record(night=night, game=1, table=2, winner=3)
    body = client.get(_url(night)).content.decode()
    assert "3 tables of 4 still playing" in body and "Tables 1, 3, 4" in body


def test_movement_and_bye_after_a_close(client, night):
    _close_game_1(night)
    body = " ".join(client.get(_url(night)).content.decode().split())
    assert "Game 2 of 25" in body and "Where to sit for game 2" in body
    # Winners 1, 3, 5, 7 and the bye couple 9 move on one table: 7 arrives alone at table 5.
    assert re.search(r'data-couple="1".*?Couple <b>1</b>.*?Table <b>2</b>.*?deals first', body)
    assert re.search(r'data-couple="9".*?Table <b>1</b>', body)
    assert re.search(r'class="move bye" data-couple="7".*?Table <b>5</b>.*?bye', body)
    assert "Standings after 1 game" in body


def _ranks(body: str) -> str:
    """The board's standings (the part after their title)."""
    return body[body.index('id="ranks-title"'):]


def test_no_prize_badge_while_the_night_is_played(client, night):
    """Issue 33, point 8: after game 1 five couples had "1st prize" and four "Booby prize" on the board."""
    _close_game_1(night)
    ranks = _ranks(client.get(_url(night)).content.decode())
    assert "prize-tag" not in ranks and "1st prize" not in ranks and "Booby prize" not in ranks
    assert 'class="rank prize' not in ranks and "Leading" not in ranks


def test_the_couples_with_the_most_wins_lead_once_enough_games_are_played(client, night, play_games):
    night = play_games(night, 4)  # the lower number wins every table
    wins = {line.number: line.wins for line in night_standings(night=night).lines}
    top = [n for n, w in wins.items() if w == max(wins.values())]
    assert 1 <= len(top) <= 3  # a lead that means something
    ranks = _ranks(client.get(_url(night)).content.decode())
    for number in wins:
        row = re.search(rf'<li class="rank ?([a-z ]*)" data-couple="{number}"[^>]*>(.*?)</li>', ranks, re.S)
        assert ("leading" in row[1].split()) is (number in top), number
        assert ("Leading" in row[2]) is (number in top), number
    assert "1st prize" not in ranks


def test_prize_groups_are_highlighted_once_every_game_is_played(client, make_night, play_games):
    night = play_games(make_night(couples=6, games=1), 1)
    body = client.get(_url(night)).content.decode()
    assert re.search(r'class="rank prize prize-1" data-couple="1"', body)
    assert "1st prize" in body and "Leading" not in body
def test_in_the_nights_language(client, make_night):
    french = make_night(couples=4, language="fr")
    body = client.get(_url(french)).content.decode()
    assert '<html lang="fr">' in body


def test_unknown_night_is_404(client):
    assert client.get("/n/nope/board/").status_code == 404


def test_registration_shows_the_count(client, make_night):
    waiting = make_night(couples=3, start=False)
    assert "3 couples registered" in client.get(_url(waiting)).content.decode()


def test_constant_queries(client, night, django_assert_max_num_queries):
    _close_game_1(night)
    with django_assert_max_num_queries(14):
        client.get(_url(night))
