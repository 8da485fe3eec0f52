"""The moves of a game are worked out once per seating and kept (selectors/seating.py, moves_kept):
whatever seats a game anew is seen at the next read; a tap is not a new seating."""

from __future__ import annotations

import pytest

from tournaments.models import Seat
from tournaments.selectors import moves_for_game, moves_kept, night_get, seating_for_game
from tournaments.services.couples import couple_readmit, couple_register, couple_withdraw
from tournaments.services.results import result_record
from tournaments.services.seating import seating_store

from .helpers import fresh, lowest_number_wins

pytestmark = pytest.mark.django_db


def kept_is_fresh(night, game: int) -> tuple:
    """The kept moves, checked against a fresh read; returns their stamp."""
    stamp, moves = moves_kept(night=night, game=game)
    assert moves == moves_for_game(night=night, game=game)
    return stamp


def test_a_tap_keeps_the_moves_and_their_stamp(make_night, play_game):
    night = play_game(make_night(7))
    before = kept_is_fresh(night, 2)
    table, pair = next((t, p) for t, p in seating_for_game(night=night, game=2).items() if None not in p)
    result_record(night=night, game=2, table=table, winner=pair[0])
    assert kept_is_fresh(night, 2) == before


def test_closing_a_game_gives_the_next_game_its_own_moves(make_night, play_games):
    night = make_night(9, games=4)
    first = kept_is_fresh(night, 1)
    night = play_games(night, 2, lowest_number_wins)
    assert kept_is_fresh(night, 3) != first and kept_is_fresh(night, 2) != first


@pytest.mark.parametrize("couples", [6, 7])
def test_a_withdrawal_and_a_return_each_seat_the_game_anew(make_night, play_game, couples):
    night = play_game(make_night(couples))
    stamps = {kept_is_fresh(night, 2)}
    couple_withdraw(night=night, number=3)
    stamps.add(kept_is_fresh(fresh(night), 2))
    couple_readmit(night=fresh(night), number=3)
    stamps.add(kept_is_fresh(fresh(night), 2))
    assert len(stamps) == 3, "the same seats as before the withdrawal after the return: the stamp still tells them apart"


def test_a_late_couple_is_in_the_moves_at_once(make_night, play_game):
    night = play_game(make_night(6))
    kept_is_fresh(night, 2)
    couple = couple_register(night=fresh(night), player1="Late", player2="Comers")
    stamp, moves = moves_kept(night=fresh(night), game=2)
    assert couple.number in {m.couple for m in moves} and kept_is_fresh(fresh(night), 2) == stamp


def test_the_same_seats_stored_again_get_a_new_stamp_as_after_a_restored_copy(make_night, play_game):
    """Ids and versions come back when a database is restored from a copy and the game played again;
    the word drawn for each stored seating does not, so moves kept for the lost seats are never shown."""
    night = play_game(make_night(8))
    seating = seating_for_game(night=night, game=2)
    before = kept_is_fresh(night, 2)
    seating_store(night=night, game=2, seating=seating)
    assert kept_is_fresh(night, 2) != before
    assert Seat.objects.filter(night=night, game=2).count() == 8


def test_the_board_reads_the_stamp_with_the_night_and_asks_nothing_more(make_night, play_game,
                                                                           django_assert_num_queries):
    night = night_get(slug=play_game(make_night(6)).slug, with_version=True)
    stamp, moves = moves_kept(night=night, game=2)  # the first read works the moves out
    with django_assert_num_queries(0):
        assert moves_kept(night=night, game=2) == (stamp, moves)
