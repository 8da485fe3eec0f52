"""/desk/<slug>/couples/: fast registration, edits, undo, late arrivals, withdrawals, public links."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Couple, Seat
from tournaments.services.results import result_record

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _payload(**changes) -> dict:
    data = {"player1": "Marie-Thérèse O'Neil", "player2": "Angus MacIsaac"}
    data.update(changes)
    return data


def _url(night, name="desk-couples", *args):
    return reverse(name, args=[night.slug, *args])


def test_register_gives_the_next_number_and_says_so(org_client, night):
    response = org_client.post(_url(night), _payload())
    assert response.status_code == 302 and response["Location"].endswith("?last=10")
    couple = Couple.objects.get(night=night, number=10)
    assert (couple.player1, couple.player2) == ("Marie-Thérèse O'Neil", "Angus MacIsaac")
    assert texts(response) == ["Couple 10 registered."]
    page = org_client.get(response["Location"])
    assert b'id="last-number">Couple 10<' in page.content and b"autofocus" in page.content


def test_one_name_is_enough_and_none_is_refused_beside_the_boxes(org_client, night):
    org_client.post(_url(night), _payload(player1=""))
    assert Couple.objects.filter(night=night, number=10, player1="", player2="Angus MacIsaac").exists()
    response = org_client.post(_url(night), _payload(player1=" ", player2=""))
    assert response.status_code == 400
    assert b'class="msg error form-error" role="alert">Type at least one of the two names.<' in response.content
    assert Couple.objects.filter(night=night).count() == 10


def test_the_same_form_posted_twice_registers_one_couple(org_client, night):
    page = org_client.get(_url(night))
    token = page.context["form"]["token"].value()
    assert token and b'data-form-token' in page.content
    first = org_client.post(_url(night), _payload(token=token))
    second = org_client.post(_url(night), _payload(token=token))
    assert first["Location"] == second["Location"] and first["Location"].endswith("?last=10")
    assert Couple.objects.filter(night=night).count() == 10
    assert org_client.post(_url(night), _payload(token="not a token!")).status_code == 400
    assert Couple.objects.filter(night=night).count() == 10


def test_removing_a_couple_before_the_night_closes_up_the_numbers(org_client, night):
    page = org_client.get(_url(night)).content.decode()
    assert "Remove couple 1? Couples 2 to 9 each move up one number." in page and "Remove couple 9?" in page
    response = org_client.post(_url(night, "desk-couple-withdraw", 1))
    assert texts(response) == ["Couple 1 removed. Couples 2 to 9 each moved up one number: they are now 1 to 8."]
    assert list(Couple.objects.filter(night=night).values_list("number", flat=True)) == list(range(1, 9))
    response = org_client.post(_url(night, "desk-couple-withdraw", 7))
    assert texts(response)[-1] == "Couple 7 removed. Couple 8 is now couple 7."


def test_a_300_character_name_is_refused(org_client, night):
    response = org_client.post(_url(night), _payload(player1="x" * 300))
    assert response.status_code == 400 and b"at most 80 characters" in response.content
    assert Couple.objects.filter(night=night).count() == 9


def test_others_are_refused(night, keeper, other_organiser):
    assert_others_refused(_url(night), keeper=keeper, other=other_organiser)
    assert_others_refused(_url(night), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert_others_refused(_url(night, "desk-couple-withdraw", 1), keeper=keeper, other=other_organiser, method="post")
    assert Couple.objects.filter(night=night).count() == 9


def test_edit_names(org_client, night):
    page = org_client.get(_url(night) + "?edit=3")
    assert b'id="edit3_player1"' in page.content
    response = org_client.post(_url(night, "desk-couple-edit", 3), _payload(player1="Élise"))
    assert response.status_code == 302
    assert Couple.objects.get(night=night, number=3).player1 == "Élise"


def test_editing_an_unknown_couple_is_explained(org_client, night):
    response = org_client.post(_url(night, "desk-couple-edit", 77), _payload())
    assert texts(response) == ["There is no couple 77 tonight."]


def test_editing_with_a_long_name_changes_nothing(org_client, night):
    response = org_client.post(_url(night, "desk-couple-edit", 3), _payload(player2="y" * 300))
    assert "at most 80 characters" in texts(response)[0]
    assert Couple.objects.get(night=night, number=3).player2 == "Player 3b"


def test_undo_before_the_start_removes_the_couple(org_client, night):
    response = org_client.post(_url(night, "desk-couple-withdraw", 9))
    assert texts(response) == ["Couple 9 removed."]
    assert not Couple.objects.filter(night=night, number=9).exists()


def test_withdrawing_an_unknown_couple_is_explained(org_client, night):
    response = org_client.post(_url(night, "desk-couple-withdraw", 99))
    assert texts(response) == ["There is no couple 99 tonight."]
    assert Couple.objects.filter(night=night).count() == 9


def test_a_late_couple_takes_the_bye_seat(org_client, started):
    response = org_client.post(_url(started), _payload())
    assert texts(response) == ["Couple 10 joins at table 5 against couple 9 in game 1."]
    assert Seat.objects.filter(night=started, game=1, table=5).count() == 2


def test_a_second_late_couple_opens_a_table_with_a_bye(org_client, started):
    org_client.post(_url(started), _payload())
    response = org_client.post(_url(started), _payload(player1="Rita Chiasson", player2="Donald Chiasson"))
    assert texts(response)[-1] == "Couple 11 joins at table 6 (bye) in game 1."
    page = org_client.get(_url(started))
    assert b"Bye this game: table 6." in page.content


def test_a_withdrawal_leaves_the_bye_behind(org_client, started):
    response = org_client.post(_url(started, "desk-couple-withdraw", 1))
    # Couple 2 is left alone at table 1 and meets couple 9, alone at table 5: no bye remains.
    assert texts(response) == ["Couple 1 has withdrawn; its punch card is kept."]
    assert b"No bye this game." in org_client.get(_url(started)).content
    assert Couple.objects.get(night=started, number=1).left_after == 0
    assert not Seat.objects.filter(night=started, game=1, couple__number=1).exists()


def test_a_withdrawal_at_a_table_with_a_result_is_refused(org_client, started):
    result_record(night=started, game=1, table=1, winner=1)
    response = org_client.post(_url(started, "desk-couple-withdraw", 2))
    assert "A result is already in at that table" in texts(response)[0]
    assert Couple.objects.get(night=started, number=2).left_after is None


def test_revoke_a_public_link(org_client, night):
    before = Couple.objects.get(night=night, number=4).public_token
    page = org_client.get(_url(night))
    assert f"/c/{before}/".encode() in page.content
    response = org_client.post(_url(night, "desk-couple-link", 4))
    after = Couple.objects.get(night=night, number=4).public_token
    assert after != before and "the old one no longer works" in texts(response)[0]
    assert org_client.get(f"/c/{before}/").status_code == 404


def test_a_get_cannot_change_anything(org_client, night):
    assert org_client.get(_url(night, "desk-couple-withdraw", 1)).status_code == 405
    assert Couple.objects.filter(night=night).count() == 9
