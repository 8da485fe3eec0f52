"""``manage.py demo_setup`` (what `make run` runs): the demo night once, and logins made on this laptop."""

from __future__ import annotations

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from tournaments.management.commands.demo_setup import logins_file
from tournaments.models import JarDraw, Night, TieBreak
from tournaments.selectors import night_standings

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def own_var(settings, tmp_path):
    settings.VAR_DIR = tmp_path
    settings.DEMO_SEASON_WEEKS = 0  # the season's weeks take seconds to play: only the test of the season has them


def _run() -> str:
    out = io.StringIO()
    call_command("demo_setup", "--port", "8123", stdout=out)
    return out.getvalue()


def test_the_demo_night_is_loaded_once_and_the_logins_printed_work():
    text = _run()
    assert Night.objects.count() == 1 and ":8123/" in text
    logins = dict(re.findall(r"log in as (\w+) / (\S+)", text))
    assert set(logins) == {"organiser", "scorekeeper"}
    for username, password in logins.items():
        assert get_user_model().objects.get(username=username).check_password(password)
    night = Night.objects.get(slug="demo")
    assert night.organisers.filter(username="organiser").exists() and night.scorekeepers.filter(username="scorekeeper").exists()
    again = _run()
    assert Night.objects.count() == 1 and dict(re.findall(r"log in as (\w+) / (\S+)", again)) == logins


def test_the_demo_has_a_season_of_three_finished_nights_with_the_same_people(client, settings):
    settings.DEMO_SEASON_WEEKS = 3  # as make run has it
    _run()
    assert Night.objects.count() == 4
    night = Night.objects.get(slug="demo")
    past = Night.objects.filter(series=night.series, state=Night.State.FINISHED)
    assert past.count() == 3 and all(p.date < night.date for p in past)
    page = client.get(f"/s/{night.series.slug}/", {"_export": "csv"}).content.decode()
    regulars = [line for line in page.splitlines()[1:] if line.split(",")[2] == "3"]
    assert len(regulars) > 20, "most of the demo's people came every week"
    # Issue 33, point 9: real finished nights, numbered oldest first, every tie settled, the jar drawn and revealed.
    assert [p.name for p in past.order_by("date")] == [f"{night.name} ({n})" for n in (1, 2, 3)]
    for done in past:
        assert done.cookie_jar and JarDraw.objects.get(night=done).revealed
        table = night_standings(night=done)
        tied = [g for g in table.prize_groups if len(g) > 1] + ([table.booby_group] if len(table.booby_group) > 1 else [])
        assert TieBreak.objects.filter(night=done, resolved=True).count() >= len(tied)
        assert not TieBreak.objects.filter(night=done, resolved=False).exists()
        standings = client.get(f"/n/{done.slug}/standings/").content.decode()
        assert "stays sealed" not in standings and "not settled" not in standings.lower()


def test_no_password_is_shipped_each_laptop_makes_its_own(settings, tmp_path):
    first = dict(re.findall(r"log in as (\w+) / (\S+)", _run()))
    get_user_model().objects.all().delete()
    logins_file().unlink()
    second = dict(re.findall(r"log in as (\w+) / (\S+)", _run()))
    assert first["organiser"] != second["organiser"] and first["scorekeeper"] != second["scorekeeper"]
    assert oct(logins_file().stat().st_mode & 0o777) == "0o600"


def test_a_password_changed_since_is_not_printed():
    _run()
    user = get_user_model().objects.get(username="organiser")
    user.set_password("chosen-by-the-organiser-7")
    user.save()
    text = _run()
    assert "chosen-by-the-organiser-7" not in text and "organiser: password as you set it" in text
    assert re.search(r"log in as scorekeeper / \S+", text)


def test_the_demo_couples_links_are_made_on_this_laptop_not_the_ones_in_the_repository():
    import json

    from tournaments.management.commands.demo_setup import DEMO_FILE
    from tournaments.models import Couple

    shipped = {c["public_token"] for c in json.loads(DEMO_FILE.read_text())["couples"] if c.get("public_token")}
    _run()
    made = set(Couple.objects.values_list("public_token", flat=True))
    assert shipped and made and not (shipped & made) and len(made) == Couple.objects.count()


def test_the_demo_series_belongs_to_the_demo_organiser_from_the_start():
    """Issue 34, point 1: the demo series was no one's, so every organiser account could open its players."""
    _run()
    series = Night.objects.get(slug="demo").series
    assert list(series.owners.values_list("username", flat=True)) == ["organiser"]
