"""Correcting a recorded result (SPEC 2, "Results"; issue 2: the correction audit)."""

from __future__ import annotations

import pytest

from tournaments.errors import Conflict, NotFound, Refusal
from tournaments.models import Correction, Result
from tournaments.selectors import night_standings, seating_for_game, seatings_all
from tournaments.services.corrections import result_correct
from tournaments.services.nights import game_close
from tournaments.services.results import result_record, result_undo

from .helpers import lowest_number_wins

pytestmark = pytest.mark.django_db


def wins_of(night):
    return {line.number: line.games for line in night_standings(night=night).lines}


@pytest.fixture
def played(make_night, play_games):
    """Eight couples, four of six games played, the lower number winning every table."""
    return play_games(make_night(8, games=6), 4, lowest_number_wins)


def test_a_correction_needs_a_reason(played, organiser):
    for reason in ("", "   ", "\n\t", None):
        with pytest.raises(Refusal):
            result_correct(night=played, game=1, table=1, winner=2, reason=reason, version=1, user=organiser)
    assert Result.objects.get(night=played, game=1, table=1).winner.number == 1
    assert not Correction.objects.exists()


def test_a_reason_of_a_novel_is_refused(played, organiser):
    with pytest.raises(Refusal):
        result_correct(night=played, game=1, table=1, winner=2, reason="x" * 501, version=1, user=organiser)
    assert not Correction.objects.exists()


def test_a_correction_keeps_old_and_new_winner_reason_and_who_in_the_audit(played, organiser):
    result = result_correct(night=played, game=1, table=1, winner=2, reason="  wrong   couple tapped ",
                            version=1, user=organiser, points=(45, 40))
    assert result.winner.number == 2 and result.version == 2
    [audit] = Correction.objects.filter(result=result)
    assert audit.old_winner.number == 1 and audit.new_winner.number == 2
    assert audit.reason == "wrong couple tapped"
    assert audit.made_by == organiser
    assert audit.from_version == 1
    assert audit.made_at is not None
    assert audit.old_points == [None, None] and audit.new_points == [45, 40]
    stored = Result.objects.get(pk=result.pk)
    assert (stored.winner.number, stored.winner_points, stored.loser_points, stored.version) == (2, 45, 40, 2)


def test_each_correction_raises_the_version_and_adds_an_audit_row(played, organiser):
    result_correct(night=played, game=2, table=1, winner=seating_for_game(night=played, game=2)[1][1],
                   reason="first", version=1, user=organiser)
    pair = seating_for_game(night=played, game=2)[1]
    back = min(pair)
    result = result_correct(night=played, game=2, table=1, winner=back, reason="second", version=2, user=organiser)
    assert result.version == 3
    audit = list(Correction.objects.filter(result=result).values_list("from_version", "reason"))
    assert audit == [(1, "first"), (2, "second")]


def test_a_stale_correction_is_a_conflict_and_changes_nothing(played, organiser, django_user_model):
    other = django_user_model.objects.create_user("second-organiser")
    result_correct(night=played, game=1, table=1, winner=2, reason="scorer mixed up", version=1, user=organiser)
    with pytest.raises(Conflict) as refused:
        result_correct(night=played, game=1, table=1, winner=1, reason="no, it was 1", version=1, user=other)
    assert refused.value.status == 409 and "2" in refused.value.message
    stored = Result.objects.get(night=played, game=1, table=1)
    assert (stored.winner.number, stored.version) == (2, 2)
    assert Correction.objects.count() == 1


def test_a_correction_leaves_the_seating_of_every_game_as_it_was_played(played, organiser):
    before = seatings_all(night=played)
    assert sorted(before) == [1, 2, 3, 4, 5]
    result_correct(night=played, game=1, table=2, winner=4, reason="tablet error", version=1, user=organiser)
    result_correct(night=played, game=3, table=4, winner=max(before[3][4]), reason="tablet error", version=1,
                   user=organiser)
    assert seatings_all(night=played) == before


def test_standings_follow_the_corrected_winner(played, organiser):
    before = wins_of(played)
    assert 1 in before[1] and 1 not in before[2]
    result_correct(night=played, game=1, table=1, winner=2, reason="wrong tap", version=1, user=organiser)
    after = wins_of(played)
    assert 1 not in after[1] and 1 in after[2]
    assert {n: g for n, g in after.items() if n not in (1, 2)} == {n: g for n, g in before.items() if n not in (1, 2)}


def test_a_correction_in_the_open_game_moves_the_right_couple_at_close(make_night, organiser):
    night = make_night(4, games=3)
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=2, winner=3)
    result_correct(night=night, game=1, table=1, winner=2, reason="wrong tap", version=1, user=organiser)
    night = game_close(night=night)
    assert seating_for_game(night=night, game=2) == {1: (1, 3), 2: (4, 2)}


def test_a_correction_to_a_couple_not_at_that_table_is_refused(played, organiser):
    seating = seating_for_game(night=played, game=1)
    outsider = seating[2][0]
    with pytest.raises(Refusal):
        result_correct(night=played, game=1, table=1, winner=outsider, reason="?", version=1, user=organiser)
    assert not Correction.objects.exists()


def test_correcting_a_table_without_a_result_is_not_found(played, organiser):
    with pytest.raises(NotFound):
        result_correct(night=played, game=5, table=1, winner=1, reason="early", version=1, user=organiser)
    with pytest.raises(NotFound):
        result_correct(night=played, game=1, table=9, winner=1, reason="no table", version=1, user=organiser)


def test_a_corrected_result_can_no_longer_be_undone_by_a_tap(make_night, scorekeeper, organiser):
    night = make_night(4)
    result_record(night=night, game=1, table=1, winner=1, user=scorekeeper)
    result_correct(night=night, game=1, table=1, winner=2, reason="settled", version=1, user=organiser)
    with pytest.raises(Refusal):
        result_undo(night=night, game=1, table=1, user=scorekeeper)
    assert Result.objects.get(night=night, game=1, table=1).winner.number == 2
