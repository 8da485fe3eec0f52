"""The auction panels say what is true for the person to act (issue 35 point 4): a dealer who may only
hold is not told to bid higher, a suit that cannot be named says why, the kitty's cards are marked in
the bidder's hand, and a refused discard keeps the cards already tapped."""

from __future__ import annotations

import pytest

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start

pytestmark = pytest.mark.django_db

ALONE = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3


def _ann_acts(rg: RefereeGame) -> RefereeGame:
    """Ann (seat 0) bids as high as she may, names the first suit she may, discards the fewest cards."""
    game = rebuild(rg)
    step = len(rg.actions)
    if game.phase == "bid":
        action = game.bid_actions()[-2] if len(game.bid_actions()) > 1 else game.bid_actions()[-1]
        value = str(action.amount) if action.kind == "bid" else action.kind
        return referee_act(game=rg, seat=0, kind="bid" if action.kind == "bid" else action.kind, value=value, step=step)
    if game.phase == "trump":
        return referee_act(game=rg, seat=0, kind="name", value=game.nameable_suits()[0], step=step)
    if game.phase == "discard":
        least, _most = game.discard_limits()
        return referee_act(game=rg, seat=0, kind="discard", value=[str(c) for c in game.hand(0)[:least]], step=step)
    return referee_act(game=rg, seat=0, kind="play", card=str(game.legal_cards()[0]), step=step)


def _deal_where(ruleset: str, want, dealer: int = 0) -> RefereeGame:  # noqa: ANN001
    """The first seeded deal that reaches a moment ``want(game)`` when Ann is to act."""
    for seed in range(1, 120):
        rg = referee_start(seats=ALONE, ruleset=ruleset, seed=seed, dealer=dealer)
        for _ in range(12):
            game = rebuild(rg)
            if game.is_over or game.to_act != 0 or game.phase == "play":
                break
            if want(game):
                return rg
            rg = _ann_acts(rg)
        rg.delete()
    raise AssertionError("no deal reaches that moment")


def _page(client, rg: RefereeGame) -> str:
    return client.get(f"/referee/g/{rg.token}/").content.decode()


def test_a_dealer_who_may_only_hold_or_pass_is_told_to_hold_or_pass(client):
    rg = _deal_where("nova-scotia-auction", lambda g: g.phase == "bid" and g.high_seat is not None)
    page = _page(client, rg)
    assert "As dealer you may hold it" in page
    assert "Bid higher" not in page
    assert 'data-call="hold"' in page and 'data-call="pass"' in page and 'data-call="25"' not in page


def test_a_bidder_who_cannot_name_a_suit_is_told_it_is_because_no_card_of_it_is_held(client):
    rg = _deal_where("nova-scotia-auction", lambda g: g.phase == "trump" and len(g.nameable_suits()) < 4)
    game = rebuild(rg)
    page = _page(client, rg)
    missing = [s for s in "CDHS" if s not in game.nameable_suits()]
    words = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
    for suit in missing:
        assert f"You hold no {words[suit]}: you cannot name" in page
    assert page.count("data-missing-suit") == len(missing)


def test_the_kittys_cards_are_marked_in_the_bidders_hand_while_discarding(client):
    rg = _deal_where("merrimack-valley", lambda g: g.phase == "discard" and g.bidder == 0)
    game = rebuild(rg)
    kitty = next(r for r in reversed(game.log) if type(r).__name__ == "KittyTaken")
    page = _page(client, rg)
    for card in kitty.cards:
        assert f'data-kitty-card="{card}"' in page
    assert page.count("data-kitty-card=") == len(kitty.cards)


def test_a_refused_discard_keeps_the_cards_already_tapped(client):
    rg = _deal_where("merrimack-valley", lambda g: g.phase == "discard" and g.bidder == 0)
    game = rebuild(rg)
    tapped = [str(c) for c in game.hand(0)[:1]]  # the bidder holds 8 and must discard at least 3
    response = client.post(f"/referee/g/{rg.token}/", {"seat": 0, "kind": "discard", "cards": tapped,
                                                       "step": len(rg.actions)})
    page = response.content.decode()
    assert response.status_code == 400 and "discard at least 3" in page
    assert f'value="{tapped[0]}" class="pick-input" checked' in page
    assert page.count('class="pick-input" checked') == 1
