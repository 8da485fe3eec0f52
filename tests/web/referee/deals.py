"""Refereed games dealt until Ann, the one person at the table, is to play a card the test needs."""

from __future__ import annotations

from collections.abc import Callable

from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start

ALONE = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3


def ann_to_play(want: Callable = lambda game: True, seeds: int = 500) -> RefereeGame:
    """The first seeded deal where Ann (seat 0) is to play and ``want(game)`` holds (robbing declined)."""
    for seed in range(seeds):
        rg = referee_start(seats=ALONE, seed=seed)
        game = rebuild(rg)
        while game.phase == "rob":
            rg = referee_act(game=rg, seat=game.to_act, kind="decline")
            game = rebuild(rg)
        if game.phase == "play" and game.to_act == 0 and want(game):
            return rg
        rg.delete()
    raise AssertionError("no such deal")
