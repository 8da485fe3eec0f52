"""Recording results and closing games through the services (issue 2, "Services")."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from tournaments import movement
from tournaments.errors import Conflict, NotFound, Refusal, Unprocessable
from tournaments.models import Night, PostToken, Result, Seat
from tournaments.selectors import night_standings, seating_for_game, seatings_all, winners_all
from tournaments.services.nights import game_close, night_create, night_start
from tournaments.services.results import result_record, result_undo

from .helpers import fresh

pytestmark = pytest.mark.django_db


def snapshot(night):
    """Everything a refused request must leave as it was."""
    night = fresh(night)
    results = sorted(Result.objects.filter(night=night).values_list("game", "table", "winner__number", "version",
                                                                    "winner_points", "loser_points"))
    return night.state, night.current_game, results, seatings_all(night=night), PostToken.objects.count()


def full_tables(night, game=None):
    seating = seating_for_game(night=night, game=game or fresh(night).current_game)
    return {t: pair for t, pair in seating.items() if None not in pair}


# -- recording ----------------------------------------------------------------------------------


def test_a_result_is_recorded_once_with_its_winner_and_points(make_night, scorekeeper):
    night = make_night(6)
    out = result_record(night=night, game=1, table=2, winner=4, points=(45, 30), user=scorekeeper)
    assert (out.status, out.game, out.table, out.winner) == ("recorded", 1, 2, 4)
    row = Result.objects.get(night=night, game=1, table=2)
    assert (row.winner.number, row.winner_points, row.loser_points, row.entered_by) == (4, 45, 30, scorekeeper)


def test_an_identical_result_twice_is_harmless_and_says_repeated(make_night):
    night = make_night(6)
    first = result_record(night=night, game=1, table=1, winner=2)
    second = result_record(night=night, game=1, table=1, winner=2)
    assert first.status == "recorded"
    assert second.status == "repeated"
    assert second.message and second.message != first.message
    assert Result.objects.filter(night=night, game=1, table=1).count() == 1


def test_a_different_winner_for_a_recorded_table_is_a_conflict_and_changes_nothing(make_night):
    night = make_night(6)
    result_record(night=night, game=1, table=1, winner=2)
    before = snapshot(night)
    with pytest.raises(Conflict) as refused:
        result_record(night=night, game=1, table=1, winner=1)
    assert refused.value.status == 409
    assert "2" in refused.value.message, "the message says who is recorded already"
    assert snapshot(night) == before


def test_a_result_for_a_closed_game_is_refused(make_night, play_game):
    night = play_game(make_night(6))
    before = snapshot(night)
    with pytest.raises(Conflict) as refused:
        result_record(night=night, game=1, table=1, winner=seating_for_game(night=night, game=1)[1][0])
    assert refused.value.message
    assert snapshot(night) == before


def test_a_result_for_a_game_not_started_yet_is_refused(make_night):
    night = make_night(6)
    before = snapshot(night)
    with pytest.raises(Conflict) as refused:
        result_record(night=night, game=2, table=1, winner=1)
    assert "2" in refused.value.message
    assert snapshot(night) == before


def test_a_result_before_the_night_starts_is_refused_without_calling_the_game_closed(make_night):
    night = make_night(6, start=False)
    with pytest.raises(Refusal) as refused:
        result_record(night=night, game=1, table=1, winner=1)
    assert "closed" not in refused.value.message.lower(), refused.value.message
    assert not Result.objects.filter(night=night).exists()


def test_a_result_for_an_unknown_table_is_not_found(make_night):
    night = make_night(6)
    with pytest.raises(NotFound) as refused:
        result_record(night=night, game=1, table=9, winner=1)
    assert refused.value.status == 404 and "9" in refused.value.message
    assert not Result.objects.exists()


def test_a_winner_not_seated_at_that_table_is_refused(make_night):
    night = make_night(6)
    with pytest.raises(Refusal) as refused:
        result_record(night=night, game=1, table=1, winner=3)
    assert refused.value.status == 400 and "3" in refused.value.message
    assert not Result.objects.exists()


def test_the_bye_table_takes_no_result(make_night):
    night = make_night(5)
    with pytest.raises(Refusal) as refused:
        result_record(night=night, game=1, table=3, winner=5)
    assert refused.value.message
    assert not Result.objects.exists()


@pytest.mark.parametrize("points", [(45,), ("lots", "few"), (300, 0), (-5, 45), (45, 30, 10)])
def test_points_that_are_not_two_sensible_numbers_are_refused(make_night, points):
    night = make_night(4)
    with pytest.raises(Refusal):
        result_record(night=night, game=1, table=1, winner=1, points=points)
    assert not Result.objects.exists()


# -- retried posts ----------------------------------------------------------------------------


def test_a_retried_token_returns_the_first_outcome_and_stores_nothing_new(make_night):
    night = make_night(6)
    first = result_record(night=night, game=1, table=1, winner=1, token="tablet-3-0001")
    rows = list(Result.objects.values_list("pk", "winner__number", "version"))
    again = result_record(night=night, game=1, table=1, winner=1, token="tablet-3-0001")
    assert again == first and again.status == "recorded"
    # a retry that carries another winner is not a retry: refused, and nothing changes
    with pytest.raises(Unprocessable, match="already used for another post"):
        result_record(night=night, game=1, table=1, winner=2, token="tablet-3-0001")
    assert list(Result.objects.values_list("pk", "winner__number", "version")) == rows
    assert PostToken.objects.count() == 1


def test_a_retried_token_still_answers_after_the_game_closed(make_night, play_game):
    night = make_night(4)
    first = result_record(night=night, game=1, table=1, winner=2, token="tok-a")
    result_record(night=night, game=1, table=2, winner=3)
    game_close(night=night)
    assert result_record(night=night, game=1, table=1, winner=2, token="tok-a") == first


def test_a_new_token_for_a_repeat_is_remembered_as_repeated(make_night):
    night = make_night(4)
    result_record(night=night, game=1, table=1, winner=2, token="a")
    repeated = result_record(night=night, game=1, table=1, winner=2, token="b")
    assert repeated.status == "repeated"
    assert result_record(night=night, game=1, table=1, winner=2, token="b") == repeated
    assert Result.objects.count() == 1 and PostToken.objects.count() == 2


def test_a_refused_post_keeps_its_token_so_it_cannot_stand_for_another_post(make_night):
    """Issue 14: the token of a refused post is kept too (before, it was kept only when the post came
    through the tablet's result_claim); a new tap brings a new token."""
    night = make_night(4)
    with pytest.raises(Refusal):
        result_record(night=night, game=1, table=1, winner=3, token="retry-me")
    assert PostToken.objects.get(token="retry-me").outcome["status"] == "refused"
    with pytest.raises(Unprocessable):
        result_record(night=night, game=1, table=1, winner=1, token="retry-me")
    assert result_record(night=night, game=1, table=1, winner=1, token="a-new-tap").status == "recorded"


def test_a_token_of_another_night_is_refused_as_unprocessable(make_night):
    one, two = make_night(4), make_night(4)
    result_record(night=one, game=1, table=1, winner=1, token="shared")
    with pytest.raises(Unprocessable):
        result_record(night=two, game=1, table=1, winner=1, token="shared")
    assert not Result.objects.filter(night=two).exists()


# -- undo -------------------------------------------------------------------------------------


def test_the_person_who_entered_a_result_can_undo_it_while_the_game_is_open(make_night, scorekeeper):
    night = make_night(4)
    result_record(night=night, game=1, table=1, winner=1, user=scorekeeper)
    out = result_undo(night=night, game=1, table=1, user=scorekeeper)
    assert out.status == "undone"
    assert not Result.objects.filter(night=night).exists()
    assert result_record(night=night, game=1, table=1, winner=2, user=scorekeeper).status == "recorded"


def test_another_person_cannot_undo_a_result(make_night, scorekeeper, organiser):
    night = make_night(4)
    result_record(night=night, game=1, table=1, winner=1, user=scorekeeper)
    with pytest.raises(Refusal) as refused:
        result_undo(night=night, game=1, table=1, user=organiser)
    assert refused.value.message
    assert Result.objects.get(night=night, game=1, table=1).winner.number == 1


def test_undo_after_the_game_closed_is_refused(make_night, play_game, scorekeeper):
    night = play_game(make_night(4), user=scorekeeper)
    with pytest.raises(Conflict):
        result_undo(night=night, game=1, table=1, user=scorekeeper)
    assert Result.objects.filter(night=night, game=1).count() == 2


def test_undo_of_a_table_without_a_result_is_not_found(make_night, scorekeeper):
    with pytest.raises(NotFound):
        result_undo(night=make_night(4), game=1, table=1, user=scorekeeper)


# -- starting and closing ---------------------------------------------------------------------


def test_game_one_seats_couples_by_number(make_night):
    night = make_night(7)
    assert fresh(night).state == Night.State.PLAYING
    assert seating_for_game(night=night, game=1) == {1: (1, 2), 2: (3, 4), 3: (5, 6), 4: (7, None)}


def test_a_random_first_seating_keeps_its_seed_and_can_be_reproduced(make_night):
    a, b = make_night(12, seed=4242), make_night(12, seed=4242)
    assert fresh(a).seating_seed == 4242
    assert seating_for_game(night=a, game=1) == seating_for_game(night=b, game=1)
    assert seating_for_game(night=a, game=1) == movement.first_seating(list(range(1, 13)), seed=4242)


def test_a_night_cannot_start_twice_or_with_fewer_than_two_couples(make_night):
    with pytest.raises(Conflict):
        night_start(night=make_night(4))
    with pytest.raises(Refusal):
        night_start(night=make_night(1, start=False))


def test_closing_is_refused_while_tables_are_missing_and_names_them(make_night):
    night = make_night(8)  # tables 1..4
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=3, winner=6)
    before = snapshot(night)
    with pytest.raises(Refusal) as refused:
        game_close(night=night)
    message = refused.value.message
    assert re.search(r"\b2\b", message) and re.search(r"\b4\b", message), message
    assert not re.search(r"\b3\b", message), message
    assert snapshot(night) == before
    assert not Seat.objects.filter(night=night, game=2).exists()


@pytest.mark.parametrize("couples", [2, 5, 8, 11])
def test_closing_stores_the_next_seating_as_the_movement_computes_it(make_night, couples):
    night = make_night(couples, games=4)
    for game in (1, 2, 3):
        seating = seating_for_game(night=night, game=game)
        for table, pair in seating.items():
            if None not in pair:
                result_record(night=night, game=game, table=table, winner=pair[game % 2])
        night = fresh(game_close(night=night))
        assert night.current_game == game + 1
        winners = winners_all(night=night)[game]
        assert seating_for_game(night=night, game=game + 1) == movement.next_seating(seating, winners)
        assert seating_for_game(night=night, game=game) == seating, "the played seating is kept"


def test_closing_a_game_other_than_the_one_in_play_is_refused(make_night, play_game):
    night = play_game(make_night(4))
    with pytest.raises(Conflict):
        game_close(night=night, game=1)


def test_the_bye_is_credited_when_its_game_closes(make_night, play_game):
    night = make_night(5)
    assert 1 not in night_standings(night=night).lines[4].games
    night = play_game(night)
    assert night_standings(night=night).lines[4].games == (1,)


def test_a_night_set_to_bye_earns_no_win_punches_no_bye(make_night, play_games):
    night = play_games(make_night(5, games=4, bye_earns_win=False), 4, seed=8)
    byes = {game: next(c for pair in seating.values() if None in pair for c in pair if c is not None)
            for game, seating in seatings_all(night=night).items()}
    lines = {line.number: line.games for line in night_standings(night=night).lines}
    for game, couple in byes.items():
        assert game not in lines[couple], f"couple {couple} got a win for its bye in game {game}"
    assert sum(len(g) for g in lines.values()) == 4 * 2, "only the two full tables' wins count"


def test_the_bye_earns_a_win_by_default(make_night, play_games):
    night = play_games(make_night(5, games=4), 4, seed=8)
    assert sum(line.wins for line in night_standings(night=night).lines) == 4 * 3


@pytest.mark.parametrize("games", [0, 100, -1])
def test_a_night_has_between_one_and_ninety_nine_games(series, games):
    with pytest.raises(Refusal):
        night_create(series=series, name="Too long", date=dt.date(2026, 1, 1), games=games)
    assert not Night.objects.exists()


def test_after_the_last_game_the_night_goes_to_prizes(make_night, play_games):
    night = play_games(make_night(6, games=3), 2)
    assert night.state == Night.State.PLAYING and night.current_game == 3
    night = play_games(night, 1)
    assert night.state == Night.State.PRIZES
    assert not Seat.objects.filter(night=night, game=4).exists(), "no seating after the last game"
    with pytest.raises(Conflict):
        game_close(night=night)
    with pytest.raises(Conflict):
        result_record(night=night, game=3, table=1, winner=1)
    table = night_standings(night=night)
    assert table.games_played == 3
    assert sum(line.wins for line in table.lines) == 3 * 3, "three tables, three games, one win each"
