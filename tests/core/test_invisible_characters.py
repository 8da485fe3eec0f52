"""Direction overrides and zero-width characters never reach a name: they would make two couples
look alike ('Ann' and 'An\u200bn') or turn a name around (U+202E), on every page and printout."""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.models import Couple, Result
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_update
from tournaments.services.nights import night_create, series_get_or_create
from tournaments.services.results import result_record
from tournaments.transfer import night_export, night_import

TRICKS = {
    "zero-width space": ("An\u200bn", "Ann"),
    "right-to-left override": ("\u202eeoJ", "eoJ"),
    "isolates": ("\u2066Marie\u2069", "Marie"),
    "byte-order mark": ("\ufeffGérard", "Gérard"),
    "zero-width joiner": ("Jo\u200de", "Joe"),
}


@pytest.mark.parametrize(("typed", "kept"), TRICKS.values(), ids=TRICKS.keys())
def test_a_registered_name_keeps_no_invisible_character(make_night, typed, kept):
    night = make_night(2, start=False)
    couple = couple_register(night=night, player1=typed, player2="Bob")
    assert Couple.objects.get(pk=couple.pk).player1 == kept


def test_two_couples_that_look_alike_are_the_same_names(make_night):
    night = make_night(2, start=False)
    one = couple_register(night=night, player1="Ann", player2="Joe")
    two = couple_register(night=night, player1="An\u200bn", player2="J\u200boe")
    assert (one.player1, one.player2) == (Couple.objects.get(pk=two.pk).player1, Couple.objects.get(pk=two.pk).player2)


def test_a_rename_a_night_a_series_and_a_reason_are_cleaned_too(make_night):
    night = make_night(4)
    couple_update(night=night, number=1, player1="\u202eAnn", player2="Joe\u200b")
    assert (Couple.objects.get(night=night, number=1).player1, Couple.objects.get(night=night, number=1).player2) == ("Ann", "Joe")
    series = series_get_or_create(name="St.\u200b Joseph's", venue="\u202eArichat")
    assert (series.name, series.venue) == ("St. Joseph's", "Arichat")
    other = night_create(series=series, name="Card\u2067 party", date=dt.date(2026, 12, 9))
    assert other.name == "Card party"
    result_record(night=night, game=1, table=1, winner=1)
    result = Result.objects.get(night=night, game=1, table=1)
    result_correct(night=night, game=1, table=1, winner=2, version=result.version, reason="\u202ewrong tap\u200b")
    assert result.corrections.get().reason == "wrong tap"


def test_an_imported_night_is_cleaned_like_a_typed_one(make_night):
    data = night_export(night=make_night(4))
    data["couples"][0]["player1"] = "Ma\u200brie\u202e"
    copy = night_import(data=data, slug="cleaned-copy")
    assert Couple.objects.get(night=copy, number=data["couples"][0]["number"]).player1 == "Marie"
