"""Bringing a withdrawn couple back (a volunteer withdrew the wrong couple, or a couple came back from a break)."""

from __future__ import annotations

import re

import pytest

from tournaments import movement
from tournaments.errors import Conflict, NotFound
from tournaments.models import Couple, Seat
from tournaments.selectors import night_standings, punches_for_night, seating_for_game
from tournaments.services.couples import couple_readmit, couple_withdraw

from .helpers import fresh, lowest_number_wins, raw_wins

pytestmark = pytest.mark.django_db


def seated(seating) -> list[int]:
    return sorted(movement.couples_at(seating))


def state(night) -> tuple:
    """Everything a refused readmission must leave as it was."""
    return (
        sorted(Seat.objects.filter(night=night).values_list("game", "table", "couple__number", "role")),
        sorted(Couple.objects.filter(night=night).values_list("number", "left_after", "joined_game")),
    )


def test_a_couple_withdrawn_by_mistake_comes_back_to_the_bye_it_left(make_night, play_game):
    night = play_game(make_night(6))  # game 2 in play, three full tables
    before = seating_for_game(night=night, game=2)
    [table] = [t for t, pair in before.items() if 3 in pair]
    couple_withdraw(night=night, number=3)
    couple = couple_readmit(night=night, number=3)
    after = seating_for_game(night=night, game=2)
    assert couple.left_after is None and Couple.objects.get(night=night, number=3).left_after is None
    assert set(after[table]) == set(before[table]), "back at its table, against the same couple"
    movement.validate_seating(after, range(1, 7))


def test_a_couple_back_when_there_is_no_bye_opens_a_table_with_a_bye(make_night, play_game):
    night = play_game(make_night(7))  # 4 tables, one of them the bye
    couple_withdraw(night=night, number=2)  # the single couples meet: 3 full tables, no bye
    assert movement.bye_tables(seating_for_game(night=night, game=2)) == []
    couple_readmit(night=night, number=2)
    after = seating_for_game(night=night, game=2)
    [bye] = movement.bye_tables(after)
    assert seated({bye: after[bye]}) == [2] and len(after) == 4
    movement.validate_seating(after, range(1, 8))


def test_a_couple_back_after_missing_games_keeps_its_wins_and_plays_on(make_night, play_games):
    night = play_games(make_night(6, games=8), 1, lowest_number_wins)  # game 2 in play
    couple_withdraw(night=night, number=1)
    won_before = punches_for_night(night=night)[1]
    night = play_games(night, 2, lowest_number_wins)  # games 2 and 3 without couple 1
    couple_readmit(night=night, number=1)
    night = fresh(night)
    assert 1 in seated(seating_for_game(night=night, game=4))
    assert 1 not in seated(seating_for_game(night=night, game=2)) + seated(seating_for_game(night=night, game=3))
    night = play_games(night, 2, lowest_number_wins)  # games 4 and 5 with couple 1 again
    assert 1 in seated(seating_for_game(night=night, game=5)) and 1 in seated(seating_for_game(night=night, game=6))
    wins = punches_for_night(night=night)
    assert wins[1][: len(won_before)] == won_before and {4, 5} <= set(wins[1]), "the lowest number wins its table"
    assert wins == raw_wins(night)
    line = next(line for line in night_standings(night=night).lines if line.number == 1)
    assert line.active, "a couple that came back can win a prize again"


def test_a_readmitted_couple_plays_the_game_in_play_and_moves_on(make_night, play_game):
    night = play_game(make_night(6))  # game 2 in play
    couple_withdraw(night=night, number=4)
    couple_readmit(night=night, number=4)
    seating = seating_for_game(night=night, game=2)
    [table] = [t for t, pair in seating.items() if 4 in pair]
    assert None not in seating[table], "the readmitted couple filled the bye seat its leaving made"
    night = play_game(night, lambda game, t, pair: 4 if t == table else min(pair))
    assert 2 in punches_for_night(night=night)[4]
    after = seating_for_game(night=night, game=3)
    [moved] = [t for t, pair in after.items() if 4 in pair]
    assert moved == table % len(seating) + 1 and after[moved][1] == 4, "a winner moves on and deals first"


def test_before_the_night_starts_coming_back_simply_undoes_the_withdrawal(make_night):
    night = make_night(4, start=False)
    Couple.objects.filter(night=night, number=2).update(left_after=0)  # as an imported night may hold it
    couple_readmit(night=night, number=2)
    assert Couple.objects.get(night=night, number=2).left_after is None
    assert not Seat.objects.filter(night=night).exists()


def test_a_couple_still_playing_cannot_come_back(make_night, play_game):
    night = play_game(make_night(6))
    before = state(night)
    with pytest.raises(Conflict) as refused:
        couple_readmit(night=night, number=3)
    assert "has not withdrawn" in refused.value.message
    assert state(night) == before


def test_an_unknown_couple_is_explained(make_night):
    night = make_night(4)
    with pytest.raises(NotFound):
        couple_readmit(night=night, number=77)


def test_no_couple_comes_back_after_the_last_game(make_night, play_game, play_games):
    night = play_game(make_night(6, games=2))
    couple_withdraw(night=night, number=3)
    night = play_games(night, 1)
    before = state(night)
    with pytest.raises(Conflict) as refused:
        couple_readmit(night=night, number=3)
    assert "Every game has been played" in refused.value.message
    assert state(night) == before
    assert Couple.objects.get(night=night, number=3).left_after == 1


def test_withdraw_come_back_and_withdraw_again(make_night, play_game):
    night = play_game(make_night(6))
    for _ in range(3):
        couple_withdraw(night=night, number=5)
        couple_readmit(night=night, number=5)
    couple_withdraw(night=night, number=5)
    assert 5 not in seated(seating_for_game(night=night, game=2))
    assert Couple.objects.get(night=night, number=5).left_after == 1


def test_games_sat_out_between_leaving_and_coming_back_are_not_played_on_both_cards(make_night, play_games, client):
    from tournaments.printing.build import punchcard_data
    from tournaments.selectors import games_missed

    night = play_games(make_night(6, games=8), 1, lowest_number_wins)  # game 2 in play
    couple_withdraw(night=night, number=1)
    night = play_games(night, 2, lowest_number_wins)  # games 2 and 3 without couple 1
    couple_readmit(night=night, number=1)
    night = play_games(fresh(night), 1, lowest_number_wins)  # game 4 with couple 1 again
    assert games_missed(night=night) == {1: frozenset({2, 3})}

    [card] = [c for c in punchcard_data(night, base_url="").cards if c.number == 1]
    assert card.missed == {2, 3} and card.first_game == 1 and card.last_game is None
    others = [c for c in punchcard_data(night, base_url="").cards if c.number != 1]
    assert all(not c.missed for c in others)

    couple = Couple.objects.get(night=night, number=1)
    page = client.get(f"/c/{couple.public_token}/").content.decode()
    boxes = dict(re.findall(r'<li class="box (\w+)"><span class="g">(\d+)</span>', page)[i][::-1] for i in range(8))
    assert boxes == {"1": "won", "2": "out", "3": "out", "4": "won", "5": "now", "6": "later", "7": "later", "8": "later"}
