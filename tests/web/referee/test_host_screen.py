"""The own-phones host screen keeps hands private (issue 35.3): a seat's link and QR code show only until
that seat is taken and never once play starts; the host shows one again on purpose, one seat at a time;
the links carry the hall's address, never the laptop's 127.0.0.1."""

from __future__ import annotations

import re

import pytest

from cardparty.rules.players import SensiblePlayer
from cardparty.rules.records import Dealt
from tournaments.network import lan_address
from tournaments.referee.actions import entry
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start

from .conftest import act_legally

pytestmark = pytest.mark.django_db

TWO = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]
LAPTOP = {"HTTP_HOST": "127.0.0.1:8000"}


def _host(client, rg: RefereeGame) -> str:
    return client.get(f"/referee/g/{rg.token}/", **LAPTOP).content.decode()


def _seat_path(rg: RefereeGame, seat: int) -> str:
    return f"/referee/p/{rg.pk}/{rg.seats[seat]['key']}/"


def _links_on(html: str, rg: RefereeGame) -> set[int]:
    """The seats whose private key is anywhere on the page (link, QR label or attribute)."""
    return {i for i, s in enumerate(rg.seats) if s["key"] in html}


def _show(client, rg: RefereeGame, seat: int | str | None):
    return client.post(f"/referee/g/{rg.token}/link/", {} if seat is None else {"seat": seat}, **LAPTOP)


@pytest.fixture
def game(settings) -> RefereeGame:
    settings.CARDPARTY_BASE_URL = ""
    return referee_start(seats=TWO, seed=21, mode="phones")


def test_links_carry_the_halls_address_not_the_laptops_loopback(client, game):
    html = _host(client, game)
    for seat in (0, 1):
        assert f'href="http://{lan_address()}:8000{_seat_path(game, seat)}"' in html
    assert html.count('class="qr"') == 2


def test_a_seats_link_leaves_the_host_screen_once_its_phone_opens_it(client, game):
    assert _links_on(_host(client, game), game) == {0, 1}
    assert client.get(f"/referee/g/{game.token}/state/").json()["links"] == "0,1"
    assert client.get(_seat_path(game, 0)).status_code == 200
    html = _host(client, game)
    assert _links_on(html, game) == {1} and html.count('class="qr"') == 1
    assert "Link opened on a phone." in html
    assert client.get(f"/referee/g/{game.token}/state/").json()["links"] == "1", "the host screen's poll sees it"
    client.get(_seat_path(game, 0))  # opened again (a reload): nothing comes back
    assert _links_on(_host(client, game), game) == {1}


def test_no_link_is_shown_once_play_starts_even_for_a_seat_not_yet_taken(client, game):
    game = act_legally(game)
    game.refresh_from_db()
    html = _host(client, game)
    assert _links_on(html, game) == set() and 'class="qr"' not in html
    assert "The links are hidden while the game is played" in html
    assert client.get(f"/referee/g/{game.token}/state/").json()["links"] == ""


def test_the_host_shows_one_lost_link_again_on_purpose_one_seat_at_a_time(client, game):
    client.get(_seat_path(game, 0))
    game = act_legally(game)
    assert _show(client, game, 0).status_code == 302
    game.refresh_from_db()
    assert _links_on(_host(client, game), game) == {0}
    _show(client, game, 1)
    html = _host(client, game)
    assert _links_on(html, game) == {1} and html.count('class="qr"') == 1, "showing one hides the other"
    assert f'href="http://{lan_address()}:8000{_seat_path(game, 1)}"' in html and "Hide this link" in html
    client.get(_seat_path(game, 1))  # the player opened it: it leaves the screen again
    assert _links_on(_host(client, game), game) == set()
    _show(client, game, 0)
    _show(client, game, None)  # the host hides it without it being opened
    assert _links_on(_host(client, game), game) == set()


@pytest.mark.parametrize("seat", ["2", "9", "-1", "x"])
def test_only_a_persons_seat_can_be_shown_and_a_refusal_changes_nothing(client, game, seat):
    game = act_legally(game)
    game.refresh_from_db()
    before = [dict(s) for s in game.seats]
    response = _show(client, game, seat)
    game.refresh_from_db()
    if seat == "x":  # not a number: the same as no seat, which hides every link shown again
        assert response.status_code == 302 and _links_on(_host(client, game), game) == set()
        return
    assert response.status_code == 400 and "Only a seat played by a person has a link" in response.content.decode()
    assert game.seats == before


def test_a_pass_and_play_game_has_no_links_to_show(client):
    rg = referee_start(seats=TWO, seed=21)
    response = _show(client, rg, 0)
    assert response.status_code == 400 and rg.seats[0]["key"] not in response.content.decode()


def test_the_host_screen_never_shows_a_hand_nor_a_link_through_a_whole_game(client, game):
    """The hidden-information rule on the table's screen: at every step of a game played on the phones,
    the host page shows no card but those the table has seen (played, or turned for trump) and no seat's link."""
    for seat in (0, 1):
        client.get(_seat_path(game, seat))
    shown: set[str] = set()
    for _ in range(400):
        if game.status != RefereeGame.Status.PLAYING:
            break
        html = _host(client, game)
        state = rebuild(game)
        seen = {str(value) for kind, _seat, value in game.actions if kind == "play"}
        seen |= {str(r.turned) for r in state.log if isinstance(r, Dealt)}
        assert set(re.findall(r'data-card="([^"]+)"', html)) <= seen
        shown |= set(re.findall(r'data-card="([^"]+)"', html))
        assert _links_on(html, game) == set()
        game = act_legally(game)
    assert game.status != RefereeGame.Status.PLAYING and shown, "the tricks were shown as they were played"


@pytest.mark.parametrize(("ruleset", "players"), [
    ("hoyle", 4), ("irish-begging", 4), ("one-hundred-ten-ace", 4), ("cape-breton-auction", 4), ("six-two-teams", 6)])
def test_the_host_screen_of_each_seed_game_shows_no_hidden_card_nor_link_once_play_starts(client, settings, ruleset, players):
    """The same rule for the seed games, over the first 150 actions of a deal: no card but those played or
    turned for trump (no hand, kitty, discard or face-down card) and no seat's link reaches the table's screen."""
    settings.CARDPARTY_BASE_URL = ""
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}] + [{"kind": "computer"}] * (players - 2)
    game = referee_start(seats=seats, ruleset=ruleset, seed=21, mode="phones")
    for seat in (0, 1):
        client.get(_seat_path(game, seat))
    bots = [SensiblePlayer(s) for s in range(players)]
    for _ in range(150):
        if game.status != RefereeGame.Status.PLAYING:
            break
        html = _host(client, game)
        state = rebuild(game)
        seen = {str(value) for kind, _seat, value in game.actions if kind == "play"}
        seen |= {str(r.turned) for r in state.log if isinstance(r, Dealt)}
        assert set(re.findall(r'data-card="([^"]+)"', html)) <= seen
        assert _links_on(html, game) == set()
        kind, seat, value = entry(state.apply(bots[state.to_act].choose(state)))
        game = referee_act(game=game, seat=seat, kind=kind, value=value)
    assert any(kind == "play" for kind, _seat, _value in game.actions)
