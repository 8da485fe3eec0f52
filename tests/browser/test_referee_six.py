"""The seeds' six-player games in Chromium at tablet (800x1280) and phone (390x844) size: the
cut-throat game of six for the ante, and an auction for six with eight cards in hand while
discarding; each screenshotted, run through axe and checked to fit."""

from __future__ import annotations

import pytest

from cardparty.rules.playoff import PlayoffStarted
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start

from .conftest import PHONE, TABLET
from .test_referee_auction import _check, axe  # noqa: F401  (the axe fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIX = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 5


def _act(rg: RefereeGame) -> RefereeGame:
    """Ann does the first thing her panel offers."""
    game = rebuild(rg)
    if game.phase == "bid":
        return referee_act(game=rg, seat=0, kind="bid", value=game.bid_actions()[0].amount or "pass")
    if game.phase == "trump":
        return referee_act(game=rg, seat=0, kind="name", value=game.nameable_suits()[0])
    if game.phase == "rob":
        return referee_act(game=rg, seat=0, kind="decline")
    return referee_act(game=rg, seat=0, kind="play", card=str(game.legal_cards()[0]))


@pytest.mark.parametrize(("size", "viewport"), [("tablet", TABLET), ("phone", PHONE)])
def test_six_for_the_ante_in_its_cut_throat_game(new_context, axe, size, viewport):  # noqa: F811
    rg = referee_start(seats=SIX, ruleset="six-for-the-ante", seed=3)
    while not any(isinstance(r, PlayoffStarted) for r in rebuild(rg).log):
        rg = _act(rg)
    page = new_context(viewport).new_page()
    page.goto(f"/referee/g/{rg.token}/")
    assert "now play a game of cut-throat to 45 for the ante" in page.locator(".ref-playoff").inner_text()
    assert page.locator(".ref-scores tbody tr").count() == 3
    assert page.locator(".ref-seats .seat", has_text="left the table").count() == 3
    _check(page, axe, f"referee-six-for-the-ante-cut-throat-{size}")


@pytest.mark.parametrize(("size", "viewport"), [("tablet", TABLET), ("phone", PHONE)])
def test_an_auction_for_six_while_discarding_eight_cards_to_five(new_context, axe, size, viewport):  # noqa: F811
    for seed in range(40):
        rg = referee_start(seats=SIX, ruleset="six-three-couples", seed=seed)
        game = rebuild(rg)
        while game.phase in ("bid", "trump") and game.to_act == 0:
            rg = _act(rg)
            game = rebuild(rg)
        if game.phase == "discard" and game.to_act == 0 and len(game.hand(0)) == 8:
            break
    else:
        raise AssertionError("no deal puts Ann to discard eight cards")
    page = new_context(viewport).new_page()
    page.goto(f"/referee/g/{rg.token}/")
    assert page.locator("[data-discard]").count()
    _check(page, axe, f"referee-six-three-couples-discard-{size}")
