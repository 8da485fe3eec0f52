"""Prize edges found in review: who may take a prize, and what a late correction may change."""

from __future__ import annotations

import pytest

from tournaments.errors import Conflict, Refusal
from tournaments.models import Result, TieBreak
from tournaments.selectors import night_standings
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_withdraw
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open

from .helpers import fresh, lowest_number_wins


def test_a_couple_that_left_takes_no_prize_not_even_the_booby(make_night, play_games):
    night = make_night(6, games=4)
    night = play_games(night, 1, lowest_number_wins)
    couple_withdraw(night=night, number=6)  # lost game 1 to couple 5: fewest wins so far
    night = play_games(fresh(night), 3, lowest_number_wins)
    table = night_standings(night=night)
    assert all(6 not in group for group in table.prize_groups)
    assert 6 not in table.booby_group and table.booby_group


def test_booby_and_cookie_jar_ties_have_one_place_only(make_night, play_games):
    night = play_games(make_night(4, games=1), 1, lowest_number_wins)
    with pytest.raises(Refusal):
        tiebreak_open(night=night, kind="booby", place=2)
    assert not TieBreak.objects.filter(night=night).exists()


def _tied_for_first(make_night, play_games):
    night = play_games(make_night(4, games=1), 1, lowest_number_wins)  # couples 1 and 3 win: tied on 1
    tb = tiebreak_open(night=night, kind="prize", place=1)
    assert sorted(e.couple.number for e in tb.entries.all()) == [1, 3]
    return night, tb


def test_a_correction_after_a_settled_tie_is_refused(make_night, play_games):
    night, tb = _tied_for_first(make_night, play_games)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "split", 3: "split"})
    result = Result.objects.get(night=night, game=1, table=1)
    with pytest.raises(Conflict):
        result_correct(night=night, game=1, table=1, winner=2, reason="wrong tap", version=result.version)
    assert Result.objects.get(pk=result.pk).winner.number == 1


def test_a_correction_before_the_tie_is_settled_reopens_it_from_the_new_standings(make_night, play_games):
    night, tb = _tied_for_first(make_night, play_games)
    result = Result.objects.get(night=night, game=1, table=1)
    result_correct(night=night, game=1, table=1, winner=2, reason="wrong tap", version=result.version)
    assert not TieBreak.objects.filter(pk=tb.pk).exists()
    reopened = tiebreak_open(night=night, kind="prize", place=1)
    assert sorted(e.couple.number for e in reopened.entries.all()) == [2, 3]


def test_an_app_cut_after_real_cards_is_reproduced_from_its_seed_and_round(make_night, play_games):
    night, tb = _tied_for_first(make_night, play_games)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "cut", 3: "split"})
    tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "4H", 3: "4S"})  # equal: cut again
    done = tiebreak_cut(night=night, tiebreak=tb.pk, seed=1234)
    import random

    from tournaments.services.prizes import DECK

    expected = random.Random("1234:1").sample(DECK, 2)
    assert done.cuts[1] == {"1": expected[0], "3": expected[1]}
    assert done.resolved


def test_couple_numbers_start_at_one(make_night):
    night = make_night(2, start=False)
    with pytest.raises(Refusal) as refused:
        couple_register(night=night, player1="Flora", number=0)
    assert "start at 1" in refused.value.message
