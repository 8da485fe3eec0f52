"""The league organiser's page: halls, a token shown once, revoking, uploading a hall's night file, the audit lines."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import Permission
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from tournaments.league.digest import token_digest
from tournaments.league.models import Hall, HallToken, LeagueEvent, ReceivedNight
from tournaments.league.services import token_hall

from .conftest import corrected

pytestmark = pytest.mark.django_db


@pytest.fixture
def boss(django_user_model) -> Client:
    """The league organiser: a staff account given the league's permission (a superuser has it anyway)."""
    user = django_user_model.objects.create_user("league", password="pw-for-tests-1", is_staff=True)
    user.user_permissions.add(Permission.objects.get(codename="run_league"))
    client = Client()
    client.force_login(user)
    return client


def _file(data: object, name: str = "night.json") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, json.dumps(data).encode(), content_type="application/json")


def _said(response) -> str:
    return " ".join(str(m) for m in response.context["messages"]) if response.context else ""


def test_only_the_league_organiser_opens_the_page(boss, django_user_model):
    assert Client().get("/league/").status_code == 302
    organiser = Client()
    organiser.force_login(django_user_model.objects.create_user("org", is_staff=True))
    answer = organiser.get("/league/")
    assert answer.status_code == 403 and "league organiser" in answer.content.decode()
    assert boss.get("/league/").status_code == 200
    root = Client()
    root.force_login(django_user_model.objects.create_superuser("root", password="pw-for-tests-1"))
    assert root.get("/league/").status_code == 200


def test_a_hall_is_added_and_its_token_shown_once_never_stored(boss):
    answer = boss.post("/league/", {"name": "Arichat", "series": "League 2027"}, follow=True)
    assert "Arichat added" in _said(answer)
    hall = Hall.objects.get(name="Arichat")
    assert hall.series.name == "League 2027"
    made = boss.post(f"/league/halls/{hall.pk}/token/")
    assert made.status_code == 302 and made["Location"] == "/league/#new-token"  # a reload makes no second token
    assert "data-token" not in made.content.decode()
    shown = boss.get("/league/")
    assert "no-store" in shown["Cache-Control"]
    page = shown.content.decode()
    stored = HallToken.objects.get(hall=hall)
    plain = next(word for word in page.split("data-token>")[1:2]).split("<")[0]
    assert token_digest(plain) == stored.digest and plain not in json.dumps(list(HallToken.objects.values()), default=str)
    assert plain not in boss.get("/league/").content.decode()  # only this once
    assert HallToken.objects.filter(hall=hall).count() == 1
    assert token_hall(plain=plain).hall == hall


def test_whoever_may_run_the_league_finds_it_in_the_header(boss, django_user_model):
    assert 'href="/league/"' in boss.get("/desk/").content.decode()
    organiser = Client()
    organiser.force_login(django_user_model.objects.create_user("org", is_staff=True))
    assert 'href="/league/"' not in organiser.get("/desk/").content.decode()


def test_a_second_hall_of_the_same_name_is_refused(boss, hall):
    answer = boss.post("/league/", {"name": "Arichat", "series": "League"})
    assert answer.status_code == 409 and Hall.objects.filter(name="Arichat").count() == 1


def test_revoking_a_token_refuses_it_from_then_on(boss, hall, hall_token):
    token = token_hall(plain=hall_token)
    answer = boss.post(f"/league/tokens/{token.pk}/revoke/", follow=True)
    assert "revoked" in _said(answer)
    assert HallToken.objects.get(pk=token.pk).revoked_at is not None
    assert "revoked" in answer.content.decode()
    assert boss.get(f"/league/tokens/{token.pk}/revoke/").status_code == 405


def test_an_uploaded_night_file_is_received_for_that_hall_with_the_same_checks(boss, hall, night_file):
    data = night_file()
    url = f"/league/halls/{hall.pk}/upload/"
    assert "The league received the night" in _said(boss.post(url, {"file": _file(data)}, follow=True))
    assert ReceivedNight.objects.get().hall == hall
    assert "already has this night" in _said(boss.post(url, {"file": _file(data)}, follow=True))
    assert "replaced its copy" in _said(boss.post(url, {"file": _file(corrected(data))}, follow=True))
    broken = {**data, "couples": data["couples"][:1]}
    assert "The file is refused at" in _said(boss.post(url, {"file": _file(broken)}, follow=True))
    assert "not JSON" in _said(boss.post(url, {"file": SimpleUploadedFile("x.json", b"\xff{")}, follow=True))
    assert "Choose the night file" in _said(boss.post(url, {}, follow=True))
    page = boss.get("/league/").content.decode()
    assert "Night corrected" in page and data["night"]["slug"] in page and "league" in page
    by = LeagueEvent.objects.get(kind="received").made_by
    assert by is not None and by.get_username() == "league"


def test_an_unknown_hall_or_token_is_404(boss):
    assert boss.post("/league/halls/999/token/").status_code == 404
    assert boss.post("/league/tokens/999/revoke/").status_code == 404


def test_an_uploaded_file_nested_deep_is_refused_with_a_sentence(boss, hall):
    """Issue 34, point 5: it was a RecursionError (500)."""
    deep = SimpleUploadedFile("deep.json", b"[" * 100_000 + b"]" * 100_000)
    answer = boss.post(f"/league/halls/{hall.pk}/upload/", {"file": deep}, follow=True)
    assert answer.status_code == 200 and "not JSON" in _said(answer)
    assert not ReceivedNight.objects.exists()
