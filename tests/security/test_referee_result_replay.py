"""A refereed night table's result post, forged or replayed, never changes a night's result (issue 34,
point 7): a confirm sent again after the desk corrected the table changes nothing; a confirm from a
seat that did not win, or no seat at all, is refused; a confirm against a result the desk already has
is refused and left for the organiser to settle, never written over it."""

from __future__ import annotations

import pytest
from django.test import Client

from tournaments.models import Correction, Dispute, Result
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild
from tournaments.services.corrections import result_correct
from tournaments.services.results import result_record

from .conftest import winning_seat

pytestmark = pytest.mark.django_db


def _confirm(rg: RefereeGame, seat) -> object:
    return Client(raise_request_exception=False).post(f"/referee/g/{rg.token}/confirm/", {"seat": str(seat)})


def _table(world) -> tuple[int, int]:
    """(game, table) of the refereed game that is over and waits for its winners' confirmation."""
    return world.rg_done.night_game, world.rg_done.night_table


def _other_couple(world, winner: int) -> int:
    game, table = _table(world)
    return next(n for n in world.seating[table] if n != winner) if game == 2 else None


def test_a_confirm_sent_again_after_the_desk_corrected_the_table_changes_nothing(world):
    rg = world.rg_done
    game, table = _table(world)
    assert _confirm(rg, winning_seat(rg)).status_code == 302
    posted = Result.objects.get(night=world.night, game=game, table=table)
    other = _other_couple(world, posted.winner.number)
    result_correct(night=world.night, game=game, table=table, winner=other, reason="Wrong couple confirmed",
                   version=posted.version, user=world.users["organiser"])
    before = (Result.objects.get(pk=posted.pk).winner.number, Correction.objects.count(), Dispute.objects.count())
    for _replay in range(3):
        assert _confirm(rg, winning_seat(rg)).status_code < 500
    after = (Result.objects.get(pk=posted.pk).winner.number, Correction.objects.count(), Dispute.objects.count())
    assert after == before and after[0] == other


@pytest.mark.parametrize("seat", ["loser", "99", "-1", "abc", ""])
def test_a_confirm_from_a_seat_that_did_not_win_is_refused_and_posts_nothing(world, seat):
    rg = world.rg_done
    if seat == "loser":
        sides = rebuild(rg, 0).side_of
        seat = next(s for s in range(rg.players) if sides[s] != rg.winner_side)
    answer = _confirm(rg, seat)
    assert answer.status_code in (400, 403, 409)
    game, table = _table(world)
    assert not Result.objects.filter(night=world.night, game=game, table=table).exists()
    assert RefereeGame.objects.get(pk=rg.pk).status == RefereeGame.Status.FINISHED


def test_a_confirm_against_a_result_the_desk_already_has_is_refused_and_kept_to_settle(world):
    rg = world.rg_done
    game, table = _table(world)
    winners = {rg.seats[s]["couple"] for s in range(rg.players) if s == winning_seat(rg)}
    desk_winner = _other_couple(world, winners.pop())
    result_record(night=world.night, game=game, table=table, winner=desk_winner, user=world.users["organiser"])
    answer = _confirm(rg, winning_seat(rg))  # it used to roll its own disagreement back with the refusal
    assert answer.status_code == 409 and "ask the organiser to settle it" in answer.content.decode()
    assert Result.objects.get(night=world.night, game=game, table=table).winner.number == desk_winner
    assert Dispute.objects.filter(night=world.night, game=game, table=table, status=Dispute.Status.OPEN).exists()
