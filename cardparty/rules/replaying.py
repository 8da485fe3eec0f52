"""Replaying a game from its log.

The log's first record (:class:`~cardparty.rules.records.GameStarted`) holds the table
size, rules, seed and first dealer; the seed reproduces every deal, and the players'
records (robbing and plays) reproduce every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import reasons as R
from .auction.records import HOLD, PASS, BidMade, BidRaised, Discarded, LeadChosen, PartnerCalled, TrumpNamed
from .option_export import replay_begging, replay_going_on, replay_stub
from .option_records import BegDeclined, Begged, StubTaken, StubTurned, WentOnKitty, WentOnTopCard
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
    Begged: lambda game, r: game.beg(r.laid, r.seat),
    BegDeclined: lambda game, r: game.decline_beg(r.seat),
    StubTurned: lambda game, r: game.turn_stub(r.seat),
    StubTaken: lambda game, r: game.take_from_stub(r.discarded, r.seat),
    WentOnKitty: lambda game, r: game.go_on_kitty(r.seat),
    WentOnTopCard: lambda game, r: game.go_on_top_card(r.seat),
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


def replay_json(record: dict) -> Game:
    """Replay a game from its JSON log object (``simulate --log``, docs/rules-log-schema.md).

    The decisions are read back from the object (robbing, bids, a raise, trumps,
    discards, the call, the leader chosen, the cards of each trick) and played again
    from its seed; refuses (:class:`IllegalAction`) an object that does not replay to
    itself.

    >>> from cardparty.rules import new_game
    >>> from cardparty.rules.export import game_record
    >>> from cardparty.rules.players import SensiblePlayer, play_out
    >>> game = play_out(new_game(4, "merrimack-valley", seed=5), [SensiblePlayer(s) for s in range(4)])
    >>> replay_json(game_record(game.log)).log == game.log
    True
    """
    from .export import game_record
    from .rulesets import get_ruleset

    if not isinstance(record, dict) or not isinstance(record.get("rounds"), list):
        raise IllegalAction(Reason(R.NOT_A_LOG))
    try:
        game = Game(record["players"], get_ruleset(record["ruleset"]), record["seed"], record["first_dealer"])
        for number, rnd in enumerate(record["rounds"]):
            if number:
                _check(game.round == rnd["round"], rnd["round"])
            _replay_round(game, rnd)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        if isinstance(error, IllegalAction):
            raise
        raise IllegalAction(Reason(R.NOT_A_LOG)) from None
    again = game_record(game.log, record.get("bots"))
    again["game"] = record.get("game")
    if {k: v for k, v in again.items() if k != "game"} != {k: v for k, v in record.items() if k != "game"}:
        raise IllegalAction(Reason(R.LOG_DIFFERS, {"index": len(game.log)}))
    return game


def _check(ok: bool, index: object) -> None:
    if not ok:
        raise IllegalAction(Reason(R.LOG_DIFFERS, {"index": index}))


def _replay_round(game: Game, rnd: dict) -> None:
    robbing = rnd.get("robbing")
    if robbing is not None:
        if robbing["robbed"]:
            game.rob(robbing["discarded"], robbing["seat"])
        else:
            game.decline_rob(robbing["seat"])
    replay_begging(game, rnd)
    for call in rnd.get("bids") or ():
        _spoken(game, BidMade(call["seat"], call["call"]))
    if game.phase == "trump" and rnd["bid"] != game.contract:
        game.raise_bid()
    if game.phase == "trump":
        replay_going_on(game, rnd)
        game.name_trump(rnd["trump"])
    while game.phase == "discard":
        game.discard(rnd["discards"][game.to_act])
    if game.phase == "call":
        game.call_partner(rnd["called"])
    replay_stub(game, rnd)
    tricks = rnd["tricks"]
    if game.phase == "lead" and tricks:
        game.choose_leader(tricks[0]["leader"])
    for trick in tricks:
        for card in trick["cards"]:
            game.play(card)
