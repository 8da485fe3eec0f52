"""The learner's hint in every phase where a person decides, and what each bid risks (SPEC 3c)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardparty.rules import new_game
from cardparty.rules.auction.bidding import BID_ACTIONS, HOLD_ACTION, PASS_ACTION
from cardparty.rules.auction.risks import HOLD_RISK, RISK, RISK_ALL, bid_risks, risk
from cardparty.rules.hints import (
    HINT_BEG,
    HINT_BID,
    HINT_HOLD,
    HINT_PASS,
    HINT_STUB_GIVE,
    HINT_STUB_KEEP,
    HINT_TURN_STUB,
    game_hint,
)
from cardparty.rules.players import SensiblePlayer
from cardparty.rules.rulesets import get_ruleset

GAMES = [("nova-scotia", 4), ("hoyle", 4), ("nova-scotia-auction", 5), ("one-hundred-ten", 3), ("merrimack-valley", 4)]


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_every_seat_may_play_the_hint_in_every_phase_and_the_referee_accepts_it(preset, players):
    expected = {"play", "rob"} if not get_ruleset(preset).is_auction else {"play", "bid", "trump", "discard"}
    expected |= {"call"} if preset == "nova-scotia-auction" else set()
    expected |= {"lead"} if preset == "one-hundred-ten" else set()
    phases: set[str] = set()
    for seed in range(10):  # first rounds, until every phase has had its hint
        game = new_game(players, preset, seed=seed)
        while not game.is_over and game.round == 1:
            hint = game_hint(game)
            assert hint.reason.render()
            phases.add(game.phase)
            game.apply(hint.action)  # raises if the referee refuses it
        if expected <= phases:
            break
    assert expected <= phases


def test_the_bidding_hint_bids_holds_or_passes_with_the_hands_worth():
    game = new_game(4, "nova-scotia-auction", seed=0)
    seen = set()
    for seed in range(40):
        game = new_game(4, "nova-scotia-auction", seed=seed)
        while game.phase == "bid":
            hint = game_hint(game)
            template = {"bid": HINT_BID, "hold": HINT_HOLD, "pass": HINT_PASS}[hint.action.kind]
            assert hint.reason.message == template and hint.reason.params["points"] % 5 == 0
            if hint.action.kind == "bid":
                assert hint.value == str(hint.action.amount)
            seen.add(hint.action.kind)
            game.apply(hint.action)
    assert seen == {"bid", "hold", "pass"}


def test_the_hint_is_worked_out_for_the_seat_to_act_only_until_the_game_is_over():
    game = new_game(2, "nova-scotia", seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game_hint(game) is None


def test_a_bid_below_thirty_risks_the_bid_and_scores_what_is_taken():
    reason = risk(get_ruleset("merrimack-valley"), 20)
    assert reason.message == RISK and reason.params == {"bid": "20", "made": 20, "lost": 20}


def test_thirty_for_sixty_needs_every_trick_scores_sixty_and_loses_thirty():
    reason = risk(get_ruleset("nova-scotia-auction"), 30)
    assert reason.message == RISK_ALL and (reason.params["made"], reason.params["lost"]) == (60, 30)
    assert reason.render() == "Bid 30 for 60: take all five tricks and you score +60; miss one and you lose 30."


def test_a_slam_scores_120_and_loses_60_where_sixty_for_120_loses_120():
    mv = get_ruleset("merrimack-valley")
    slam, sixty = risk(replace(mv, slam=True, bid_120=True), 120), risk(replace(mv, bid_120=True), 120)
    assert (slam.params["made"], slam.params["lost"]) == (120, 60)
    assert (sixty.params["made"], sixty.params["lost"]) == (120, 120)


def test_each_bid_the_seat_may_make_has_its_risk_and_the_dealer_its_hold():
    game = new_game(4, "nova-scotia-auction", seed=0)
    assert [r.params["bid"] for r in bid_risks(game)] == ["20", "25", "30 for 60"]
    for action in (BID_ACTIONS[20], PASS_ACTION, BID_ACTIONS[25]):
        game.apply(action)
    assert HOLD_ACTION in game.bid_actions()  # the dealer may hold at 25
    risks = bid_risks(game)
    assert [r.message for r in risks] == [HOLD_RISK] and risks[0].params["bid"] == "25"


@pytest.mark.parametrize(("preset", "phase", "messages"), [
    ("irish-begging", "beg", {HINT_BEG}),
    ("one-hundred-ten-ace", "stub", {HINT_TURN_STUB, HINT_STUB_GIVE, HINT_STUB_KEEP}),
])
def test_the_hint_begs_with_the_king_and_turns_the_stub_with_a_reason(preset, phase, messages):
    """The seed options' phases have their hint too (it raised ValueError for begging and the stub)."""
    seen: set[str] = set()
    for seed in range(40):
        game = new_game(4, preset, seed=seed)
        sensible = SensiblePlayer(seed)
        while not game.is_over and game.round <= 2:
            if game.phase == phase:
                hint = game_hint(game)
                assert hint.reason.message in messages and hint.reason.render()
                seen.add(hint.reason.message)
                game.apply(hint.action)  # raises if the referee refuses it
            else:
                game.apply(sensible.choose(game))
        if len(seen) >= min(2, len(messages)):
            break
    assert seen
