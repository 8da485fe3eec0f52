"""The new-game form offers the computer players' level: beginner, sensible or strong."""

from __future__ import annotations

import pytest

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild

pytestmark = pytest.mark.django_db

FORM = {"players": "4", "ruleset": "nova-scotia", "mode": "pass", "kind0": "person", "name0": "Ann",
        "kind1": "computer", "kind2": "computer", "kind3": "computer"}


def test_the_form_offers_three_levels_sensible_by_default(client):
    html = client.get("/referee/").content.decode()
    for level in ("beginner", "sensible", "strong"):
        assert f'name="level" value="{level}"' in html
    assert 'name="level" value="sensible" checked' in html


def test_a_strong_table_stores_the_level_on_each_computer_and_plays_it(client):
    response = client.post("/referee/", {**FORM, "level": "strong"})
    assert response.status_code == 302
    rg = RefereeGame.objects.get()
    assert [s.get("level") for s in rg.seats] == [None, "strong", "strong", "strong"]
    game = rebuild(rg)
    assert rg.seats[game.to_act]["kind"] == "person"  # the computers have played up to Ann's turn


def test_an_unknown_level_is_refused_in_words_and_nothing_is_dealt(client):
    response = client.post("/referee/", {**FORM, "level": "grandmaster"})
    assert response.status_code == 400
    assert "beginner, sensible or strong" in response.content.decode()
    assert not RefereeGame.objects.exists()


def test_the_level_is_asked_in_french(client):
    html = client.get("/referee/", HTTP_ACCEPT_LANGUAGE="fr").content.decode()
    assert "Niveau de jeu de l’ordinateur" in html and "Débutant" in html
