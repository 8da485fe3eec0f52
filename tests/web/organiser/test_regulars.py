"""The couples page carries the series' regulars for the name boxes (issue 15, point 1): as data
in a json_script block, most recent first with their last partner, and only the series' own. The
series' players page renames and merges them, for the series' owners only."""

from __future__ import annotations

import json

import pytest

from tournaments.models import Couple, Player, PlayerEvent
from tournaments.services.couples import couple_register
from tournaments.services.nights import series_get_or_create

from .conftest import assert_others_refused

pytestmark = pytest.mark.django_db


def _regulars(response) -> list[list[str]]:
    html, opening = response.content.decode(), '<script id="series-regulars" type="application/json">'
    start = html.index(opening) + len(opening)
    return json.loads(html[start:html.index("</script>", start)])


def test_the_couples_page_carries_the_regulars_with_their_last_partner(night, org_client, make_night, organiser):
    couple_register(night=night, player1="Gérard", player2="Mary MacDonald")
    elsewhere = make_night(couples=0, start=False, the_series=series_get_or_create(name="Another hall"))
    couple_register(night=elsewhere, player1="Stranger", player2="")
    next_week = make_night(couples=0, start=False, the_series=night.series)
    next_week.organisers.add(organiser)
    response = org_client.get(f"/desk/{next_week.slug}/couples/")
    assert response.status_code == 200
    regulars = _regulars(response)
    assert ["Gérard", "gerard", "Mary MacDonald"] in regulars
    assert ["Mary MacDonald", "mary macdonald", "Gérard"] in regulars
    assert all(r[0] != "Stranger" for r in regulars)
    assert b"js/regulars.js" in response.content


def test_a_name_registered_through_the_page_is_a_regular_the_next_time(night, org_client, make_night, organiser):
    org_client.post(f"/desk/{night.slug}/couples/", {"player1": "Anne Boudreau", "player2": "", "token": "tok-12345678"})
    next_week = make_night(couples=0, start=False, the_series=night.series)
    next_week.organisers.add(organiser)
    assert ["Anne Boudreau", "anne boudreau", ""] in _regulars(org_client.get(f"/desk/{next_week.slug}/couples/"))


def test_players_registered_tonight_are_not_suggested_tonight(night, org_client, make_night):
    last_week = make_night(couples=0, start=False, the_series=night.series)
    couple_register(night=last_week, player1="Anne Boudreau", player2="Gérard Boudreau")
    couple_register(night=last_week, player1="Flora MacNeil", player2="Angus MacNeil")
    org_client.post(f"/desk/{night.slug}/couples/", {"player1": "anne boudreau", "player2": "GERARD BOUDREAU",
                                                      "token": "tok-12345678"})
    names = [r[0] for r in _regulars(org_client.get(f"/desk/{night.slug}/couples/"))]
    assert "Flora MacNeil" in names and "Angus MacNeil" in names
    assert "Anne Boudreau" not in names and "Gérard Boudreau" not in names


def test_the_regulars_are_not_shown_to_other_organisers(night, keeper, other_organiser):
    assert_others_refused(f"/desk/{night.slug}/couples/", keeper=keeper, other=other_organiser)


def _players_url(night) -> str:
    return f"/desk/series/{night.series.slug}/players/"


def test_the_series_players_page_lists_them_and_is_linked_from_the_couples_page(night, org_client, organiser):
    night.series.owners.add(organiser)
    couple_register(night=night, player1="Gérard", player2="Anne")
    assert _players_url(night).encode() in org_client.get(f"/desk/{night.slug}/couples/").content
    response = org_client.get(_players_url(night))
    assert response.status_code == 200 and "Gérard" in response.content.decode()


def test_rename_through_the_page_keeps_the_nights_text_and_writes_an_audit_line(night, org_client, organiser):
    night.series.owners.add(organiser)  # the series' players page is its owners'
    couple = couple_register(night=night, player1="Gerry", player2="Anne")
    response = org_client.post(_players_url(night), {"action": "edit", "player": couple.player1_ref_id, "name": "Gérard",
                                                     "phone": "555-0101", "note": ""})
    assert response.status_code == 302
    player = Player.objects.get(pk=couple.player1_ref_id)
    assert (player.name, player.phone) == ("Gérard", "555-0101")
    assert Couple.objects.get(pk=couple.pk).player1 == "Gerry"
    assert PlayerEvent.objects.get().made_by == organiser
    assert "Gerry → Gérard" in org_client.get(_players_url(night)).content.decode()


def test_merge_through_the_page_moves_the_couples(night, org_client, organiser):
    night.series.owners.add(organiser)  # the series' players page is its owners'
    a = couple_register(night=night, player1="Gérard", player2="Anne")
    b = couple_register(night=night, player1="Gerry", player2="Joe")
    org_client.post(_players_url(night), {"action": "merge", "keep": a.player1_ref_id, "drop": b.player1_ref_id})
    assert Couple.objects.get(pk=b.pk).player1_ref_id == a.player1_ref_id
    assert not Player.objects.filter(pk=b.player1_ref_id).exists()
    assert PlayerEvent.objects.get().kind == "merged"


def test_a_refused_merge_or_rename_changes_nothing_and_says_why(night, org_client, organiser):
    night.series.owners.add(organiser)  # the series' players page is its owners'
    a = couple_register(night=night, player1="Gérard", player2="Anne")
    response = org_client.post(_players_url(night), {"action": "merge", "keep": a.player1_ref_id, "drop": a.player1_ref_id},
                               follow=True)
    assert "Choose two different players" in response.content.decode()
    response = org_client.post(_players_url(night), {"action": "edit", "player": a.player1_ref_id, "name": "anne"},
                               follow=True)
    assert "merge the two instead" in response.content.decode()
    assert Player.objects.get(pk=a.player1_ref_id).name == "Gérard" and not PlayerEvent.objects.exists()


def test_another_organisers_series_players_are_refused(night, organiser, other_client, keeper, client):
    night.series.owners.add(organiser)
    player = Player.objects.filter(series=night.series).first()
    assert other_client.get(_players_url(night)).status_code == 403
    assert other_client.post(_players_url(night), {"action": "edit", "player": player.pk, "name": "Stolen"}).status_code == 403
    assert Player.objects.get(pk=player.pk).name == player.name
    client.force_login(keeper)
    assert client.get(_players_url(night)).status_code == 403
