"""Table movement (SPEC 2, "Tables and movement", "The bye", "Arrivals and departures").

The rules checked here, in plain words:
- every couple has exactly one seat in every game; there is at most one bye table;
- the winner at table t moves to the next open table (the last table's winner to the first)
  and arrives there (deals first); the loser stays;
- the bye table stays where it is; its single couple moves on like a winner;
- a late couple takes the bye seat, or opens a new table; a withdrawal leaves a bye, or the
  two single couples meet and the emptied table closes, and the circle skips closed tables.
"""

from __future__ import annotations

import math
import random

import pytest

from tournaments.movement import (
    MovementError,
    first_seating,
    next_seating,
    seat_joining_couple,
    unseat_withdrawn_couple,
)

GAMES = 25


# -- helpers written for the test, independent of tournaments.movement -----------------------


def seated(seating):
    """Every couple in the seating, once per seat it holds."""
    return [c for pair in seating.values() for c in pair if c is not None]


def singles(seating):
    """Tables holding exactly one couple."""
    return sorted(t for t, pair in seating.items() if sum(c is not None for c in pair) == 1)


def assert_room_is_sound(seating, couples):
    """One seat per couple, no empty open table, at most one bye table."""
    seats = seated(seating)
    assert sorted(seats) == sorted(couples), "each couple in exactly one seat"
    for table, pair in seating.items():
        assert len(pair) == 2, f"table {table} is not a pair of sides"
        assert pair != (None, None), f"table {table} is open but empty"
    assert len(singles(seating)) <= 1, "never more than one bye table"


def random_winners(seating, rng):
    return {t: rng.choice(pair) for t, pair in seating.items() if None not in pair}


def simulate_room(seating, winners):
    """A deliberately simple model of the hall: where does each couple sit next game?

    Tables are walked in order; everyone who leaves a table (its winner, or the couple
    alone at the bye table) walks to the next open table round the circle.
    """
    open_tables = sorted(seating)
    where_next = {}
    for position, table in enumerate(open_tables):
        next_table = open_tables[(position + 1) % len(open_tables)]
        here = [c for c in seating[table] if c is not None]
        if len(here) == 1:
            where_next[here[0]] = (next_table, "arriving")
        else:
            for couple in here:
                if couple == winners[table]:
                    where_next[couple] = (next_table, "arriving")
                else:
                    where_next[couple] = (table, "staying")
    return where_next


def positions(seating):
    """Where each couple sits, as (table, side)."""
    found = {}
    for table, (staying, arriving) in seating.items():
        if staying is not None:
            found[staying] = (table, "staying")
        if arriving is not None:
            found[arriving] = (table, "arriving")
    return found


# -- a whole night, every room size ---------------------------------------------------------


@pytest.mark.parametrize("n", range(2, 42))
def test_twenty_five_games_every_couple_one_seat_winners_move_losers_stay(n):
    couples = list(range(1, n + 1))
    rng = random.Random(1000 + n)
    seating = first_seating(couples)
    tables = math.ceil(n / 2)
    assert sorted(seating) == list(range(1, tables + 1)), "tables are numbered 1..ceil(N/2)"
    bye_table = singles(seating)
    assert len(bye_table) == n % 2, "a bye table exactly when N is odd"

    for _game in range(GAMES):
        assert_room_is_sound(seating, couples)
        assert singles(seating) == bye_table, "the bye table stays put"
        winners = random_winners(seating, rng)
        after = next_seating(seating, winners)
        assert sorted(after) == sorted(seating), "no table opens or closes by itself"
        now = positions(after)
        for table, pair in seating.items():
            next_table = table % tables + 1
            here = [c for c in pair if c is not None]
            if len(here) == 1:
                assert now[here[0]] == (next_table, "arriving"), "the bye couple moves on like a winner"
                continue
            winner = winners[table]
            loser = here[1] if here[0] == winner else here[0]
            assert now[winner] == (next_table, "arriving"), f"winner at table {table} moves to {next_table}"
            assert now[loser] == (table, "staying"), f"loser at table {table} stays"
        seating = after
    assert_room_is_sound(seating, couples)


@pytest.mark.parametrize("n", range(2, 42))
def test_next_seating_agrees_with_a_simple_simulation_of_the_room(n):
    rng = random.Random(n * 7919)
    seating = first_seating(list(range(1, n + 1)), seed=n)
    for _game in range(GAMES):
        winners = random_winners(seating, rng)
        expected = simulate_room(seating, winners)
        seating = next_seating(seating, winners)
        assert positions(seating) == expected


def test_next_seating_does_not_change_the_seating_it_is_given():
    seating = {1: (1, 2), 2: (3, 4), 3: (5, None)}
    copy = dict(seating)
    next_seating(seating, {1: 1, 2: 4})
    assert seating == copy


def test_next_seating_on_the_spec_example_of_five_couples():
    # Worked by hand: 2 wins at table 1 -> table 2; 3 wins at table 2 -> table 3 (the bye
    # table); 5 had the bye at table 3 -> table 1.  Losers 1 and 4 stay.
    assert next_seating({1: (1, 2), 2: (3, 4), 3: (5, None)}, {1: 2, 2: 3}) == {
        1: (1, 5),
        2: (4, 2),
        3: (None, 3),
    }


def test_two_couples_winner_moves_round_to_the_only_table():
    assert next_seating({1: (1, 2)}, {1: 1}) == {1: (2, 1)}


# -- first seating ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 8, 9, 41])
def test_first_seating_seats_couples_two_by_two_in_the_order_given(n):
    order = random.Random(n).sample(range(1, 500), n)
    seating = first_seating(order)
    expected = {}
    for i in range(0, n, 2):
        expected[i // 2 + 1] = (order[i], order[i + 1] if i + 1 < n else None)
    assert seating == expected


def test_first_seating_of_no_couples_is_an_empty_room():
    assert first_seating([]) == {}


def test_first_seating_refuses_a_couple_listed_twice():
    with pytest.raises(MovementError):
        first_seating([1, 2, 2, 3])


@pytest.mark.parametrize("n", [2, 5, 30, 41])
def test_seeded_first_seating_is_a_reproducible_shuffle(n):
    couples = list(range(1, n + 1))
    a = first_seating(couples, seed=2026)
    b = first_seating(list(couples), seed=2026)
    assert a == b, "same seed, same seating"
    assert_room_is_sound(a, couples)
    assert sorted(a) == list(range(1, math.ceil(n / 2) + 1))
    if n % 2:
        assert singles(a) == [max(a)], "the bye is the last table"


def test_seeded_first_seating_depends_on_the_seed():
    couples = list(range(1, 31))
    seatings = {tuple(first_seating(couples, seed=s).items()) for s in range(10)}
    assert len(seatings) > 1
    assert any(first_seating(couples, seed=s) != first_seating(couples) for s in range(10))


def test_seeded_first_seating_leaves_the_callers_list_alone():
    couples = list(range(1, 11))
    first_seating(couples, seed=5)
    assert couples == list(range(1, 11))


# -- bad winners and bad rooms ----------------------------------------------------------------


@pytest.mark.parametrize(
    "winners",
    [
        pytest.param({1: 1}, id="table-2-has-no-winner"),
        pytest.param({1: 1, 2: 1}, id="winner-sits-at-another-table"),
        pytest.param({1: 1, 2: 99}, id="winner-is-nobody"),
        pytest.param({1: 1, 2: None}, id="winner-is-none"),
        pytest.param({}, id="no-winners-at-all"),
    ],
)
def test_next_seating_refuses_bad_winners(winners):
    with pytest.raises(MovementError):
        next_seating({1: (1, 2), 2: (3, 4), 3: (5, None)}, winners)


def test_next_seating_refuses_an_open_empty_table():
    with pytest.raises(MovementError):
        next_seating({1: (1, 2), 2: (None, None)}, {1: 1})


def test_movement_error_is_a_value_error():
    assert issubclass(MovementError, ValueError)


# -- joins and withdrawals --------------------------------------------------------------------


def test_late_couple_takes_the_bye_seat():
    seating = {1: (1, 2), 2: (3, 4), 3: (None, 5)}
    assert seat_joining_couple(seating, 6) == {1: (1, 2), 2: (3, 4), 3: (6, 5)}


def test_late_couple_takes_the_empty_arriving_side_of_a_first_game_bye():
    assert seat_joining_couple({1: (1, 2), 2: (3, None)}, 4) == {1: (1, 2), 2: (3, 4)}


def test_late_couple_opens_a_new_bye_table_when_there_is_no_bye():
    seating = {1: (1, 2), 2: (3, 4)}
    after = seat_joining_couple(seating, 5)
    assert after == {1: (1, 2), 2: (3, 4), 3: (5, None)}
    assert seating == {1: (1, 2), 2: (3, 4)}, "the given seating is not changed"


def test_late_couple_opens_a_table_after_the_highest_even_with_a_closed_gap():
    after = seat_joining_couple({1: (1, 2), 3: (3, 4)}, 5)
    assert after[4] == (5, None) and sorted(after) == [1, 3, 4]


def test_a_couple_already_seated_cannot_join_again():
    with pytest.raises(MovementError):
        seat_joining_couple({1: (1, 2)}, 2)


def test_withdrawal_leaves_a_bye_behind():
    after = unseat_withdrawn_couple({1: (1, 2), 2: (3, 4)}, 4)
    assert seated(after) == [1, 2, 3]
    assert singles(after) == [2] and 3 in after[2]


def test_withdrawal_of_the_bye_couple_closes_its_table():
    after = unseat_withdrawn_couple({1: (1, 2), 2: (3, 4), 3: (None, 5)}, 5)
    assert after == {1: (1, 2), 2: (3, 4)}


def test_withdrawal_with_a_bye_already_makes_the_two_single_couples_meet():
    seating = {1: (1, 2), 2: (3, 4), 3: (None, 5)}
    after = unseat_withdrawn_couple(seating, 3)
    assert_room_is_sound(after, [1, 2, 4, 5])
    assert singles(after) == [], "the two single couples meet"
    meeting = [t for t, pair in after.items() if set(pair) == {4, 5}]
    assert len(meeting) == 1 and meeting[0] in (2, 3), "they meet at one of their two tables"
    assert len(after) == 2, "the other table closes"
    assert after[1] == (1, 2), "other tables are untouched"


def test_a_closed_table_is_skipped_by_the_circle():
    # Table 2 closed after a withdrawal: the winner at table 1 goes to table 3.
    after = unseat_withdrawn_couple({1: (1, 2), 2: (None, 3), 3: (4, 5)}, 3)
    assert sorted(after) == [1, 3]
    nxt = next_seating(after, {1: 2, 3: 5})
    assert nxt == {1: (1, 5), 3: (4, 2)}


def test_withdrawing_a_couple_that_is_not_seated_is_refused():
    with pytest.raises(MovementError):
        unseat_withdrawn_couple({1: (1, 2)}, 7)


@pytest.mark.parametrize("seed", range(120))
def test_random_joins_and_withdrawals_keep_the_room_sound_and_moving(seed):
    rng = random.Random(seed)
    start = rng.randint(2, 21)
    couples = set(range(1, start + 1))
    next_number = start + 1
    seating = first_seating(sorted(couples), seed=seed)
    for _game in range(GAMES):
        # between games: maybe someone arrives, maybe someone leaves (at least two stay)
        for _change in range(rng.randint(0, 2)):
            if rng.random() < 0.5:
                seating = seat_joining_couple(seating, next_number)
                couples.add(next_number)
                next_number += 1
            elif len(couples) > 2:
                leaving = rng.choice(sorted(couples))
                before = dict(seating)
                seating = unseat_withdrawn_couple(seating, leaving)
                couples.discard(leaving)
                moved = [t for t in before if t in seating and seating[t] != before[t]]
                assert len(moved) <= 2, "a withdrawal touches at most its own table and the bye table"
            assert_room_is_sound(seating, couples)
        winners = random_winners(seating, rng)
        expected = simulate_room(seating, winners)
        seating = next_seating(seating, winners)
        assert positions(seating) == expected
        assert_room_is_sound(seating, couples)
