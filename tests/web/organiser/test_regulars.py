"""The couples page carries the series' regulars for the name boxes (issue 15, point 1): as data
in a json_script block, most recent first with their last partner, and only the series' own."""

from __future__ import annotations

import json

import pytest

from tournaments.services.couples import couple_register
from tournaments.services.nights import series_get_or_create

from .conftest import assert_others_refused

pytestmark = pytest.mark.django_db


def _regulars(response) -> list[list[str]]:
    html, opening = response.content.decode(), '<script id="series-regulars" type="application/json">'
    start = html.index(opening) + len(opening)
    return json.loads(html[start:html.index("</script>", start)])


def test_the_couples_page_carries_the_regulars_with_their_last_partner(night, org_client, make_night):
    couple_register(night=night, player1="Gérard", player2="Mary MacDonald")
    elsewhere = make_night(couples=0, start=False, the_series=series_get_or_create(name="Another hall"))
    couple_register(night=elsewhere, player1="Stranger", player2="")
    response = org_client.get(f"/desk/{night.slug}/couples/")
    assert response.status_code == 200
    regulars = _regulars(response)
    assert ["Gérard", "gerard", "Mary MacDonald"] in regulars
    assert ["Mary MacDonald", "mary macdonald", "Gérard"] in regulars
    assert all(r[0] != "Stranger" for r in regulars)
    assert b"js/regulars.js" in response.content


def test_a_name_registered_through_the_page_is_a_regular_the_next_time(night, org_client):
    org_client.post(f"/desk/{night.slug}/couples/", {"player1": "Anne Boudreau", "player2": "", "token": "tok-12345678"})
    assert ["Anne Boudreau", "anne boudreau", ""] in _regulars(org_client.get(f"/desk/{night.slug}/couples/"))


def test_the_regulars_are_not_shown_to_other_organisers(night, keeper, other_organiser):
    assert_others_refused(f"/desk/{night.slug}/couples/", keeper=keeper, other=other_organiser)
