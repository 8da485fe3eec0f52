"""The people who come back (issue 15, point 1): players kept per series, found blind to accents
and case, attached to the couples of every night, merged and renamed without losing anything."""

from __future__ import annotations

import datetime as dt
import importlib

import pytest
from django.apps import apps

from tournaments.errors import Conflict, Refusal
from tournaments.models import Couple, Player, PlayerEvent
from tournaments.people import fold
from tournaments.selectors.players import series_regulars
from tournaments.services.couples import couple_register, couple_update
from tournaments.services.nights import night_create, series_get_or_create
from tournaments.services.players import player_for, player_merge, player_rename
from tournaments.transfer.export import night_export
from tournaments.transfer.load import night_import

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("typed, stored", [("macdonald", "MacDonald"), ("gerard", "Gérard"), ("  ANNE   marie ", "Anne Marie")])
def test_folding_is_blind_to_accents_case_and_spaces(typed, stored):
    assert fold(typed) == fold(stored)


def _night(series, day: int = 5, name: str = "Card party"):
    return night_create(series=series, name=f"{name} {day}", date=dt.date(2026, 12, day))


def test_registering_a_couple_attaches_both_names_to_players_of_the_series(series):
    couple = couple_register(night=_night(series), player1="Gérard Boudreau", player2="Mary MacDonald")
    assert (couple.player1_ref.name, couple.player2_ref.name) == ("Gérard Boudreau", "Mary MacDonald")
    assert {p.series_id for p in Player.objects.all()} == {series.pk}


def test_a_blank_name_is_a_guest_and_attaches_nothing(series):
    couple = couple_register(night=_night(series), player1="Anne", player2="")
    assert couple.player1_ref is not None and couple.player2_ref is None
    assert Player.objects.count() == 1


def test_the_same_person_typed_with_other_case_or_accents_is_one_player(series):
    night = _night(series)
    first = couple_register(night=night, player1="Gérard", player2="MacDonald")
    again = couple_register(night=_night(series, 12), player1="gerard", player2="MACDONALD ")
    assert again.player1_ref == first.player1_ref and again.player2_ref == first.player2_ref
    assert again.player1 == "gerard"  # the text stays as it was typed that night
    assert Player.objects.count() == 2


def test_players_are_kept_per_series(series):
    other = series_get_or_create(name="Another hall")
    assert player_for(series=series, name="Anne") != player_for(series=other, name="Anne")


def test_a_corrected_name_is_attached_again(series):
    night = _night(series)
    couple_register(night=night, player1="Ane", player2="Joe")
    couple = couple_update(night=night, number=1, player1="Anne", player2="Joe")
    assert couple.player1_ref.name == "Anne"


def test_merge_moves_every_couple_keeps_phone_and_note_and_writes_an_audit_line(series, django_user_model):
    user = django_user_model.objects.create_user("org", password="pw-for-tests-1")
    a = couple_register(night=_night(series), player1="Gérard", player2="Anne")
    b = couple_register(night=_night(series, 12), player1="Gerry", player2="Anne")
    keep, drop = a.player1_ref, b.player1_ref
    Player.objects.filter(pk=drop.pk).update(phone="555-1234", note="left-handed")
    drop.refresh_from_db()
    assert player_merge(keep=keep, drop=drop, user=user) == 1
    assert not Player.objects.filter(pk=drop.pk).exists()
    assert Couple.objects.get(pk=b.pk).player1_ref == keep
    assert Couple.objects.get(pk=b.pk).player1 == "Gerry"  # the night's text is not lost
    keep.refresh_from_db()
    assert (keep.phone, keep.note) == ("555-1234", "left-handed")
    event = PlayerEvent.objects.get()
    assert (event.kind, event.old_name, event.new_name, event.couples_moved, event.made_by) == ("merged", "Gerry", "Gérard", 1, user)


def test_merge_refuses_players_of_two_series_and_a_player_with_itself(series):
    other = series_get_or_create(name="Another hall")
    mine, theirs = player_for(series=series, name="Anne"), player_for(series=other, name="Anne")
    with pytest.raises(Refusal, match="same series"):
        player_merge(keep=mine, drop=theirs)
    with pytest.raises(Refusal):
        player_merge(keep=mine, drop=mine)
    assert Player.objects.count() == 2 and not PlayerEvent.objects.exists()


def test_rename_keeps_old_nights_text_and_refuses_another_players_name(series):
    couple = couple_register(night=_night(series), player1="Gerry", player2="Anne")
    player = player_rename(player=couple.player1_ref, name="Gérard")
    assert (player.name, player.folded) == ("Gérard", "gerard")
    assert Couple.objects.get(pk=couple.pk).player1 == "Gerry"
    assert PlayerEvent.objects.get().kind == "renamed"
    with pytest.raises(Conflict, match="merge"):
        player_rename(player=player, name="ANNE")
    with pytest.raises(Refusal):
        player_rename(player=player, name="  ")


def test_regulars_come_most_recent_night_first_with_their_last_partner(series):
    old, new = _night(series, 5), _night(series, 12)
    couple_register(night=old, player1="Gérard", player2="Anne")
    couple_register(night=old, player1="Mary", player2="Joe")
    couple_register(night=new, player1="Gérard", player2="Mary")
    couple_register(night=new, player1="Lone", player2="")
    regulars = series_regulars(series=series)
    assert [r.name for r in regulars[:3]] == ["Gérard", "Mary", "Lone"]
    partners = {r.name: r.partner for r in regulars}
    assert partners == {"Gérard": "Mary", "Mary": "Gérard", "Lone": "", "Anne": "Gérard", "Joe": "Mary"}
    assert regulars[0].folded == "gerard"


def test_the_data_migration_attaches_old_couples_without_touching_their_text(series):
    night = _night(series)
    couple_register(night=night, player1="Gérard", player2="")
    couple_register(night=night, player1="GERARD", player2="Anne")
    Couple.objects.update(player1_ref=None, player2_ref=None)
    Player.objects.all().delete()
    migration = importlib.import_module("tournaments.migrations.0012_players")
    migration.attach_players(apps, None)
    one, two = Couple.objects.order_by("number")
    assert one.player1_ref == two.player1_ref and one.player1_ref.name == "Gérard"
    assert one.player2_ref is None and two.player2_ref.name == "Anne"
    assert (two.player1, two.player2) == ("GERARD", "Anne")
    assert Player.objects.count() == 2


def test_an_imported_night_attaches_to_the_series_players(series):
    night = _night(series)
    couple_register(night=night, player1="Gérard", player2="Anne")
    copy = night_import(data=night_export(night=night), slug="copy")
    couple = Couple.objects.get(night=copy)
    assert couple.player1_ref is not None and couple.player1_ref.name == "Gérard"
    assert Player.objects.count() == 2
