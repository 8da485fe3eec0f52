"""Who won each prize and how (tournaments/outcome.py): plain values, no database (SPEC 2, "Prizes and ties",
"Tie-break", "Booby prize", "Cookie jar"; issue 13 point 2)."""

from __future__ import annotations

from decimal import Decimal

from tournaments.money import split_share
from tournaments.outcome import (
    CUT,
    FORFEIT,
    NO_WINNER,
    OUTRIGHT,
    PLAYOFF,
    SEALED,
    SPLIT,
    UNSETTLED,
    Jar,
    Tie,
    for_couple,
    night_outcome,
)

NAMES = {n: f"Flora {n} & Angus {n}" for n in range(1, 9)}


def outcome(groups, ties=(), amounts=("$60", "$40", "$20"), booby=(), jar=None, wins=None):
    wins = wins or {n: 10 - i for i, g in enumerate(groups) for n in g}
    return night_outcome(groups=groups, wins=wins, names=NAMES, amounts=list(amounts), ties=list(ties), booby=booby,
                         jar=jar)


def test_a_prize_held_alone_is_won_outright_with_its_amount_as_typed():
    first = outcome([[2], [5]]).prizes[0]
    assert first.how == OUTRIGHT and first.settled and len(first.couples) == 1
    assert [(c.number, c.names) for c in first.winners] == [(2, "Flora 2 & Angus 2")]
    assert first.amount == "$60" and first.wins == 10


def test_a_cut_won_by_the_lower_card_names_the_winner_and_both_cards():
    tie = Tie("prize", 1, method="cut", cuts=({"3": "9S", "4": "4H"},), entries=((3, False), (4, True)), resolved=True)
    first = outcome([[3, 4]], [tie]).prizes[0]
    assert first.how == CUT and first.settled
    assert [c.number for c in first.winners] == [4] and [c.number for c in first.losers] == [3]
    card = first.winner_card
    assert (card.couple, card.rank, card.symbol, card.red) == (4, "4", "♥", True)
    assert [(c.couple, c.rank, c.symbol, c.red) for c in first.beaten_cards] == [(3, "9", "♠", False)]


def test_equal_lowest_cards_cut_again_and_the_last_round_decides():
    rounds = ({"1": "4H", "3": "4S", "5": "9D"}, {"1": "KH", "3": "2C"})
    tie = Tie("prize", 1, method="cut", cuts=rounds, entries=((1, False), (3, True), (5, False)), resolved=True, seed=11)
    first = outcome([[1, 3, 5]], [tie]).prizes[0]
    assert len(first.rounds) == 2 and [c.lowest for c in first.rounds[0]] == [True, True, False]
    assert first.winner_card.card == "2C" and [c.card for c in first.beaten_cards] == ["KH"]
    assert first.seed == 11


def test_a_ten_is_shown_as_10_with_its_suit():
    tie = Tie("prize", 1, method="cut", cuts=({"1": "10D", "2": "AS"},), entries=((1, False), (2, True)), resolved=True)
    beaten = outcome([[1, 2]], [tie]).prizes[0].beaten_cards[0]
    assert (beaten.rank, beaten.symbol, beaten.red) == ("10", "♦", True)


def test_a_three_way_split_gives_each_couple_a_third_of_the_prize():
    tie = Tie("prize", 1, method="split", entries=((1, True), (3, True), (5, True)), resolved=True)
    first = outcome([[1, 3, 5]], [tie], amounts=["$60"]).prizes[0]
    assert first.how == SPLIT and first.ways == 3
    assert [c.share for c in first.winners] == [Decimal("20.00")] * 3


def test_a_split_of_an_amount_that_is_no_number_has_no_share():
    tie = Tie("prize", 1, method="split", entries=((1, True), (3, True)), resolved=True)
    first = outcome([[1, 3]], [tie], amounts=["A turkey"]).prizes[0]
    assert first.how == SPLIT and first.amount == "A turkey" and [c.share for c in first.winners] == [None, None]


def test_a_share_is_rounded_to_the_cent():
    assert split_share("$50", 3) == Decimal("16.67") and split_share("45,50", 2) == Decimal("22.75")
    assert split_share("", 2) is None


def test_a_play_off_names_its_winner_and_its_points():
    tie = Tie("prize", 2, method="playoff", playoff_winner=3, playoff_points=(45, 30), entries=((3, True), (4, False)),
              resolved=True)
    second = outcome([[1], [3, 4]], [tie]).prizes[1]
    assert second.how == PLAYOFF and [c.number for c in second.winners] == [3] and second.playoff_points == (45, 30)


def test_the_only_couple_that_wanted_a_play_off_takes_the_prize_by_forfeit():
    tie = Tie("prize", 1, method="playoff", entries=((1, False), (3, True)), resolved=True)
    first = outcome([[1, 3]], [tie]).prizes[0]
    assert first.how == FORFEIT and [c.number for c in first.winners] == [3]


def test_an_unsettled_tie_is_still_in_line():
    open_cut = Tie("prize", 1, method="cut", cuts=({"1": "4H", "3": "4S"},), entries=((1, False), (3, False)))
    first, second = outcome([[1, 3], [2, 4]], [open_cut]).prizes
    assert first.how == UNSETTLED and not first.settled and first.winners == ()
    assert len(first.rounds) == 1, "the cuts so far are shown"
    assert second.how == UNSETTLED and not second.settled, "a tie nobody opened is unsettled too"


def test_the_booby_prize_is_settled_like_a_tie():
    tie = Tie("booby", 1, method="playoff", playoff_winner=6, entries=((4, False), (6, True)), resolved=True)
    night = outcome([[1]], [tie], booby=[4, 6], wins={1: 3, 4: 0, 6: 0})
    assert night.booby.how == PLAYOFF and [c.number for c in night.booby.winners] == [6] and night.booby.wins == 0


def test_the_cookie_jar_is_sealed_won_or_carried_over():
    assert outcome([[1]], jar=Jar(enabled=True, pot="6.00")).jar.how == SEALED
    assert not outcome([[1]], jar=Jar(enabled=True, pot="6.00")).settled
    carried = outcome([[1]], jar=Jar(enabled=True, revealed=True, pot="6.00")).jar
    assert carried.how == NO_WINNER and carried.settled and carried.amount == "6.00"
    won = outcome([[1]], jar=Jar(enabled=True, revealed=True, winners=(2,), pot="6.00")).jar
    assert won.how == OUTRIGHT and [c.number for c in won.winners] == [2]
    assert outcome([[1]], jar=Jar(enabled=False)).jar is None


def test_several_jar_winners_split_the_pot_when_they_choose_to():
    tie = Tie("jar", 1, method="split", entries=((1, True), (3, True)), resolved=True)
    jar = outcome([[1]], [tie], jar=Jar(enabled=True, revealed=True, winners=(1, 3), pot="7.00")).jar
    assert jar.how == SPLIT and [c.share for c in jar.winners] == [Decimal("3.50")] * 2


def test_a_couples_card_knows_what_it_won_and_who_beat_it():
    tie = Tie("prize", 1, method="cut", cuts=({"3": "9S", "4": "4H"},), entries=((3, False), (4, True)), resolved=True)
    night = outcome([[3, 4], [1]], [tie])
    (lost,) = for_couple(night, 3)
    assert not lost.won and [c.number for c in lost.others] == [4]
    (won,) = for_couple(night, 4)
    assert won.won and won.others == ()
    assert for_couple(night, 7) == ()
    assert night.settled


def test_a_couple_out_in_the_first_cut_keeps_its_own_card():
    rounds = ({"1": "4H", "3": "4S", "5": "9D"}, {"1": "KH", "3": "2C"})
    tie = Tie("prize", 1, method="cut", cuts=rounds, entries=((1, False), (3, True), (5, False)), resolved=True)
    mine = {m.me.number: m for n in (1, 5) for m in for_couple(outcome([[1, 3, 5]], [tie]), n)}
    assert mine[5].my_card.card == "9D" and mine[1].my_card.card == "KH"
