"""SPEC 3b: the bonus trick and when an auction game is decided (scoring cases are rows
of ``auction_cases.py``)."""

from __future__ import annotations

from cardparty.rules.auction.records import AuctionScored
from cardparty.rules.records import TrickTaken

from .test_auction_rules import everyone_passes, stacked

BONUS_HANDS = ["JS 2C 3C 4C 6C", "2D 3D 4D 6D 7D", "2H 3H 4H 6H 7H", "9S 8S 7S 6S 4S"]  # the five of spades is not dealt


def round_one_points(rules: str, scores=None) -> list[int]:  # noqa: ANN001
    """Play round one (the bagged dealer names spades, lays down the kitty); points of each trick."""
    game = stacked(rules, BONUS_HANDS, kitty="KC KD KH", scores=scores)
    everyone_passes(game)
    game.name_trump("S")
    for _ in range(3):
        game.discard([])
    game.discard(["KC", "KD", "KH"])
    while game.round == 1 and not game.is_over:
        game.play(game.legal_cards()[0])
        assert game.is_over is False or game.tricks == 5
    return [r.points for r in game.log if isinstance(r, TrickTaken)]


def test_five_a_trick_and_five_more_for_the_trick_with_the_best_trump_thirty_in_all():
    points = round_one_points("merrimack-valley")
    assert sorted(points) == [5, 5, 5, 5, 10]


def test_only_the_five_earns_the_bonus_as_an_option_so_without_it_the_round_gives_25():
    assert round_one_points("mv-only-five") == [5] * 5


def test_no_bonus_as_an_option_twenty_five_in_all():
    assert round_one_points("mv-no-bonus") == [5] * 5


def test_the_game_is_decided_at_the_end_of_the_round_never_mid_round():
    game = stacked("merrimack-valley", BONUS_HANDS, kitty="KC KD KH", scores=[115, 115])
    everyone_passes(game)
    game.name_trump("S")
    for _ in range(3):
        game.discard([])
    game.discard(["KC", "KD", "KH"])
    while game.tricks < 4:
        game.play(game.legal_cards()[0])
        assert not game.is_over and game.scores == [115, 115]
    while not game.is_over:
        game.play(game.legal_cards()[0])
    assert isinstance(game.log[-2], AuctionScored) and game.round == 1
