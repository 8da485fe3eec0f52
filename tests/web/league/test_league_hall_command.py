"""``manage.py league_hall``: a hall made and its token printed once; a new token for a known hall; --revoke."""

from __future__ import annotations

from io import StringIO

import pytest
from django.contrib.auth.models import Permission
from django.core.management import CommandError, call_command

from tournaments.league.models import Hall, HallToken
from tournaments.league.services import BadToken, token_hall
from tournaments.selectors import series_for

pytestmark = pytest.mark.django_db


def _run(*args: str) -> str:
    out = StringIO()
    call_command("league_hall", *args, stdout=out)
    return out.getvalue().strip()


def _token(*args: str) -> str:
    """The token in the command's sentence (its last word)."""
    said = _run(*args)
    assert said.startswith(f"Hall token for {args[0]} (keep it secret; give it to the hall's organiser): "), said
    return said.split()[-1]


def test_a_hall_is_made_with_a_token_printed_once_and_revoked_on_request():
    first = _token("Inverness", "--series", "League 2027")
    hall = Hall.objects.get(name="Inverness")
    assert hall.series.name == "League 2027" and token_hall(plain=first).hall == hall
    second = _token("Inverness")
    assert second != first and HallToken.objects.filter(hall=hall).count() == 2
    assert _run("Inverness", "--revoke") == "2 token(s) of Inverness revoked."
    for plain in (first, second):
        with pytest.raises(BadToken):
            token_hall(plain=plain)


def test_revoking_an_unknown_hall_says_so():
    with pytest.raises(CommandError, match="No hall"):
        _run("Nowhere", "--revoke")


def test_the_league_series_the_command_makes_belongs_to_the_league_organisers(django_user_model):
    runner = django_user_model.objects.create_user("runner")
    runner.user_permissions.add(Permission.objects.get(codename="run_league"))
    bystander = django_user_model.objects.create_user("bystander", is_staff=True)
    _token("Inverness", "--series", "League 2027")
    owners = set(Hall.objects.get(name="Inverness").series.owners.all())
    assert owners == {runner} and bystander not in owners


def test_without_league_organisers_the_commands_series_is_for_superusers_only(django_user_model):
    _token("Inverness", "--series", "League 2027")
    organiser = django_user_model.objects.create_user("organiser", is_staff=True)
    series = Hall.objects.get(name="Inverness").series
    assert not series.owners.exists()
    assert not series_for(organiser).filter(pk=series.pk).exists()
