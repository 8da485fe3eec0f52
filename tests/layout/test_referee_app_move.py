"""The refereed games moved from the tournaments app to the referee app (issue 16, point 4).

Only Django's state moved (tournaments 0005 forgets the model, referee 0001 takes it over);
the table and its rows stayed. A database that holds a refereed game under the old state
still has it, unchanged and linked to its night, once migrated to the new one.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tournaments.referee.models import RefereeGame
from tournaments.services.nights import night_create, series_get_or_create

OLD = ("tournaments", "0004_dispute")  # the last state in which tournaments held RefereeGame
SEATS = [{"kind": "person", "name": name, "key": f"seat-key-{i:02d}", "couple": 1 + i % 2}
         for i, name in enumerate(("Ann", "Bob", "Cat", "Dan"))]


def _migrate(targets: list[tuple[str, str]]) -> MigrationExecutor:
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection)  # a fresh loader: it reads what is applied now


def _content_type(app_label: str) -> int | None:
    return ContentType.objects.filter(app_label=app_label, model="refereegame").values_list("pk", flat=True).first()


@pytest.mark.django_db(transaction=True)
def test_a_refereed_game_stored_before_the_move_is_found_after_it():
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat, Cape Breton")
    night = night_create(series=series, name="Card party", date=dt.date(2026, 12, 5), games=5)
    type_pk = _content_type("referee")
    assert type_pk is not None
    leaves = MigrationExecutor(connection).loader.graph.leaf_nodes()
    try:
        old = _migrate([OLD])
        assert not any(app == "referee" for app, _ in old.loader.applied_migrations)
        assert _content_type("tournaments") == type_pk and _content_type("referee") is None
        OldGame = old.loader.project_state(OLD).apps.get_model("tournaments", "RefereeGame")
        OldGame.objects.create(
            token="stored-before-the-move", players=4, seed=4545, dealer=1, seats=SEATS,
            actions=[["play", 2, "5H"]], mode="phones", night_id=night.pk, night_game=1, night_table=2,
        )
    finally:
        new = _migrate(leaves)
    assert ("referee", "0001_initial") in new.loader.applied_migrations
    game = RefereeGame.objects.get(token="stored-before-the-move")
    assert (game.players, game.seed, game.dealer, game.seats, game.actions) == (4, 4545, 1, SEATS, [["play", 2, "5H"]])
    assert (game.mode, game.status, game.night_game, game.night_table) == (RefereeGame.Mode.PHONES, RefereeGame.Status.PLAYING, 1, 2)
    assert list(night.referee_games.all()) == [game]
    assert RefereeGame._meta.db_table == "tournaments_refereegame"
    assert _content_type("referee") == type_pk and _content_type("tournaments") is None  # permissions stay attached
