"""What each couple took home from a night, for the season table (issue 15, point 2): prizes won as
the night settled them, cookie jars and money, as tournaments/outcome.py and money.py count them."""

from __future__ import annotations

from decimal import Decimal

from tournaments.outcome import Tie
from tournaments.season import CouplePlayed, NightPlayed, couple_rows, season_rows
from tournaments.season_prizes import NightFacts, night_takings

ALL = frozenset({1, 2, 3, 4})


def test_a_prize_won_outright_pays_its_whole_amount():
    took = night_takings(NightFacts(wins={1: 9, 2: 7, 3: 5, 4: 1}, active=ALL, amounts=("$60", "$40", "$20")))
    assert {n: (t.prizes, t.money) for n, t in took.items()} == {
        1: (1, Decimal("60.00")), 2: (1, Decimal("40.00")), 3: (1, Decimal("20.00"))}


def test_a_split_prize_pays_each_couple_its_share_to_the_cent():
    tie = Tie("prize", 1, method="split", entries=((1, True), (2, True), (3, True)), resolved=True)
    took = night_takings(NightFacts(wins={1: 9, 2: 9, 3: 9, 4: 1}, active=ALL, amounts=("$50",), ties=(tie,)))
    assert {n: t.money for n, t in took.items()} == {1: Decimal("16.67"), 2: Decimal("16.67"), 3: Decimal("16.67")}
    assert all(t.prizes == 1 for t in took.values())


def test_a_prize_cut_for_goes_whole_to_the_couple_that_won_the_cut():
    tie = Tie("prize", 1, method="cut", cuts=({"1": "9S", "2": "4H"},), entries=((1, False), (2, True)), resolved=True)
    took = night_takings(NightFacts(wins={1: 9, 2: 9, 3: 2, 4: 1}, active=ALL, amounts=("$50",), ties=(tie,)))
    assert {n: t.money for n, t in took.items()} == {2: Decimal("50.00")}


def test_a_tie_not_yet_settled_gives_nobody_the_prize():
    assert night_takings(NightFacts(wins={1: 9, 2: 9}, active=frozenset({1, 2}), amounts=("$50",))) == {}


def test_a_prize_in_kind_is_a_prize_but_no_money():
    took = night_takings(NightFacts(wins={1: 9, 2: 3}, active=frozenset({1, 2}), amounts=("A turkey",)))
    assert (took[1].prizes, took[1].money) == (1, Decimal("0.00"))


def test_a_couple_that_left_takes_no_prize():
    took = night_takings(NightFacts(wins={1: 9, 2: 3}, active=frozenset({2}), amounts=("$10",)))
    assert list(took) == [2]


def test_the_cookie_jar_pays_its_pot_to_the_entrant_that_won_every_drawn_game():
    night = NightFacts(wins={1: 3, 2: 2}, active=frozenset({1, 2}), jar=True, jar_revealed=True, jar_games=(1, 3),
                       jar_entrants=(1, 2), jar_pot=Decimal("14.00"), punches={1: (1, 2, 3), 2: (1, 2)})
    took = night_takings(night)
    assert (took[1].jars, took[1].money, took[1].prizes) == (1, Decimal("14.00"), 0)
    assert 2 not in took


def test_a_jar_nobody_won_pays_nobody():
    night = NightFacts(wins={1: 1}, active=frozenset({1}), jar=True, jar_revealed=True, jar_games=(1, 2),
                       jar_entrants=(1,), jar_pot=Decimal("9.00"), punches={1: (1,)})
    assert night_takings(night) == {}


def test_a_players_season_adds_their_prizes_jars_and_money_over_every_night_played():
    played = [NightPlayed(1, 10, 9, 1, 0, Decimal("20.00")), NightPlayed(1, 11, 4, 0, 1, Decimal("7.50")),
              NightPlayed(1, 12, 8, 1, 0, Decimal("10.00"))]
    row = season_rows(played, {1: "Ann"}, best_of=1)[0]
    assert (row.wins, row.prizes, row.jars, row.money) == (9, 2, 1, Decimal("37.50"))


def test_a_regular_couples_takings_add_up_over_their_nights_together():
    played = [CouplePlayed(1, 2, 10, 9, 1, 0, Decimal("30.00")), CouplePlayed(1, 2, 11, 5, 0, 1, Decimal("6.00"))]
    row = couple_rows(played, {})[0]
    assert (row.prizes, row.jars, row.money) == (1, 1, Decimal("36.00"))
