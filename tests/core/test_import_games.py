"""A night's game travels in its export (issue 12, point 9, with issue 14, point 4): an auction
night comes back an auction night with its points below zero, a file from before nights had a
game is a night of Forty-Fives to 45, and points off the game's scale are refused by path."""

from __future__ import annotations

import pytest

from tournaments.services.results import result_record
from tournaments.transfer import night_export, night_import

from .test_import_checks import export, refused_at  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


def test_an_auction_night_comes_back_with_its_game_and_its_points_below_zero(make_night):
    night = make_night(4, games=2, game="one-hundred-ten")
    result_record(night=night, game=1, table=1, winner=2, points=(115, -40))
    copy = night_import(data=night_export(night=night), slug="copy")
    assert copy.game == "one-hundred-ten"
    assert list(copy.results.values_list("winner_points", "loser_points")) == [(115, -40)]


def test_a_file_from_before_nights_had_a_game_is_forty_fives_to_45(export):  # noqa: F811
    del export["night"]["game"], export["series"]["game"]
    assert night_import(data=export).game == "forty-five"


def test_a_game_no_night_is_played_at_is_refused(export):  # noqa: F811
    export["night"]["game"] = "whist"
    refused_at(export, "night.game")


def test_points_off_the_games_scale_are_refused_by_path(export):  # noqa: F811
    scored = next(i for i, r in enumerate(export["results"]) if r["points"][0] is not None)
    export["results"][scored]["points"] = [45, -5]
    assert "between 0 and 74" in refused_at(export, f"results[{scored}].points")
