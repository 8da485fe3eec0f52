"""Prize ties, cuts, play-offs, the cookie jar and finishing a night (SPEC 2, "Prizes and ties",
"Tie-break", "Cookie jar", "Series")."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tournaments import cookiejar
from tournaments.errors import Conflict, NotFound, Refusal
from tournaments.models import JarDraw, JarEntry, Night, TieBreak
from tournaments.selectors import night_standings
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import night_finish
from tournaments.services.prizes import DECK, tiebreak_choose, tiebreak_cut, tiebreak_open, tiebreak_playoff
from tournaments.standings import cut_rank

from .helpers import fresh, lowest_number_wins, raw_wins

pytestmark = pytest.mark.django_db


@pytest.fixture
def tied_night(make_night, play_games):
    """tied_night(couples): one game, the lower number wins every table.

    With 2k couples, couples 1, 3, 5, ... each have one win: tied for first prize; the
    even couples have none (the booby prize, tied as well).
    """

    def build(couples: int = 4, **options) -> Night:
        options.setdefault("cookie_jar_games", 1)
        night = play_games(make_night(couples, games=1, **options), 1, lowest_number_wins)
        assert night.state == Night.State.PRIZES
        return night

    return build


def entries(tb):
    return {e.couple.number: (e.choice, e.won) for e in TieBreak.objects.get(pk=tb.pk).entries.all()}


def won(tb):
    return sorted(n for n, (_choice, w) in entries(tb).items() if w)


# -- opening a tie-break ----------------------------------------------------------------------


def test_a_real_tie_for_first_opens_a_tie_break_among_the_tied_couples(tied_night):
    night = tied_night(4)
    assert night_standings(night=night).prize_groups == [[1, 3]]
    tb = tiebreak_open(night=night, place=1)
    assert sorted(entries(tb)) == [1, 3]
    assert not tb.resolved and tb.method == ""
    assert tiebreak_open(night=night, place=1).pk == tb.pk, "opening twice gives the same tie-break"


def test_the_booby_prize_tie_is_among_the_couples_with_fewest_wins(tied_night):
    night = tied_night(6)
    tb = tiebreak_open(night=night, kind="booby", place=1)
    assert sorted(entries(tb)) == [2, 4, 6]


def test_ties_are_not_settled_while_games_are_still_to_play(make_night, play_games):
    night = play_games(make_night(4, games=3), 1, lowest_number_wins)
    with pytest.raises(Conflict):
        tiebreak_open(night=night, place=1)
    assert not TieBreak.objects.exists()


def test_a_prize_that_is_not_tied_has_no_tie_break(make_night, play_games):
    # Two games, lower number wins: 1 has two wins, 2 and 3 one each, 4 none.
    night = play_games(make_night(4, games=2), 2, lowest_number_wins)
    assert night_standings(night=night).prize_groups == [[1], [2, 3]]
    with pytest.raises(Refusal):
        tiebreak_open(night=night, place=1)
    assert sorted(entries(tiebreak_open(night=night, place=2))) == [2, 3]
    with pytest.raises(NotFound):
        tiebreak_open(night=night, place=3)


# -- choices ----------------------------------------------------------------------------------


def test_a_unanimous_split_settles_at_once_with_every_tied_couple_winning(tied_night):
    night = tied_night(6)
    tb = tiebreak_open(night=night)
    tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "split", 3: "split", 5: "split"})
    assert tb.method == "split" and tb.resolved
    assert won(tb) == [1, 3, 5]


def test_the_method_waits_until_every_tied_couple_has_chosen(tied_night):
    night = tied_night(6)
    tb = tiebreak_open(night=night)
    tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "split", 3: "split"})
    assert tb.method == "" and not tb.resolved
    tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={5: "cut"})
    assert tb.method == "cut" and not tb.resolved
    assert won(tb) == []


def test_a_choice_from_a_couple_outside_the_tie_or_an_unknown_choice_is_refused(tied_night):
    night = tied_night(4)
    tb = tiebreak_open(night=night)
    with pytest.raises(Refusal):
        tiebreak_choose(night=night, tiebreak=tb.pk, choices={2: "split"})
    with pytest.raises(Refusal):
        tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "coin-toss"})
    assert entries(tb) == {1: ("", False), 3: ("", False)}


# -- cutting with real cards ------------------------------------------------------------------


def cut_tie(night, couples_choice="cut"):
    tb = tiebreak_open(night=night)
    numbers = sorted(entries(tb))
    return tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: couples_choice for n in numbers})


def test_the_lowest_real_card_wins_the_cut(tied_night):
    night = tied_night(4)
    tb = cut_tie(night)
    tb = tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "7H", 3: "AS"})
    assert tb.resolved and won(tb) == [3]
    assert tb.cuts == [{"1": "7H", "3": "AS"}]


def test_a_tie_in_the_cut_is_cut_again_among_the_tied_couples_only(tied_night):
    night = tied_night(6)
    tb = cut_tie(night)
    tb = tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "4H", 3: "4S", 5: "9D"})
    assert not tb.resolved and won(tb) == []
    with pytest.raises(Refusal):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "KH", 3: "2C", 5: "AD"})
    tb = tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "KH", 3: "2C"})
    assert tb.resolved and won(tb) == [3]
    assert len(tb.cuts) == 2


@pytest.mark.parametrize("card", ["1H", "ZZ", "11C", "7X", "", "AH S"])
def test_a_card_that_does_not_exist_is_refused_in_a_cut(tied_night, card):
    night = tied_night(4)
    tb = cut_tie(night)
    with pytest.raises(Refusal) as refused:
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "7H", 3: card})
    assert refused.value.message
    assert TieBreak.objects.get(pk=tb.pk).cuts == []


@pytest.mark.parametrize("pair", [("7H", "7H"), ("7h", " 7H"), ("TH", "10H")])
def test_two_couples_cannot_cut_the_same_card(tied_night, pair):
    night = tied_night(4)
    tb = cut_tie(night)
    with pytest.raises(Refusal):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: pair[0], 3: pair[1]})
    assert TieBreak.objects.get(pk=tb.pk).cuts == []


def test_cards_for_the_wrong_couples_are_refused(tied_night):
    night = tied_night(4)
    tb = cut_tie(night)
    with pytest.raises(Refusal):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "7H"})
    with pytest.raises(Refusal):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "7H", 2: "3C"})


def test_a_settled_cut_cannot_be_cut_again(tied_night):
    night = tied_night(4)
    tb = tiebreak_cut(night=night, tiebreak=cut_tie(night).pk, cards={1: "2H", 3: "3H"})
    with pytest.raises(Conflict):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "AH", 3: "3H"})
    assert won(tb) == [1]


def test_a_split_tie_is_not_cut(tied_night):
    night = tied_night(4)
    tb = tiebreak_open(night=night)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "playoff", 3: "playoff"})
    with pytest.raises(Conflict):
        tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "2H", 3: "3H"})


# -- the app cuts with a seed -----------------------------------------------------------------


def assert_cut_rounds_are_sound(cuts, contenders):
    for round_ in cuts:
        assert sorted(int(n) for n in round_) == sorted(contenders), "only the couples still in cut"
        assert all(card in DECK for card in round_.values())
        assert len(set(round_.values())) == len(round_), "a card is dealt once per round"
        lowest = min(cut_rank(c) for c in round_.values())
        contenders = [int(n) for n, c in round_.items() if cut_rank(c) == lowest]
    assert len(contenders) == 1
    return contenders[0]


@pytest.mark.parametrize("seed", [1, 7, 2026, 2**40 + 3])
def test_an_app_cut_with_a_seed_is_reproducible_and_ends_with_one_winner(tied_night, seed):
    cuts = []
    for _night in range(2):
        night = tied_night(8)
        tb = tiebreak_cut(night=night, tiebreak=cut_tie(night).pk, seed=seed)
        assert tb.resolved and tb.seed == seed
        winner = assert_cut_rounds_are_sound(tb.cuts, [1, 3, 5, 7])
        assert won(tb) == [winner]
        cuts.append((tb.cuts, winner))
    assert cuts[0] == cuts[1], "the same seed gives the same cuts"


def test_app_cuts_with_different_seeds_differ(tied_night):
    seen = set()
    for seed in range(6):
        night = tied_night(4)
        tb = tiebreak_cut(night=night, tiebreak=cut_tie(night).pk, seed=seed)
        seen.add(str(tb.cuts))
    assert len(seen) > 1


def test_an_app_cut_after_a_tied_real_cut_finishes_among_the_tied_couples(tied_night):
    night = tied_night(6)
    tb = cut_tie(night)
    tiebreak_cut(night=night, tiebreak=tb.pk, cards={1: "5H", 3: "9S", 5: "5C"})
    tb = tiebreak_cut(night=night, tiebreak=tb.pk, seed=11)
    assert tb.resolved and won(tb) in ([1], [5])
    assert_cut_rounds_are_sound(tb.cuts[1:], [1, 5])


# -- play-offs --------------------------------------------------------------------------------


def test_only_couples_that_chose_the_playoff_can_win_it(tied_night):
    night = tied_night(6)
    tb = tiebreak_open(night=night)
    tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "playoff", 3: "cut", 5: "playoff"})
    assert tb.method == "playoff" and not tb.resolved
    with pytest.raises(Refusal):
        tiebreak_playoff(night=night, tiebreak=tb.pk, winner=3)
    with pytest.raises(Refusal):
        tiebreak_playoff(night=night, tiebreak=tb.pk, winner=2)
    tb = tiebreak_playoff(night=night, tiebreak=tb.pk, winner=5, points=(45, 25))
    assert tb.resolved and won(tb) == [5]
    assert tb.playoff_winner.number == 5 and tb.playoff_points == [45, 25]
    outcome = night_standings(night=night).ties[0]
    assert outcome.winners == (5,) and outcome.playoff_winner == 5 and outcome.method == "playoff"


def test_a_single_playoff_wanter_wins_outright(tied_night):
    night = tied_night(6)
    tb = tiebreak_open(night=night)
    tb = tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "split", 3: "playoff", 5: "cut"})
    assert tb.method == "playoff" and tb.resolved
    assert won(tb) == [3]


def test_a_playoff_is_not_recorded_on_a_cut_tie(tied_night):
    night = tied_night(4)
    tb = cut_tie(night)
    with pytest.raises(Conflict):
        tiebreak_playoff(night=night, tiebreak=tb.pk, winner=1)


# -- cookie jar -------------------------------------------------------------------------------


def test_a_jar_entry_is_kept_once_with_its_fee(make_night):
    night = make_night(4, cookie_jar_fee=Decimal("2.00"))
    jar_enter(night=night, number=1)
    jar_enter(night=night, number=1, fee="5")
    jar_enter(night=night, number=2, fee="3.50")
    fees = dict(JarEntry.objects.filter(night=night).values_list("couple__number", "fee"))
    assert fees == {1: Decimal("2.00"), 2: Decimal("3.50")}
    assert night_standings(night=night).jar.pot == "5.50"


@pytest.mark.parametrize("fee", ["-1", "lots", "NaN", "Infinity", "99999"])
def test_a_jar_fee_that_is_not_an_amount_is_refused(make_night, fee):
    night = make_night(4)
    with pytest.raises(Refusal):
        jar_enter(night=night, number=1, fee=fee)
    assert not JarEntry.objects.exists()


def test_a_night_without_a_cookie_jar_takes_no_entries(make_night):
    night = make_night(4, cookie_jar=False)
    with pytest.raises(Refusal):
        jar_enter(night=night, number=1)


def test_the_sealed_draw_stores_its_seed_and_the_games_that_seed_draws(make_night):
    night = make_night(6, games=25, cookie_jar_games=8)
    draw = jar_draw(night=night, seed=31337)
    assert draw.seed == 31337 and not draw.revealed
    assert draw.games == cookiejar.draw(25, 8, 31337)
    assert night_standings(night=night).jar.drawn is None, "sealed until revealed"
    with pytest.raises(Conflict):
        jar_draw(night=night, seed=1)
    with pytest.raises(Refusal):
        jar_reveal(night=night)


def test_the_revealed_jar_is_won_by_entered_couples_that_won_every_drawn_game(make_night, play_games):
    night = make_night(8, games=6, cookie_jar_games=2)
    for n in (1, 2, 3, 5, 8):
        jar_enter(night=night, number=n, fee="1")
    jar_draw(night=night, seed=5)
    night = play_games(night, 6, seed=3)
    draw = jar_reveal(night=night)
    punches = raw_wins(night)
    expected = tuple(n for n in (1, 2, 3, 5, 8) if set(draw.games) <= set(punches.get(n, [])))
    jar = night_standings(night=night).jar
    assert jar.revealed and jar.drawn == tuple(draw.games) and jar.seed == 5
    assert jar.winners == expected
    assert expected and len(expected) < 5, "this seed gives some winners and some losers"


def test_the_reveal_draws_now_when_nothing_was_sealed(tied_night):
    night = tied_night(4)
    draw = jar_reveal(night=night)
    assert draw.revealed and draw.games == [1]
    assert JarDraw.objects.filter(night=night).count() == 1


def test_several_jar_winners_are_settled_like_a_tie(tied_night):
    night = tied_night(4)
    jar_enter(night=night, number=1)
    jar_enter(night=night, number=3)
    jar_reveal(night=night)
    assert night_standings(night=night).jar.winners == (1, 3)
    tb = tiebreak_open(night=night, kind="jar", place=1)
    assert sorted(entries(tb)) == [1, 3]


def finish_with_jar(night, entered, fee):
    for n in entered:
        jar_enter(night=night, number=n, fee=fee)
    jar_reveal(night=night)
    pot = Decimal(night_standings(night=night).jar.pot)
    return fresh(night_finish(night=night)), pot


def test_an_unwon_jar_carries_over_to_the_series_and_into_the_next_night(tied_night, series):
    night, pot = finish_with_jar(tied_night(4), entered=[2, 4], fee="2.50")  # 2 and 4 lost game 1
    assert pot == Decimal("5.00")
    assert night.state == Night.State.FINISHED
    series.refresh_from_db()
    assert series.jar_carry == pot
    assert JarDraw.objects.get(night=night).carried_out == pot

    following = tied_night(4)
    jar_enter(night=following, number=1, fee="2")
    assert night_standings(night=following).jar.carried_in == "5.00"
    draw = jar_draw(night=following, seed=1)
    assert draw.carried_in == pot
    assert night_standings(night=following).jar.pot == "7.00"

    # it carries again when nobody wins it the second time, now with this night's fees in it
    jar_enter(night=following, number=2, fee="2")
    jar_reveal(night=following)
    assert night_standings(night=following).jar.winners == (1,)
    night_finish(night=following)
    series.refresh_from_db()
    assert series.jar_carry == 0, "a won jar resets the carry"


def test_a_won_jar_resets_the_series_carry(tied_night, series):
    series.jar_carry = Decimal("12.00")
    series.save()
    night, pot = finish_with_jar(tied_night(4), entered=[1, 2], fee="1")
    assert pot == Decimal("14.00")
    series.refresh_from_db()
    assert series.jar_carry == 0
    assert JarDraw.objects.get(night=night).carried_out == 0


def test_a_night_is_finished_only_after_its_games_and_its_jar_reveal(tied_night, make_night, play_games):
    with pytest.raises(Refusal):
        night_finish(night=make_night(4, games=2))
    night = tied_night(4)
    jar_enter(night=night, number=1)
    jar_draw(night=night, seed=3)
    with pytest.raises(Refusal):
        night_finish(night=night)
    jar_reveal(night=night)
    night_finish(night=night)
    with pytest.raises(Conflict):
        night_finish(night=night)
    with pytest.raises(Conflict):
        jar_enter(night=night, number=2)


def test_entry_fees_are_not_lost_when_a_night_finishes_without_a_draw(tied_night, series):
    # SPEC: a jar nobody won carries over.  A night that never drew must either refuse to
    # finish or carry the pot over; quietly dropping the couples' fees is neither.
    series.jar_carry = Decimal("4.00")
    series.save()
    night = tied_night(4)
    jar_enter(night=night, number=1, fee="2")
    jar_enter(night=night, number=2, fee="2")
    pot = Decimal(night_standings(night=night).jar.pot)
    assert pot == Decimal("8.00")
    try:
        night_finish(night=night)
    except Refusal:
        assert fresh(night).state == Night.State.PRIZES
        return
    series.refresh_from_db()
    assert series.jar_carry == pot
