"""Replaying a game from its log.

The log's first record (:class:`~cardparty.rules.records.GameStarted`) holds the table
size, rules, seed and first dealer; the seed reproduces every deal, and the players'
records (robbing and plays) reproduce every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import reasons as R
from .reasons import IllegalAction, Reason
from .records import GameStarted, Played, Record, Robbed, RobDeclined
from .referee import Game


def replay(log: Sequence[Record]) -> Game:
    """Replay a game from its log; refuses (:class:`IllegalAction`) a log that is not one.

    >>> from cardparty.rules import new_game
    >>> game = new_game(seed=3)
    >>> _ = game.apply(game.legal_actions()[-1])
    >>> replay(game.log).log == game.log
    True
    """
    if not isinstance(log, Sequence) or isinstance(log, str) or not log or not isinstance(log[0], GameStarted):
        raise IllegalAction(Reason(R.NOT_A_LOG))
    start = log[0]
    game = Game(start.players, start.ruleset, start.seed, start.dealer, deck=start.deck, scores=start.scores)
    for record in log[1:]:
        if isinstance(record, Played):
            game.play(record.card, record.seat)
        elif isinstance(record, Robbed):
            game.rob(record.discarded, record.seat)
        elif isinstance(record, RobDeclined):
            game.decline_rob(record.seat)
    if game.log != list(log):
        index = next((i for i, (a, b) in enumerate(zip(game.log, log, strict=False)) if a != b), min(len(log), len(game.log)))
        raise IllegalAction(Reason(R.LOG_DIFFERS, {"index": index}))
    return game
