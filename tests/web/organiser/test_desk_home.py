"""/desk/: the organiser's nights and the form that creates one."""

from __future__ import annotations

import re

import pytest
from django.contrib.messages import get_messages
from django.urls import reverse

from tournaments.models import Night, Series

from .conftest import texts

pytestmark = pytest.mark.django_db
URL = "/desk/"


def _payload(**changes) -> dict:
    data = {
        "series": "", "new_series": "Holy Rosary Hall", "name": "Friday card party", "date": "2026-12-04",
        "games": "25", "venue": "", "language": "", "bye_earns_win": "on", "places": "3",
        "prize_1": "Turkey", "amount_1": "$30", "prize_2": "Ham", "amount_2": "$20", "prize_3": "Pie", "amount_3": "",
        "booby_prize": "on", "cookie_jar": "on", "cookie_jar_games": "8", "cookie_jar_fee": "2.00", "paper": "letter",
    }
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def test_lists_only_the_nights_i_organise(org_client, night, make_night):
    make_night(couples=2, start=False)  # someone else's
    page = org_client.get(URL)
    assert page.status_code == 200
    assert night.name.encode() in page.content
    assert page.content.count(b'class="panel night-card"') == 1


def test_superuser_sees_every_night(client, django_user_model, night, make_night):
    make_night(couples=2, start=False)
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-for-tests-1"))
    assert client.get(URL).content.count(b'class="panel night-card"') == 2


def test_anonymous_is_sent_to_log_in(client):
    response = client.get(URL)
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_scorekeeper_is_refused(keeper_client):
    assert keeper_client.get(URL).status_code == 403
    assert keeper_client.post(URL, _payload()).status_code == 403
    assert not Night.objects.exists()


def test_create_a_night_in_a_new_series(org_client, organiser):
    response = org_client.post(URL, _payload())
    night = Night.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("desk-night", args=[night.slug])
    assert night.series.name == "Holy Rosary Hall"
    assert list(night.organisers.all()) == [organiser]
    assert night.games == 25 and night.cookie_jar_games == 8 and night.prizes[0] == {"description": "Turkey", "amount": "$30"}
    assert len(night.prizes) == 3
    assert "ready" in texts(response)[0]


def test_hall_and_language_come_from_the_series(org_client, organiser):
    series = Series.objects.create(name="St. Joseph's", slug="st-josephs", venue="Arichat", language="fr")
    series.owners.add(organiser)
    org_client.post(URL, _payload(series=str(series.pk), new_series=""))
    night = Night.objects.get()
    assert (night.series, night.venue, night.language) == (series, "Arichat", "fr")


def test_typed_hall_and_language_win_over_the_series(org_client, organiser):
    series = Series.objects.create(name="St. Joseph's", slug="st-josephs", venue="Arichat", language="fr")
    series.owners.add(organiser)
    org_client.post(URL, _payload(series=str(series.pk), new_series="", venue="Petit-de-Grat", language="en"))
    night = Night.objects.get()
    assert (night.venue, night.language) == ("Petit-de-Grat", "en")


@pytest.mark.parametrize("changes, field_error", [
    ({"new_series": ""}, b"Pick a series"),
    ({"games": "0"}, b"greater than or equal to 1"),
    ({"games": "100"}, b"less than or equal to 99"),
    ({"games": "many"}, b"Enter a whole number"),
    ({"name": "x" * 300}, b"at most 120 characters"),
    ({"date": "31/31/2026"}, b"Enter a valid date"),
    ({"games": "5", "cookie_jar_games": "8"}, b"cannot draw more games than the night has"),
    ({"cookie_jar_fee": "-1"}, b"greater than or equal to 0"),
    ({"series": "99999", "new_series": ""}, b"Select a valid choice"),
    ({"places": "0"}, b"greater than or equal to 1"),
])
def test_bad_input_is_explained_and_nothing_is_created(org_client, changes, field_error):
    response = org_client.post(URL, _payload(**changes))
    assert response.status_code == 400
    assert field_error in response.content
    assert b"The night was not created" in response.content
    assert not Night.objects.exists()


def test_the_prize_places_follow_the_count(org_client):
    org_client.post(URL, _payload(places="2", prize_3="ignored"))
    assert Night.objects.get().prizes == [{"description": "Turkey", "amount": "$30"}, {"description": "Ham", "amount": "$20"}]


def test_short_night_with_a_small_cookie_jar(org_client):
    org_client.post(URL, _payload(games="3", cookie_jar_games="2", cookie_jar=None, booby_prize=None))
    night = Night.objects.get()
    assert (night.games, night.cookie_jar, night.booby_prize) == (3, False, False)


def test_a_new_night_starts_with_the_settings_of_the_last_night_of_its_series(org_client):
    made = org_client.post(URL, _payload(games="20", places="2", prize_1="Bag of groceries", amount_1="$25", prize_2="Pie",
                                         amount_2="", booby_prize=None, cookie_jar_games="10", cookie_jar_fee="3.50"))
    assert made.status_code == 302
    last = Night.objects.get()
    form = org_client.get(URL).context["form"]
    assert form["series"].value() == last.series_id
    assert form["games"].value() == 20 and form["places"].value() == 2 and form["booby_prize"].value() is False
    assert form["prize_1"].value() == "Bag of groceries" and form["amount_1"].value() == "$25"
    assert form["cookie_jar_games"].value() == 10 and str(form["cookie_jar_fee"].value()) == "3.50"


def test_the_series_asked_for_gives_its_own_last_settings_and_no_one_elses(org_client, make_night):
    org_client.post(URL, _payload(games="12"))
    org_client.post(URL, _payload(new_series="Knights of Columbus", games="30"))
    holy = Series.objects.get(name="Holy Rosary Hall")
    assert org_client.get(URL, {"series": holy.pk}).context["form"]["games"].value() == 12
    assert org_client.get(URL).context["form"]["games"].value() == 30, "the latest night's series by default"
    strangers = make_night(couples=2, start=False, games=7)  # a night this organiser does not run
    assert org_client.get(URL, {"series": strangers.series_id}).context["form"]["games"].value() == 25
    assert org_client.get(URL, {"series": "²"}).status_code == 200


def test_the_create_form_sent_twice_makes_one_night(org_client):
    page = org_client.get(reverse("desk-home")).content.decode()
    once = re.search(r'name="once" value="([^"]+)"', page).group(1)
    form = {**_FORM_FOR_ONCE, "once": once}
    first = org_client.post(reverse("desk-home"), form)
    second = org_client.post(reverse("desk-home"), form)  # the double click
    assert Night.objects.filter(name="Double click night").count() == 1
    assert first["Location"] == second["Location"]
    assert any("already created by this form" in str(m) for m in get_messages(second.wsgi_request))
    other = org_client.post(reverse("desk-home"), {**form, "once": re.search(
        r'name="once" value="([^"]+)"', org_client.get(reverse("desk-home")).content.decode()).group(1)})
    assert other.status_code == 302 and Night.objects.filter(name="Double click night").count() == 2  # a new form: a new night


_FORM_FOR_ONCE = {"new_series": "Double click series", "name": "Double click night", "date": "2026-12-12", "games": "25",
                  "venue": "", "language": "", "bye_earns_win": "on", "places": "3", "paper": "letter",
                  "cookie_jar_games": "8", "cookie_jar_fee": "2.00"}
