"""Hoyle's Forty-Five (seed 003, SPEC 3 "hoyle (1831)"): what the case table cannot say row by row."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardparty.rules import PRESETS, RULESETS, Game
from cardparty.rules.dealing import stack_deck
from cardparty.rules.reasons import IllegalAction
from cardparty.rules.records import DECLINE_ROB, GameWon, RoundScored

HOYLE = RULESETS["hoyle"]


def _game(turned: str, hands: tuple[str, ...], dealer: int, scores: list[int] | None = None) -> Game:
    split = [h.split() for h in hands]
    return Game(len(split), HOYLE, seed=3, dealer=dealer, deck=stack_deck(split, turned, dealer, HOYLE), scores=scores)


def test_the_kings_holder_must_lay_out_a_card_and_may_not_decline():
    game = _game("7S", ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), dealer=1)
    assert game.phase == "rob" and game.robber == 0 and game.must_rob()
    assert DECLINE_ROB not in game.legal_actions()
    assert not game.can_decline_rob(0)
    with pytest.raises(IllegalAction) as refused:
        game.decline_rob(0)
    assert "king of trumps must lay out a card" in str(refused.value)
    assert game.phase == "rob", "the refusal changes nothing"


def test_the_aces_holder_may_decline_as_at_every_preset():
    game = _game("7S", ("KS 2D 3D 4D 6D", "AS 8D 9D 10D JD"), dealer=1)
    assert game.robber == 1 and not game.must_rob()
    assert game.legal_actions()[-1] == DECLINE_ROB


def test_a_turned_king_wins_the_game_for_a_dealer_at_forty():
    game = _game("KS", ("5S 2D 3D 4D 6D", "AS 8D 9D 10D JD"), dealer=1, scores=[0, 40])
    assert game.is_over and game.winner == 1 and game.robber is None
    assert game.log[-2] == RoundScored(1, (0, 5), (0, 45))
    assert game.log[-1] == GameWon(1, (0, 45), "count-out")


def test_a_turned_ace_counts_five_before_the_dealer_robs_it():
    game = _game("AD", ("5S 2S 3S 4S 6S", "7C 8C 9C 10C JC"), dealer=1)
    assert game.scores == [0, 5] and game.phase == "rob" and game.robber == 1


def test_a_turned_queen_counts_nothing():
    game = _game("QD", ("5S 2S 3S 4S 6S", "7C 8C 9C 10C JC"), dealer=1)
    assert game.scores == [0, 0] and game.phase == "play"


def test_hoyle_is_played_by_two_or_four():
    with pytest.raises(IllegalAction):
        Game(3, "hoyle", seed=1)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"rob_with_king": True, "robbing": False}, "needs robbing"),
        ({"turned_honours": -5}, "turned_honours setting"),
        ({"rob_with_king": 1}, "rob_with_king setting"),
    ],
)
def test_a_hoyle_setting_the_engine_cannot_play_is_refused(change, words):
    with pytest.raises(IllegalAction) as refused:
        Game(2, replace(HOYLE, name="house", **change), seed=1)
    assert words in str(refused.value)


@pytest.mark.parametrize("field", ["rob_with_king", "turned_honours"])
def test_an_auction_game_refuses_hoyles_turned_card_settings(field):
    value = True if field == "rob_with_king" else 5
    auction = replace(PRESETS["merrimack-valley"], name="house", **{field: value})
    with pytest.raises(IllegalAction) as refused:
        Game(4, auction, seed=1)
    assert field in str(refused.value)
