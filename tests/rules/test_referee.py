"""The referee: dealing, turns, sides, verify/can/act, records, replay."""

from __future__ import annotations

import dataclasses

import pytest

from cardparty.rules import RULESETS, Game, IllegalAction, new_game, replay
from cardparty.rules.cards import new_deck
from cardparty.rules.dealing import stack_deck
from cardparty.rules.records import DECLINE_ROB, ROB_ACTIONS, Dealt, Played

from .cases import ruleset


def names(cards) -> list[str]:  # noqa: ANN001
    return [str(c) for c in cards]


def test_cards_are_dealt_three_then_two_from_the_dealers_left():
    game = Game(4, dealer=0, deck=new_deck())  # an unshuffled pack
    # seat 1 is left of the dealer: first three cards, then the 13th-14th
    assert names(game.hand(1)) == ["AC", "2C", "3C", "KC", "AD"]
    assert names(game.hand(0)) == ["10C", "JC", "QC", "6D", "7D"]
    assert str(game.turned) == "8D" and game.trump == "D"


def test_cards_may_be_dealt_two_then_three_when_the_ruleset_says_so():
    game = Game(4, ruleset("two-then-three"), dealer=0, deck=new_deck())
    assert names(game.hand(1)) == ["AC", "2C", "9C", "10C", "JC"]


def test_the_player_left_of_the_dealer_leads_the_first_trick():
    for dealer in range(4):
        game = Game(4, ruleset("no-robbing"), seed=3, dealer=dealer)
        assert game.phase == "play" and game.leader == game.to_act == (dealer + 1) % 4


def test_the_deal_passes_to_the_left_each_round():
    game = new_game(4, seed=11, dealer=2)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    dealers = [r.dealer for r in game.log if isinstance(r, Dealt)]
    assert dealers == [(2 + i) % 4 for i in range(len(dealers))]
    assert len(dealers) >= 2


@pytest.mark.parametrize(
    ("players", "rules", "sides"),
    [(2, "nova-scotia", (0, 1)), (3, "nova-scotia", (0, 1, 2)), (4, "nova-scotia", (0, 1, 0, 1)),
     (5, "irish", (0, 1, 2, 3, 4)), (6, "nova-scotia", (0, 1, 0, 1, 0, 1))],
    ids=["two-alone", "three-alone", "four-two-couples", "five-alone", "six-two-teams-of-three"],
)  # fmt: skip
def test_sides_are_couples_at_four_teams_of_three_at_six_and_everyone_alone_otherwise(players, rules, sides):
    game = new_game(players, rules, seed=1)
    assert game.side_of == sides and len(game.scores) == max(sides) + 1
    assert all(len(game.hand(s)) == 5 for s in range(players))


def test_nova_scotia_is_not_played_by_five_and_says_so():
    with pytest.raises(IllegalAction) as refused:
        new_game(5)
    assert str(refused.value) == "Nova Scotia (Cape Breton card party) is played by 2, 3, 4, 6 players, not 5."


def test_verify_can_and_play_agree_and_play_returns_the_record_it_logs():
    game = Game(4, ruleset("no-robbing"), seed=8)
    seat = game.to_act
    card = game.legal_cards()[0]
    game.verify_play(card, seat)
    assert game.can_play(card, seat) and game.can_play(str(card))
    record = game.play(str(card), seat)
    assert record == Played(seat, card) and game.log[-1] is record
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.card = card  # type: ignore[misc]


def test_a_refused_card_carries_the_rule_that_refuses_it():
    rs = ruleset("no-robbing")
    hands = [["5S", "2C", "3C", "4C", "6C"], ["JS", "9C", "3H", "4H", "6H"], ["KD", "QD", "JD", "10D", "9D"],
             ["8D", "7D", "6D", "4D", "3D"]]  # fmt: skip
    game = Game(4, rs, dealer=3, deck=stack_deck(hands, "KS", 3, rs))
    game.play("5S", 0)
    assert not game.can_play("9C", 1)
    with pytest.raises(IllegalAction) as refused:
        game.verify_play("9C", 1)
    assert str(refused.value.reason) == "The jack must be played: the five was led and it is your only trump."
    assert game.legal_actions() == [game.legal_actions()[0]] and str(game.legal_actions()[0]) == "play JS"


def test_playing_out_of_turn_is_refused_with_the_seat_to_act():
    game = Game(4, ruleset("no-robbing"), seed=2)
    other = (game.to_act + 2) % 4
    with pytest.raises(IllegalAction) as refused:
        game.play(game.hand(other)[0], other)
    assert str(refused.value) == f"It is not your turn: seat {game.to_act} is to act."
    assert not game.can_play(game.hand(game.to_act)[0], 9)


def _robbing_game() -> Game:
    hands = [["AS", "2D", "3D", "4D", "6D"], ["7D", "8D", "9D", "10D", "JD"], ["2C", "3C", "4C", "6C", "7C"],
             ["8C", "9C", "10C", "JC", "QC"]]  # fmt: skip
    return Game(4, dealer=3, deck=stack_deck(hands, "KS", 3))


def test_the_robber_is_asked_first_and_may_rob_with_any_discard_or_decline():
    game = _robbing_game()
    assert game.phase == "rob" and game.to_act == 0 == game.robber
    assert game.legal_actions() == [ROB_ACTIONS[c] for c in game.hand(0)] + [DECLINE_ROB]
    with pytest.raises(IllegalAction) as refused:
        game.play("2C", 2)
    assert str(refused.value) == "Seat 0 must first say whether they rob the turned card."


def test_only_the_robber_may_rob_and_only_with_a_card_held():
    game = _robbing_game()
    assert not game.can_rob("7D", 1) and not game.can_decline_rob(1)
    with pytest.raises(IllegalAction) as refused:
        game.rob("7D", 1)
    assert str(refused.value) == "Only seat 0 may rob this round."
    with pytest.raises(IllegalAction) as refused:
        game.rob("7D", 0)
    assert str(refused.value) == "You do not hold 7D."
    assert game.can_rob("2D", 0)


def test_the_right_to_rob_is_lost_once_the_first_card_is_led():
    game = _robbing_game()
    game.decline_rob(0)
    game.play("2D", 0)
    for act in (lambda: game.rob("3D", 0), lambda: game.decline_rob(0)):
        with pytest.raises(IllegalAction) as refused:
            act()
        assert str(refused.value) == "Robbing is over: it is only allowed before the first card is led."


def test_the_robbed_card_is_played_and_the_discard_is_out_of_play():
    game = _robbing_game()
    game.rob("2D", 0)
    assert "KS" in names(game.hand(0)) and "2D" not in names(game.hand(0))
    assert not game.can_play("2D", 0)


def test_a_finished_game_refuses_every_action():
    game = new_game(4, seed=4)
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
    assert game.to_act is None and game.legal_actions() == []
    with pytest.raises(IllegalAction) as refused:
        game.play("5H")
    assert str(refused.value) == "The game is over."
    assert not game.can_rob("5H") and not game.can_decline_rob()


def test_a_seed_reproduces_the_deals():
    a, b, c = new_game(seed=99), new_game(seed=99), new_game(seed=100)
    assert a.log == b.log and a.log != c.log


def test_a_game_without_a_seed_gets_one_and_replays():
    game = new_game()
    assert isinstance(game.seed, int)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert replay(game.log).log == game.log


def test_replay_refuses_a_log_that_does_not_match():
    game = new_game(seed=5)
    game.apply(game.legal_actions()[0])
    forged = list(game.log)
    forged[1] = dataclasses.replace(forged[1], turned=forged[1].hands[0][0])
    with pytest.raises(ValueError, match="does not replay"):
        replay(forged)


def test_a_stacked_deck_must_hold_exactly_the_rulesets_cards():
    with pytest.raises(ValueError, match="stacked deck"):
        Game(4, deck=new_deck()[:-1] + new_deck()[:1])
    with pytest.raises(ValueError, match="stacked deck"):
        Game(4, "irish", deck=new_deck())


def test_rulesets_are_frozen_data_with_room_for_auctions():
    rs = RULESETS["nova-scotia"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        rs.target = 120  # type: ignore[misc]
    assert set(RULESETS) >= {"nova-scotia", "colchester", "irish"}
    assert rs.bids is None and rs.kitty == 0
    assert RULESETS["irish"].jink_wins and RULESETS["irish"].renege == ("5",)
