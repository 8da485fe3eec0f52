"""The names already kept are cleaned by migration 0017 (issue 34, point 6): the league's two
"Donald Chiasson" rows (one with a Cyrillic "а") become one player with its couples, an audit line
says so, and the player with a blank name (a Hangul filler) becomes a guest."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps

from tournaments.models import Couple, Player, PlayerEvent
from tournaments.services.couples import couple_register

pytestmark = pytest.mark.django_db

migration = importlib.import_module("tournaments.migrations.0017_player_names_cleaned")


def test_look_alike_players_kept_before_are_merged_and_a_blank_one_is_a_guest(make_night):
    night = make_night(couples=0, start=False)
    real = couple_register(night=night, player1="Donald Chiasson", player2="Rita Chiasson")
    # As the code before this fix stored them: the Cyrillic 'а' and the filler were kept as typed.
    fake, blank = Player.objects.bulk_create([
        Player(series=night.series, name="Donald Chi\u0430sson", folded="donald chi\u0430sson", phone="902-555-0101"),
        Player(series=night.series, name="\u3164", folded="\u3164"),
    ])
    other = couple_register(night=night, player1="Flora", player2="Angus")
    Couple.objects.filter(pk=other.pk).update(player1="Donald Chi\u0430sson", player1_ref=fake, player2="\u3164",
                                              player2_ref=blank)

    migration.clean_names(apps, None)

    donald = Player.objects.get(series=night.series, folded="donald chiasson")
    assert Player.objects.filter(series=night.series, name__contains="Chi").exclude(name="Rita Chiasson").count() == 1
    assert Couple.objects.get(pk=real.pk).player1_ref == donald and Couple.objects.get(pk=other.pk).player1_ref == donald
    assert donald.phone == "902-555-0101"
    event = PlayerEvent.objects.get(player=donald)
    assert (event.kind, event.old_name, event.couples_moved) == ("merged", "Donald Chi\u0430sson", 1)
    moved = Couple.objects.get(pk=other.pk)
    assert (moved.player2, moved.player2_ref) == ("", None) and moved.player1 == "Donald Chi\u0430sson"
    assert not Player.objects.filter(pk=blank.pk).exists()
    assert all(p.folded == Player.key(p.name) and p.name for p in Player.objects.filter(series=night.series))
