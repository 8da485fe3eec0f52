"""Prize groups, the booby prize, tie-break choices, cutting the deck and punches (SPEC 2)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.standings import booby_group, cut_rank, cut_winners, prize_groups, punches, tie_method

SPEC_EXAMPLE = {"A": 18, "B": 18, "C": 16, "D": 15, "E": 15}


# -- prize groups -----------------------------------------------------------------------------


def test_prize_groups_follow_distinct_win_counts_as_in_the_spec_example():
    assert prize_groups(SPEC_EXAMPLE) == [["A", "B"], ["C"], ["D", "E"]]


def test_tied_couples_contest_one_prize_and_the_others_do_not_drop_a_place():
    wins = {"A": 9, "B": 9, "C": 9, "D": 8, "E": 7, "F": 6}
    assert prize_groups(wins) == [["A", "B", "C"], ["D"], ["E"]]


def test_fewer_distinct_counts_than_places_gives_fewer_groups():
    assert prize_groups({"A": 3, "B": 3, "C": 1}) == [["A", "B"], ["C"]]


def test_everyone_tied_makes_one_group():
    assert prize_groups({"A": 5, "B": 5, "C": 5}) == [["A", "B", "C"]]


def test_nobody_won_means_no_prize_groups():
    assert prize_groups({"A": 0, "B": 0, "C": 0}) == []


def test_no_couples_means_no_prize_groups():
    assert prize_groups({}) == []


def test_a_couple_without_a_win_takes_no_prize_place():
    assert prize_groups({"A": 2, "B": 0, "C": 1}) == [["A"], ["C"]]


def test_one_prize_place_goes_to_the_top_count_only():
    assert prize_groups(SPEC_EXAMPLE, places=1) == [["A", "B"]]


def test_five_places_stop_at_the_distinct_counts_there_are():
    assert prize_groups(SPEC_EXAMPLE, places=5) == [["A", "B"], ["C"], ["D", "E"]]


def test_prize_group_members_are_sorted_numerically():
    assert prize_groups({10: 4, 9: 4, 2: 4, 1: 1}) == [[2, 9, 10], [1]]


@given(
    wins=st.dictionaries(st.integers(1, 200), st.integers(0, 25), max_size=60),
    places=st.integers(1, 6),
)
def test_prize_groups_are_the_top_distinct_positive_counts(wins, places):
    groups = prize_groups(wins, places)
    top_counts = sorted({w for w in wins.values() if w > 0}, reverse=True)[:places]
    assert len(groups) == len(top_counts)
    for group, count in zip(groups, top_counts, strict=True):
        assert group == sorted(c for c, w in wins.items() if w == count)
    winners = [c for g in groups for c in g]
    assert len(winners) == len(set(winners)), "no couple in two places"


# -- booby prize ------------------------------------------------------------------------------


def test_booby_group_is_the_couples_with_the_fewest_wins():
    assert booby_group(SPEC_EXAMPLE) == ["D", "E"]


def test_booby_group_includes_couples_without_a_win():
    assert booby_group({3: 4, 1: 0, 2: 0}) == [1, 2]


def test_booby_group_when_everyone_is_tied_is_everyone():
    assert booby_group({"B": 2, "A": 2}) == ["A", "B"]


def test_booby_group_of_nobody_is_empty():
    assert booby_group({}) == []


# -- tie-break choices ------------------------------------------------------------------------


def expected_method(choices):
    """SPEC: anyone wanting a play-off gets one (the others forfeit); a unanimous split is
    split; anything else is settled by cutting the deck among all tied couples."""
    wanting = sorted(c for c, v in choices.items() if v == "playoff")
    if wanting:
        return "playoff", wanting
    if all(v == "split" for v in choices.values()):
        return "split", sorted(choices)
    return "cut", sorted(choices)


@pytest.mark.parametrize("size", [2, 3])
def test_every_combination_of_tie_choices_follows_the_rule(size):
    couples = list(range(1, size + 1))
    seen = set()
    for combo in itertools.product(["split", "cut", "playoff"], repeat=size):
        choices = dict(zip(couples, combo, strict=True))
        assert tie_method(choices) == expected_method(choices), choices
        seen.add(tie_method(choices)[0])
    assert seen == {"split", "cut", "playoff"}


def test_a_single_playoff_wanter_is_the_only_contender():
    assert tie_method({1: "split", 2: "playoff", 3: "cut"}) == ("playoff", [2])


def test_an_unknown_tie_choice_is_refused():
    with pytest.raises(ValueError):
        tie_method({1: "split", 2: "arm-wrestle"})


# -- cutting the deck -------------------------------------------------------------------------

RANKS_LOW_TO_HIGH = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


@pytest.mark.parametrize("lower,higher", list(itertools.pairwise(RANKS_LOW_TO_HIGH)))
def test_the_lower_card_wins_the_cut_ace_low(lower, higher):
    assert cut_winners({"x": higher + "S", "y": lower + "H"}) == ["y"]
    assert cut_winners({"x": lower + "D", "y": higher + "C"}) == ["x"]


def test_ace_beats_every_other_card():
    for rank in RANKS_LOW_TO_HIGH[1:]:
        assert cut_winners({1: rank + "C", 2: "AD"}) == [2]


def test_ten_can_be_written_10_or_t():
    assert cut_rank("TH") == cut_rank("10H")
    assert cut_winners({1: "TH", 2: "10S"}) == [1, 2]
    assert cut_winners({1: "TH", 2: "9S"}) == [2]
    assert cut_winners({1: "TH", 2: "JS"}) == [1]


def test_face_cards_rank_jack_queen_king():
    assert cut_winners({1: "KH", 2: "QH", 3: "JH"}) == [3]
    assert cut_winners({1: "KH", 2: "QH"}) == [2]


def test_suits_do_not_rank():
    for a, b in itertools.combinations("CDHS", 2):
        assert cut_winners({1: "7" + a, 2: "7" + b}) == [1, 2]


def test_equal_lowest_cards_are_all_returned_to_cut_again():
    assert cut_winners({1: "3C", 2: "9D", 3: "3H", 4: "3S"}) == [1, 3, 4]


def test_cards_are_read_without_regard_to_case_or_spaces():
    assert cut_winners({1: " 2h", 2: "as "}) == [2]


def test_no_cuts_no_winners():
    assert cut_winners({}) == []


@pytest.mark.parametrize("card", ["1H", "11S", "0D", "7X", "7", "H", "", "KK", "10", "AHS", "-2C", "ZZ"])
def test_a_card_that_does_not_exist_is_refused(card):
    with pytest.raises(ValueError):
        cut_winners({1: "5H", 2: card})


# -- punches ----------------------------------------------------------------------------------

# Two games of five couples, worked by hand.
SEATINGS = {
    1: {1: (1, 2), 2: (3, 4), 3: (5, None)},
    2: {1: (1, 5), 2: (4, 2), 3: (None, 3)},
}
WINNERS = {1: {1: 2, 2: 3}, 2: {1: 5, 2: 4}}


def test_punches_credit_the_bye_as_a_win_by_default():
    assert punches(SEATINGS, WINNERS) == {1: [], 2: [1], 3: [1, 2], 4: [2], 5: [1, 2]}


def test_punches_without_bye_credit_count_only_games_won_at_a_table():
    assert punches(SEATINGS, WINNERS, bye_earns_win=False) == {1: [], 2: [1], 3: [1], 4: [2], 5: [2]}


def test_punches_ignore_a_table_without_a_result_yet():
    got = punches({1: {1: (1, 2), 2: (3, 4)}}, {1: {1: 1}})
    assert got == {1: [1], 2: [], 3: [], 4: []}


def test_a_couple_not_seated_in_a_game_is_not_punched_for_it():
    seatings = {1: {1: (1, 2)}, 2: {1: (2, 1), 2: (3, None)}}
    got = punches(seatings, {1: {1: 1}, 2: {1: 2}})
    assert got == {1: [1], 2: [2], 3: [2]}
