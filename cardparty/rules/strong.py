"""The strong computer player: determinized Monte Carlo over what its seat knows.

For a card to play, it deals the unseen cards many times consistently with its
:class:`~cardparty.rules.knowledge.Knowledge` (:mod:`cardparty.rules.sampling`), plays each
deal out to the end of the round with sensible players from every legal card, and plays the
card with the best average: its side's score gained less the others' (and a large weight on
winning or losing the game when the round ends it). Every card is tried on the same deals.

A decision takes a fixed budget of play-outs, not of time, and the player's own seeded
random generator, so a game repeats for a seed. Bidding, trumps, discards, the call, the
lead and robbing are the sensible player's choices.

Structurally it sees only what its seat may see: :meth:`StrongPlayer.choose` builds the
knowledge from ``seat_view``/``visible_log`` and :func:`decide` takes only that knowledge; its
other choices are given a :class:`~cardparty.rules.seat_game.SeatGame`, not the game.
"""

from __future__ import annotations

import random

from .knowledge import Knowledge, knowledge_of
from .phases import PLAY
from .records import PLAY_ACTIONS, Action
from .sampling import build_world, sample_hands, world_template
from .seat_game import SeatGame

#: Play-outs a decision takes (shared among the legal cards); chosen so a move comes within
#: 0.3 s on a small laptop (``bench/strength.py`` reports the times).
BUDGET = 200
WIN_WEIGHT = 100.0  # a game won or lost counts as this many points


def decide(know: Knowledge, rng: random.Random, budget: int = BUDGET) -> Action:
    """The card to play for ``know.seat``, from its knowledge alone."""
    legal = [a.card for a in know.view.legal]
    if len(legal) == 1:
        return PLAY_ACTIONS[legal[0]]
    deals = max(2, budget // len(legal))
    totals = [0.0] * len(legal)
    from .players import SensiblePlayer  # players.py registers this module: imported here, not above

    sensible, template = SensiblePlayer(0), world_template(know)
    for _ in range(deals):
        hands = sample_hands(know, rng)
        for index, card in enumerate(legal):
            totals[index] += _play_out(build_world(know, hands, template), know.seat, card, sensible)
    best = max(range(len(legal)), key=totals.__getitem__)
    return PLAY_ACTIONS[legal[best]]


def _play_out(world, seat: int, card, sensible) -> float:  # noqa: ANN001
    """The value for ``seat``'s side of playing ``card`` in ``world``, then sensible play to the round's end."""
    before, me = list(world.scores), world.side_of[seat]
    world.play(card)
    round_ = world.round
    while world.phase is PLAY and world.round == round_:
        world.apply(sensible.choose(world))
    gained = [after - was for after, was in zip(world.scores, before, strict=True)]
    others = [g for side, g in enumerate(gained) if side != me]
    value = gained[me] - sum(others) / max(len(others), 1)
    if world.winner is not None:
        mine = world.winner == me or me in world.log[-1].with_sides
        value += WIN_WEIGHT if mine else -WIN_WEIGHT
    return value


class StrongPlayer:
    """Samples the unseen cards and plays each deal out (see the module's docstring)."""

    name = "strong"

    def __init__(self, seed: int | None = None, budget: int = BUDGET) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        from .players import SensiblePlayer

        self.sensible = SensiblePlayer(seed)

    def choose(self, game) -> Action:  # noqa: ANN001  (read only through the seat's views)
        """The action for the seat to act: card play by sampling, the rest as the sensible player
        (given only what the seat may read: :class:`~cardparty.rules.seat_game.SeatGame`)."""
        if game.phase is not PLAY:
            return self.sensible.choose(SeatGame(game, game.to_act))
        return decide(knowledge_of(game, game.to_act), self.rng, self.budget)
