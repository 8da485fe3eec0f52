"""A post token only ever replays the same request by the same person on the same night; refereed
games have tokens of their own, which no tablet can use or spoil."""

from __future__ import annotations

import pytest

from tournaments.errors import Conflict, Refusal, Unprocessable
from tournaments.models import PostToken, Result
from tournaments.selectors import seating_for_game
from tournaments.services.disputes import result_claim
from tournaments.services.results import result_record, result_undo


@pytest.fixture
def keepers(django_user_model):
    return [django_user_model.objects.create_user(f"keeper{n}") for n in (1, 2)]


def winner_at(night, table: int) -> int | None:
    found = Result.objects.filter(night=night, game=1, table=table).first()
    return found.winner.number if found else None


def test_a_token_used_at_one_table_is_refused_at_another_and_that_table_stays_empty(make_night, keepers):
    night = make_night(6)
    result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0001")
    with pytest.raises(Unprocessable, match="already used for another post"):
        result_record(night=night, game=1, table=2, winner=3, user=keepers[0], token="tap-0001")
    assert winner_at(night, 2) is None  # never told "posted" while nothing was recorded


def test_another_persons_token_is_refused(make_night, keepers):
    night = make_night(6)
    result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0002")
    with pytest.raises(Unprocessable):
        result_record(night=night, game=1, table=1, winner=1, user=keepers[1], token="tap-0002")


def test_the_same_request_by_the_same_person_replays_its_first_answer(make_night, keepers):
    night = make_night(6)
    first = result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0003")
    assert result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0003") == first
    assert PostToken.objects.get(token="tap-0003").request == {"action": "record", "game": 1, "table": 1, "winner": 1,
                                                               "points": None}


def test_a_record_token_cannot_be_replayed_as_an_undo(make_night, keepers):
    night = make_night(6)
    result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0004")
    with pytest.raises(Unprocessable):
        result_undo(night=night, game=1, table=1, user=keepers[0], token="tap-0004")
    assert winner_at(night, 1) == 1


def test_a_tablet_cannot_take_a_refereed_games_token_first(make_night, keepers):
    """A scorekeeper posting with the refereed game's id as token ('1', 'referee-1') spoils nothing."""
    night = make_night(6)
    for token in ("1", "referee-1"):
        result_record(night=night, game=1, table=1, winner=1, user=keepers[0], token=token)
    posted = result_claim(night=night, game=1, table=2, winner=3, user=keepers[1], token="1", points=(45, 30),
                          source=PostToken.Source.REFEREE)
    assert posted.status == "recorded" and winner_at(night, 2) == 3


def test_a_refused_posts_token_is_kept_and_refused_the_same_way_again(make_night, keepers):
    night = make_night(6)
    with pytest.raises(Refusal, match="not at table 1"):
        result_claim(night=night, game=1, table=1, winner=5, user=keepers[0], token="tap-0005")
    kept = PostToken.objects.get(token="tap-0005")
    assert (kept.status, kept.outcome["status"]) == (400, "refused")
    with pytest.raises(Refusal, match="not at table 1"):  # the retry hears the same refusal
        result_claim(night=night, game=1, table=1, winner=5, user=keepers[0], token="tap-0005")
    with pytest.raises(Unprocessable):  # and the token cannot stand for another post now
        result_claim(night=night, game=1, table=1, winner=1, user=keepers[0], token="tap-0005")
    assert winner_at(night, 1) is None


def test_a_refused_different_winner_keeps_its_token_as_a_conflict(make_night, keepers):
    night = make_night(6)
    result_claim(night=night, game=1, table=1, winner=1, user=keepers[0])
    for _ in range(2):
        with pytest.raises(Conflict):
            result_claim(night=night, game=1, table=1, winner=2, user=keepers[1], token="tap-0006")
    assert PostToken.objects.get(token="tap-0006").status == 409 and winner_at(night, 1) == 1


def test_a_token_refused_before_its_game_began_is_refused_again_once_the_game_is_in_play(make_night, play_game, keepers):
    """A first tap is stored without reading its token first; a token kept with a refusal still fails
    its unique constraint, so the retry hears the first refusal and the table stays empty."""
    night = make_night(6)
    stays = seating_for_game(night=night, game=1)[1][1]  # loses game 1 at table 1, so stays there for game 2
    with pytest.raises(Conflict, match="Game 2 has not started yet"):
        result_record(night=night, game=2, table=1, winner=stays, user=keepers[0], token="tap-0007")
    night = play_game(night, lambda game, table, pair: pair[0] if pair[1] == stays else pair[1])
    assert stays in seating_for_game(night=night, game=2)[1]
    with pytest.raises(Conflict, match="Game 2 has not started yet"):
        result_record(night=night, game=2, table=1, winner=stays, user=keepers[0], token="tap-0007")
    assert not Result.objects.filter(night=night, game=2).exists()


def test_a_token_used_for_a_table_of_another_game_leaves_the_new_table_empty(make_night, play_game, keepers):
    night = make_night(6)
    first = result_record(night=night, game=1, table=1, winner=seating_for_game(night=night, game=1)[1][0],
                          user=keepers[0], token="tap-0008")
    assert first.status == "recorded"
    night = play_game(night)
    with pytest.raises(Unprocessable, match="already used for another post"):
        result_record(night=night, game=2, table=2, winner=seating_for_game(night=night, game=2)[2][0],
                      user=keepers[0], token="tap-0008")
    assert not Result.objects.filter(night=night, game=2, table=2).exists()
