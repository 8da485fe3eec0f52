"""Call Your Partner (Nova Scotia auction, five players), rule by rule.

The deal: the dealer (seat 0) is bagged at 20, names spades and lays the kitty down;
everyone else stands pat.  Seat 1 (the bidder's left) leads the 2S.
"""

from __future__ import annotations

import pytest

from cardparty.rules import IllegalAction, replay
from cardparty.rules.auction.records import AuctionScored, PartnerCalled

from .test_auction_rules import stacked

HANDS = [
    "JS AS KD QD 9C",  # seat 0, the bidder: its best card is the jack
    "2S 4C 5C 6C 7C",
    "KH 3S 8C 9D 10D",  # holds the king of hearts and a low trump
    "5S 7H 8H 9H 10H",
    "AH 2H 3H 4H 5H",
]


def ready_to_call():  # noqa: ANN201
    game = stacked("nova-scotia-auction", HANDS, kitty="2D 3D 4D 6D")
    while game.phase == "bid":
        game.pass_bid()
    game.name_trump("S")
    for _ in range(4):
        game.discard([])
    game.discard(["2D", "3D", "4D", "6D"])
    assert game.phase == "call" and game.to_act == 0
    return game


def test_five_players_call_a_partner_before_the_first_lead_or_say_not_calling():
    game = ready_to_call()
    actions = [str(a) for a in game.legal_actions()]
    assert actions[-1] == "call nobody" and "call KH" in actions and "call 5S" not in actions
    game.call_partner(None)
    assert game.log[-1] == PartnerCalled(0, None) and game.phase == "play" and game.leader == 1


def test_four_players_do_not_call():
    from cardparty.rules import new_game

    game = new_game(4, "nova-scotia-auction", seed=1)
    assert 4 not in game.ruleset.call_partner


def test_the_called_card_may_not_outrank_the_bidders_best_card_so_never_the_five():
    game = ready_to_call()
    with pytest.raises(IllegalAction) as refused:
        game.call_partner("5S")
    assert str(refused.value) == "The 5S outranks your best card: call a lower trump or a card of a plain suit."
    assert game.can_call_partner("AH") and game.can_call_partner("QS") and game.can_call_partner("JS")


def test_a_card_of_a_plain_suit_may_always_be_called():
    game = ready_to_call()
    assert all(game.can_call_partner(card) for card in ("KH", "KC", "2D", "10H"))


def test_the_called_card_is_always_a_legal_play_in_the_first_trick():
    game = ready_to_call()
    game.call_partner("KH")
    game.play("2S")  # a trump lead: seat 2 must play its trump ... or the called king
    assert sorted(str(c) for c in game.legal_cards()) == ["3S", "KH"]


def test_the_called_card_still_held_is_the_only_legal_card_of_the_second_trick():
    game = ready_to_call()
    game.call_partner("KH")
    for card in ("2S", "3S", "7H", "2H", "AS"):  # the bidder's ace takes the trick
        game.play(card)
    game.play("KD")
    game.play("4C")
    assert [str(c) for c in game.legal_cards()] == ["KH"]
    with pytest.raises(IllegalAction) as refused:
        game.play("8C")
    assert str(refused.value) == "You hold the called KH: it must be played to this trick."


def test_the_holder_who_plays_the_called_card_is_the_bidders_partner_for_the_round():
    game = ready_to_call()
    game.call_partner("KH")
    assert game.partner is None and game.round_side_of == (0, 1, 2, 3, 4)
    for card in ("2S", "KH", "7H", "2H", "AS"):
        game.play(card)
    assert game.partner == 2 and game.round_side_of == (0, 1, 0, 3, 4) and game.side_of == (0, 1, 2, 3, 4)
    while game.phase == "play" and game.round == 1:
        game.play(game.legal_cards()[0])
    scored = next(r for r in game.log if isinstance(r, AuctionScored))
    assert scored.partner == 2 and scored.points[0] == scored.points[2]
    assert game.round_side_of == game.side_of  # the partnership ends with the round


def test_seed_example_a_called_card_nobody_played_leaves_the_bidder_alone():
    game = ready_to_call()
    game.call_partner("4D")  # the bidder laid it down with the kitty
    while game.round == 1:
        game.play(game.legal_cards()[0])
    scored = next(r for r in game.log if isinstance(r, AuctionScored))
    assert scored.partner is None  # the bidder alone: its own tricks against its bid
    assert scored.points[0] == (scored.taken[0] if scored.taken[0] >= 20 else -20)


def test_calling_a_card_of_ones_own_hand_is_going_alone():
    game = ready_to_call()
    game.call_partner("KD")
    while game.round == 1:
        game.play(game.legal_cards()[0])
    assert next(r for r in game.log if isinstance(r, AuctionScored)).partner is None


def test_a_game_with_a_called_partner_replays_exactly():
    game = ready_to_call()
    game.call_partner("KH")
    while game.round == 1:
        game.play(game.legal_cards()[0])
    assert replay(game.log).log == game.log
