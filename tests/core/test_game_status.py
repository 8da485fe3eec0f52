"""A game's status, pure (issue 33.3): the tables missing, the tables disputed, and whether it can close."""

from __future__ import annotations

from tournaments.game_status import game_status_of


def test_a_disputed_table_has_its_result_but_the_game_cannot_close():
    status = game_status_of(game=3, tables=[1, 2, 3], done=[1, 2, 3], disputed=[2])
    assert status.all_in and status.results_in == 3 and status.disputed == (2,) and not status.can_close


def test_missing_and_disputed_tables_are_told_in_table_order_and_byes_are_not_counted():
    status = game_status_of(game=1, tables=[4, 1, 2, 3], done=[2, 1], disputed=[2, 9])
    assert status.tables == (1, 2, 3, 4) and status.missing == (3, 4) and status.disputed == (2,)
    assert not status.all_in and not status.can_close and status.results_in == 2


def test_a_game_with_every_result_and_no_disagreement_can_close():
    assert game_status_of(game=1, tables=[1, 2], done=[1, 2], disputed=[]).can_close
