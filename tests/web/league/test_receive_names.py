"""Names the league receives are cleaned as the desk cleans them (issue 34, point 6): two nights
that spell one player with a Cyrillic "а" or a Hangul filler give one row of the season, and a
name of nothing but invisible characters refuses the file, saying where, with nothing kept."""

from __future__ import annotations

import pytest

from tournaments.errors import Refusal
from tournaments.league.models import ReceivedNight
from tournaments.league.services import night_receive
from tournaments.models import Night, Player
from tournaments.selectors.players import season_table

pytestmark = pytest.mark.django_db


def _named(data: dict, number: int, player1: str) -> dict:
    for couple in data["couples"]:
        if couple["number"] == number:
            couple["player1"] = player1
    return data


def test_look_alike_spellings_of_one_player_are_one_row_of_the_season(night_file, hall):
    one = _named(night_file(), 1, "Donald Chiasson")
    other = night_file()
    other["night"]["slug"] += "-next"
    other = _named(other, 2, "Donald\u3164 Chi\u0430sson\u2800")
    night_receive(data=one, hall=hall)
    night_receive(data=other, hall=hall)
    donalds = [row for row in season_table(series=hall.series) if "Chi" in row.name]
    assert len(donalds) == 1 and donalds[0].nights == 2
    assert Player.objects.filter(series=hall.series, name__contains="Chi").count() == 1
    assert Night.objects.get(slug=other["night"]["slug"]).couples.get(number=2).player1 == "Donald Chi\u0430sson"


@pytest.mark.parametrize("blank", ["\u3164", "\u2800", "\uffa0\u200b"])
def test_a_name_of_invisible_characters_only_refuses_the_file_where_it_is(night_file, hall, blank):
    data = _named(night_file(), 1, blank)
    index = next(i for i, c in enumerate(data["couples"]) if c["number"] == 1)
    with pytest.raises(Refusal) as refused:
        night_receive(data=data, hall=hall)
    assert f"couples[{index}].player1" in refused.value.message and "invisible characters" in refused.value.message
    assert not ReceivedNight.objects.exists() and not Night.objects.filter(slug=data["night"]["slug"]).exists()
    assert not Player.objects.filter(series=hall.series, name="").exists()
