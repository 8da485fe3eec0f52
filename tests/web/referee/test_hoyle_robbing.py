"""Hoyle's robbing by the king on the referee pages: the king's holder lays out a card, no "keep my hand"."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from cardparty.rules import new_game
from tournaments.referee.services import rebuild, referee_start

pytestmark = pytest.mark.django_db

PAIR = [{"kind": "person", "name": "Ann"}, {"kind": "computer"}]


def _king_robs_at_seat_0() -> int:
    for seed in range(5000):
        game = new_game(2, "hoyle", seed, 1)
        if game.phase == "rob" and game.robber == 0 and game.must_rob():
            return seed
    raise AssertionError("no such deal")


def test_the_kings_holder_is_told_to_lay_out_a_card_and_may_not_keep_the_hand(client):
    rg = referee_start(seats=PAIR, ruleset="hoyle", seed=_king_robs_at_seat_0(), dealer=1)
    url = f"/referee/g/{rg.token}/"
    page = client.get(url).content.decode()
    assert "You hold the king of trumps and the ace was not dealt" in page
    assert 'value="decline"' not in page and 'value="rob"' in page
    refused = client.post(url, {"seat": "0", "step": "0", "kind": "decline"})
    assert refused.status_code == 400
    assert "king of trumps must lay out a card" in refused.content.decode()
    rg.refresh_from_db()
    assert rg.actions == [], "the refusal changes nothing"
    discard = rebuild(rg).hand(0)[0]
    assert client.post(url, {"seat": "0", "step": "0", "kind": "rob", "card": str(discard)}).status_code == 302
    rg.refresh_from_db()
    assert rg.actions[0] == ["rob", 0, str(discard)]


def test_hoyle_is_offered_on_the_new_game_form(client):
    page = client.get("/referee/").content.decode()
    assert 'value="hoyle"' in page and "Hoyle&#x27;s Forty-Five (1831)" in page


def _play(lines: str, **options) -> str:
    out = io.StringIO()
    call_command("referee", stdin=io.StringIO(lines), stdout=out, **options)
    return out.getvalue()


def test_the_terminal_asks_the_kings_holder_for_a_card_and_refuses_no():
    # Seed 0, two players, seat 0 deals the eight of hearts and holds the king; the ace is in the stock.
    game = new_game(2, "hoyle", 0, 0)
    assert game.robber == 0 and game.must_rob()
    text = _play("no\n" + "auto\n" * 400, players=2, seed=0, seat=0, ruleset="hoyle")
    assert "You hold the king of trumps: type the card to lay out for the turned trump:" in text
    assert "Refused: The holder of the king of trumps must lay out a card" in text
    assert " won, " in text.splitlines()[-1]


def test_hoyle_plays_to_the_end_in_the_terminal_at_four():
    text = _play("auto\n" * 600, players=4, seed=3, seat=0, ruleset="hoyle")
    assert " won, " in text.splitlines()[-1] and "45" in text.splitlines()[-1]


def test_the_turned_kings_five_is_told_with_the_deal():
    game = new_game(2, "hoyle", 9, 0)
    assert game.turned.rank == 13 and game.scores == [5, 0]
    text = _play("q\n", players=2, seed=9, seat=1, ruleset="hoyle")
    assert "deals and turns the king of diamonds; diamonds are trumps. A turned king or ace counts 5 for Computer 1." in text
    assert "scores 5 - 0" in text
