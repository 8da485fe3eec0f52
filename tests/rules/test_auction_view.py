"""What one seat may see: another seat's hand, the kitty and the discards stay hidden."""

from __future__ import annotations

from cardparty.rules import new_game, seat_view, visible_log
from cardparty.rules.auction.records import AuctionDealt, Discarded, KittyTaken, Served
from cardparty.rules.auction.view import Concealed
from cardparty.rules.records import Dealt, Robbed


def discarding_game():  # noqa: ANN201
    game = new_game(4, "merrimack-valley", seed=11)
    while game.phase == "bid":
        game.pass_bid()
    game.name_trump("H")
    game.discard(game.hand(1)[:2])
    return game


def test_a_seat_sees_its_own_hand_and_counts_of_the_others_never_their_cards():
    game = discarding_game()
    view = seat_view(game, 3)
    assert view.hand == game.hand(3) and view.hand_sizes == (8, 5, 5, 5)
    assert view.bidder == 0 and view.contract == 15 and view.trump == "H" and view.kitty_size == 0
    assert view.discarded == () and view.legal == () and view.to_act == 2
    assert str(view.waiting_for) == "Seat 2 is to discard and draw."
    assert seat_view(game, 1).discarded == game.discards[1]
    assert seat_view(game, 2).legal == tuple(game.legal_actions()) and len(seat_view(game, 2).legal) == 31


def test_the_log_as_a_seat_sees_it_conceals_other_hands_the_kitty_discards_and_draws():
    game = discarding_game()
    seen = visible_log(game, 2)
    dealt = next(r for r in seen if isinstance(r, AuctionDealt))
    assert dealt.hands[2] == game.log[1].hands[2] and dealt.hands[0] == () and dealt.kitty == ()
    assert not any(isinstance(r, KittyTaken | Discarded | Served) for r in seen)
    concealed = [r for r in seen if isinstance(r, Concealed)]
    assert [(c.seat, c.what) for c in concealed] == [(0, "kitty"), (1, "discard"), (1, "draw")]
    assert [c.count for c in concealed] == [3, 2, 2]
    own = visible_log(game, 1)
    assert any(isinstance(r, Discarded) and r.seat == 1 for r in own)


def test_the_bidder_sees_the_kitty_it_took():
    game = discarding_game()
    assert any(isinstance(r, KittyTaken) for r in visible_log(game, 0))


def test_turned_trump_logs_hide_other_hands_and_a_robbed_discard():
    for seed in range(50):
        game = new_game(4, seed=seed)
        if game.phase == "rob":
            robber = game.robber
            game.rob(game.hand(robber)[0])
            other = (robber + 1) % 4
            seen = visible_log(game, other)
            assert next(r for r in seen if isinstance(r, Robbed)).discarded is None
            dealt = next(r for r in seen if isinstance(r, Dealt))
            assert dealt.hands[robber] == () and dealt.hands[other] == game.log[1].hands[other]
            return
    raise AssertionError("no deal with robbing in 50 seeds")


def test_in_an_auction_game_the_bonus_is_told_when_the_round_is_scored_not_when_the_trick_is_taken():
    from cardparty.rules.auction.records import AuctionScored
    from cardparty.rules.records import TrickTaken

    game = discarding_game()
    while game.phase == "discard":
        game.discard([] if game.to_act != 0 else game.hand(0)[:3])
    while game.tricks < 3:
        game.play(game.legal_cards()[0])
    tricks = [r for r in visible_log(game, 1) if isinstance(r, TrickTaken)]
    assert len(tricks) == 3 and all(t.bonus is None and t.points is None for t in tricks)
    while not any(isinstance(r, AuctionScored) for r in game.log):
        game.play(game.legal_cards()[0])
    tricks = [r for r in visible_log(game, 1) if isinstance(r, TrickTaken)]
    assert sum(t.points for t in tricks) in (25, 30) and any(t.bonus is not None for t in tricks)
