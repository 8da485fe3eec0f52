"""Correcting a night's settings after it was created: what may change when, and refusals that change nothing."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from django.forms.models import model_to_dict

from tournaments import movement
from tournaments.errors import Refusal
from tournaments.models import Couple, Night, Seat
from tournaments.selectors import night_standings, seating_for_game
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.night_settings import night_settings_frozen, night_update
from tournaments.services.nights import game_close, night_finish
from tournaments.services.prizes import tiebreak_open
from tournaments.services.results import result_record

from .helpers import fresh, lowest_number_wins

pytestmark = pytest.mark.django_db


def stored(night: Night) -> dict:
    """Every stored setting of the night and what was played, to compare before and after a refusal."""
    night = fresh(night)
    seats = sorted(Seat.objects.filter(night=night).values_list("game", "table", "couple__number", "role"))
    return {**model_to_dict(night, exclude=["organisers", "scorekeepers"]), "slug": night.slug, "seats": seats}


def refused(night: Night, **values) -> str:
    """The refusal's message; asserts that nothing at all changed."""
    before = stored(night)
    with pytest.raises(Refusal) as caught:
        night_update(night=night, **values)
    assert stored(night) == before
    return caught.value.message


# -- before the night starts: everything can be corrected --------------------------------------


def test_every_setting_can_be_corrected_before_the_night_starts(make_night):
    night = make_night(4, games=25, start=False)
    slug = night.slug
    night_update(
        night=night, name="  Saturday  card party ", date=dt.date(2026, 12, 12), venue="Salle de Chéticamp", language="fr",
        paper="a4", games=20, bye_earns_win=False, places=2, booby_prize=False, cookie_jar=True, cookie_jar_games=10,
        cookie_jar_fee=Decimal("2.50"),
        prizes=[{"description": "Ham", "amount": "$20"}, {"description": "Turkey", "amount": ""}],
    )
    night = fresh(night)
    assert (night.name, night.date, night.venue, night.language, night.paper) == (
        "Saturday card party", dt.date(2026, 12, 12), "Salle de Chéticamp", "fr", "a4")
    assert (night.games, night.bye_earns_win, night.booby_prize, night.cookie_jar_games, night.cookie_jar_fee) == (
        20, False, False, 10, Decimal("2.50"))
    assert night.prizes == [{"description": "Ham", "amount": "$20"}, {"description": "Turkey", "amount": ""}]
    assert night.slug == slug, "printed links and QR codes keep working"


def test_only_the_settings_given_change(make_night):
    night = make_night(4, start=False)
    before = stored(night)
    night_update(night=night, name="Renamed")
    after = stored(night)
    assert after.pop("name") == "Renamed" and before.pop("name") != "Renamed"
    assert after == before


def test_more_prize_places_add_empty_rows_and_fewer_drop_the_last(make_night):
    night = make_night(4, start=False, prizes=[{"description": "Ham", "amount": "$20"}])
    night_update(night=night, places=3)
    assert fresh(night).prizes == [{"description": "Ham", "amount": "$20"}] + [{"description": "", "amount": ""}] * 2
    night_update(night=night, places=1)
    assert fresh(night).prizes == [{"description": "Ham", "amount": "$20"}]


@pytest.mark.parametrize(("values", "words"), [
    ({"name": "   "}, "name"),
    ({"name": "x" * 121}, "120"),
    ({"venue": "y" * 161}, "160"),
    ({"games": 0}, "between 1 and 99"),
    ({"games": 100}, "between 1 and 99"),
    ({"cookie_jar_games": 0}, "between 1 and 99"),
    ({"language": "de"}, "languages"),
    ({"paper": "legal"}, "paper"),
    ({"date": "2026-12-05"}, "date"),
    ({"cookie_jar_fee": "NaN"}, "amount"),
    ({"cookie_jar_fee": "-1"}, "amount"),
    ({"cookie_jar_fee": "two dollars"}, "amount"),
    ({"places": 11}, "prize places"),
    ({"prizes": []}, "prize places"),
    ({"games": 5, "cookie_jar": True, "cookie_jar_games": 8}, "more games than the night has"),
])
def test_impossible_settings_are_refused_and_change_nothing(make_night, values, words):
    night = make_night(4, games=25, start=False)
    assert words in refused(night, **values)


# -- during the night ---------------------------------------------------------------------------


def test_harmless_settings_change_while_the_night_is_played(make_night, play_games):
    night = play_games(make_night(6, games=10), 2)
    seats = stored(night)["seats"]
    night_update(night=night, name="Renamed", date=dt.date(2027, 1, 9), venue="Hall B", language="fr", paper="a4",
                 prizes=[{"description": "Ham", "amount": ""}] * 3)
    night = fresh(night)
    assert (night.name, night.language, night.state, night.current_game) == ("Renamed", "fr", Night.State.PLAYING, 3)
    assert stored(night)["seats"] == seats


def test_the_games_cannot_drop_below_the_game_in_play(make_night, play_games):
    night = play_games(make_night(6, games=10, cookie_jar=False), 4)  # game 5 in play
    message = refused(night, games=4)
    assert "Game 5 is already being played" in message
    night_update(night=night, games=5)
    assert fresh(night).games == 5


def test_the_game_in_play_becomes_the_last_when_the_games_drop_to_it(make_night, play_games):
    night = play_games(make_night(6, games=10, cookie_jar=False), 2)
    night_update(night=night, games=3)
    night = play_games(night, 1, lowest_number_wins)
    assert (night.state, night.current_game) == (Night.State.PRIZES, 3)
    assert not Seat.objects.filter(night=night, game=4).exists()


def test_more_games_after_the_last_one_send_the_night_back_to_play(make_night, play_games):
    night = play_games(make_night(7, games=3, cookie_jar=False), 3, lowest_number_wins)
    assert night.state == Night.State.PRIZES
    assert "not fewer" in refused(night, games=2)
    night_update(night=night, games=5)
    night = fresh(night)
    assert (night.state, night.current_game, night.games) == (Night.State.PLAYING, 4, 5)
    seating = seating_for_game(night=night, game=4)
    movement.validate_seating(seating, range(1, 8))
    winners = {t: min(p) for t, p in seating_for_game(night=night, game=3).items() if None not in p}
    assert seating == movement.next_seating(seating_for_game(night=night, game=3), winners)
    night = play_games(night, 2, lowest_number_wins)
    assert (night.state, night.current_game) == (Night.State.PRIZES, 5)
    assert sum(line.wins for line in night_standings(night=night).lines) == 5 * 4, "three tables and a bye, five games"


def test_a_bye_that_earns_no_win_is_counted_again_at_once(make_night, play_games):
    night = play_games(make_night(5, games=6), 3)  # three closed games, a bye in each
    wins = sum(line.wins for line in night_standings(night=night).lines)
    night_update(night=night, bye_earns_win=False)
    assert sum(line.wins for line in night_standings(night=fresh(night)).lines) == wins - 3


# -- the cookie jar: money taken and a draw made -------------------------------------------------


def test_the_fee_and_the_jar_stay_once_a_couple_has_paid(make_night):
    night = make_night(4, games=10, cookie_jar_fee=Decimal("2.00"))
    jar_enter(night=night, number=1)
    assert "already paid" in refused(night, cookie_jar_fee=Decimal("3"))
    assert "entered the cookie jar" in refused(night, cookie_jar=False)
    night_update(night=night, cookie_jar_fee=Decimal("2"), cookie_jar=True, name="Same fee, new name")
    assert fresh(night).name == "Same fee, new name"


def test_a_sealed_draw_keeps_its_games(make_night):
    night = make_night(4, games=10, cookie_jar_games=3)
    draw = jar_draw(night=night, seed=5)
    assert "has been drawn" in refused(night, cookie_jar_games=4)
    assert "has been drawn" in refused(night, cookie_jar=False)
    if max(draw.games) > 1:
        assert f"holds game {max(draw.games)}" in refused(night, games=max(draw.games) - 1)
    night_update(night=night, games=max(draw.games))
    assert fresh(night).games == max(draw.games)


def test_the_jar_can_be_turned_on_or_off_while_no_one_entered(make_night):
    night = make_night(4, games=10, cookie_jar=False)
    night_update(night=night, cookie_jar=True, cookie_jar_games=8)
    assert fresh(night).cookie_jar
    night_update(night=night, cookie_jar=False)
    assert not fresh(night).cookie_jar


# -- prizes being settled, a finished night -----------------------------------------------------


@pytest.fixture
def tied(make_night):
    """Four couples, one game, couples 1 and 3 tied for the first prize."""
    night = make_night(4, games=1, cookie_jar_games=1)
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=2, winner=3)
    return fresh(game_close(night=night))


def test_once_a_tie_break_is_open_the_prizes_stay_as_they_are(tied):
    tiebreak_open(night=tied, kind="prize", place=1)
    frozen = night_settings_frozen(night=fresh(tied))
    assert set(frozen) == {"game", "games", "bye_earns_win", "places", "booby_prize"}
    for values in ({"games": 2}, {"bye_earns_win": False}, {"places": 1}, {"booby_prize": False}):
        assert "being settled" in refused(tied, **values)
    night_update(night=tied, prizes=[{"description": "Ham", "amount": "$20"}, {}, {}], name="Still fixable")
    assert fresh(tied).prizes[0] == {"description": "Ham", "amount": "$20"}


def test_a_revealed_jar_keeps_the_games_as_they_are(tied):
    jar_reveal(night=tied)
    assert "being settled" in refused(tied, games=3)
    assert fresh(tied).state == Night.State.PRIZES


def test_a_finished_night_changes_its_name_only(tied):
    tied = night_finish(night=tied)
    for values in ({"date": dt.date(2027, 1, 1)}, {"games": 3}, {"language": "fr"}, {"venue": "Elsewhere"},
                   {"cookie_jar_fee": Decimal("9")}, {"prizes": [{"description": "Ham"}] * 3}, {"places": 2}):
        assert "only its name" in refused(tied, **values)
    night_update(night=tied, name="Christmas party", date=tied.date, games=tied.games, language=tied.language)
    assert fresh(tied).name == "Christmas party"


def test_refusals_keep_every_couple(tied):
    couples = list(Couple.objects.filter(night=tied).values_list("number", "left_after"))
    refused(night_finish(night=tied), games=9)
    assert list(Couple.objects.filter(night=tied).values_list("number", "left_after")) == couples
