"""Replaying a game from its log.

The log's first record (:class:`~cardparty.rules.records.GameStarted`) holds the table
size, rules, seed and first dealer; the seed reproduces every deal, and the players'
records (robbing and plays) reproduce every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from .records import GameStarted, Played, Record, Robbed, RobDeclined
from .referee import Game


def replay(log: Sequence[Record]) -> Game:
    """Replay a game from its log; raises ValueError if the result differs from it.

    >>> from cardparty.rules import new_game
    >>> game = new_game(seed=3)
    >>> _ = game.apply(game.legal_actions()[-1])
    >>> replay(game.log).log == game.log
    True
    """
    start = log[0]
    if not isinstance(start, GameStarted):
        raise ValueError("a game log starts with GameStarted")
    game = Game(start.players, start.ruleset, start.seed, start.dealer, deck=start.deck, scores=start.scores)
    for record in log[1:]:
        if isinstance(record, Played):
            game.play(record.card, record.seat)
        elif isinstance(record, Robbed):
            game.rob(record.discarded, record.seat)
        elif isinstance(record, RobDeclined):
            game.decline_rob(record.seat)
    if game.log != list(log):
        raise ValueError("the log does not replay to the same game")
    return game
