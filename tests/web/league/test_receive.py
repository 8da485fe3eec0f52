"""The league keeps a hall's finished night: new, identical resend, corrected resend, and every refusal."""

from __future__ import annotations

import pytest

from tournaments.errors import Conflict, Refusal
from tournaments.league.models import LeagueEvent, ReceivedNight
from tournaments.league.services import BadToken, night_receive, token_hall, token_make, token_revoke
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


def test_a_night_of_that_name_from_another_hall_is_a_conflict(night_file, hall, other_hall):
    data = night_file()
    night_receive(data=data, hall=hall)
    before = _fingerprint()
    with pytest.raises(Conflict, match="Another hall"):
        night_receive(data=corrected(data), hall=other_hall)
    assert _fingerprint() == before


def test_a_night_made_on_the_league_server_itself_is_a_conflict(night_file, hall, make_night):
    data = night_file()
    make_night(2, 1, start=False)  # the league's own night, of another slug
    local = Night.objects.get()
    data = {**data, "night": {**data["night"], "slug": local.slug}}
    before = _fingerprint()
    with pytest.raises(Conflict):
        night_receive(data=data, hall=hall)
    assert _fingerprint() == before


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
