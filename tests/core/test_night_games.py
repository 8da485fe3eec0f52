"""A night is played at a game (issue 12, point 9): Forty-Fives to 45, or an auction preset. The
game sets the scale of the points written down, the rules of a refereed game at its tables and
the name on the printouts; it cannot change once the night has started."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.errors import Refusal
from tournaments.games import NIGHT_GAMES, night_game, points_problem
from tournaments.referee.services import table_rules
from tournaments.services.corrections import result_correct
from tournaments.services.night_settings import night_update
from tournaments.services.nights import night_create, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_open, tiebreak_playoff
from tournaments.services.results import result_record

from .helpers import fresh


# --- the pure scale ---------------------------------------------------------------------------------
@pytest.mark.parametrize("key, target", [("forty-five", 45), ("merrimack-valley", 120), ("nova-scotia-auction", 120),
                                         ("one-hundred-ten", 110)])
def test_each_game_is_won_at_its_presets_target(key, target):
    assert night_game(key).target == target


def test_a_game_to_45_never_goes_below_zero_and_an_auction_game_can():
    assert points_problem(night_game("forty-five"), 45, -5) == "low"
    assert points_problem(night_game("merrimack-valley"), 120, -45) is None


def test_the_winners_must_reach_the_target():
    assert points_problem(night_game("one-hundred-ten"), 105, 60) == "short"
    assert points_problem(night_game("one-hundred-ten"), 110, 60) is None


def test_the_loser_may_have_passed_the_target_too_when_the_bidder_went_out():
    assert points_problem(night_game("merrimack-valley"), 125, 130) is None


def test_no_final_score_is_beyond_the_target_plus_the_biggest_round():
    plain, doubled = night_game("merrimack-valley"), night_game("nova-scotia-auction")
    assert plain.high == 119 + 30 and points_problem(plain, 150, 0) == "high"
    assert doubled.high == 119 + 60  # 30 for 60


# --- the night ----------------------------------------------------------------------------------------
@pytest.fixture
def auction_night(db, make_night):
    return make_night(6, games=3, game="merrimack-valley")


@pytest.mark.django_db
def test_a_night_takes_its_game_from_the_series_unless_one_is_chosen():
    series = series_get_or_create(name="Lowell Elks", game="merrimack-valley")
    assert night_create(series=series, name="A", date=dt.date(2026, 12, 4)).game == "merrimack-valley"
    assert night_create(series=series, name="B", date=dt.date(2026, 12, 11), game="forty-five").game == "forty-five"


@pytest.mark.django_db
def test_a_game_no_night_can_be_played_at_is_refused(series):
    with pytest.raises(Refusal, match="games offered"):
        night_create(series=series, name="A", date=dt.date(2026, 12, 4), game="irish")
    assert set(NIGHT_GAMES) == {"forty-five", "merrimack-valley", "nova-scotia-auction", "one-hundred-ten"}


@pytest.mark.django_db
def test_an_auction_nights_points_follow_the_120_scale(auction_night):
    result_record(night=auction_night, game=1, table=1, winner=2, points=(125, -30))
    with pytest.raises(Refusal, match="reach 120"):
        result_record(night=auction_night, game=1, table=2, winner=4, points=(45, 30))


@pytest.mark.django_db
def test_a_night_to_45_refuses_points_below_zero_and_says_its_scale(make_night):
    night = make_night(4, games=2)
    with pytest.raises(Refusal, match="between 0 and 74"):
        result_record(night=night, game=1, table=1, winner=2, points=(45, -5))


@pytest.mark.django_db
def test_a_correction_follows_the_nights_scale_too(auction_night):
    result_record(night=auction_night, game=1, table=1, winner=2)
    corrected = result_correct(night=auction_night, game=1, table=1, winner=1, reason="wrong couple", version=1,
                               points=(120, -60))
    assert (corrected.winner_points, corrected.loser_points) == (120, -60)


@pytest.mark.django_db
def test_a_play_off_score_is_checked_on_the_nights_scale(make_night, play_game):
    night = make_night(4, games=1)
    night = play_game(night, lambda game, table, pair: min(pair))
    tb = tiebreak_open(night=night, kind="prize", place=1)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={1: "playoff", 3: "playoff"})
    with pytest.raises(Refusal):
        tiebreak_playoff(night=fresh(night), tiebreak=tb.pk, winner=1, points=("a lot", 3))
    assert tiebreak_playoff(night=fresh(night), tiebreak=tb.pk, winner=1, points=(45, 40)).playoff_points == [45, 40]


@pytest.mark.django_db
def test_the_game_cannot_change_once_the_night_has_started(make_night):
    waiting = make_night(4, start=False)
    assert night_update(night=waiting, game="one-hundred-ten").game == "one-hundred-ten"
    started = make_night(4)
    with pytest.raises(Refusal, match="played at the game it started with"):
        night_update(night=started, game="one-hundred-ten")


@pytest.mark.django_db
def test_a_refereed_game_at_an_auction_nights_table_plays_its_preset(auction_night):
    assert table_rules(night=auction_night, ruleset=None) == "merrimack-valley"
    with pytest.raises(Refusal, match="its tables play that game"):
        table_rules(night=auction_night, ruleset="nova-scotia")


@pytest.mark.django_db
def test_a_night_to_45_plays_turned_trump_rules_at_its_tables(make_night):
    night = make_night(4)
    assert table_rules(night=night, ruleset=None) == "nova-scotia"
    assert table_rules(night=night, ruleset="irish") == "irish"
    with pytest.raises(Refusal, match="turned trump"):
        table_rules(night=night, ruleset="merrimack-valley")
