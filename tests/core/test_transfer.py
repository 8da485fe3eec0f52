"""Export and import of a night, the management commands and the demo fixture (issue 2, items 6 and 7)."""

from __future__ import annotations

import copy
import io
import json
import unicodedata
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from tournaments.errors import Conflict, Refusal
from tournaments.models import Couple, Night, Result, Seat
from tournaments.selectors import night_standings
from tournaments.transfer import night_export, night_import

from .helpers import raw_wins

pytestmark = pytest.mark.django_db

DEMO_FILE = Path(__file__).resolve().parents[2] / "fixtures" / "demo-night.json"


def without_identity(data):
    """An export with the night's slug and the couples' public tokens taken out."""
    data = copy.deepcopy(data)
    data["night"].pop("slug")
    for couple in data["couples"]:
        couple.pop("public_token")
    return data


def run(command, *args, **options):
    out = io.StringIO()
    call_command(command, *args, stdout=out, **options)
    return out.getvalue()


def test_export_import_export_gives_the_same_night_under_another_slug(busy_night):
    first = night_export(night=busy_night)
    assert first["results"] and first["seats"] and first["tiebreaks"] and first["jar"]["draw"]
    assert any(r["corrections"] for r in first["results"])
    copy_night = night_import(data=json.loads(json.dumps(first)), slug="busy-copy")
    second = night_export(night=copy_night)
    assert second["night"]["slug"] == "busy-copy"
    assert without_identity(second) == without_identity(first)
    old_tokens = {c["public_token"] for c in first["couples"]}
    new_tokens = {c["public_token"] for c in second["couples"]}
    assert not old_tokens & new_tokens, "a copy does not share the original's public links"
    assert len(new_tokens) == len(second["couples"])


def test_an_imported_night_has_the_same_standings(busy_night):
    copy_night = night_import(data=night_export(night=busy_night), slug="busy-copy")
    a, b = night_standings(night=busy_night), night_standings(night=copy_night)
    assert [(x.number, x.games) for x in a.lines] == [(x.number, x.games) for x in b.lines]
    assert (a.prize_groups, a.booby_group, a.ties, a.jar) == (b.prize_groups, b.booby_group, b.ties, b.jar)


def test_importing_the_same_slug_twice_is_a_conflict(busy_night):
    data = night_export(night=busy_night)
    night_import(data=data, slug="twice")
    count = (Night.objects.count(), Couple.objects.count(), Result.objects.count())
    with pytest.raises(Conflict):
        night_import(data=data, slug="twice")
    with pytest.raises(Conflict):
        night_import(data=data)  # its own slug is taken by the original
    assert (Night.objects.count(), Couple.objects.count(), Result.objects.count()) == count


def damage(data, how):
    data = copy.deepcopy(data)
    if how == "wrong format":
        data["format"] = "something-else"
    elif how == "future version":
        data["version"] = 99
    elif how == "no couples":
        del data["couples"]
    elif how == "couples not a list":
        data["couples"] = "lots"
    elif how == "seat of an unknown couple":
        data["seats"].append([1, 9, "staying", 999])
    elif how == "bad date":
        data["night"]["date"] = "the fifth of December"
    elif how == "unknown couple field":
        data["couples"][0]["shoe_size"] = 9
    elif how == "result winner unknown":
        data["results"][0]["winner"] = 999
    elif how == "seat twice":
        data["seats"].append(data["seats"][0])
    elif how == "result twice":
        data["results"].append(data["results"][0])
    elif how == "zero games":
        data["night"]["games"] = 0
    return data


@pytest.mark.parametrize(
    "how",
    [
        "wrong format", "future version", "no couples", "couples not a list", "seat of an unknown couple", "bad date",
        "unknown couple field", "result winner unknown", "seat twice", "result twice", "zero games",
    ],
)
def test_a_damaged_export_is_refused_and_nothing_is_stored(busy_night, how):
    data = damage(night_export(night=busy_night), how)
    nights, seats = Night.objects.count(), Seat.objects.count()
    with pytest.raises(Refusal) as refused:
        night_import(data=data, slug="damaged")
    assert refused.value.message
    assert not Night.objects.filter(slug="damaged").exists()
    assert (Night.objects.count(), Seat.objects.count()) == (nights, seats)


def test_not_even_a_dict_is_refused():
    for data in (None, [], "night", 42):
        with pytest.raises(Refusal):
            night_import(data=data)


# -- management commands ------------------------------------------------------------------------


def test_export_night_command_writes_the_export_as_json(busy_night):
    assert json.loads(run("export_night", busy_night.slug)) == json.loads(json.dumps(night_export(night=busy_night)))


def test_export_night_of_an_unknown_slug_fails_cleanly(db):
    with pytest.raises(CommandError):
        run("export_night", "no-such-night")


def test_import_night_command_reads_a_file_and_prints_the_slug(busy_night, tmp_path):
    path = tmp_path / "night.json"
    path.write_text(run("export_night", busy_night.slug), encoding="utf-8")
    slug = run("import_night", str(path), slug="from-file").strip()
    assert slug == "from-file"
    assert without_identity(night_export(night=Night.objects.get(slug=slug))) == without_identity(
        night_export(night=busy_night))
    with pytest.raises(CommandError):
        run("import_night", str(path), slug="from-file")


@pytest.mark.parametrize("content", ["{not json", '{"format": "cardparty-night"}', "[]", "[" * 100_000 + "]" * 100_000,
                                     '{"format": "cardparty-night", "version": 1, "night": ' + "[" * 900 + "]" * 900 + "}"])
def test_import_night_command_refuses_a_bad_file(db, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CommandError):
        run("import_night", str(path))
    with pytest.raises(CommandError):
        run("import_night", str(tmp_path / "missing.json"))
    assert not Night.objects.exists()


def test_standings_json_has_each_couple_and_the_prizes(busy_night):
    data = json.loads(run("standings", busy_night.slug, json=True))
    expected = raw_wins(busy_night)
    couples = {c["number"]: c for c in data["couples"]}
    assert sorted(couples) == list(range(1, 9))
    for number, line in couples.items():
        couple = Couple.objects.get(night=busy_night, number=number)
        assert line["names"] == [couple.player1, couple.player2]
        assert line["games"] == expected.get(number, [])
        assert line["wins"] == len(line["games"])
    # Couples that withdrew take no prize, not even the booby prize.
    wins = {n: c["wins"] for n, c in couples.items() if c["active"]}
    assert len(wins) < len(couples), "the busy night has a couple that left"
    distinct = sorted({w for w in wins.values() if w}, reverse=True)[:3]
    assert data["prize_groups"] == [sorted(n for n, w in wins.items() if w == count) for count in distinct]
    assert data["booby_group"] == sorted(n for n, w in wins.items() if w == min(wins.values()))
    jar = data["cookie_jar"]
    assert jar["entrants"] == [1, 2, 5] and jar["revealed"] is True and jar["seed"] == 77
    drawn = jar["drawn"]
    assert jar["winners"] == [n for n in (1, 2, 5) if set(drawn) <= set(expected.get(n, []))]
    assert jar["pot"] == "6.00"


def test_standings_as_a_table_lists_every_couple(busy_night):
    text = run("standings", busy_night.slug)
    assert "Zoé D'Entremont" in text
    assert text.count("\n") >= 8


def test_demo_night_command_plays_the_games_asked_and_prints_the_slug(db):
    slug = run("demo_night", couples=9, games=6, seed=3, play=4).strip()
    night = Night.objects.get(slug=slug)
    assert night.couples.count() == 9
    assert night.state == Night.State.PLAYING and night.current_game == 5
    assert Result.objects.filter(night=night).count() == 4 * 4, "four full tables in each of four games"
    assert sum(len(g) for g in raw_wins(night).values()) == 4 * 5, "four results and a bye each game"


def test_demo_night_with_the_same_seed_is_the_same_night(db):
    a = Night.objects.get(slug=run("demo_night", couples=8, games=5, seed=42, play=5).strip())
    b = Night.objects.get(slug=run("demo_night", couples=8, games=5, seed=42, play=5, name="Second").strip())
    assert a.state == Night.State.PRIZES
    assert without_identity({**night_export(night=a), "results": []})["couples"] == without_identity(
        {**night_export(night=b), "results": []})["couples"]
    assert raw_wins(a) == raw_wins(b)


def test_demo_night_refuses_impossible_options(db):
    with pytest.raises(CommandError):
        run("demo_night", couples=1)
    with pytest.raises(CommandError):
        run("demo_night", couples=6, games=3, play=4)


# -- the demo fixture -------------------------------------------------------------------------


def test_the_demo_night_fixture_imports_with_about_thirty_couples_and_accented_names(db):
    data = json.loads(DEMO_FILE.read_text(encoding="utf-8"))
    night = night_import(data=data)
    couples = list(night.couples.all())
    assert 25 <= len(couples) <= 35
    names = [n for c in couples for n in (c.player1, c.player2)]
    assert all(names), "every player has a name"
    assert any(unicodedata.normalize("NFD", n) != n for n in names), "some names carry accents"
    assert any("'" in n for n in names), "some names carry apostrophes"
    assert night.state == Night.State.PLAYING and 1 < night.current_game < night.games, "partly played"
    table = night_standings(night=night)
    assert table.games_played == night.current_game - 1 and table.prize_groups
    assert night_export(night=night) == data, "the fixture is exactly what an export of it gives"


def test_the_export_keeps_who_made_each_correction(busy_night, organiser):
    # SPEC 2: a correction keeps "who, when, and why" in the audit trail; a complete export
    # must not drop the who.
    corrections = [c for r in night_export(night=busy_night)["results"] for c in r["corrections"]]
    assert corrections
    for correction in corrections:
        assert organiser.get_username() in json.dumps(correction), correction


@pytest.mark.parametrize("state", ["registration", "playing"])
def test_a_night_round_trips_in_any_state(make_night, play_games, state):
    night = make_night(5, games=3, start=state != "registration")
    if state == "playing":
        night = play_games(night, 1, seed=2)
    first = night_export(night=night)
    assert first["night"]["state"] == state
    second = night_export(night=night_import(data=first, slug=f"copy-{state}"))
    assert without_identity(second) == without_identity(first)
