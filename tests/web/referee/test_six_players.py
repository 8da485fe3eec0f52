"""The seeds' six-player auction games on the referee pages: offered by the new-game form, dealt,
the face-down cards picked up once trumps are named, and played to the end."""

from __future__ import annotations

import re

import pytest

from cardparty.rules.auction.unseen import PickedUp
from cardparty.rules.playoff import PlayoffStarted
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_start

pytestmark = pytest.mark.django_db

SIX = ("six-three-couples", "six-two-teams")
ANN_AND_FIVE_COMPUTERS = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 5


def _new_game(ruleset: str) -> RefereeGame:
    """A game dealt from a fixed seed, so that every run plays the same one (the form deals at random:
    a game played to its end then took from 1 to 21 seconds, as its deals fell)."""
    return referee_start(seats=ANN_AND_FIVE_COMPUTERS, ruleset=ruleset, seed=6)


def _tap(client, rg: RefereeGame) -> None:
    """Ann does what the panel of the phase offers first (the weakest cards when discarding)."""
    game = rebuild(rg)
    data = {"step": len(rg.actions), "seat": 0}
    if game.phase == "bid":
        data.update(kind="bid", value=str(game.bid_actions()[0].amount or "pass"))
    elif game.phase == "trump":
        data.update(kind="name", value=game.nameable_suits()[0])
    elif game.phase == "discard":
        least, _ = game.discard_limits()
        data.update(kind="discard", cards=[str(c) for c in game.hand(0)[:least]])
    elif game.phase == "rob":
        data.update(kind="decline")
    else:
        data.update(kind="play", card=str(game.legal_cards()[0]))
    assert client.post(f"/referee/g/{rg.token}/", data).status_code in (200, 302)
    rg.refresh_from_db()


def test_the_new_game_form_offers_the_six_player_auction_games_and_starts_them(client):
    html = client.get("/referee/").content.decode()
    for name in SIX:
        assert f'value="{name}"' in html
    assert "Auction for six: three couples, three more cards each (to 120)" in html
    assert "Auction for six: two teams of three, three unseen cards each (to 120)" in html
    for ruleset in (*SIX, "six-for-the-ante"):
        data = {"players": "6", "ruleset": ruleset, "mode": "pass", "kind0": "person", "name0": "Ann"}
        data.update({f"kind{i}": "computer" for i in range(1, 6)})
        response = client.post("/referee/", data)
        assert response.status_code == 302, response.content.decode()[:500]
        rg = RefereeGame.objects.get(ruleset=ruleset)
        assert rg.players == 6 and [seat["kind"] for seat in rg.seats] == ["person"] + ["computer"] * 5


@pytest.mark.parametrize("ruleset", SIX)
def test_a_six_player_auction_game_starts_picks_up_the_face_down_cards_and_plays_to_its_end(client, ruleset):
    rg = _new_game(ruleset)
    game = rebuild(rg)
    assert rg.players == 6 and game.sides == (3 if ruleset == "six-three-couples" else 2)
    page = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert "face down, picked up once trumps are named" in page
    assert len(re.findall(r'data-card="', re.search(r'<ul class="ref-cards".*?</ul>', page, re.S).group(0))) == 5
    while not any(isinstance(r, PickedUp) for r in rebuild(rg).log):
        _tap(client, rg)
    page = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert "picks up 3 cards dealt face down" in page or "picks up the cards dealt face down" in page
    for _ in range(3000):
        if rg.status != RefereeGame.Status.PLAYING:
            break
        _tap(client, rg)
    assert rg.status == "finished" and rebuild(rg).winner is not None
    assert client.get(f"/referee/g/{rg.token}/replay/").status_code == 200


def test_six_for_the_ante_is_offered_and_its_first_game_leads_to_the_cut_throat_game(client):
    html = client.get("/referee/").content.decode()
    assert 'value="six-for-the-ante"' in html
    assert "Six for the ante: two teams of three, then the three winners cut-throat" in html
    rg = _new_game("six-for-the-ante")
    assert rebuild(rg).side_of == (0, 1, 0, 1, 0, 1)
    while not any(isinstance(r, PlayoffStarted) for r in rebuild(rg).log):
        _tap(client, rg)
    game = rebuild(rg)
    first = next(r for r in game.log if isinstance(r, PlayoffStarted))
    page = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert "now play a game of cut-throat to 45 for the ante" in page
    for _ in range(3000):
        if rg.status != RefereeGame.Status.PLAYING:
            break
        _tap(client, rg)
    game = rebuild(rg)
    assert rg.status == "finished" and game.winner in (2, 3, 4)
    winner = first.seats[game.winner - 2]
    page = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert "won!" in page and rg.seats[winner]["name"] in page
    start = next(i for i, r in enumerate(game.log) if isinstance(r, PlayoffStarted))
    for step in (1, start - 1, start, start + 1, start + 20, len(game.log) - 1):
        replay = client.get(f"/referee/g/{rg.token}/replay/", {"step": step})
        assert replay.status_code == 200
