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


def test_minus_80_out_the_side_that_falls_leaves_the_table_and_the_others_play_on():
    from dataclasses import replace

    from cardparty.rules import new_game, replay
    from cardparty.rules.auction.records import AuctionDealt, SideOut
    from cardparty.rules.players import RandomPlayer
    from cardparty.rules.rulesets import PRESETS

    rs = replace(PRESETS["one-hundred-ten"], out_at=-80)
    for seed in range(40):
        game = new_game(3, rs, seed=seed, scores=[-75, -75, 0])
        bot = RandomPlayer(seed)
        while not game.is_over and not any(isinstance(r, SideOut) for r in game.log):
            game.apply(bot.choose(game))
        if game.is_over:
            continue
        out = next(r for r in game.log if isinstance(r, SideOut)).side
        assert game.seats_in_play() == [s for s in range(3) if s != out] and game.in_play == 2
        assert game.hand(out) == () and game.to_act != out and game.dealer != out
        seen = len(game.log)
        while not game.is_over:
            assert game.to_act != out
            game.apply(bot.choose(game))
        later = game.log[seen:]
        assert all(len(t.cards) == 2 for t in later if isinstance(t, TrickTaken))
        assert all(d.hands[out] == () and len(d.kitty) == 5 for d in later if isinstance(d, AuctionDealt))
        assert game.winner != out and replay(game.log).log == game.log
        return
    raise AssertionError("no side fell to -80 in 40 seeds")
