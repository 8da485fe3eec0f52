"""The seeds' six- and five-player auction games (docs/auction-rulings.md, "Six and five players")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardparty.rules import IllegalAction, new_game, parse_cards
from cardparty.rules.auction.dealing import stack_auction
from cardparty.rules.auction.records import Discarded, KittyTaken, PartnerCalled, TrumpNamed
from cardparty.rules.auction.unseen import PickedUp
from cardparty.rules.auction.view import Concealed, seat_view, visible_record
from cardparty.rules.export import game_record
from cardparty.rules.players import SensiblePlayer, play_out
from cardparty.rules.replaying import replay, replay_json
from cardparty.rules.rulesets import NOVA_SCOTIA, PRESETS

TWO_TEAMS, COUPLES = PRESETS["six-two-teams"], PRESETS["six-three-couples"]
HANDS = ["5H JH AH KH QH", "2C 3C 4C 6C 7C", "2D 3D 4D 6D 7D", "2S 3S 4S 6S 7S", "8C 9C 10C JC QC", "8D 9D 10D JD QD"]
KITTY = "KC AC KD AD"
# Three cards face down for each seat, dealt from the dealer's left: seats 1, 2, 3, 4, 5, 0.
UNSEEN = "8S 9S 10S JS QS KS AS 5C 5D 2H 3H 4H 5S 6H 7H 8H 9H 10H".split()


def stacked(rs=TWO_TEAMS):  # noqa: ANN001, ANN201
    """A six-player game, dealer 0, with the hands above; seat 1 wins the bid at 20 (and may name clubs)."""
    game = new_game(6, rs, seed=1, deck=stack_auction([h.split() for h in HANDS], KITTY.split(), UNSEEN, 0, rs))
    game.bid(20, 1)
    for seat in (2, 3, 4, 5):
        game.pass_bid(seat)
    game.pass_bid(0)
    return game


def test_six_players_three_more_cards_each_are_dealt_face_down_after_the_kitty_and_the_pack_is_spent():
    game = stacked()
    assert [len(game.hand(s)) for s in range(6)] == [5] * 6 and len(game.kitty) == 4
    assert game.unseen[1] == tuple(parse_cards("8S 9S 10S")) and game.unseen[0] == tuple(parse_cards("8H 9H 10H"))
    assert game.stock == []


def test_the_unseen_cards_cannot_be_seen_while_bidding():
    game = new_game(6, TWO_TEAMS, seed=4)
    view = seat_view(game, 2)
    assert len(view.hand) == 5 and not set(view.hand) & set(game.unseen[2])


def test_every_player_picks_up_the_unseen_cards_once_trumps_are_named_after_the_bidder_takes_the_kitty():
    game = stacked()
    game.name_trump("C", 1)
    tail = game.log[-8:]
    assert tail[0] == TrumpNamed(1, "C") and isinstance(tail[1], KittyTaken)
    assert [r.seat for r in tail[2:]] == [1, 2, 3, 4, 5, 0] and all(isinstance(r, PickedUp) for r in tail[2:])
    assert len(game.hand(1)) == 12 and len(game.hand(2)) == 8 and game.unseen == [()] * 6


def test_the_bidder_names_trumps_from_its_first_five_not_from_the_cards_still_face_down():
    game = stacked()  # seat 1 holds five clubs; its face-down cards are the 8, 9 and 10 of spades
    with pytest.raises(IllegalAction, match="You hold no spade: you cannot name spades."):
        game.name_trump("S", 1)
    assert game.phase == "trump" and len(game.hand(1)) == 5


def test_another_seats_pickup_shows_as_three_cards_face_down():
    game = stacked()
    game.name_trump("C", 1)
    pickup = next(r for r in game.log if isinstance(r, PickedUp) and r.seat == 3)
    assert visible_record(pickup, 0) == Concealed(3, "pickup", 3) and visible_record(pickup, 3) == pickup


def test_with_no_stock_each_player_discards_exactly_back_to_five():
    game = stacked()
    game.name_trump("C", 1)
    assert game.to_act == 1 and game.discard_limits() == (7, 7)
    game.discard(game.hand(1)[5:], 1)
    assert game.discard_limits() == (3, 3)
    with pytest.raises(IllegalAction, match="You hold 8 cards: discard at least 3 to keep five."):
        game.discard(game.hand(2)[:2], 2)
    with pytest.raises(IllegalAction, match="The stock can serve only 0 more: keep 5 or more of your cards."):
        game.discard(game.hand(2)[:4], 2)
    game.discard(game.hand(2)[:3], 2)
    assert len(game.hand(2)) == 5 and not any(type(r).__name__ == "Served" for r in game.log)


def test_with_no_stock_the_discard_is_awaited_as_a_discard_down_to_five_never_a_draw():
    game = stacked()
    game.name_trump("C", 1)
    waiting = game.waiting_for().render(lambda text: text)
    assert waiting == "Seat 1 is to discard down to five cards; there is no stock to draw from."
    with pytest.raises(IllegalAction, match="discard down to five cards; there is no stock"):
        game.play(game.hand(1)[0], 1)


def test_three_couples_partners_sit_across_and_play_as_three_sides():
    game = new_game(6, COUPLES, seed=2)
    assert game.side_of == (0, 1, 2, 0, 1, 2) and game.scores == [0, 0, 0]


def test_two_teams_of_three_partners_alternate():
    assert new_game(6, TWO_TEAMS, seed=2).side_of == (0, 1, 0, 1, 0, 1)


def test_a_ruleset_dealing_more_cards_than_the_pack_holds_is_refused_with_the_arithmetic():
    with pytest.raises(IllegalAction) as refused:
        new_game(6, replace(TWO_TEAMS, unseen=4))
    assert str(refused.value) == "The six-two-teams rules deal 58 cards at 6 players, and the pack has only 52."
    with pytest.raises(IllegalAction, match="deal 53 cards at 6 players"):
        new_game(6, replace(PRESETS["one-hundred-ten"], unseen=3, partnerships=()))


def test_couples_across_are_refused_where_they_cannot_be_played():
    with pytest.raises(IllegalAction, match="The couples setting of the merrimack-valley rules cannot be"):
        new_game(6, replace(PRESETS["merrimack-valley"], couples=(6,)))  # six already plays as two teams
    with pytest.raises(IllegalAction, match="The couples setting of the nova-scotia rules cannot be"):
        new_game(4, replace(NOVA_SCOTIA, couples=(4,)))


def test_unseen_cards_are_an_auction_setting():
    with pytest.raises(IllegalAction, match="The unseen setting is for auction games"):
        new_game(4, replace(NOVA_SCOTIA, unseen=3))


@pytest.mark.parametrize("rs", [TWO_TEAMS, COUPLES], ids=lambda r: r.name)
def test_a_six_player_game_plays_out_and_its_logs_replay(rs):
    game = play_out(new_game(6, rs, seed=11), [SensiblePlayer(s) for s in range(6)])
    assert game.winner is not None and len(game.scores) == game.sides
    assert replay(game.log).log == game.log and replay_json(game_record(game.log)).log == game.log
    rounds = game_record(game.log)["rounds"]
    assert all(sum(map(len, r["discards"])) == 7 + 5 * 3 for r in rounds)


def test_five_way_cut_throat_every_player_alone_and_no_partner_is_called():
    game = play_out(new_game(5, "merrimack-valley", seed=3), [SensiblePlayer(s) for s in range(5)])
    assert game.side_of == (0, 1, 2, 3, 4) and game.winner is not None
    assert not any(isinstance(r, PartnerCalled) for r in game.log)
    assert any(isinstance(r, Discarded) for r in game.log)


def test_the_nova_scotia_auction_at_five_plays_cut_throat_when_no_partner_is_called_by_the_rules():
    rs = replace(PRESETS["nova-scotia-auction"], name="ns-five-alone", call_partner=())
    game = play_out(new_game(5, rs, seed=5), [SensiblePlayer(s) for s in range(5)])
    assert game.winner is not None and not any(isinstance(r, PartnerCalled) for r in game.log)
