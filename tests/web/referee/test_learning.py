"""The learning switch's extras on a seat's page and the lessons' pages (SPEC 3c)."""

from __future__ import annotations

import re

import pytest

from cardparty.rules import rank_order
from cardparty.rules.lessons import LESSONS
from tournaments.referee.services import rebuild, referee_start

from .deals import ann_to_play

pytestmark = pytest.mark.django_db

def test_the_game_page_shows_the_rounds_trump_order_and_a_legal_hint(client):
    rg = ann_to_play()
    game = rebuild(rg)
    html = client.get(f"/referee/g/{rg.token}/").content.decode()
    order = re.search(r"data-learn-order>(.*?)</ol>", html, re.S).group(1)
    assert re.findall(r'data-order-card="([^"]+)"', order) == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
    assert "data-learning-switch" in html
    hint = re.search(r'data-learn-hint="([^"]+)"', html).group(1)
    assert hint in [str(c) for c in game.legal_cards()]


def test_every_lesson_position_answers_right_and_wrong_in_french(client):
    client.cookies["django_language"] = "fr"
    for lesson in LESSONS:
        for q, pos in enumerate(lesson["positions"]):
            url = f"/referee/learn/{lesson['slug']}/"
            right = client.get(url, {"q": q, "pick": pos["answer"][0]}, HTTP_ACCEPT_LANGUAGE="fr")
            assert right.status_code == 200 and 'data-verdict="right"' in right.content.decode()
            assert "Bravo" in right.content.decode()


def test_a_wrong_pick_is_told_wrong_with_the_referees_reason(client):
    page = client.get("/referee/learn/following/", {"q": 0, "pick": "9D"}).content.decode()
    assert 'data-verdict="wrong"' in page and "You hold a club: follow clubs or play a trump." in page


def test_an_unknown_lesson_or_a_pick_not_offered_changes_nothing(client):
    assert client.get("/referee/learn/no-such-lesson/").status_code == 404
    page = client.get("/referee/learn/trumps/", {"q": "x", "pick": "<script>"})
    assert page.status_code == 200 and "data-verdict" not in page.content.decode()


def test_the_lesson_list_lists_every_lesson(client):
    page = client.get("/referee/learn/").content.decode()
    assert page.count("data-lesson=") == len(LESSONS)


def test_a_players_own_phone_has_the_learning_switch_and_the_trump_order(client):
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]
    rg = referee_start(seats=seats, seed=2, mode="phones")
    game = rebuild(rg)
    html = client.get(f"/referee/p/{rg.pk}/{rg.seats[0]['key']}/").content.decode()
    assert "data-learning-switch" in html
    order = re.search(r"data-learn-order>(.*?)</ol>", html, re.S).group(1)
    assert re.findall(r'data-order-card="([^"]+)"', order) == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
