"""What the referee says when it refuses a bid or a start: only what is true at that moment."""

from __future__ import annotations

import pytest

from cardparty.rules import IllegalAction, new_game


def test_a_bid_refused_after_a_higher_bid_lists_only_the_bids_still_open():
    game = new_game(4, "merrimack-valley", seed=1)
    game.bid(15)
    with pytest.raises(IllegalAction) as refused:
        game.bid(10)
    assert str(refused.value) == "10 is not a bid you can make now: bid 20, 25, 30, or pass."


def test_a_bid_that_is_never_one_of_the_rules_lists_every_bid_before_anyone_bids():
    game = new_game(4, "merrimack-valley", seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.bid(17)
    assert str(refused.value) == "17 is not a bid of these rules: bid 15, 20, 25, 30."


def test_the_dealer_who_may_only_hold_is_told_to_hold_or_pass_not_to_bid():
    game = new_game(4, "nova-scotia-auction", seed=1)
    game.bid(20), game.pass_bid(), game.pass_bid()
    assert game.to_act == game.dealer
    assert str(game.waiting_for()) == "The bidding is on: seat 0, the dealer, is to hold or pass."
    with pytest.raises(IllegalAction, match="As dealer you may hold the bid of 20 or pass"):
        game.bid(25)


def test_a_player_who_may_bid_is_still_told_to_bid_or_pass():
    game = new_game(4, "nova-scotia-auction", seed=1)
    assert str(game.waiting_for()) == "The bidding is on: seat 1 is to bid or pass."


# (preset, players, starting scores, refused?) — a side at the target with no tie would have won already.
STARTS = [
    ("merrimack-valley", 4, [130, 0], True),
    ("merrimack-valley", 4, [120, 115], True),
    ("merrimack-valley", 4, [125, 125], False),  # tied at the top: they play another round
    ("merrimack-valley", 4, [115, 0], False),
    ("nova-scotia-auction", 3, [120, 120, 0], False),
    ("nova-scotia-auction", 3, [125, 120, 0], True),
    ("one-hundred-ten", 2, [110, 0], True),
    ("one-hundred-ten", 2, [105, 0], False),
]


@pytest.mark.parametrize(("preset", "players", "scores", "refused"), STARTS)
def test_an_auction_game_never_starts_with_a_side_that_would_already_have_won(preset, players, scores, refused):
    if refused:
        with pytest.raises(IllegalAction, match="would already have won"):
            new_game(players, preset, seed=1, scores=scores)
    else:
        assert new_game(players, preset, seed=1, scores=scores).scores == scores


def test_refusals_name_a_preset_by_its_title_not_its_slug():
    game = new_game(4, "merrimack-valley", seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.hold()
    assert "Merrimack Valley auction (to 120)" in str(refused.value)
    assert "merrimack-valley" not in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        new_game(5, "nova-scotia")
    assert str(refused.value) == "Nova Scotia (Cape Breton card party) is played by 2, 3, 4, 6 players, not 5."


def test_a_preset_title_in_a_refusal_is_translated_with_the_sentence():
    game = new_game(4, "merrimack-valley", seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.hold()
    french = {"In %(ruleset)s the dealer does not hold: bid or pass.": "En %(ruleset)s, non : misez.",
              "Merrimack Valley auction (to 120)": "Merrimack Valley (à 120)"}
    assert refused.value.reason.render(lambda s: french.get(s, s)) == "En Merrimack Valley (à 120), non : misez."
