"""``manage.py league_hall``: a hall made and its token printed once; a new token for a known hall; --revoke."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tournaments.league.models import Hall, HallToken
from tournaments.league.services import BadToken, token_hall

pytestmark = pytest.mark.django_db


def _run(*args: str) -> str:
    out = StringIO()
    call_command("league_hall", *args, stdout=out)
    return out.getvalue().strip()


def test_a_hall_is_made_with_a_token_printed_once_and_revoked_on_request():
    first = _run("Inverness", "--series", "League 2027")
    hall = Hall.objects.get(name="Inverness")
    assert hall.series.name == "League 2027" and token_hall(plain=first).hall == hall
    second = _run("Inverness")
    assert second != first and HallToken.objects.filter(hall=hall).count() == 2
    assert _run("Inverness", "--revoke") == "2 token(s) of Inverness revoked."
    for plain in (first, second):
        with pytest.raises(BadToken):
            token_hall(plain=plain)


def test_revoking_an_unknown_hall_says_so():
    with pytest.raises(CommandError, match="No hall"):
        _run("Nowhere", "--revoke")
