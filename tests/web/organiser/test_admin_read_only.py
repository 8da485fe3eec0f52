"""The Django admin shows a night's records but cannot change them behind the services' back."""

from __future__ import annotations

import pytest

from tournaments.models import Couple, Night, Result
from tournaments.services.nights import night_start
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("boss", password="pw-for-tests-1"))
    return client


@pytest.fixture
def played(night):
    """Game 1 under way with table 1 recorded."""
    night = night_start(night=night)
    result_record(night=night, game=1, table=1, winner=1)
    return Night.objects.get(pk=night.pk)


def _payload(**fields) -> dict:
    return {"_save": "Save", **fields}


def test_a_result_is_shown_but_has_no_save_in_the_admin(admin_client, played):
    result = Result.objects.get(night=played, game=1, table=1)
    page = admin_client.get(f"/admin/tournaments/result/{result.pk}/change/")
    assert page.status_code == 200
    assert 'name="_save"' not in page.content.decode()
    answer = admin_client.post(f"/admin/tournaments/result/{result.pk}/change/", _payload(winner=2, version=1))
    assert answer.status_code == 403
    assert Result.objects.get(pk=result.pk).winner.number == 1 and Result.objects.get(pk=result.pk).version == 1


@pytest.mark.parametrize("model", ["result", "seat", "couple", "tiebreak", "jarentry", "jardraw", "night"])
def test_night_records_cannot_be_added_in_the_admin(admin_client, played, model):
    assert admin_client.get(f"/admin/tournaments/{model}/add/").status_code == 403


def test_results_and_couples_cannot_be_deleted_in_the_admin(admin_client, played):
    result = Result.objects.get(night=played, game=1, table=1)
    couple = Couple.objects.get(night=played, number=9)
    assert admin_client.post(f"/admin/tournaments/result/{result.pk}/delete/", {"post": "yes"}).status_code == 403
    assert admin_client.post(f"/admin/tournaments/couple/{couple.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Result.objects.filter(pk=result.pk).exists() and Couple.objects.filter(pk=couple.pk).exists()


def test_a_nights_games_cannot_be_changed_in_the_admin_but_its_name_can(admin_client, played):
    page = admin_client.get(f"/admin/tournaments/night/{played.pk}/change/").content.decode()
    assert 'name="games"' not in page and 'name="name"' in page
    admin_client.post(f"/admin/tournaments/night/{played.pk}/change/", _payload(
        name="Tuesday card party (corrected)", date="2026-12-05", venue="", language="en", paper=played.paper, games=1,
        organisers=[u.pk for u in played.organisers.all()], scorekeepers=[u.pk for u in played.scorekeepers.all()],
        **{"couples-TOTAL_FORMS": "0", "couples-INITIAL_FORMS": "0"}))
    after = Night.objects.get(pk=played.pk)
    assert after.name == "Tuesday card party (corrected)" and after.games == 25


def test_the_admins_actions_still_run_the_services(admin_client, played):
    answer = admin_client.post("/admin/tournaments/night/", {"action": "close_game", "_selected_action": [played.pk]},
                               follow=True)
    said = [str(m) for m in answer.context["messages"]]
    assert len(said) == 1 and said[0].startswith(str(played)) and "table" in said[0], said
    assert Night.objects.get(pk=played.pk).current_game == 1, "a game with missing tables is not closed"


def test_a_series_players_are_listed_in_the_admin_but_renamed_only_on_the_desk(admin_client, played):
    from tournaments.models import Player

    player = Player.objects.create(series=played.series, name="Gérard Aucoin", phone="902-555-0101")
    listing = admin_client.get("/admin/tournaments/player/?q=gerard").content.decode()
    assert "Gérard Aucoin" in listing
    answer = admin_client.post(f"/admin/tournaments/player/{player.pk}/change/", _payload(name="Someone Else"))
    assert answer.status_code == 403
    assert Player.objects.get(pk=player.pk).name == "Gérard Aucoin"
    assert admin_client.get("/admin/tournaments/playerevent/").status_code == 200
