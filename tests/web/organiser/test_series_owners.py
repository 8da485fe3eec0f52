"""Series have owners (issue 14, point 2): only they see a series, put nights in it and so draw
on its cookie jar's carry-over."""

from __future__ import annotations

import datetime as dt
import importlib
from decimal import Decimal

import pytest
from django.apps import apps

from tournaments.errors import Forbidden
from tournaments.models import Night, Series
from tournaments.selectors import series_for
from tournaments.services.nights import night_create, series_get_or_create

pytestmark = pytest.mark.django_db
URL = "/desk/"


def _payload(**changes) -> dict:
    data = {
        "series": "", "new_series": "", "name": "Friday card party", "date": "2026-12-04", "games": "25",
        "venue": "", "language": "", "bye_earns_win": "on", "places": "3", "booby_prize": "on", "cookie_jar": "on",
        "cookie_jar_games": "8", "cookie_jar_fee": "2.00", "paper": "letter",
    }
    return {**data, **changes}


@pytest.fixture
def theirs(organiser) -> Series:
    """The first organiser's series, with 40.00 carried over in its cookie jar."""
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    Series.objects.filter(pk=series.pk).update(jar_carry=Decimal("40.00"))
    return series


def test_another_organisers_series_is_not_offered_in_the_night_form(theirs, other_client):
    assert b"Holy Rosary Hall" not in other_client.get(URL).content


def test_the_owner_is_offered_their_series(theirs, org_client):
    assert b"Holy Rosary Hall" in org_client.get(URL).content


def test_a_night_sent_into_another_organisers_series_is_refused_and_its_carry_over_untouched(theirs, other_client):
    response = other_client.post(URL, _payload(series=str(theirs.pk)))
    assert response.status_code == 400 and b"Select a valid choice" in response.content
    assert not Night.objects.exists()
    assert Series.objects.get(pk=theirs.pk).jar_carry == Decimal("40.00")


def test_the_service_refuses_a_night_in_another_organisers_series(theirs, other_organiser):
    with pytest.raises(Forbidden, match="belongs to other organisers"):
        night_create(series=theirs, name="Stolen", date=dt.date(2026, 12, 4), organiser=other_organiser)
    assert not Night.objects.exists()


def test_a_new_series_typed_with_the_same_name_is_a_series_of_ones_own(theirs, other_client, other_organiser):
    other_client.post(URL, _payload(new_series="Holy Rosary Hall"))
    night = Night.objects.get()
    assert night.series != theirs
    assert list(night.series.owners.all()) == [other_organiser]
    assert night.series.jar_carry == 0


def test_a_series_no_one_owns_is_for_superusers_only(organiser, other_organiser, django_user_model):
    unowned = series_get_or_create(name="Imported hall")
    for person in (organiser, other_organiser):
        assert not series_for(person).filter(pk=unowned.pk).exists()
        with pytest.raises(Forbidden):
            night_create(series=unowned, name="First", date=dt.date(2026, 12, 4), organiser=person)
    assert not unowned.owners.exists()
    root = django_user_model.objects.create_superuser("root", password="pw-for-tests-1")
    night_create(series=unowned, name="First", date=dt.date(2026, 12, 4), organiser=root)
    assert series_for(root).filter(pk=unowned.pk).exists()


def test_a_superuser_sees_every_series(theirs, client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-for-tests-1"))
    assert b"Holy Rosary Hall" in client.get(URL).content


def test_series_that_existed_belong_to_the_organisers_of_their_nights(organiser, other_organiser):
    series = series_get_or_create(name="Older hall")
    night = night_create(series=series, name="Before owners", date=dt.date(2026, 11, 27))
    night.organisers.add(other_organiser)
    migration = importlib.import_module("tournaments.migrations.0010_series_owners")
    migration.owners_from_nights(apps, None)
    assert list(series.owners.all()) == [other_organiser]
