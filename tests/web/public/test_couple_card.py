"""GET /c/<token>/: a couple's own punch card by its unguessable link."""

from __future__ import annotations

import re

import pytest

from tournaments.models import Couple
from tournaments.services.couples import couple_link_revoke, couple_withdraw
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(couple) -> str:
    return f"/c/{couple.public_token}/"


def _couple(night, number) -> Couple:
    return Couple.objects.get(night=night, number=number)


def _close_game_1(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)
    return game_close(night=night)


def _boxes(body: str) -> list[str]:
    return re.findall(r'<li class="box (\w+)">', body)


def test_the_card_needs_no_login(client, night):
    response = client.get(_url(_couple(night, 3)))
    assert response.status_code == 200
    body = response.content.decode()
    assert "Couple 3" in body and "Player 3a &amp; Player 3b" in body
    assert "Table 2" in body and "Against couple 4" in body and "The other couple deals first." in body
    assert _boxes(body) == ["now"] + ["later"] * 24
    assert re.findall(r'<form[^>]*method="post"[^>]*action="([^"]*)"', body) == ["/i18n/setlang/"]


def test_won_games_are_punched_and_the_next_table_shown(client, night):
    _close_game_1(night)
    body = client.get(_url(_couple(night, 3))).content.decode()
    assert _boxes(body)[:2] == ["won", "now"]
    assert "1 win" in body and "Table 3" in body and "You deal first." in body
    assert "In line for the 1st prize" in body


def test_a_lost_game_and_the_bye(client, night):
    _close_game_1(night)
    loser = client.get(_url(_couple(night, 8))).content.decode()
    assert _boxes(loser)[:2] == ["lost", "now"] and "Table 4" in loser and "Against couple 5" in loser
    bye = client.get(_url(_couple(night, 7))).content.decode()
    assert "Table 5" in bye and "You have the bye this game" in bye


def test_games_before_joining_and_after_leaving_are_not_played(client, night):
    _close_game_1(night)
    couple_withdraw(night=night, number=2)
    assert _boxes(client.get(_url(_couple(night, 2))).content.decode())[:3] == ["lost", "out", "out"]


def test_unknown_and_revoked_links_are_404(client, night):
    couple = _couple(night, 3)
    old = _url(couple)
    couple_link_revoke(night=night, number=3)
    assert client.get(old).status_code == 404
    assert client.get(_url(_couple(night, 3))).status_code == 200
    assert client.get("/c/not-a-real-token-at-all/").status_code == 404
    assert client.get("/c/x/").status_code == 404
    assert client.get("/c/" + "a" * 500 + "/").status_code == 404


def test_in_the_nights_language(client, make_night):
    french = make_night(couples=4, language="fr")
    body = client.get(_url(_couple(french, 1))).content.decode()
    assert '<html lang="fr">' in body


def test_constant_queries(client, night, django_assert_max_num_queries):
    _close_game_1(night)
    with django_assert_max_num_queries(12):
        client.get(_url(_couple(night, 3)))
