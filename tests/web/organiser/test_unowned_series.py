"""Every series is owned from the moment it is made, and "no owner" means superusers only (issue 34,
point 1): an organiser of another hall cannot read a series' players (phones, notes), rename or merge
them, or point its League link elsewhere, whatever made the series (an import, a league, a command)."""

from __future__ import annotations

import datetime as dt
import importlib
import io
import json

import pytest
from django.apps import apps
from django.contrib.auth.models import Permission
from django.core.management import call_command
from django.test import Client

from tournaments.errors import Forbidden
from tournaments.league.models import Hall, LeagueLink
from tournaments.models import Couple, Night, Player, PlayerEvent, Series
from tournaments.selectors import series_for
from tournaments.services.nights import night_create, series_get_or_create
from tournaments.services.players import player_details
from tournaments.transfer import night_export

pytestmark = pytest.mark.django_db


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _exported(make_night, play_game) -> dict:
    """A played night's file, its own night and series gone (as if from another laptop)."""
    night = play_game(make_night(couples=4, games=2))
    data = night_export(night=night)
    data["series"] = {**data["series"], "name": "Imported hall", "slug": "imported-hall"}
    data["night"]["slug"] = "imported-night"
    return data


def _import(data: dict, tmp_path, *options: str) -> Night:
    path = tmp_path / "night.json"
    path.write_text(json.dumps(data))
    out = io.StringIO()
    call_command("import_night", str(path), *options, stdout=out)
    return Night.objects.get(slug=out.getvalue().strip())


def _with_a_phone(series: Series) -> Player:
    player = Player.objects.filter(series=series).order_by("pk").first()
    player_details(player=player, phone="902-555-0147", note="brings the sandwiches")
    return player


def _refused_everywhere(client: Client, series: Series) -> None:
    """Every desk page of the series refuses this client with a 403 and a sentence, and changes nothing."""
    players = list(Player.objects.filter(series=series).order_by("pk"))
    names = [p.name for p in players]
    couples = list(Couple.objects.filter(night__series=series).values_list("pk", "player1_ref", "player2_ref"))
    page = client.get(f"/desk/series/{series.slug}/players/")
    assert page.status_code == 403
    text = page.content.decode()
    assert "902-555-0147" not in text and "sandwiches" not in text
    assert "no organiser owns this series" in text.lower() or "belongs to other organisers" in text
    rename = client.post(f"/desk/series/{series.slug}/players/",
                         {"action": "edit", "player": str(players[0].pk), "name": "Forged Name", "phone": "", "note": ""})
    merge = client.post(f"/desk/series/{series.slug}/players/",
                        {"action": "merge", "keep": str(players[0].pk), "drop": str(players[1].pk)})
    relink = client.post(f"/desk/series/{series.slug}/league/", {"url": "https://evil.example/", "token": "stolen"})
    link_page = client.get(f"/desk/series/{series.slug}/league/")
    assert (rename.status_code, merge.status_code, relink.status_code, link_page.status_code) == (403, 403, 403, 403)
    assert [p.name for p in Player.objects.filter(series=series).order_by("pk")] == names
    assert list(Couple.objects.filter(night__series=series).values_list("pk", "player1_ref", "player2_ref")) == couples
    assert not PlayerEvent.objects.filter(series=series).exists()
    assert not LeagueLink.objects.filter(series=series).exists()


def test_a_series_import_night_makes_without_an_owner_is_refused_to_every_organiser(
        make_night, play_game, organiser, tmp_path):
    series = _import(_exported(make_night, play_game), tmp_path).series
    _with_a_phone(series)
    assert not series.owners.exists()
    assert not series_for(organiser).filter(pk=series.pk).exists()
    _refused_everywhere(_client(organiser), series)


def test_import_night_with_an_owner_makes_the_series_the_importers_only(
        make_night, play_game, organiser, other_organiser, tmp_path):
    series = _import(_exported(make_night, play_game), tmp_path, "--owner", organiser.username).series
    _with_a_phone(series)
    assert list(series.owners.all()) == [organiser]
    assert "902-555-0147" in _client(organiser).get(f"/desk/series/{series.slug}/players/").content.decode()
    _refused_everywhere(_client(other_organiser), series)


def test_import_night_into_another_organisers_series_is_refused(make_night, play_game, organiser, other_organiser,
                                                                 tmp_path):
    data = _exported(make_night, play_game)
    _import(data, tmp_path, "--owner", organiser.username)
    data["night"]["slug"] = "imported-again"
    with pytest.raises(Exception, match="belongs to other organisers"):
        _import(data, tmp_path, "--owner", other_organiser.username)
    assert not Night.objects.filter(slug="imported-again").exists()


def test_a_league_series_made_at_league_belongs_to_the_league_organiser(django_user_model, organiser, other_organiser):
    runner = django_user_model.objects.create_user("runner", is_staff=True)
    runner.user_permissions.add(Permission.objects.get(codename="run_league"))
    answer = _client(runner).post("/league/", {"name": "Port Hood", "series": "League 2027"})
    assert answer.status_code == 302
    series = Hall.objects.get(name="Port Hood").series
    assert list(series.owners.all()) == [runner]
    night = night_create(series=series, name="Received", date=dt.date(2026, 12, 5), organiser=runner)
    from tournaments.services.couples import couple_register

    couple_register(night=night, player1="Mary MacDonald", player2="Angus Gillis")
    couple_register(night=night, player1="Flora Beaton", player2="Hughie Rankin")
    _with_a_phone(series)
    _refused_everywhere(_client(other_organiser), series)
    # a second hall into the same league series finds it, still the league's
    assert _client(runner).post("/league/", {"name": "Mabou", "series": "League 2027"}).status_code == 302
    assert Hall.objects.get(name="Mabou").series == series


def test_the_demo_series_is_the_demo_organisers_or_superusers_only(organiser, django_user_model):
    call_command("demo_night", "--couples", "4", "--games", "2", "--seed", "1", stdout=io.StringIO())
    series = Series.objects.get()
    _with_a_phone(series)
    _refused_everywhere(_client(organiser), series)
    root = django_user_model.objects.create_superuser("root", password="pw-for-tests-1")
    assert "902-555-0147" in _client(root).get(f"/desk/series/{series.slug}/players/").content.decode()
    out = io.StringIO()
    call_command("demo_night", "--couples", "4", "--games", "2", "--owner", organiser.username, "--name", "Mine",
                 stdout=out)
    mine = Night.objects.get(slug=out.getvalue().strip())
    assert list(mine.series.owners.all()) == [organiser] and mine.organisers.filter(pk=organiser.pk).exists()


def test_an_organiser_cannot_put_a_night_in_a_series_no_one_owns(organiser):
    unowned = series_get_or_create(name="Made by a command")
    with pytest.raises(Forbidden, match="No organiser owns this series"):
        night_create(series=unowned, name="Claimed", date=dt.date(2026, 12, 4), organiser=organiser)
    assert not unowned.owners.exists() and not Night.objects.exists()
    answer = _client(organiser).post("/desk/", {
        "series": str(unowned.pk), "name": "Claimed", "date": "2026-12-04", "games": "25", "places": "3",
        "cookie_jar_games": "8", "cookie_jar_fee": "2.00", "paper": "letter"})
    assert answer.status_code == 400 and not Night.objects.exists()


def test_the_migration_gives_series_no_one_owns_to_their_nights_organisers_and_league_series_to_the_league(
        organiser, other_organiser, django_user_model):
    from tournaments.league.models import LeagueEvent
    from tournaments.league.services import hall_create

    hall_series = series_get_or_create(name="Imported hall")
    night = night_create(series=hall_series, name="Before", date=dt.date(2026, 11, 27))
    night.organisers.add(organiser)
    runner = django_user_model.objects.create_user("runner")
    runner.user_permissions.add(Permission.objects.get(codename="run_league"))
    league = series_get_or_create(name="League")
    hall = hall_create(name="Arichat", series=league)
    LeagueEvent.objects.filter(hall=hall).update(made_by=other_organiser)
    alone = series_get_or_create(name="Nobody's")
    importlib.import_module("tournaments.migrations.0019_unowned_series_owners").owners_from_nights(apps, None)
    importlib.import_module("tournaments.league.migrations.0003_league_series_owners_link_set_by").league_series_owners(
        apps, None)
    assert list(hall_series.owners.all()) == [organiser]
    assert set(league.owners.all()) == {runner, other_organiser}
    assert not alone.owners.exists()
