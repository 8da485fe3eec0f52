"""import_night does not trust its file (issue 14, point 4): the whole file is checked against the
schema and the cross-field rules before anything is written, and a refusal names where and what."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from tournaments.errors import Refusal
from tournaments.models import Couple, Night, Result, Series
from tournaments.services.night_settings import PRIZE_ROWS_MAX
from tournaments.transfer import night_check, night_export, night_import
from tournaments.transfer.schema import LANGUAGES, SCHEMA
from tournaments.transfer.schema import PRIZE_ROWS_MAX as SCHEMA_PRIZE_ROWS_MAX

pytestmark = pytest.mark.django_db

DEMO_FILE = Path(__file__).resolve().parents[2] / "fixtures" / "demo-night.json"


def counts() -> tuple[int, ...]:
    return Night.objects.count(), Couple.objects.count(), Series.objects.count(), Result.objects.count()


_BUSY: list[dict] = []  # the busy night's export, made once a run: building the night takes most of a test


@pytest.fixture
def export(request, db):
    """The busy night's export, under a slug and series of its own and with fresh links, so that
    only what a test damages stands between it and an import. The night is built (through the
    services) by the first test that asks, in its own transaction; the others damage a copy."""
    if not _BUSY:
        _BUSY.append(night_export(night=request.getfixturevalue("busy_night")))
    data = copy.deepcopy(_BUSY[0])
    data["night"]["slug"] = "imported"
    data["series"]["slug"] = "imported-series"
    for couple in data["couples"]:
        couple["public_token"] = "T" * 8 + couple["public_token"][:16]
    night_check(data=data)  # undamaged, it would import
    return data


def refused_at(data, path: str, slug: str | None = None) -> str:
    """Import the data, expect a refusal naming ``path``, and that nothing was written."""
    before = counts()
    with pytest.raises(Refusal) as refusal:
        night_import(data=data, slug=slug)
    assert counts() == before, "a refused file writes nothing"
    assert f"refused at {path}: " in refusal.value.message, refusal.value.message
    return refusal.value.message


@pytest.mark.parametrize("key", ["night_id", "id", "night"])
def test_an_extra_key_in_a_couple_is_refused_by_name(export, busy_night, key):
    export["couples"][0][key] = busy_night.pk  # once, it put the couple in another night
    message = refused_at(export, f"couples[0].{key}")
    assert "not a field" in message


def test_an_extra_key_anywhere_is_refused(export):
    export["night"]["organisers"] = [1]
    refused_at(export, "night.organisers")
    del export["night"]["organisers"]
    i = next(i for i, r in enumerate(export["results"]) if r["corrections"])
    export["results"][i]["corrections"][0]["result_id"] = 1
    refused_at(export, f"results[{i}].corrections[0].result_id")


@pytest.mark.parametrize("slug", ["a/b", "", "desk", "admin", "score", "demo\n", "é", "x" * 81, 12])
def test_a_slug_that_cannot_be_an_address_is_refused(export, slug):
    export["night"]["slug"] = slug
    refused_at(export, "night.slug")


@pytest.mark.parametrize("slug", ["a/b", "desk", "demo\n"])
def test_a_slug_given_on_import_is_checked_too(export, slug):
    refused_at(export, "slug", slug=slug)


def test_a_file_whose_own_slug_is_reserved_imports_under_a_good_one(export):
    export["night"]["slug"] = "desk"
    assert night_import(data=export, slug="not-the-desk").slug == "not-the-desk"


def test_a_name_longer_than_the_field_is_refused(export):
    export["couples"][3]["player1"] = "A" * 81
    message = refused_at(export, "couples[3].player1")
    assert message.endswith("longer than 80 characters")


@pytest.mark.parametrize("fee", ["1e9", "-2", "abc", "2.505", "NaN", 2, "١٢"])
def test_money_that_is_not_an_amount_is_refused(export, fee):
    export["night"]["cookie_jar_fee"] = fee
    refused_at(export, "night.cookie_jar_fee")


def test_a_jar_entry_fee_is_money_too(export):
    export["jar"]["entries"][0]["fee"] = "-2"
    refused_at(export, "jar.entries[0].fee")


@pytest.mark.parametrize("card", ["ZZ", "1H", "11S", "RJ", "7h", ""])
def test_a_cut_card_the_deck_does_not_hold_is_refused(export, card):
    round_ = export["tiebreaks"][0]["cuts"][0]
    number = next(iter(round_))
    round_[number] = card
    refused_at(export, f"tiebreaks[0].cuts[0].{number}")


@pytest.mark.parametrize(("prizes", "path"), [
    ("first: a turkey", "night.prizes"), ({"description": "x", "amount": "1"}, "night.prizes"), ([], "night.prizes"),
    ([{"description": "x"}], "night.prizes[0]"), ([{"description": "x", "amount": "1", "winner": 3}], "night.prizes[0].winner"),
    ([{"description": "x", "amount": 100}], "night.prizes[0].amount"), ([{"description": "", "amount": ""}] * 11, "night.prizes"),
])
def test_prizes_that_are_not_a_list_of_places_are_refused(export, prizes, path):
    export["night"]["prizes"] = prizes
    refused_at(export, path)


@pytest.mark.parametrize("token", ["x", "a b c d e f g h i j", "../../../../etc/passwd", "<script>alert(1)</script>"])
def test_a_public_token_that_is_not_a_link_token_is_refused(export, token):
    export["couples"][2]["public_token"] = token
    refused_at(export, "couples[2].public_token")


def test_two_couples_with_one_link_are_refused(export):
    export["couples"][2]["public_token"] = export["couples"][1]["public_token"]
    refused_at(export, "couples[2].public_token")


@pytest.mark.parametrize("state", ["won", "", None, "Playing"])
def test_a_state_the_night_cannot_be_in_is_refused(export, state):
    export["night"]["state"] = state
    refused_at(export, "night.state")


def test_a_game_in_play_after_the_last_game_is_refused(export):
    export["night"]["current_game"] = export["night"]["games"] + 1
    refused_at(export, "night.current_game")


def test_a_night_in_registration_with_a_game_in_play_is_refused(export):
    export["night"]["state"] = "registration"
    refused_at(export, "night.current_game")


@pytest.mark.parametrize("games", [0, 100, 5.0, True, "5"])
def test_a_number_of_games_out_of_range_or_not_whole_is_refused(export, games):
    export["night"]["games"] = games
    refused_at(export, "night.games")


def test_a_result_whose_winner_did_not_sit_at_that_table_is_refused(export):
    result = export["results"][0]
    seated = {s[3] for s in export["seats"] if (s[0], s[1]) == (result["game"], result["table"])}
    result["winner"] = next(c["number"] for c in export["couples"] if c["number"] not in seated)
    message = refused_at(export, "results[0].winner")
    assert "did not sit at that table" in message


def test_a_result_of_a_game_not_yet_played_is_refused(export):
    export["results"][0]["game"] = export["night"]["games"]
    export["night"]["current_game"] = export["night"]["games"] - 1
    export["night"]["state"] = "playing"
    export["seats"] = [s for s in export["seats"] if s[0] < export["night"]["games"]]
    refused_at(export, "results[0].game")


def test_a_seat_for_an_unknown_couple_is_refused(export):
    export["seats"].append([1, 9, "staying", 999])
    message = refused_at(export, f"seats[{len(export['seats']) - 1}][3]")
    assert "couple 999" in message


def test_a_correction_naming_an_unknown_couple_is_refused(export):
    i = next(i for i, r in enumerate(export["results"]) if r["corrections"])
    export["results"][i]["corrections"][0]["old_winner"] = 999
    refused_at(export, f"results[{i}].corrections[0].old_winner")


def test_a_tie_entry_and_a_jar_entry_of_unknown_couples_are_refused(export):
    bad = copy.deepcopy(export)
    bad["tiebreaks"][0]["entries"][0]["couple"] = 999
    refused_at(bad, "tiebreaks[0].entries[0].couple")
    export["jar"]["entries"][0]["couple"] = 999
    refused_at(export, "jar.entries[0].couple")


def test_a_jar_draw_of_a_game_the_night_does_not_have_is_refused(export):
    export["jar"]["draw"]["games"][0] = export["night"]["games"] + 1
    refused_at(export, "jar.draw.games[0]")


@pytest.mark.parametrize("when", ["yesterday", "2026-13-01T10:00:00+00:00", "2026-12-05T10:00:00", "2026-12-05T10:00:00+00:00\n"])
def test_a_time_that_is_not_an_iso_time_with_its_zone_is_refused(export, when):
    export["results"][0]["entered_at"] = when
    refused_at(export, "results[0].entered_at")


def test_a_user_name_with_control_characters_is_refused(export):
    export["results"][0]["entered_by"] = "organiser\x00"
    refused_at(export, "results[0].entered_by")


def test_a_lone_surrogate_is_refused_where_it_is(export):
    export["couples"][0]["player2"] = "Ann\ud800"
    refused_at(export, "couples[0].player2")


def test_the_schema_knows_the_languages_the_site_speaks():
    assert LANGUAGES == [code for code, _name in settings.LANGUAGES]
    assert SCHEMA["properties"]["night"]["properties"]["language"]["enum"] == LANGUAGES


def test_the_schema_allows_as_many_prize_places_as_the_desk():
    assert SCHEMA_PRIZE_ROWS_MAX == PRIZE_ROWS_MAX


# -- good files still import ------------------------------------------------------------------


def test_the_demo_file_and_a_busy_export_still_import_identically(busy_night, export):
    demo = json.loads(DEMO_FILE.read_text(encoding="utf-8"))
    assert night_export(night=night_import(data=demo)) == demo
    assert night_export(night=night_import(data=export)) == export


def run(*args, **options) -> str:
    out = io.StringIO()
    call_command("import_night", *args, stdout=out, **options)
    return out.getvalue().strip()


def test_import_night_check_says_ok_and_writes_nothing(export, tmp_path):
    path = tmp_path / "night.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    before = counts()
    assert run(str(path), check=True) == "ok"
    assert counts() == before


def test_import_night_check_prints_the_refusal_and_writes_nothing(export, tmp_path):
    export["couples"][1]["night_id"] = 1
    path = tmp_path / "night.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    before = counts()
    with pytest.raises(CommandError, match=r"couples\[1\]\.night_id"):
        run(str(path), check=True)
    (tmp_path / "latin1.json").write_bytes(b'{"name": "\xe9"}')
    with pytest.raises(CommandError):
        run(str(tmp_path / "latin1.json"), check=True)
    assert counts() == before
