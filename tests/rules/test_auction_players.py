"""Computer players that bid: the sensible one beats the random one and is set less often.

The full measure (2,000 four-player Merrimack Valley games) is
``python -m cardparty.rules simulate --ruleset merrimack-valley --games 2000``; here 300
games keep the suite quick, with a bound far below the measured rate.
"""

from __future__ import annotations

import pytest

from cardparty.rules import AUCTION_RULESETS, new_game
from cardparty.rules.auction.bots import strength
from cardparty.rules.auction.records import AuctionScored
from cardparty.rules.cards import parse_cards
from cardparty.rules.cli import bidding_rates
from cardparty.rules.order import order_for
from cardparty.rules.players import RandomPlayer, SensiblePlayer, play_out
from cardparty.rules.records import Action


def merrimack_valley_match(games: int) -> tuple[float, dict[str, float]]:
    """Sensible pair (seats 0, 2) against random pair: the sensible win rate and set rates by kind."""
    wins, bids, sets = 0, {"sensible": 0, "random": 0}, {"sensible": 0, "random": 0}
    for seed in range(games):
        sensible, random_ = SensiblePlayer(seed), RandomPlayer(seed)
        game = play_out(new_game(4, "merrimack-valley", seed=seed, dealer=seed % 4), [sensible, random_] * 2)
        wins += game.winner == 0
        for rec in game.log:
            if isinstance(rec, AuctionScored):
                kind = "sensible" if rec.bidder % 2 == 0 else "random"
                bids[kind] += 1
                sets[kind] += not rec.made
    return wins / games, {k: sets[k] / bids[k] for k in bids}


def test_a_sensible_pair_beats_a_random_pair_at_merrimack_valley_and_is_set_less_often(capsys):
    rate, set_rates = merrimack_valley_match(300)
    with capsys.disabled():
        print(f"\nmerrimack-valley, 300 games: sensible won {rate:.1%}; set: sensible {set_rates['sensible']:.1%},"
              f" random {set_rates['random']:.1%}")  # fmt: skip
    assert rate > 0.8
    assert set_rates["sensible"] < 0.25 < 0.75 < set_rates["random"]


def test_the_king_of_hearts_is_a_plain_king_when_hearts_are_not_trumps():
    """Its suit lost the ace to the trumps, so the king is the top heart: a bidder counts it and
    a discarder keeps it, as it does the king of any plain suit."""
    spades, hearts = order_for("S"), order_for("H")
    assert spades.is_plain_king(parse_cards("KH")[0]) and spades.is_plain_king(parse_cards("KC")[0])
    assert not hearts.is_plain_king(parse_cards("KH")[0]) and not spades.is_plain_king(parse_cards("QH")[0])
    assert strength(parse_cards("KH 2C 3D 4C 6D"), spades) == strength(parse_cards("KC 2C 3D 4H 6D"), spades)
    assert strength(parse_cards("KH 2C 3D 4C 6D"), spades) > strength(parse_cards("QH 2C 3D 4C 6D"), spades)


def test_strength_counts_top_trumps_above_length():
    order = order_for("S")
    top = strength(parse_cards("5S JS AH 2C 3D"), order)
    long_low = strength(parse_cards("10S 9S 8S 7S 2C"), order)
    assert top > long_low > strength(parse_cards("2C 3D 4H 6C 7D"), order)


def test_the_sensible_bidder_bids_a_strong_hand_and_passes_a_weak_one():
    from .test_auction_rules import stacked

    game = stacked("merrimack-valley", ["2C 3C 4C 6C 7D", "5S JS AH AS KS", "2H 3H 4H 6H 7H", "8D 9D 10D 2D 3D"],
                   kitty="KC KD KH")  # fmt: skip
    action = SensiblePlayer().choose(game)
    assert action.kind == "bid" and action.amount == 30
    game.apply(action)
    assert game.bidder == 1
    assert SensiblePlayer().choose(game).suit == "S"  # its best suit
    weak = stacked("merrimack-valley", ["2C 3C 4C 6C 5D", "2H 4D 4S 6S 7C", "8H 9H 10H JH QH", "8D 9D 10D 2D 3D"],
                   kitty="KC KD KH")  # fmt: skip
    assert SensiblePlayer().choose(weak) == Action("pass")


def test_the_sensible_player_keeps_trumps_and_kings_and_discards_the_rest():
    from .test_auction_rules import stacked

    game = stacked("merrimack-valley", ["2C 3C 4C 6C 7D", "5S 2H KD 9C 3S", "2H 3H 4H 6H 7H".replace("2H", "8H"),
                                        "8D 9D 10D 2D 3D"], kitty="KC JD QH")  # fmt: skip
    while game.phase == "bid":
        game.pass_bid()
    game.name_trump("S")
    action = SensiblePlayer().choose(game)
    assert action.kind == "discard" and sorted(map(str, action.cards)) == ["2H", "9C"]


def test_random_and_sensible_players_only_ever_take_legal_actions_in_every_preset():
    for name, players in (("merrimack-valley", 6), ("nova-scotia-auction", 5), ("one-hundred-ten", 3)):
        for seed in range(3):
            game = new_game(players, name, seed=seed, scores=[100] * (2 if players == 6 else players))
            seats = [SensiblePlayer(seed) if s % 2 else RandomPlayer(seed) for s in range(players)]
            play_out(game, seats, max_rounds=40)
            assert game.round <= 41


@pytest.mark.parametrize(("preset", "players"), [(name, count) for name, rs in AUCTION_RULESETS.items() for count in rs.players])
def test_a_sensible_table_bags_the_dealer_in_at_most_a_third_of_rounds_and_a_bidder_is_set_at_most_two_in_five(
        preset, players):
    bagged, sets, rounds = bidding_rates(preset, players, 20)
    assert rounds >= 100
    assert bagged <= 1 / 3, f"dealer bagged in {bagged:.1%} of rounds"
    assert sets <= 0.4, f"bidder set in {sets:.1%} of bids"
