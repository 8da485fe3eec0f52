"""The seeds' six-player auction games on the referee pages: offered by the new-game form, dealt,
the face-down cards picked up once trumps are named, and played to the end."""

from __future__ import annotations

import re

import pytest

from cardparty.rules.auction.unseen import PickedUp
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild

pytestmark = pytest.mark.django_db

SIX = ("six-three-couples", "six-two-teams")


def _new_game(client, ruleset: str) -> RefereeGame:
    data = {"players": "6", "ruleset": ruleset, "mode": "pass", "kind0": "person", "name0": "Ann", "seed": "3"}
    data.update({f"kind{i}": "computer" for i in range(1, 6)})
    response = client.post("/referee/", data)
    assert response.status_code == 302, response.content.decode()[:500]
    return RefereeGame.objects.get(ruleset=ruleset)


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
    else:
        data.update(kind="play", card=str(game.legal_cards()[0]))
    assert client.post(f"/referee/g/{rg.token}/", data).status_code in (200, 302)
    rg.refresh_from_db()


def test_the_new_game_form_offers_the_six_player_auction_games(client):
    html = client.get("/referee/").content.decode()
    for name in SIX:
        assert f'value="{name}"' in html
    assert "Auction for six: three couples, three more cards each (to 120)" in html
    assert "Auction for six: two teams of three, three unseen cards each (to 120)" in html


@pytest.mark.parametrize("ruleset", SIX)
def test_a_six_player_auction_game_starts_picks_up_the_face_down_cards_and_plays_to_its_end(client, ruleset):
    rg = _new_game(client, ruleset)
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
