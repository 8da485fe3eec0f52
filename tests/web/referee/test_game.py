"""The refereed game pages: start, play, refusals, hand-over, own phones, replay."""

from __future__ import annotations

import re

import pytest

from cardparty.rules import new_game
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_start

from .conftest import act_legally, finish

pytestmark = pytest.mark.django_db

ALONE = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3
TWO = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]


def _game_url(rg: RefereeGame) -> str:
    return f"/referee/g/{rg.token}/"


def _hand(response) -> list[str]:
    html = response.content.decode()
    section = re.search(r'<ul class="ref-cards".*?</ul>', html, re.S)
    return re.findall(r'data-card="([^"]+)"', section.group(0)) if section else []


def _post(client, rg, **data):
    rg.refresh_from_db()
    data.setdefault("step", len(rg.actions))
    return client.post(_game_url(rg), data)


def _seed_where(test) -> int:
    for seed in range(5000):
        if test(new_game(4, "nova-scotia", seed, 0)):
            return seed
    raise AssertionError("no such deal")


# --- starting ----------------------------------------------------------------------------
def test_the_new_game_form(client):
    response = client.get("/referee/")
    assert response.status_code == 200
    html = response.content.decode()
    for name in ("players", "ruleset", "mode", "kind0", "name5"):
        assert f'name="{name}"' in html


def test_dealing_a_game_for_one_person_against_computers(client):
    response = client.post("/referee/", {"players": "4", "ruleset": "nova-scotia", "mode": "pass",
                                         "kind0": "person", "name0": "  Ann  ", "kind1": "computer",
                                         "kind2": "computer", "kind3": "computer", "kind4": "person"})
    assert response.status_code == 302
    rg = RefereeGame.objects.get()
    assert response["Location"] == _game_url(rg)
    assert rg.players == 4 and [s["kind"] for s in rg.seats] == ["person", "computer", "computer", "computer"]
    assert rg.seats[0]["name"] == "Ann" and rg.seats[1]["name"] == "Computer 2"
    assert len({s["key"] for s in rg.seats}) == 4 and all(len(s["key"]) >= 20 for s in rg.seats)
    game = rebuild(rg)
    assert game.to_act == 0, "the computers moved until the person is to act"
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert len(_hand(page)) == 5, "one person at the table: no hand-over screen"
    assert "data-handover" not in page.content.decode()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"players": "7"}, "2 to 6 players"),
        ({"players": "x"}, "2 to 6 players"),
        ({"players": "4", "ruleset": "bridge"}, "There are no rules called bridge"),
        ({"players": "5", "ruleset": "nova-scotia"}, "played by 2, 3, 4, 6 players, not 5"),
        ({"players": "2", "kind0": "computer", "kind1": "computer"}, "Seat at least one person"),
        ({"players": "2", "kind0": "robot"}, "a person or by the computer"),
        ({"players": "2", "mode": "telepathy"}, "on one tablet or on their own phones"),
    ],
)
def test_a_bad_new_game_is_answered_400(client, data, message):
    data = {"ruleset": "nova-scotia", "mode": "pass", "kind0": "person", "kind1": "computer", **data}
    response = client.post("/referee/", data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not RefereeGame.objects.exists()


def test_five_players_with_the_irish_rules():
    rg = referee_start(seats=ALONE + [{"kind": "computer"}], ruleset="irish", seed=3)
    assert rg.players == 5 and rebuild(rg).sides == 5


def test_an_unknown_game_is_404(client):
    assert client.get("/referee/g/nope/").status_code == 404
    assert client.get("/referee/p/999/nope/").status_code == 404


# --- playing ----------------------------------------------------------------------------
def test_a_legal_card_is_played_and_the_computers_answer(client):
    rg = referee_start(seats=ALONE, seed=11)
    game = rebuild(rg)
    while game.phase == "rob":
        rg = act_legally(rg)
        game = rebuild(rg)
    before = len(rg.actions)
    card = str(game.legal_cards()[0])
    response = _post(client, rg, seat="0", kind="play", card=card)
    assert response.status_code == 302
    rg.refresh_from_db()
    assert rg.actions[before] == ["play", 0, card]
    assert len(rg.actions) > before + 1 or rg.status != "playing"
    assert rebuild(rg).to_act in (0, None)


def test_an_illegal_card_is_refused_with_the_rule_and_nothing_changes(client):
    def has_illegal(game):
        return game.phase == "play" and game.to_act == 0 and len(game.legal_cards()) < len(game.hand(0))

    # Play legally until seat 0 holds a card it may not play.
    for seed in range(200):
        rg = referee_start(seats=ALONE, seed=seed)
        for _ in range(12):
            game = rebuild(rg)
            if rg.status != "playing" or has_illegal(game):
                break
            rg = act_legally(rg)
        if rg.status == "playing" and has_illegal(rebuild(rg)):
            break
    game = rebuild(rg)
    illegal = next(c for c in game.hand(0) if c not in game.legal_cards())
    actions = list(rg.actions)
    response = _post(client, rg, seat="0", kind="play", card=str(illegal))
    assert response.status_code == 400
    html = response.content.decode()
    assert re.search(r'id="refusal" class="msg refused" role="alert">[^<]*(follow|must be played|trump)', html), html
    assert len(_hand(response)) == len(game.hand(0)), "the hand stays on screen"
    rg.refresh_from_db()
    assert rg.actions == actions
    page = client.get(_game_url(rg))
    assert f'data-card="{illegal}"' in page.content.decode()
    assert re.search(r'class="pc big[^"]*illegal"\s+data-refusal="[^"]+"', page.content.decode())


@pytest.mark.parametrize(
    ("data", "status", "message"),
    [
        ({"seat": "0", "kind": "shuffle", "card": "KH"}, 400, "is not an action of this game"),
        ({"seat": "0", "kind": "play"}, 400, "Choose a card"),
        ({"seat": "0", "kind": "play", "card": "XX"}, 400, "XX is not a card"),
        ({"seat": "0", "kind": "play", "card": "10Z"}, 400, "10Z is not a card"),
        ({"seat": "1", "kind": "play", "card": "KH"}, 400, "played by the computer"),
        ({"seat": "9", "kind": "play", "card": "KH"}, 400, "There is no seat 9"),
        ({"seat": "abc", "kind": "play", "card": "KH"}, 400, "There is no seat"),
        ({"seat": "0", "kind": "play", "card": "KH", "step": "0"}, 409, "moved on"),
    ],
)
def test_bad_actions_are_refused_never_500(client, data, status, message):
    rg = referee_start(seats=ALONE, seed=11)
    actions = list(rg.actions)
    response = _post(client, rg, **data)
    assert response.status_code == status
    assert message in response.content.decode()
    rg.refresh_from_db()
    assert rg.actions == actions


def test_a_card_not_held_is_refused(client):
    rg = referee_start(seats=ALONE, seed=11)
    game = rebuild(rg)
    while game.phase == "rob":
        rg = act_legally(rg)
        game = rebuild(rg)
    missing = next(c for c in ("KH", "QH", "JH", "2C", "3C", "4C") if c not in map(str, game.hand(0)))
    response = _post(client, rg, seat="0", kind="play", card=missing)
    assert response.status_code == 400
    assert f"You do not hold {missing}" in response.content.decode()


def test_robbing_when_allowed():
    seed = _seed_where(lambda g: g.phase == "rob" and g.robber == 0)
    rg = referee_start(seats=ALONE, seed=seed)
    game = rebuild(rg)
    assert game.phase == "rob" and game.to_act == 0
    discard, taken = game.hand(0)[0], game.rob_card
    from django.test import Client

    client = Client()
    page = client.get(_game_url(rg)).content.decode()
    assert "You may rob" in page and 'name="kind" value="decline"' in page and 'value="rob"' in page
    response = _post(client, rg, seat="0", kind="rob", card=str(discard))
    assert response.status_code == 302
    rg.refresh_from_db()
    assert rg.actions[0] == ["rob", 0, str(discard)]
    hand = rebuild(rg, 1).hand(0)
    assert taken in hand and discard not in hand


def test_declining_to_rob_and_robbing_out_of_turn(client):
    seed = _seed_where(lambda g: g.phase == "rob" and g.robber == 0)
    rg = referee_start(seats=ALONE, seed=seed)
    assert _post(client, rg, seat="0", kind="play", card=str(rebuild(rg).hand(0)[0])).status_code == 400
    assert _post(client, rg, seat="0", kind="decline").status_code == 302
    rg.refresh_from_db()
    assert rg.actions[0] == ["decline", 0, None]
    response = _post(client, rg, seat="0", kind="rob", card=str(rebuild(rg).hand(0)[0]))
    assert response.status_code in (400, 409)


# --- pass and play: the hand-over screen ------------------------------------------------------------
def test_pass_and_play_hides_each_hand_behind_a_hand_over(client):
    rg = referee_start(seats=TWO, seed=21)
    game = rebuild(rg)
    first = game.to_act
    page = client.get(_game_url(rg))
    html = page.content.decode()
    assert f'data-handover="{first}"' in html and _hand(page) == []
    assert f"Pass the tablet to {rg.seats[first]['name']}" in html
    other = 1 - first
    assert _hand(client.get(_game_url(rg), {"seat": other})) == [], "only the player to act may look"
    shown = client.get(_game_url(rg), {"seat": first})
    assert len(_hand(shown)) in (5, 6) or game.phase == "rob"
    while rebuild(rg).to_act == first:
        game = rebuild(rg)
        data = ({"kind": "decline"} if game.phase == "rob"
                else {"kind": "play", "card": str(game.legal_cards()[0])})
        response = _post(client, rg, seat=str(first), **data)
        rg.refresh_from_db()
    assert response.status_code == 302
    assert "seat=" not in response["Location"], "the next person gets the hand-over screen"
    after = client.get(response["Location"])
    assert _hand(after) == [] and f'data-handover="{rebuild(rg).to_act}"' in after.content.decode()


def test_pass_and_play_keeps_the_hand_when_the_same_person_acts_again(client):
    rg = referee_start(seats=TWO, seed=21)
    for _ in range(60):
        game = rebuild(rg)
        seat = game.to_act
        if game.phase == "rob":
            response = _post(client, rg, seat=str(seat), kind="decline")
        else:
            response = _post(client, rg, seat=str(seat), kind="play", card=str(game.legal_cards()[0]))
        assert response.status_code == 302
        rg.refresh_from_db()
        if rg.status != "playing":
            break
        if rebuild(rg).to_act == seat:
            assert response["Location"].endswith(f"?seat={seat}")
            return
    pytest.skip("no repeated turn in this deal")


# --- own phones --------------------------------------------------------------------------
def test_own_phones_give_each_person_a_private_page(client):
    rg = referee_start(seats=TWO, seed=21, mode="phones")
    host = client.get(_game_url(rg))
    html = host.content.decode()
    assert host.status_code == 200
    assert html.count('class="qr"') == 2 and "data-hand" not in html
    for seat in (0, 1):
        assert f"/referee/p/{rg.pk}/{rg.seats[seat]['key']}/" in html
    assert f"/referee/p/{rg.pk}/{rg.seats[2]['key']}/" not in html, "no link for a computer seat"
    game = rebuild(rg)
    waiting = 1 - game.to_act
    page = client.get(f"/referee/p/{rg.pk}/{rg.seats[waiting]['key']}/")
    assert page.status_code == 200 and len(_hand(page)) == 5
    assert "Waiting for" in page.content.decode() and "data-poll" in page.content.decode()
    card = str(game.hand(waiting)[0])
    response = client.post(f"/referee/p/{rg.pk}/{rg.seats[waiting]['key']}/",
                           {"kind": "play", "card": card, "step": len(rg.actions)})
    assert response.status_code == 400 and "It is not your turn" in response.content.decode()
    assert client.post(_game_url(rg), {"seat": "0", "kind": "play", "card": card}).status_code == 400
    assert client.get(f"/referee/p/{rg.pk}/{rg.seats[waiting]['key']}x/").status_code == 404
    assert client.get(f"/referee/p/{rg.pk}/{rg.seats[2]['key']}/").status_code == 200
    state = client.get(f"/referee/p/{rg.pk}/{rg.seats[waiting]['key']}/state/").json()
    assert state == {"step": len(rg.actions), "status": "playing"}
    assert client.get(f"/referee/g/{rg.token}/state/").json()["step"] == len(rg.actions)


def test_own_phone_plays_its_turn(client):
    rg = referee_start(seats=TWO, seed=21, mode="phones")
    game = rebuild(rg)
    seat = game.to_act
    data = {"kind": "decline"} if game.phase == "rob" else {"kind": "play", "card": str(game.legal_cards()[0])}
    url = f"/referee/p/{rg.pk}/{rg.seats[seat]['key']}/"
    response = client.post(url, {**data, "step": len(rg.actions)})
    assert response.status_code == 302 and response["Location"] == url
    rg.refresh_from_db()
    assert rg.actions[0][:2] == [data["kind"], seat]


# --- the end, and the replay --------------------------------------------------------------
def test_a_game_plays_to_its_end_and_replays_step_by_step(client):
    rg = referee_start(seats=ALONE, seed=5)
    assert client.get(f"/referee/g/{rg.token}/replay/").status_code == 400, "no peeking at hands mid-game"
    rg = finish(rg)
    game = rebuild(rg)
    assert rg.status == "finished" and rg.winner_side == game.winner and max(rg.scores) >= 45
    page = client.get(_game_url(rg)).content.decode()
    assert "won!" in page and "Replay the game step by step" in page and "data-hand" not in page
    replay = client.get(f"/referee/g/{rg.token}/replay/")
    assert replay.status_code == 200
    html = replay.content.decode()
    assert "Round 1:" in html and "deals and turns the" in html
    assert html.count("seat-name") == 4, "every hand face up"
    last = len(game.log) - 1
    end = client.get(f"/referee/g/{rg.token}/replay/", {"step": last}).content.decode()
    assert "Game over:" in end and f"Step {last} of {last}" in end
    for step in ("0", "-3", "99999", "x"):
        assert client.get(f"/referee/g/{rg.token}/replay/", {"step": step}).status_code == 200
    played = next(i for i, r in enumerate(game.log) if type(r).__name__ == "Played")
    mid = client.get(f"/referee/g/{rg.token}/replay/", {"step": played}).content.decode()
    assert "plays the" in mid
    assert _post(client, rg, seat="0", kind="play", card="KH").status_code == 409
    key = rg.seats[0]["key"]
    assert client.get(f"/referee/p/{rg.pk}/{key}/replay/").status_code == 200


def test_every_step_of_the_replay_renders(client):
    rg = finish(referee_start(seats=[{"kind": "person"}, {"kind": "computer"}], seed=8))
    last = len(rebuild(rg).log) - 1
    for step in range(1, last + 1):
        assert client.get(f"/referee/g/{rg.token}/replay/", {"step": step}).status_code == 200


def test_a_free_game_has_no_result_to_confirm(client):
    rg = finish(referee_start(seats=ALONE, seed=5))
    response = client.post(f"/referee/g/{rg.token}/confirm/", {"seat": "0"})
    assert response.status_code == 400
    assert "not played for a card-party night" in response.content.decode()


def test_the_trick_page_says_who_took_the_last_trick_and_why(client):
    rg = referee_start(seats=ALONE, seed=5)
    for _ in range(6):
        rg = act_legally(rg)
    html = client.get(_game_url(rg)).content.decode()
    assert re.search(r"takes trick \d with the [a-z ]+(, the (only|highest) trump played|: no trump was played)", html)
    assert "Trumps" in html and "Turned" in html and "First to 45 wins." in html


def test_a_log_that_no_longer_replays_is_refused_not_a_crash(client):
    rg = referee_start(seats=ALONE, seed=11)
    rg.actions = [["play", 3, "KH"], ["play", 0, "KH"]]
    rg.save()
    response = client.get(_game_url(rg))
    assert response.status_code == 409 and "can no longer be replayed" in response.content.decode()


def test_a_joker_is_drawn_as_a_card():
    from django.test import Client

    for seed in range(300):
        rg = referee_start(seats=ALONE, ruleset="irish", seed=seed)
        game = rebuild(rg)
        if game.to_act == 0 and "RJ" in map(str, game.hand(0)):
            break
        rg.delete()
    page = Client().get(_game_url(rg))
    assert page.status_code == 200 and 'data-card="RJ"' in page.content.decode() and "joker" in page.content.decode()


def test_the_pages_render_in_french(client):
    rg = finish(referee_start(seats=ALONE, seed=5))
    for url in ("/referee/", "/referee/ruling/?trump=S&trick=5S&hand=JS,9C", _game_url(rg), f"/referee/g/{rg.token}/replay/"):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE="fr")
        assert response.status_code == 200
        assert '<html lang="fr">' in response.content.decode()
