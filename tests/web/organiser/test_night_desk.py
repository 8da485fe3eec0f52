"""/desk/<slug>/: the night's hub, and assigning scorekeepers."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _payload(**changes) -> dict:
    data = {"new_username": "marie", "password": "long-enough-pass-42"}
    data.update(changes)
    return data


def test_hub_shows_the_state_and_the_next_step(org_client, night):
    page = org_client.get(reverse("desk-night", args=[night.slug]))
    assert page.status_code == 200
    assert b"9 couples registered" in page.content
    assert reverse("desk-start", args=[night.slug]).encode() in page.content


def test_hub_during_play_counts_the_missing_tables(org_client, started):
    page = org_client.get(reverse("desk-night", args=[started.slug]))
    assert b"Game 1 of 25" in page.content and b"4 tables still missing" in page.content


def test_others_are_refused(night, keeper, other_organiser):
    assert_others_refused(reverse("desk-night", args=[night.slug]), keeper=keeper, other=other_organiser)
    assert_others_refused(reverse("desk-scorekeeper-create", args=[night.slug]), keeper=keeper, other=other_organiser,
                          method="post", data=_payload())
    assert not get_user_model().objects.filter(username="marie").exists()


def test_unknown_night_is_a_clear_404(org_client):
    response = org_client.get("/desk/no-such-night/")
    assert response.status_code == 404 and b"There is no night called" in response.content


def test_add_an_existing_scorekeeper(org_client, night, django_user_model):
    anne = django_user_model.objects.create_user("anne", password="pw-for-tests-1")
    response = org_client.post(reverse("desk-scorekeeper-add", args=[night.slug]), {"username": "Anne"})
    assert response.status_code == 302
    assert night.scorekeepers.filter(pk=anne.pk).exists()
    assert "anne can now enter results tonight." in texts(response)


@pytest.mark.parametrize("name, error", [
    ("nobody", b"There is no account called"), ("org2", b"organiser&#x27;s account"), ("", b"required"),
])
def test_adding_a_wrong_account_is_explained(org_client, night, other_organiser, name, error):
    response = org_client.post(reverse("desk-scorekeeper-add", args=[night.slug]), {"username": name})
    assert response.status_code == 400 and error in response.content
    assert night.scorekeepers.count() == 1


def test_make_a_scorekeeper_account(org_client, night):
    response = org_client.post(reverse("desk-scorekeeper-create", args=[night.slug]), _payload())
    assert response.status_code == 302
    marie = get_user_model().objects.get(username="marie")
    assert not marie.is_staff and marie.check_password("long-enough-pass-42")
    assert night.scorekeepers.filter(pk=marie.pk).exists()


@pytest.mark.parametrize("changes, error", [
    ({"password": "short"}, b"too short"),
    ({"password": "password123"}, b"too common"),
    ({"new_username": "keeper"}, b"is taken"),
    ({"new_username": "bad name!"}, b"Enter a valid username"),
    ({"new_username": "x" * 300}, b"at most 150 characters"),
])
def test_a_bad_account_is_explained_and_not_made(org_client, night, changes, error):
    before = get_user_model().objects.count()
    response = org_client.post(reverse("desk-scorekeeper-create", args=[night.slug]), _payload(**changes))
    assert response.status_code == 400 and error in response.content
    assert get_user_model().objects.count() == before


def test_remove_a_scorekeeper(org_client, night, keeper):
    url = reverse("desk-scorekeeper-remove", args=[night.slug])
    assert org_client.post(url, {"user": keeper.pk}).status_code == 302
    assert not night.scorekeepers.exists()
    response = org_client.post(url, {"user": "nonsense"})
    assert texts(response)[-1] == "That person is not a scorekeeper tonight."


def test_print_links_appear_only_when_the_printouts_exist(org_client, night):
    from django.urls import NoReverseMatch

    page = org_client.get(reverse("desk-night", args=[night.slug])).content
    try:
        url = reverse("print-punchcards", args=[night.slug])
    except NoReverseMatch:
        assert b"Printouts" not in page
    else:
        assert url.encode() in page


def test_a_night_not_started_can_be_deleted_from_its_hub_and_nothing_else_goes(org_client, night, started, keeper,
                                                                               other_organiser):
    from tournaments.models import Couple, Night, Series

    url = reverse("desk-night-delete", args=[night.slug])
    hub = org_client.get(reverse("desk-night", args=[night.slug])).content.decode()
    assert url in hub and "and its 9 registered couples? This cannot be undone." in hub
    assert url.replace(night.slug, started.slug) not in org_client.get(reverse("desk-night", args=[started.slug])).content.decode()
    assert_others_refused(url, keeper=keeper, other=other_organiser, method="post")
    series, name = night.series_id, night.name
    response = org_client.post(url)
    assert response.status_code == 302 and response["Location"] == reverse("desk-home")
    assert texts(response) == [f"“{name}” is deleted, with its registered couples. Nothing else changed."]
    assert not Night.objects.filter(pk=night.pk).exists() and not Couple.objects.filter(night_id=night.pk).exists()
    assert Series.objects.filter(pk=series).exists() and Couple.objects.filter(night=started).count() == 9
    refused = org_client.post(reverse("desk-night-delete", args=[started.slug]))
    assert refused.status_code == 302 and Night.objects.filter(pk=started.pk).exists()
    assert texts(refused)[-1] == "This night has started: it can no longer be deleted."
