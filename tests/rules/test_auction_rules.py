"""SPEC 3b, rule by rule: deal, naming trumps, the kitty, discards and draws, the lead.

Bidding and scoring rules are rows of ``auction_cases.py``; Call Your Partner is in
``test_auction_calling.py``.  Games here are dealt from stacked packs.
"""

from __future__ import annotations

import pytest

from cardparty.rules import Game, IllegalAction, new_game
from cardparty.rules.auction.dealing import stack_auction
from cardparty.rules.auction.records import BidRaised, Discarded, KittyTaken, Served, TrumpNamed
from cardparty.rules.cards import new_deck, parse_cards

from .auction_cases import ruleset


def names(cards) -> str:  # noqa: ANN001
    return " ".join(str(c) for c in cards)


def stacked(rules: str, hands: list[str], kitty: str = "", stock: str = "", dealer: int = 0, scores=None) -> Game:  # noqa: ANN001
    """A game whose first round deals ``hands`` (by seat) and ``kitty``, the stock starting with ``stock``."""
    rs = ruleset(rules)
    pack = stack_auction([h.split() for h in hands], kitty, stock, dealer, rs)
    return Game(len(hands), rs, seed=1, dealer=dealer, deck=pack, scores=scores)


def everyone_passes(game: Game) -> None:
    while game.phase == "bid":
        game.pass_bid()


# --- Deal -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rules", "seat_one", "kitty"),
    [
        ("merrimack-valley", "AC 2C 3C 3D 4D", "KC AD 2D"),
        ("nova-scotia-auction", "AC 2C 3C 2D 3D", "KC AD 10D JD"),
        ("one-hundred-ten", "AC 2C 3C 3D 4D", "KC AD 2D JD QD"),
        ("mv-no-kitty", "AC 2C 3C KC AD", ""),
    ],
    ids=["merrimack-valley-three-after-the-first-packet", "nova-scotia-four-two-after-each-packet",
         "one-hundred-ten-a-whole-extra-hand", "no-kitty"],
)  # fmt: skip
def test_five_cards_each_by_three_then_two_from_the_dealers_left_and_the_kitty_as_the_preset_says(rules, seat_one, kitty):
    game = Game(4, ruleset(rules), dealer=0, deck=new_deck())
    assert names(game.hand(1)) == seat_one and names(game.kitty) == kitty
    assert all(len(game.hand(s)) == 5 for s in range(4))
    assert len(game.stock) == 52 - 20 - len(game.kitty)


def test_no_card_is_turned_and_nobody_robs_in_an_auction_game():
    game = new_game(4, "merrimack-valley", seed=3)
    assert game.turned is None and game.trump is None and game.robber is None
    assert game.phase == "bid" and {a.kind for a in game.legal_actions()} == {"bid", "pass"}


# --- Trumps and the kitty ----------------------------------------------------------------
def test_the_bidder_names_trumps_then_takes_the_kitty():
    game = new_game(4, "merrimack-valley", seed=3)
    everyone_passes(game)
    kitty = list(game.kitty)
    assert len(game.hand(0)) == 5
    game.name_trump("H")
    assert game.log[-2] == TrumpNamed(0, "H") and game.log[-1] == KittyTaken(0, tuple(kitty))
    assert len(game.hand(0)) == 8 and game.kitty == [] and game.trump == "H"


NS_HANDS = ["9C 10C JC QC 2D", "KC 3D 4D 5D 6D", "7D 8D 9D 10D JD", "QD KD 2H 3H 4H"]


def test_nova_scotia_the_bidder_must_hold_a_trump_of_the_suit_it_names():
    game = stacked("nova-scotia-auction", NS_HANDS, kitty="5S 6S 7S 8S")
    everyone_passes(game)  # the dealer, seat 0, is bagged at 20
    with pytest.raises(IllegalAction) as refused:
        game.name_trump("S")
    assert str(refused.value) == "You hold no spade: you cannot name spades."
    assert not game.can_name_trump("H") and game.can_name_trump("C") and game.can_name_trump("D")
    assert game.nameable_suits() == "CD"


def test_the_ace_of_hearts_counts_as_a_trump_of_any_suit_for_naming():
    game = stacked("nova-scotia-auction", ["AH 10C JC QC 2D"] + NS_HANDS[1:], kitty="5S 6S 7S 8S")
    everyone_passes(game)
    assert game.nameable_suits() == "CDHS"


def test_looking_at_the_kitty_first_the_bidder_holds_it_before_naming_and_may_name_from_it():
    game = stacked("ns-kitty-first", NS_HANDS, kitty="5S 6S 7S 8S")
    everyone_passes(game)
    assert isinstance(game.log[-1], KittyTaken) and len(game.hand(0)) == 9
    game.name_trump("S")
    assert isinstance(game.log[-1], TrumpNamed) and game.phase == "discard"


def test_merrimack_valley_the_bidder_may_name_any_suit():
    game = stacked("merrimack-valley", NS_HANDS, kitty="5S 6S 7S")
    everyone_passes(game)
    assert game.nameable_suits() == "CDHS"


def test_nova_scotia_a_bidder_who_won_at_20_or_25_may_raise_to_30_before_naming_trumps():
    game = new_game(4, "nova-scotia-auction", seed=4)
    everyone_passes(game)
    assert (game.contract, str(game.legal_actions()[0])) == (20, "raise 30")
    assert game.raise_bid() == BidRaised(0, 30) and game.contract == 30
    assert not game.can_raise_bid() and all(a.kind == "name" for a in game.legal_actions())
    game.name_trump(game.nameable_suits()[0])
    with pytest.raises(IllegalAction, match="is to discard and draw"):
        game.raise_bid()


def test_a_bidder_at_30_or_under_merrimack_valley_rules_cannot_raise():
    game = new_game(4, "nova-scotia-auction", seed=4)
    game.bid(30)
    game.pass_bid()  # the dealer, who could hold
    assert not game.can_raise_bid() and game.bidder == 1
    mv = new_game(4, "merrimack-valley", seed=4)
    everyone_passes(mv)
    with pytest.raises(IllegalAction, match="may raise to 30"):
        mv.raise_bid()


# --- Discards and draws ---------------------------------------------------------------------
MV_HANDS = ["2C 3C 4C 6C 7C", "2D 3D 4D 6D 7D", "2H 3H 4H 6H 7H", "2S 3S 4S 6S 7S"]


def test_everyone_from_the_dealers_left_discards_and_is_served_back_to_five_from_the_stock():
    game = stacked("merrimack-valley", MV_HANDS, kitty="KC KD KH", stock="5C 5D 5H 5S AC AD AS QC QD QH")
    everyone_passes(game)
    game.name_trump("S")
    order = []
    for count in (1, 2, 0, 4):
        order.append(game.to_act)
        game.discard(game.hand(game.to_act)[:count])
    served = [r for r in game.log if isinstance(r, Served)]
    assert order == [1, 2, 3, 0]
    assert [(r.seat, names(r.cards)) for r in served] == [(1, "5C"), (2, "5D 5H"), (0, "5S")]
    assert all(len(game.hand(s)) == 5 for s in range(4)) and game.phase == "play"


def test_merrimack_valley_a_player_keeps_at_least_one_card():
    game = stacked("merrimack-valley", MV_HANDS, kitty="KC KD KH")
    everyone_passes(game)
    game.name_trump("S")
    with pytest.raises(IllegalAction) as refused:
        game.discard(game.hand(1))
    assert str(refused.value) == "Keep 1 or more of your cards: discard 4 or fewer."
    assert game.discard_limits() == (0, 4)


def test_merrimack_valley_at_six_players_each_keeps_at_least_two():
    game = new_game(6, "merrimack-valley", seed=8)
    everyone_passes(game)
    game.name_trump("S")
    assert game.discard_limits() == (0, 3)
    assert not game.can_discard(game.hand(1)[:4])


def test_nova_scotia_a_player_may_discard_all_five_and_is_served_three_then_the_rest():
    game = stacked("nova-scotia-auction", NS_HANDS, kitty="5S 6S 7S 8S", stock="AC AD AS KS QS 2C 3C 4C")
    everyone_passes(game)
    game.name_trump("C")
    game.discard(game.hand(1))  # all five
    assert names(game.hand(1)) == "AC AD AS"
    game.discard([])
    game.discard([])
    game.discard(game.hand(0)[:4])  # the dealer keeps five of nine
    served = [(r.seat, names(r.cards)) for r in game.log if isinstance(r, Served)]
    assert served == [(1, "AC AD AS"), (1, "KS QS")]
    assert len(game.hand(1)) == 5


def test_one_hundred_ten_players_other_than_the_bidder_draw_at_most_three():
    game = new_game(3, "one-hundred-ten", seed=5)
    everyone_passes(game)  # the dealer, seat 0, is bagged
    game.name_trump("H")
    with pytest.raises(IllegalAction) as refused:
        game.discard(game.hand(1)[:4])
    assert str(refused.value) == "You may draw no more than 3: keep 2 or more of your cards."
    game.discard(game.hand(1)[:3])
    game.discard([])
    assert game.to_act == 0 and len(game.hand(0)) == 10 and game.discard_limits() == (5, 10)
    game.discard(game.hand(0)[:9])  # the bidder may draw four
    assert len(game.hand(0)) == 5


def test_the_bidder_keeps_at_most_five():
    game = stacked("merrimack-valley", MV_HANDS, kitty="KC KD KH")
    everyone_passes(game)
    game.name_trump("S")
    for _ in range(3):
        game.discard([])
    with pytest.raises(IllegalAction) as refused:
        game.discard(game.hand(0)[:2])
    assert str(refused.value) == "You hold 8 cards: discard at least 3 to keep five."


def test_a_discard_the_stock_could_not_serve_after_the_players_before_it_is_refused():
    game = new_game(5, "nova-scotia-auction", seed=6)
    everyone_passes(game)  # the dealer, seat 0, discards last
    game.name_trump(game.nameable_suits()[0])
    for _ in range(4):
        game.discard(game.hand(game.to_act))  # 20 of the 23 stock cards
    assert len(game.stock) - sum(game.owed) == 3
    with pytest.raises(IllegalAction) as refused:
        game.discard(game.hand(0)[:8])
    assert str(refused.value) == "The stock can serve only 3 more: keep 2 or more of your cards."
    assert game.discard_limits() == (4, 7)
    game.discard(game.hand(0)[:7])
    assert all(len(game.hand(s)) == 5 for s in range(5))


def test_a_discard_of_a_card_not_held_is_refused():
    game = stacked("merrimack-valley", MV_HANDS, kitty="KC KD KH")
    everyone_passes(game)
    game.name_trump("S")
    with pytest.raises(IllegalAction, match="You do not hold 2S"):
        game.discard(["2S"])
    assert isinstance(game.discard(["2D"]), Discarded)


# --- The first lead and following -------------------------------------------------------------
def drawn(game: Game) -> Game:
    """Everyone stands pat (the bidder drops what it must)."""
    everyone_passes(game)
    game.name_trump(game.nameable_suits()[0])
    while game.phase == "discard":
        least, _ = game.discard_limits()
        game.discard(game.hand(game.to_act)[:least])
    return game


def test_merrimack_valley_the_bidder_leads():
    game = drawn(new_game(4, "merrimack-valley", seed=2, dealer=1))
    assert game.phase == "play" and game.leader == game.to_act == game.bidder == 1


def test_nova_scotia_auction_the_player_at_the_bidders_left_leads():
    game = drawn(new_game(4, "nova-scotia-auction", seed=2, dealer=1))
    assert game.phase == "play" and game.leader == 2


def test_one_hundred_ten_the_bidder_chooses_to_lead_or_to_have_the_left_lead():
    game = drawn(new_game(3, "one-hundred-ten", seed=2, dealer=1))
    assert game.phase == "lead" and [str(a) for a in game.legal_actions()] == ["lead 1", "lead 2"]
    with pytest.raises(IllegalAction) as refused:
        game.choose_leader(0)
    assert str(refused.value) == "Choose who leads: yourself (seat 1) or seat 2 at your left."
    game.choose_leader(2)
    assert game.phase == "play" and game.leader == game.to_act == 2


def test_merrimack_valley_any_card_may_be_played_on_a_plain_lead_but_a_trump_lead_must_be_followed():
    game = stacked("merrimack-valley", ["2C 3C 4C 6C 7C", "9C 3D 4D 6D 7D", "8C 3H 4H 6H 7H", "10C 3S 4S 6S 7S"],
                   kitty="KC KD KH")  # fmt: skip
    everyone_passes(game)
    game.name_trump("S")
    for _ in range(3):
        game.discard([])
    game.discard(game.hand(0)[5:])  # the dealer leads the 2C
    game.play("2C")
    assert len(game.legal_cards()) == 5  # seat 1 holds the 9C but need not follow
    game = stacked("merrimack-valley", ["2S 3C 4C 6C 7C", "9C 3D 4D 6D 7S", "8C 3H 4H 6H 7H", "10C 3S 4S 6S 8S"],
                   kitty="KC KD KH")  # fmt: skip
    everyone_passes(game)
    game.name_trump("S")
    for _ in range(3):
        game.discard([])
    game.discard(game.hand(0)[5:])
    game.play("2S")
    assert [str(c) for c in game.legal_cards()] == ["7S"]


def test_nova_scotia_auction_follows_suit_and_hearts_on_hearts_as_the_nova_scotia_preset():
    rs = ruleset("nova-scotia-auction")
    assert (rs.follow_plain_suit, rs.hearts_on_hearts, rs.renege) == (True, True, ("5", "J", "AH"))


def test_parse_of_a_discard_given_as_text():
    game = stacked("merrimack-valley", MV_HANDS, kitty="KC KD KH")
    everyone_passes(game)
    game.name_trump("S")
    game.discard("2D, 3D")
    assert game.discards[1] == tuple(parse_cards("2D 3D"))

