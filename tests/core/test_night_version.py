"""Every write that changes what a night's pages show moves its version on, in the same transaction."""

from __future__ import annotations

import pytest
from django.db import transaction

from tournaments.models import Night, NightVersion, Result
from tournaments.selectors import night_version, seating_for_game
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_remove, couple_update, couple_withdraw
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.night_settings import night_update
from tournaments.services.nights import game_close, night_delete, night_start
from tournaments.services.prizes import tiebreak_choose, tiebreak_open
from tournaments.services.results import result_record, result_undo

from .helpers import fresh, lowest_number_wins


def first_table(night: Night) -> tuple[int, tuple]:
    return next((t, pair) for t, pair in seating_for_game(night=night, game=night.current_game).items() if None not in pair)


def record(night: Night) -> None:
    table, pair = first_table(night)
    result_record(night=night, game=night.current_game, table=table, winner=pair[0])


def undo(night: Night) -> None:
    record(night)
    table, _pair = first_table(night)
    result_undo(night=night, game=night.current_game, table=table, user=None)


def correct(night: Night) -> None:
    record(night)
    table, pair = first_table(night)
    result = Result.objects.get(night=night, game=night.current_game, table=table)
    result_correct(night=night, game=result.game, table=table, winner=pair[1], version=result.version, reason="wrong tap")


def close(night: Night) -> None:
    for table, pair in seating_for_game(night=night, game=night.current_game).items():
        if None not in pair:
            result_record(night=night, game=night.current_game, table=table, winner=pair[0])
    game_close(night=night)


WRITES_WHILE_PLAYING = {
    "a result": record,
    "an undo": undo,
    "a correction": correct,
    "a close": close,
    "a withdrawal": lambda night: couple_withdraw(night=night, number=1),
    "a rename": lambda night: couple_update(night=night, number=2, player1="Marie", player2="Gérard"),
    "a cookie-jar entry": lambda night: jar_enter(night=night, number=3),
}
WRITES_BEFORE_THE_START = {
    "a registration": lambda night: couple_register(night=night, player1="Ann", player2="Joe"),
    "a removal": lambda night: couple_remove(night=night, number=6),
    "a settings change": lambda night: night_update(night=night, name="Friday card party"),
    "the start": lambda night: night_start(night=night),
}


@pytest.mark.parametrize("write", WRITES_WHILE_PLAYING.values(), ids=WRITES_WHILE_PLAYING.keys())
def test_each_write_while_playing_moves_the_version_on(make_night, write):
    night = make_night(6, games=3, cookie_jar_games=1)
    before = night_version(night=night)
    write(fresh(night))
    assert night_version(night=night) > before


@pytest.mark.parametrize("write", WRITES_BEFORE_THE_START.values(), ids=WRITES_BEFORE_THE_START.keys())
def test_each_write_before_the_start_moves_the_version_on(make_night, write):
    night = make_night(6, games=3, start=False)
    before = night_version(night=night)
    write(fresh(night))
    assert night_version(night=night) > before


def test_ties_and_the_jar_move_the_version_on(make_night, play_games):
    night = play_games(make_night(4, games=1, cookie_jar_games=1), 1, lowest_number_wins)
    steps = [
        lambda: tiebreak_open(night=fresh(night), place=1),
        lambda: tiebreak_choose(night=fresh(night), tiebreak=fresh(night).tiebreaks.first().pk, choices={1: "split", 3: "split"}),
        lambda: jar_draw(night=fresh(night), seed=1),
        lambda: jar_reveal(night=fresh(night)),
    ]
    for step in steps:
        before = night_version(night=night)
        step()
        assert night_version(night=night) > before


def test_a_refused_write_leaves_the_version_as_it_was(make_night):
    night = make_night(6, games=3)
    before = night_version(night=night)
    with pytest.raises(Exception):  # noqa: B017 - any refusal: the number of a table that is not there
        result_record(night=night, game=1, table=99, winner=1)
    assert night_version(night=night) == before


def test_the_bump_is_part_of_the_writes_transaction(make_night):
    night = make_night(6, games=3)
    before = night_version(night=night)
    with pytest.raises(RuntimeError), transaction.atomic():
        record(night)
        raise RuntimeError("the write is rolled back")
    assert night_version(night=night) == before and not Result.objects.filter(night=night).exists()


def test_a_new_night_has_a_version_and_deleting_it_takes_the_version_with_it(make_night):
    night = make_night(4, games=2, start=False)
    assert night_version(night=night) >= 1
    night_delete(night=night)
    assert not NightVersion.objects.filter(night_id=night.pk).exists()
