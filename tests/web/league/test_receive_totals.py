"""A night the league receives stores its season totals as it is stored (issue 32, point 5); a
corrected copy received again replaces the night and its totals in the same transaction."""

from __future__ import annotations

import pytest

from tests.core.helpers import said, stored
from tournaments.league.services import night_receive
from tournaments.models import NightCoupleTotal, NightPlayerTotal

from .conftest import corrected

pytestmark = pytest.mark.django_db


def test_a_night_received_stores_what_it_says_and_a_corrected_copy_replaces_it(night_file, hall):
    data = night_file()
    first = night_receive(data=data, hall=hall).night
    before = stored(first)
    assert before == said(first) and before != ({}, {})
    again = night_receive(data=corrected(data), hall=hall).night
    assert again.pk != first.pk
    assert not NightPlayerTotal.objects.filter(night_id=first.pk).exists()
    assert not NightCoupleTotal.objects.filter(night_id=first.pk).exists()
    assert stored(again) == said(again) != before
