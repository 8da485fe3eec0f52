"""A refereed game at a night's table: who may start it, the seating, the confirmed result."""

from __future__ import annotations

import pytest

from tournaments.models import Result, Seat
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_start_for_table, winning_seats
from tournaments.services.nights import night_create
from tournaments.services.results import result_record

from .conftest import finish

pytestmark = pytest.mark.django_db


def _start_url(night, table: int) -> str:
    return f"/referee/night/{night.slug}/table/{table}/"


def _couples(night, table: int) -> dict[str, int]:
    return {s.role: s.couple.number for s in Seat.objects.filter(night=night, game=1, table=table).select_related("couple")}


# --- who may start a game ----------------------------------------------------------------
def test_anonymous_is_sent_to_log_in(client, night):
    for url in (_start_url(night, 1), f"/referee/night/{night.slug}/"):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    assert client.post(_start_url(night, 1), {"mode": "pass"}).status_code == 302
    assert not RefereeGame.objects.exists()


def test_a_scorekeeper_of_another_night_is_refused(client, night, other_night, stranger):
    client.force_login(stranger)
    assert client.get(_start_url(night, 1)).status_code == 403
    response = client.post(_start_url(night, 1), {"mode": "pass", "ruleset": "nova-scotia"})
    assert response.status_code == 403
    assert not RefereeGame.objects.exists()
    assert client.get(f"/referee/night/{night.slug}/").status_code == 403


@pytest.mark.parametrize("who", ["keeper", "boss"])
def test_the_nights_scorekeepers_and_organisers_may_start(client, night, who, request):
    client.force_login(request.getfixturevalue(who))
    page = client.get(_start_url(night, 1))
    assert page.status_code == 200
    couples = _couples(night, 1)
    assert f"couple {couples['arriving']} arrived at this table and deals first" in page.content.decode()
    response = client.post(_start_url(night, 1), {"mode": "pass", "ruleset": "nova-scotia"})
    assert response.status_code == 302
    rg = RefereeGame.objects.get()
    assert response["Location"] == f"/referee/g/{rg.token}/"
    assert rg.started_by.username == who


def test_the_table_list(client, night, keeper):
    client.force_login(keeper)
    html = client.get(f"/referee/night/{night.slug}/").content.decode()
    assert 'data-table="1"' in html and 'data-table="3"' in html
    assert _start_url(night, 1) in html and _start_url(night, 3) not in html, "no game at the bye table"


@pytest.mark.parametrize(
    ("table", "status", "message"),
    [(3, 400, "has the bye"), (9, 404, "There is no table 9 in game 1")],
)
def test_bye_and_missing_tables(client, night, keeper, table, status, message):
    client.force_login(keeper)
    for response in (client.get(_start_url(night, table)), client.post(_start_url(night, table), {"mode": "pass"})):
        assert response.status_code == status
        assert message in response.content.decode()
    assert not RefereeGame.objects.exists()


def test_a_night_not_playing_is_refused(client, series, keeper):
    import datetime as dt

    waiting = night_create(series=series, name="Later", date=dt.date(2026, 12, 12), games=3)
    waiting.scorekeepers.add(keeper)
    client.force_login(keeper)
    assert client.get(_start_url(waiting, 1)).status_code == 409
    assert client.get(f"/referee/night/{waiting.slug}/").status_code == 409


def test_a_table_with_a_result_is_refused(client, night, keeper):
    result_record(night=night, game=1, table=1, winner=_couples(night, 1)["staying"], user=keeper)
    client.force_login(keeper)
    response = client.post(_start_url(night, 1), {"mode": "pass", "ruleset": "nova-scotia"})
    assert response.status_code == 409 and "already has a result" in response.content.decode()


@pytest.mark.parametrize(("data", "message"), [({"mode": "pass", "ruleset": "whist"}, "no rules called whist"),
                                               ({"mode": "carrier-pigeon", "ruleset": "nova-scotia"}, "own phones")])
def test_bad_start_forms_are_400(client, night, keeper, data, message):
    client.force_login(keeper)
    response = client.post(_start_url(night, 1), data)
    assert response.status_code == 400 and message in response.content.decode()


# --- the seating --------------------------------------------------------------------------
def test_the_couples_sit_as_partners_and_the_arriving_couple_deals(night, keeper):
    couples = _couples(night, 2)
    rg = referee_start_for_table(night=night, table=2, user=keeper, seed=4)
    assert (rg.night_id, rg.night_game, rg.night_table, rg.players, rg.dealer) == (night.pk, 1, 2, 4, 0)
    assert [s["couple"] for s in rg.seats] == [couples["arriving"], couples["staying"]] * 2
    assert all(s["kind"] == "person" for s in rg.seats)
    arriving = night.couples.get(number=couples["arriving"])
    assert [rg.seats[0]["name"], rg.seats[2]["name"]] == [arriving.player1, arriving.player2]
    game = rebuild(rg)
    assert game.dealer == 0 and game.side_of == (0, 1, 0, 1)


def test_starting_again_returns_the_running_game_unless_restarted(client, night, keeper):
    first = referee_start_for_table(night=night, table=1, user=keeper)
    assert referee_start_for_table(night=night, table=1, user=keeper).pk == first.pk
    client.force_login(keeper)
    page = client.get(_start_url(night, 1)).content.decode()
    assert f"/referee/g/{first.token}/" in page and 'name="restart"' in page
    response = client.post(_start_url(night, 1), {"mode": "phones", "ruleset": "nova-scotia", "restart": "1"})
    assert response.status_code == 302
    first.refresh_from_db()
    assert first.status == "abandoned"
    second = RefereeGame.objects.exclude(pk=first.pk).get()
    assert second.mode == "phones" and response["Location"] == f"/referee/g/{second.token}/"


# --- the result, once a winner confirms ------------------------------------------------------
def test_the_winner_is_posted_to_the_right_table_after_confirmation(client, night, keeper):
    couples = _couples(night, 2)
    rg = referee_start_for_table(night=night, table=2, user=keeper, seed=9)
    assert client.post(f"/referee/g/{rg.token}/confirm/", {"seat": "0"}).status_code == 409, "not over yet"
    rg = finish(rg)
    assert rg.status == "finished" and not Result.objects.exists(), "nothing is posted before a winner confirms"
    winners = winning_seats(rg)
    losers = [s for s in range(4) if s not in winners]
    page = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert f'data-confirm="{winners[0]}"' in page and f'data-confirm="{losers[0]}"' not in page
    response = client.post(f"/referee/g/{rg.token}/confirm/", {"seat": str(losers[0])})
    assert response.status_code == 403 and not Result.objects.exists()
    assert client.post(f"/referee/g/{rg.token}/confirm/", {"seat": "x"}).status_code == 403
    response = client.post(f"/referee/g/{rg.token}/confirm/", {"seat": str(winners[1])})
    assert response.status_code == 302
    result = Result.objects.get()
    winner_couple = rg.seats[winners[0]]["couple"]
    assert (result.night_id, result.game, result.table, result.winner.number) == (night.pk, 1, 2, winner_couple)
    assert result.winner_points == max(rg.scores) and result.loser_points == min(rg.scores)
    assert result.entered_by == keeper
    assert winner_couple in couples.values()
    rg.refresh_from_db()
    assert rg.status == "posted" and rg.confirmed_by_seat == winners[1]
    after = client.get(f"/referee/g/{rg.token}/").content.decode()
    assert "data-posted" in after and "won at table 2" in after
    again = client.post(f"/referee/g/{rg.token}/confirm/", {"seat": str(winners[0])})
    assert again.status_code == 302 and Result.objects.count() == 1, "a second confirmation changes nothing"


def test_own_phones_confirm_from_a_winners_phone(client, night, keeper):
    rg = finish(referee_start_for_table(night=night, table=1, user=keeper, mode="phones", seed=2))
    winners = winning_seats(rg)
    loser = next(s for s in range(4) if s not in winners)
    loser_url = f"/referee/p/{rg.pk}/{rg.seats[loser]['key']}/"
    assert "data-confirm" not in client.get(loser_url).content.decode()
    assert client.post(loser_url + "confirm/").status_code == 403
    assert client.post(f"/referee/g/{rg.token}/confirm/", {"seat": str(winners[0])}).status_code == 400
    winner_url = f"/referee/p/{rg.pk}/{rg.seats[winners[0]]['key']}/"
    assert "data-confirm" in client.get(winner_url).content.decode()
    assert client.post(winner_url + "confirm/").status_code == 302
    assert Result.objects.get().winner.number == rg.seats[winners[0]]["couple"]


def test_a_result_entered_meanwhile_is_not_overwritten(client, night, keeper):
    rg = finish(referee_start_for_table(night=night, table=1, user=keeper, seed=2))
    winners = winning_seats(rg)
    loser_couple = next(s["couple"] for i, s in enumerate(rg.seats) if i not in winners)
    result_record(night=night, game=1, table=1, winner=loser_couple, user=keeper)
    response = client.post(f"/referee/g/{rg.token}/confirm/", {"seat": str(winners[0])})
    assert response.status_code == 409 and "already has couple" in response.content.decode()
    rg.refresh_from_db()
    assert rg.status == "finished" and Result.objects.get().winner.number == loser_couple
