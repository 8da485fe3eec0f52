"""Disagreements between scorekeepers: a refused tap is kept for the organiser, who settles it (issue 4, point 3)."""

from __future__ import annotations

import pytest

from tournaments.errors import Conflict, NotFound, Refusal
from tournaments.models import Correction, Dispute, PostToken, Result
from tournaments.selectors import disputes_open
from tournaments.services.corrections import result_correct
from tournaments.services.disputes import dispute_correct, dispute_keep, dispute_record, result_claim
from tournaments.services.nights import game_close
from tournaments.services.results import result_undo

from .helpers import fresh

pytestmark = pytest.mark.django_db


@pytest.fixture
def keepers(django_user_model):
    make = django_user_model.objects.create_user
    return make("keeper1", password="x-keeper-1-x"), make("keeper2", password="x-keeper-2-x")


@pytest.fixture
def disputed(make_night, keepers):
    """Six couples, game 1: keeper1 recorded couple 5 at table 3, keeper2 tapped couple 6 and was refused."""
    night = make_night(6)
    result_claim(night=night, game=1, table=3, winner=5, user=keepers[0], token="keeper1-tap-0001")
    with pytest.raises(Conflict):
        result_claim(night=night, game=1, table=3, winner=6, user=keepers[1], token="keeper2-tap-0001")
    return night


def _winner(night, game=1, table=3) -> int:
    return Result.objects.get(night=night, game=game, table=table).winner.number


def test_a_refused_different_winner_is_still_409_and_overwrites_nothing(disputed):
    result = Result.objects.get(night=disputed, game=1, table=3)
    assert (result.winner.number, result.version) == (5, 1)
    kept = PostToken.objects.get(token="keeper2-tap-0001")  # kept with its refusal: a retry is refused the same way
    assert (kept.status, kept.outcome["status"], kept.request["winner"]) == (409, "refused", 6)


def test_the_disagreement_is_kept_with_who_what_and_when(disputed, keepers):
    dispute = Dispute.objects.get()
    assert (dispute.night_id, dispute.game, dispute.table) == (disputed.pk, 1, 3)
    assert (dispute.claimed.number, dispute.recorded.number, dispute.claimed_by) == (6, 5, keepers[1])
    assert dispute.result == Result.objects.get(night=disputed, game=1, table=3) and dispute.result_version == 1
    assert dispute.status == Dispute.Status.OPEN and dispute.claimed_at is not None and dispute.settled_at is None


def test_retries_and_the_same_tap_again_keep_one_disagreement(disputed, keepers, django_user_model):
    for token in ("keeper2-tap-0001", "keeper2-tap-0001", "keeper2-tap-0002", None):
        with pytest.raises(Conflict):
            result_claim(night=disputed, game=1, table=3, winner=6, user=keepers[1], token=token)
    third = django_user_model.objects.create_user("keeper3")
    with pytest.raises(Conflict):  # a third scorekeeper saying the same couple won: the same disagreement
        result_claim(night=disputed, game=1, table=3, winner=6, user=third)
    assert Dispute.objects.count() == 1
    assert Dispute.objects.get().claimed_by == keepers[1]


def test_only_a_winner_conflict_is_kept(make_night, keepers, play_game):
    night = make_night(6)
    result_claim(night=night, game=1, table=1, winner=1, user=keepers[0])
    refusals = [dict(game=1, table=9, winner=1), dict(game=1, table=2, winner=1), dict(game=2, table=1, winner=1)]
    for bad in refusals:
        with pytest.raises(Refusal):
            result_claim(night=night, user=keepers[1], **bad)
    with pytest.raises(Conflict):  # one's own result tapped the other way: the tablet says to undo it
        result_claim(night=night, game=1, table=1, winner=2, user=keepers[0])
    night = play_game(night, lambda g, t, pair: min(pair))
    with pytest.raises(Conflict):  # a closed game
        result_claim(night=night, game=1, table=1, winner=2, user=keepers[1])
    assert not Dispute.objects.exists()


def test_dispute_record_keeps_nothing_once_there_is_nothing_to_disagree_with(disputed, keepers):
    assert dispute_record(night=disputed, game=1, table=2, claimed=3, user=keepers[1]) is None  # no result there
    assert dispute_record(night=disputed, game=1, table=3, claimed=5, user=keepers[1]) is None  # the same winner
    assert dispute_record(night=disputed, game=1, table=3, claimed=1, user=keepers[1]) is None  # not at that table
    assert Dispute.objects.count() == 1


def test_the_selector_lists_the_open_ones_of_the_game(disputed, keepers, django_assert_num_queries):
    with django_assert_num_queries(1):
        found = disputes_open(night=disputed, game=1)
        assert [(d.table, d.claimed.number, d.recorded.number, d.claimed_by.username, d.result.entered_by.username)
                for d in found] == [(3, 6, 5, "keeper2", "keeper1")]
    assert disputes_open(night=disputed, game=2) == []


def test_keeping_the_recorded_winner_settles_it_and_changes_nothing(disputed, organiser):
    dispute = Dispute.objects.get()
    kept = dispute_keep(night=disputed, dispute=dispute.pk, user=organiser)
    assert (kept.status, kept.settled_by) == (Dispute.Status.KEPT, organiser) and kept.settled_at is not None
    assert _winner(disputed) == 5 and not Correction.objects.exists()
    assert disputes_open(night=disputed, game=1) == []
    with pytest.raises(Conflict, match="already settled"):
        dispute_keep(night=disputed, dispute=dispute.pk, user=organiser)


def test_a_claim_turned_down_is_not_asked_again_for_the_same_result(disputed, keepers, organiser):
    dispute_keep(night=disputed, dispute=Dispute.objects.get().pk, user=organiser)
    with pytest.raises(Conflict):  # the tablet's queued tap arrives again
        result_claim(night=disputed, game=1, table=3, winner=6, user=keepers[1])
    assert Dispute.objects.count() == 1 and disputes_open(night=disputed, game=1) == []


def test_correcting_to_the_claimed_couple_goes_through_the_audit_trail(disputed, organiser):
    dispute = Dispute.objects.get()
    result = dispute_correct(night=disputed, dispute=dispute.pk, version=1, user=organiser)
    assert (result.winner.number, result.version) == (6, 2)
    correction = Correction.objects.get()
    assert (correction.old_winner.number, correction.new_winner.number, correction.made_by) == (5, 6, organiser)
    assert correction.reason == "Settled a disagreement between scorekeepers"
    dispute.refresh_from_db()
    assert (dispute.status, dispute.settled_by) == (Dispute.Status.CORRECTED, organiser)


def test_correcting_keeps_a_typed_reason_and_refuses_a_stale_version(disputed, organiser):
    dispute = Dispute.objects.get()
    with pytest.raises(Conflict, match="changed meanwhile"):
        dispute_correct(night=disputed, dispute=dispute.pk, version=2, user=organiser)
    assert _winner(disputed) == 5 and Dispute.objects.get().status == Dispute.Status.OPEN
    dispute_correct(night=disputed, dispute=dispute.pk, version=1, reason="  Asked  table 3 ", user=organiser)
    assert Correction.objects.get().reason == "Asked table 3"


def test_an_unknown_or_another_nights_disagreement_is_not_found(disputed, make_night, keepers, organiser):
    other = make_night(4)
    result_claim(night=other, game=1, table=1, winner=1, user=keepers[0])
    with pytest.raises(Conflict):
        result_claim(night=other, game=1, table=1, winner=2, user=keepers[1])
    theirs = Dispute.objects.get(night=other)
    for pk in (theirs.pk, 999_999, 0, -1, 2**70):
        with pytest.raises(NotFound):
            dispute_keep(night=disputed, dispute=pk, user=organiser)
    assert Dispute.objects.get(night=other).status == Dispute.Status.OPEN


def test_a_correction_made_elsewhere_settles_it(disputed, organiser):
    result_correct(night=disputed, game=1, table=3, winner=5, points=(45, 30), reason="Points added", version=1, user=organiser)
    assert Dispute.objects.get().status == Dispute.Status.KEPT  # looked at and left couple 5 the winner


def test_a_correction_elsewhere_to_the_claimed_couple_settles_it_as_corrected(disputed, organiser):
    result_correct(night=disputed, game=1, table=3, winner=6, reason="Checked the card", version=1, user=organiser)
    assert Dispute.objects.get().status == Dispute.Status.CORRECTED


def test_an_undo_by_its_scorekeeper_settles_it_and_the_table_is_missing_again(disputed, keepers):
    result_undo(night=disputed, game=1, table=3, user=keepers[0])
    dispute = Dispute.objects.get()
    assert (dispute.status, dispute.result, dispute.settled_by) == (Dispute.Status.UNDONE, None, keepers[0])
    assert disputes_open(night=disputed, game=1) == []
    result_claim(night=disputed, game=1, table=3, winner=6, user=keepers[1])  # the other tap now goes through
    assert _winner(disputed) == 6


def test_closing_is_refused_while_a_disagreement_is_open(disputed, organiser):
    for table, winner in ((1, 1), (2, 3)):
        result_claim(night=disputed, game=1, table=table, winner=winner)
    with pytest.raises(Refusal, match="Table 3 has a disagreement to settle first."):
        game_close(night=disputed, game=1)
    assert fresh(disputed).current_game == 1
    dispute_keep(night=disputed, dispute=Dispute.objects.get().pk, user=organiser)
    assert game_close(night=disputed, game=1).current_game == 2


def test_the_refusal_names_every_disputed_table(make_night, keepers):
    night = make_night(6)
    for table, (first, second) in ((1, (1, 2)), (2, (3, 4)), (3, (5, 6))):
        result_claim(night=night, game=1, table=table, winner=first, user=keepers[0])
        if table != 2:
            with pytest.raises(Conflict):
                result_claim(night=night, game=1, table=table, winner=second, user=keepers[1])
    with pytest.raises(Refusal, match="Tables 1, 3 have disagreements to settle first."):
        game_close(night=night)


@pytest.mark.django_db(transaction=True)
def test_the_record_survives_the_refused_transaction(make_night, keepers):
    """Outside any test transaction: the refused post rolls back, the disagreement is committed on its own."""
    night = make_night(4)
    result_claim(night=night, game=1, table=1, winner=1, user=keepers[0])
    with pytest.raises(Conflict):
        result_claim(night=night, game=1, table=1, winner=2, user=keepers[1], token="committed-tap-0001")
    assert Dispute.objects.filter(night=night, status=Dispute.Status.OPEN).count() == 1
    assert PostToken.objects.get(token="committed-tap-0001").outcome["status"] == "refused"
    assert _winner(night, table=1) == 1
