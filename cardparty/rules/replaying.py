"""Replaying a game from its log.

The log's first record (:class:`~cardparty.rules.records.GameStarted`) holds the table
size, rules, seed and first dealer; the seed reproduces every deal, and the players'
records (robbing and plays) reproduce every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import reasons as R
from .auction.records import HOLD, PASS, BidMade, BidRaised, Discarded, LeadChosen, PartnerCalled, TrumpNamed
from .reasons import IllegalAction, Reason
from .records import GameStarted, Played, Record, Robbed, RobDeclined
from .referee import Game


def _spoken(game: Game, record: BidMade) -> None:
    if record.call == PASS:
        game.pass_bid(record.seat)
    elif record.call == HOLD:
        game.hold(record.seat)
    else:
        game.bid(record.call, record.seat)  # type: ignore[arg-type]


#: What each player record does again (the referee's own records follow from them).
_STEPS = {
    Played: lambda game, r: game.play(r.card, r.seat),
    Robbed: lambda game, r: game.rob(r.discarded, r.seat),
    RobDeclined: lambda game, r: game.decline_rob(r.seat),
    BidMade: _spoken,
    BidRaised: lambda game, r: game.raise_bid(r.seat),
    TrumpNamed: lambda game, r: game.name_trump(r.suit, r.seat),
    Discarded: lambda game, r: game.discard(r.cards, r.seat),
    PartnerCalled: lambda game, r: game.call_partner(r.card, r.seat),
    LeadChosen: lambda game, r: game.choose_leader(r.leader, r.seat),
}


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
        step = _STEPS.get(type(record))
        if step is not None:
            step(game, record)
    if game.log != list(log):
        index = next((i for i, (a, b) in enumerate(zip(game.log, log, strict=False)) if a != b), min(len(log), len(game.log)))
        raise IllegalAction(Reason(R.LOG_DIFFERS, {"index": index}))
    return game
