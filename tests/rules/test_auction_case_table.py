"""Every row of the auction case table: bidding as spoken, and a round's score."""

from __future__ import annotations

import pytest

from cardparty.rules import IllegalAction, new_game
from cardparty.rules.auction.records import AuctionWon
from cardparty.rules.auction.scoring import score_round

from .auction_cases import BIDDING, SCORING, ruleset
from .helpers import slug


def speak(game, text: str):  # noqa: ANN001, ANN201
    """Say "seat:call" at ``game``."""
    seat, call = text.split(":")
    seat = int(seat)
    if call == "pass":
        return game.pass_bid(seat)
    if call == "hold":
        return game.hold(seat)
    return game.bid(int(call), seat)


@pytest.mark.parametrize("case", BIDDING, ids=[slug(c.name) for c in BIDDING])
def test_bidding_goes_as_the_table_says(case):
    game = new_game(case.players, ruleset(case.ruleset), seed=1, dealer=case.dealer, scores=case.scores)
    calls = case.calls.split()
    if case.outcome.startswith("!"):
        for text in calls[:-1]:
            speak(game, text)
        before = list(game.log)
        with pytest.raises(IllegalAction) as refused:
            speak(game, calls[-1])
        assert str(refused.value) == case.outcome[1:]
        assert game.log == before and game.phase == "bid"
        return
    for text in calls:
        assert game.phase == "bid"
        speak(game, text)
    seat, rest = case.outcome.split("@")
    amount, _, bagged = rest.partition("+")
    won = next(r for r in game.log if isinstance(r, AuctionWon))
    assert (won.seat, won.bid, won.bagged) == (int(seat), int(amount), bagged == "bagged")
    assert (game.bidder, game.contract, game.phase, game.to_act) == (int(seat), int(amount), "trump", int(seat))
    assert [f"{c.seat}:{c.call}" for c in game.calls] == calls


@pytest.mark.parametrize("case", SCORING, ids=[slug(c.name) for c in SCORING])
def test_a_round_scores_as_the_table_says(case):
    result = score_round(ruleset(case.ruleset), case.scores, case.taken, case.tricks, case.bidder, case.bid,
                         case.partner, case.out)  # fmt: skip
    assert result.points == case.points and result.out == case.fallen
    assert result.winner == case.winner
    if case.winner is not None and case.partner is not None:
        assert result.with_sides == (case.partner,)
