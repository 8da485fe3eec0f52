"""GET /n/<slug>/standings/: sortable table, prizes, ties, cookie jar."""

from __future__ import annotations

import re

import pytest

from tournaments.services.couples import couple_update
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


def _url(night) -> str:
    return f"/n/{night.slug}/standings/"


def _close_game_1(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)
    return game_close(night=night)


def _order(body: str) -> list[int]:
    return [int(n) for n in re.findall(r'<tr[^>]*data-couple="(\d+)"', body)]


def test_public_and_read_only(client, night):
    response = client.get(_url(night))
    assert response.status_code == 200
    body = response.content.decode()
    assert re.findall(r'<form[^>]*method="post"[^>]*action="([^"]*)"', body) == ["/i18n/setlang/"]
    assert "?_export=csv" in body and "?_export=xlsx" in body


def test_most_wins_first_and_sortable(client, night):
    _close_game_1(night)
    assert _order(client.get(_url(night)).content.decode())[:5] == [1, 3, 5, 7, 9]
    assert _order(client.get(_url(night), {"sort": "number"}).content.decode()) == list(range(1, 10))
    assert _order(client.get(_url(night), {"sort": "-number"}).content.decode()) == list(range(9, 0, -1))
    assert _order(client.get(_url(night), {"sort": "wins"}).content.decode())[:4] == [8, 6, 4, 2]
    assert client.get(_url(night), {"sort": "nonsense"}).status_code == 200


def test_every_row_has_a_cell_per_header(client, night):
    body = client.get(_url(night)).content.decode()
    table = body[body.index("<table"):body.index("</table>")]
    headers = len(re.findall(r"<th[ >]", table))
    rows = table.split("<tr")[2:]
    assert headers == 6 and len(rows) == 9
    assert all(len(re.findall(r"<td[ >]", row)) == headers for row in rows)


def test_sort_by_names(client, night):
    couple_update(night=night, number=6, player1="Aaron", player2="Zoé")
    assert _order(client.get(_url(night), {"sort": "names"}).content.decode())[0] == 6


def test_prize_groups_and_booby(client, night):
    _close_game_1(night)
    body = " ".join(client.get(_url(night)).content.decode().split())
    assert "1st prize" in body and "Booby prize" in body
    assert re.search(r'<li class="prize-row prize prize-1">.*?Couple 1', body)


def test_names_are_escaped(client, night):
    couple_update(night=night, number=2, player1="<script>alert(1)</script>", player2="Marie-Thérèse O'Neil")
    body = client.get(_url(night)).content.decode()
    assert "<script>alert(1)</script>" not in body and "&lt;script&gt;" in body
    assert "Marie-Thérèse O&#x27;Neil" in body


def test_the_cookie_jar_stays_sealed(client, night):
    body = client.get(_url(night)).content.decode()
    assert "Cookie jar" in body and "sealed" in body


def test_unknown_night_is_404(client):
    assert client.get("/n/nope/standings/").status_code == 404


def test_constant_queries(client, night, django_assert_max_num_queries):
    _close_game_1(night)
    with django_assert_max_num_queries(12):
        client.get(_url(night))
