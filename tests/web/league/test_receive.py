"""The league keeps a hall's finished night: new, identical resend, corrected resend, and every refusal."""

from __future__ import annotations

import copy

import pytest

from tournaments.errors import Conflict, Refusal
from tournaments.league.models import LeagueEvent, ReceivedNight
from tournaments.league.services import BadToken, _night_remove, night_receive, token_hall, token_make, token_revoke
from tournaments.models import Correction, Couple, Night, Result
from tournaments.selectors.players import season_table

from .conftest import corrected

pytestmark = pytest.mark.django_db


def _fingerprint() -> tuple:
    return (sorted(Night.objects.values_list("slug", "state", "series__slug")), Couple.objects.count(),
            sorted(Result.objects.values_list("night__slug", "game", "table", "winner__number")),
            sorted(ReceivedNight.objects.values_list("slug", "digest", "night_id")),
            LeagueEvent.objects.count())


def test_a_new_night_is_kept_in_the_halls_league_series_with_an_audit_line(night_file, hall):
    data = night_file()
    receipt = night_receive(data=data, hall=hall)
    assert (receipt.outcome, receipt.status) == ("new", 201)
    night = Night.objects.get(slug=data["night"]["slug"])
    assert night.series == hall.series and night.state == Night.State.FINISHED
    assert night.couples.count() == len(data["couples"])
    kept = ReceivedNight.objects.get(slug=night.slug)
    assert kept.hall == hall and kept.night == night
    assert LeagueEvent.objects.filter(hall=hall, kind="received", slug=night.slug).count() == 1


def test_the_night_counts_in_the_league_season_and_a_correction_moves_the_wins(night_file, hall):
    data = night_file()
    night_receive(data=data, hall=hall)
    rows = {row.name: row for row in season_table(series=hall.series)}
    assert len(rows) == 2 * len(data["couples"]) and all(row.nights == 1 for row in rows.values())
    wins = sum(row.wins for row in rows.values())
    night_receive(data=corrected(data), hall=hall)
    again = {row.name: row for row in season_table(series=hall.series)}
    assert set(again) == set(rows) and sum(row.wins for row in again.values()) == wins
    assert any(again[name].wins != rows[name].wins for name in rows)


def test_an_identical_resend_is_answered_200_and_changes_nothing(night_file, hall):
    data = night_file()
    night_receive(data=data, hall=hall)
    before = _fingerprint()
    receipt = night_receive(data=data, hall=hall)
    assert (receipt.outcome, receipt.status) == ("identical", 200)
    assert "already" in receipt.message
    assert _fingerprint() == before


def test_a_corrected_resend_replaces_the_night_with_an_audit_line(night_file, hall):
    data = night_file()
    first = night_receive(data=data, hall=hall).night
    fixed = corrected(data)
    receipt = night_receive(data=fixed, hall=hall)
    assert (receipt.outcome, receipt.status) == ("corrected", 201)
    assert not Night.objects.filter(pk=first.pk).exists()
    night = Night.objects.get(slug=data["night"]["slug"])
    r = fixed["results"][0]
    assert Result.objects.get(night=night, game=r["game"], table=r["table"]).winner.number == r["winner"]
    assert Correction.objects.filter(result__night=night, reason="Wrong couple tapped").exists()
    assert ReceivedNight.objects.get(slug=night.slug).night == night
    line = LeagueEvent.objects.get(kind="corrected")
    assert line.hall == hall and line.slug == night.slug and "→" in line.detail


def test_a_night_of_that_name_from_another_hall_is_kept_beside_it_under_a_name_of_its_own(night_file, hall, other_hall):
    data = night_file()
    first = night_receive(data=data, hall=hall).night
    receipt = night_receive(data=corrected(data), hall=other_hall)
    assert (receipt.outcome, receipt.status) == ("new", 201)
    assert receipt.night.slug == f"{data['night']['slug']}-port-hood" and Night.objects.filter(pk=first.pk).exists()
    assert ReceivedNight.objects.get(hall=other_hall).slug == data["night"]["slug"]
    again = night_receive(data=corrected(data), hall=other_hall)  # the hall's own name still finds its night
    assert (again.outcome, again.night) == ("identical", receipt.night)


def test_a_night_made_on_the_league_server_itself_keeps_its_name(night_file, hall, make_night):
    data = night_file()
    make_night(2, 1, start=False)  # the league's own night, of another slug
    local = Night.objects.get()
    data = {**data, "night": {**data["night"], "slug": local.slug}}
    receipt = night_receive(data=data, hall=hall)
    assert receipt.night.slug == f"{local.slug}-arichat" and Night.objects.get(pk=local.pk).slug == local.slug


def test_a_file_not_newer_than_the_leagues_copy_is_409_and_changes_nothing(night_file, hall):
    """Issue 34, point 2: an old file sent again (a retry, a laptop restored from a backup) must not undo a
    correction; the measure is the night's version, which only grows."""
    data = night_file()
    fixed = corrected(data)
    night_receive(data=data, hall=hall)
    night_receive(data=fixed, hall=hall)
    before = _fingerprint()
    with pytest.raises(Conflict, match="cannot undo a correction") as refused:
        night_receive(data=data, hall=hall)
    assert refused.value.status == 409
    same_version = copy.deepcopy(data)
    same_version["night"]["version"] = fixed["night"]["version"]
    with pytest.raises(Conflict, match="as recent as this file"):
        night_receive(data=same_version, hall=hall)
    assert _fingerprint() == before
    assert ReceivedNight.objects.get().version == fixed["night"]["version"]


def test_a_file_without_a_version_is_taken_when_new_but_cannot_replace_a_copy(night_file, hall):
    data = night_file()
    old_style = copy.deepcopy(data)
    del old_style["night"]["version"]
    assert night_receive(data=old_style, hall=hall).outcome == "new"
    assert ReceivedNight.objects.get().version == 0
    assert night_receive(data=corrected(data), hall=hall).outcome == "corrected"  # a versioned file is newer
    before = _fingerprint()
    with pytest.raises(Conflict, match="older Cardparty"):
        night_receive(data=old_style, hall=hall)
    assert _fingerprint() == before


def test_the_exports_version_is_the_nights_and_grows_with_a_correction(make_night, play_games):
    from tournaments.selectors import seating_for_game
    from tournaments.services.corrections import result_correct
    from tournaments.services.nights import night_finish
    from tournaments.services.reopening import night_reopen
    from tournaments.transfer import night_export

    night = night_finish(night=play_games(make_night(4, 2, cookie_jar=False), 2))
    first = night_export(night=night)["night"]["version"]
    assert night_export(night=night)["night"]["version"] == first  # reading it changes nothing
    night_reopen(night=night, reason="Wrong couple tapped")
    night = Night.objects.get(pk=night.pk)
    result = Result.objects.filter(night=night, game=1).select_related("winner").order_by("table").first()
    other = next(n for n in seating_for_game(night=night, game=1)[result.table] if n != result.winner.number)
    result_correct(night=night, game=1, table=result.table, winner=other, reason="Wrong couple", version=result.version)
    night = night_finish(night=Night.objects.get(pk=night.pk))
    assert night_export(night=night)["night"]["version"] > first


def test_a_received_night_has_the_leagues_own_card_links_never_the_halls(night_file, hall):
    data = night_file()
    assert all(c["public_token"] for c in data["couples"])  # an older hall's file still carries them
    night = night_receive(data=data, hall=hall).night
    kept = set(night.couples.values_list("public_token", flat=True))
    assert len(kept) == len(data["couples"]) and not kept & {c["public_token"] for c in data["couples"]}


def test_user_names_in_a_halls_file_never_name_a_league_account(night_file, hall, django_user_model):
    """Issue 34, point 7: a hall's file names "admin" as who entered and corrected results; the league's
    own "admin" account is never tied to them."""
    admin = django_user_model.objects.create_superuser("admin", password="pw-for-tests-1")
    data = corrected(night_file())
    for result in data["results"]:
        result["entered_by"] = "admin"
        for c in result["corrections"]:
            c["made_by"] = "admin"
    night = night_receive(data=data, hall=hall).night
    assert not Result.objects.filter(night=night, entered_by=admin).exists()
    assert not Correction.objects.filter(result__night=night, made_by=admin).exists()
    assert Result.objects.filter(night=night).count() == len(data["results"])


def test_a_damaged_file_is_refused_naming_the_place_and_nothing_changes(night_file, hall):
    data = night_file()
    data["couples"][1]["player1"] = "x" * 200
    before = _fingerprint()
    with pytest.raises(Refusal, match=r"couples\[1\]\.player1"):
        night_receive(data=data, hall=hall)
    assert _fingerprint() == before


def test_a_damaged_correction_is_refused_and_the_old_night_stays(night_file, hall):
    data = night_file()
    night_receive(data=data, hall=hall)
    before = _fingerprint()
    broken = corrected(data)
    broken["results"][0]["winner"] = 99
    with pytest.raises(Refusal, match=r"results\[0\]\.winner"):
        night_receive(data=broken, hall=hall)
    assert _fingerprint() == before


def test_a_night_not_finished_is_refused(night_file, hall):
    data = night_file()
    data = {**data, "night": {**data["night"], "state": "prizes"}}
    with pytest.raises(Refusal, match="finished"):
        night_receive(data=data, hall=hall)
    assert not ReceivedNight.objects.exists()


def test_something_that_is_not_a_night_file_is_refused(hall):
    for junk in (None, [], "night", {"format": "other"}, {"night": "x"}):
        with pytest.raises(Refusal):
            night_receive(data=junk, hall=hall)
    assert not ReceivedNight.objects.exists()


def test_a_token_finds_its_hall_until_it_is_revoked(hall):
    plain = token_make(hall=hall)
    token = token_hall(plain=plain)
    assert token.hall == hall and plain not in token.digest and token.hint == plain[:6]
    token_revoke(token=token)
    token_revoke(token=token)  # twice: one audit line
    with pytest.raises(BadToken):
        token_hall(plain=plain)
    with pytest.raises(BadToken):
        token_hall(plain="")
    assert LeagueEvent.objects.filter(kind="revoked").count() == 1


def test_a_night_deleted_on_the_league_is_received_again_whatever_its_version(night_file, hall):
    data = night_file()
    fixed = corrected(data)
    night_receive(data=fixed, hall=hall)
    _night_remove(night_id=ReceivedNight.objects.get().night_id)
    old_style = copy.deepcopy(data)
    del old_style["night"]["version"]
    receipt = night_receive(data=old_style, hall=hall)
    assert receipt.status == 201 and ReceivedNight.objects.get().night == receipt.night
    assert ReceivedNight.objects.get().version == fixed["night"]["version"]  # the measure never goes back
