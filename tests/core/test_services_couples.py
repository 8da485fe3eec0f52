"""Registering, joining late and withdrawing couples (SPEC 2, "Couples only", "Arrivals and departures")."""

from __future__ import annotations

import random

import pytest

from tournaments.errors import Conflict, Refusal
from tournaments.models import Couple
from tournaments.selectors import night_standings, seating_for_game, seatings_all
from tournaments.services.couples import couple_register, couple_remove, couple_update, couple_withdraw
from tournaments.services.results import result_record

from .helpers import fresh, raw_seatings, raw_wins

pytestmark = pytest.mark.django_db


def singles(seating):
    return sorted(t for t, pair in seating.items() if sum(c is not None for c in pair) == 1)


def seated(seating):
    return sorted(c for pair in seating.values() for c in pair if c is not None)


# -- registration -----------------------------------------------------------------------------


def test_couples_are_numbered_one_up_in_order_of_registration(make_night):
    night = make_night(0, start=False)
    numbers = [couple_register(night=night, player1="Flora").number for _ in range(5)]
    assert numbers == [1, 2, 3, 4, 5]


def test_a_chosen_number_is_kept_and_the_next_couple_follows_the_highest(make_night):
    night = make_night(2, start=False)
    assert couple_register(night=night, player1="Flora", number=10).number == 10
    assert couple_register(night=night, player1="Flora").number == 11


@pytest.mark.parametrize("number", [1, 0, -3])
def test_a_taken_or_impossible_number_is_refused(make_night, number):
    night = make_night(2, start=False)
    with pytest.raises(Refusal):
        couple_register(night=night, player1="Flora", number=number)
    assert Couple.objects.filter(night=night).count() == 2


def test_numbers_are_per_night(make_night):
    a, b = make_night(3, start=False), make_night(0, start=False)
    assert couple_register(night=b, player1="Flora").number == 1
    assert Couple.objects.filter(night=a).count() == 3


def test_names_are_trimmed_and_keep_accents_and_apostrophes(make_night):
    night = make_night(0, start=False)
    couple = couple_register(night=night, player1="  Marie-Thérèse   O'Neil \n", player2="\tGaétan  Bélanger ")
    couple.refresh_from_db()
    assert (couple.player1, couple.player2) == ("Marie-Thérèse O'Neil", "Gaétan Bélanger")
    assert couple.names == "Marie-Thérèse O'Neil & Gaétan Bélanger"


def test_one_name_is_enough(make_night):
    night = make_night(0, start=False)
    assert couple_register(night=night, player2="Angus").names == "Angus"
    assert couple_register(night=night, player1="Flora").names == "Flora"


@pytest.mark.parametrize(("player1", "player2"), [("", ""), ("  ", "\t\n")])
def test_a_couple_with_no_name_at_all_is_refused_and_nothing_is_registered(make_night, player1, player2):
    night = make_night(2, start=False)
    with pytest.raises(Refusal) as refused:
        couple_register(night=night, player1=player1, player2=player2)
    assert refused.value.message == "Type at least one of the two names."
    with pytest.raises(Refusal):
        couple_update(night=night, number=1, player1=player1, player2=player2)
    assert list(Couple.objects.filter(night=night).values_list("number", "player1")) == [(1, "Player 1a"), (2, "Player 2a")]


def test_the_same_registration_form_sent_twice_registers_one_couple(make_night):
    night = make_night(2, start=False)
    first = couple_register(night=night, player1="Yvette", player2="Paul", token="form-token-1")
    again = couple_register(night=night, player1="Yvette", player2="Paul", token="form-token-1")
    other = couple_register(night=night, player1="Yvette", player2="Paul", token="form-token-2")
    assert (first.pk, first.number) == (again.pk, 3) and other.number == 4
    assert Couple.objects.filter(night=night).count() == 4


def test_a_form_whose_couple_was_removed_does_not_register_it_again(make_night):
    night = make_night(2, start=False)
    couple_register(night=night, player1="Yvette", token="form-token-1")
    couple_withdraw(night=night, number=3)
    with pytest.raises(Conflict):
        couple_register(night=night, player1="Yvette", token="form-token-1")
    with pytest.raises(Conflict):  # a token is one night's
        couple_register(night=make_night(0, start=False), player1="Yvette", token="form-token-1")
    assert Couple.objects.filter(night=night).count() == 2


def test_a_name_of_eighty_characters_fits_and_eighty_one_is_refused(make_night):
    night = make_night(0, start=False)
    assert couple_register(night=night, player1="é" * 80).player1 == "é" * 80
    with pytest.raises(Refusal) as refused:
        couple_register(night=night, player2="x" * 81)
    assert "80" in refused.value.message
    assert Couple.objects.filter(night=night).count() == 1
    with pytest.raises(Refusal):
        couple_update(night=night, number=1, player1="ok", player2="y" * 200)
    assert Couple.objects.get(night=night, number=1).player1 == "é" * 80


def test_withdrawing_before_the_night_removes_the_couple_and_closes_up_the_numbers(make_night):
    night = make_night(3, start=False)
    assert couple_withdraw(night=night, number=2) is None
    assert list(Couple.objects.filter(night=night).values_list("number", "player1")) == [(1, "Player 1a"), (2, "Player 3a")]


@pytest.mark.parametrize(("removed", "left"), [(1, "2345"), (3, "1245"), (5, "1234")])
def test_a_couple_removed_before_the_night_leaves_no_hole_in_the_numbers(make_night, removed, left):
    night = make_night(5, start=False)
    tokens = dict(Couple.objects.filter(night=night).values_list("player1", "public_token"))
    moved = couple_remove(night=night, number=removed)
    rows = list(Couple.objects.filter(night=night).order_by("number").values_list("number", "player1", "public_token"))
    assert moved == 5 - removed
    assert [(n, p) for n, p, _ in rows] == [(i, f"Player {old}a") for i, old in enumerate(left, start=1)]
    assert all(tokens[p] == t for _, p, t in rows), "links and QR codes follow their couple"
    assert couple_register(night=night, player1="Next").number == 5


def test_a_couple_cannot_be_removed_once_the_night_has_started(make_night):
    night = make_night(4)
    with pytest.raises(Conflict):
        couple_remove(night=night, number=2)
    assert Couple.objects.filter(night=night).count() == 4


def test_no_one_joins_after_the_last_game(make_night, play_games):
    night = play_games(make_night(4, games=1), 1)
    with pytest.raises(Conflict):
        couple_register(night=night, player1="Flora")
    with pytest.raises(Conflict):
        couple_withdraw(night=night, number=1)


# -- joining mid-night ------------------------------------------------------------------------


def test_a_late_couple_takes_the_bye_seat(make_night, play_game):
    night = play_game(make_night(5))  # game 2 in play, one bye table
    before = seating_for_game(night=night, game=2)
    [bye] = singles(before)
    couple = couple_register(night=night, player1="Late", player2="Comers")
    after = seating_for_game(night=night, game=2)
    assert couple.number == 6 and couple.joined_game == 2
    assert sorted(after) == sorted(before), "no table opens"
    assert singles(after) == []
    assert 6 in after[bye]
    assert {t: p for t, p in after.items() if t != bye} == {t: p for t, p in before.items() if t != bye}


def test_a_late_couple_opens_a_new_table_with_a_bye_when_there_is_none(make_night, play_game):
    night = play_game(make_night(6))
    before = seating_for_game(night=night, game=2)
    couple = couple_register(night=night, player1="Flora")
    after = seating_for_game(night=night, game=2)
    assert couple.number == 7 and couple.joined_game == 2
    assert sorted(after) == [1, 2, 3, 4]
    assert seated({4: after[4]}) == [7] and singles(after) == [4]
    assert {t: after[t] for t in before} == before


def test_a_late_couple_joins_the_movement_at_the_next_close(make_night, play_games):
    night = play_games(make_night(4), 1)
    couple_register(night=night, player1="Flora")
    night = play_games(night, 3)
    for game in (2, 3, 4):
        assert 5 in seated(seating_for_game(night=night, game=game))
    assert 5 not in seated(seating_for_game(night=night, game=1))


# -- withdrawing mid-night --------------------------------------------------------------------


def test_a_withdrawal_leaves_a_bye_behind(make_night, play_game):
    night = play_game(make_night(6))
    before = seating_for_game(night=night, game=2)
    [table] = [t for t, pair in before.items() if 3 in pair]
    partner = next(c for c in before[table] if c != 3)
    couple = couple_withdraw(night=night, number=3)
    after = seating_for_game(night=night, game=2)
    assert couple.left_after == 1
    assert seated(after) == sorted(c for c in seated(before) if c != 3)
    assert singles(after) == [table] and partner in after[table]


def test_a_withdrawal_next_to_a_bye_makes_the_two_single_couples_meet(make_night, play_game):
    night = play_game(make_night(7))  # 4 tables, one bye
    before = seating_for_game(night=night, game=2)
    [bye] = singles(before)
    leaving = next(c for t, pair in before.items() if t != bye for c in pair)
    [table] = [t for t, pair in before.items() if leaving in pair]
    partner = next(c for c in before[table] if c != leaving)
    bye_couple = seated({bye: before[bye]})[0]
    couple_withdraw(night=night, number=leaving)
    after = seating_for_game(night=night, game=2)
    assert singles(after) == [], "never a second bye: the single couples meet"
    assert len(after) == 3, "the emptied table closes"
    assert any(set(pair) == {partner, bye_couple} for pair in after.values())
    assert seated(after) == sorted(c for c in range(1, 8) if c != leaving)


def test_a_withdrawal_is_refused_when_its_table_already_has_a_result(make_night):
    night = make_night(6)
    result_record(night=night, game=1, table=2, winner=3)
    with pytest.raises(Conflict):
        couple_withdraw(night=night, number=4)
    assert Couple.objects.get(night=night, number=4).left_after is None
    assert seating_for_game(night=night, game=1)[2] == (3, 4)


def test_a_couple_cannot_withdraw_twice(make_night, play_game):
    night = play_game(make_night(6))
    couple_withdraw(night=night, number=1)
    with pytest.raises(Conflict):
        couple_withdraw(night=night, number=1)


def test_the_last_two_couples_cannot_both_leave(make_night, play_game):
    night = play_game(make_night(2))
    with pytest.raises(Refusal):
        couple_withdraw(night=night, number=1)
    assert seated(seating_for_game(night=night, game=2)) == [1, 2]


# -- a whole night with arrivals and departures -----------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_joins_and_withdrawals_never_change_played_games_and_cards_show_only_games_played(
    make_night, play_game, seed
):
    rng = random.Random(seed)
    night = make_night(rng.randint(5, 9), games=10)
    history = {}
    for game in range(1, 11):
        night = fresh(night)
        if game > 1:
            current = seating_for_game(night=night, game=game)
            active = seated(current)
            if rng.random() < 0.5:
                couple_register(night=night, player1="Flora")
            if rng.random() < 0.5 and len(active) > 3:
                couple_withdraw(night=night, number=rng.choice(active))
            seating = seating_for_game(night=night, game=game)
            assert len(singles(seating)) <= 1
            assert len(seated(seating)) == len(set(seated(seating)))
        stored = seatings_all(night=night)
        for played, seating in history.items():
            assert stored[played] == seating, f"game {played} was changed after it was played"
        history[game] = seating_for_game(night=night, game=game)
        night = play_game(night, seed=seed)

    table = night_standings(night=night)
    seats = raw_seatings(night)
    expected = raw_wins(night)
    for couple in Couple.objects.filter(night=night):
        line = next(line for line in table.lines if line.number == couple.number)
        played = sorted(g for g, tables in seats.items() if any(couple.number in c for c in tables.values()))
        assert set(line.games) <= set(played), f"couple {couple.number} punched for a game it did not play"
        assert list(line.games) == expected.get(couple.number, [])
        assert line.wins == len(line.games)
        assert played[0] == couple.joined_game
        if couple.left_after is not None:
            assert played[-1] == couple.left_after
            assert not line.active
        else:
            assert played[-1] == 10
