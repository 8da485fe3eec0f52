"""Deal the unseen cards consistently with a seat's :class:`~cardparty.rules.knowledge.Knowledge`,
and build a playable world (a fresh ``Game`` in the same round) from the deal.

A world is made from the knowledge and the sampled hands only: the real game is never read.
"""

from __future__ import annotations

import copy
import random

from .cards import Card
from .following import following_for
from .knowledge import Knowledge
from .options import RoundOptions
from .phases import PLAY
from .referee import Game
from .scoring import bonus_card

TRIES = 20  # deals drawn before the void constraints are relaxed


class _Unshuffled(random.Random):
    """A world's generator: a play-out stops at the round's end, so the next deal need not be shuffled."""

    def shuffle(self, x) -> None:  # noqa: ANN001
        return None


def world_template(know: Knowledge) -> Game:
    """A fresh game at the knowledge's table and rules, copied for each play-out (dealt once)."""
    world = Game(know.players, know.ruleset, seed=0, dealer=know.view.dealer)
    world._rng = _Unshuffled(0)  # noqa: SLF001
    return world


def sample_hands(know: Knowledge, rng: random.Random) -> list[list[Card]]:
    """A hand for every seat: this seat's own, the others' drawn from the unseen cards.

    Each other seat gets its known cards (a robbed turned card) and as many more as it holds,
    only among cards it may hold (:attr:`Knowledge.may_hold`); the most constrained seats are
    dealt first. If no deal fits after a few tries, the constraints are dropped (never wrong,
    only less sharp).
    """
    me, sizes = know.seat, know.view.hand_sizes
    others = [s for s in range(know.players) if s != me and sizes[s]]
    others.sort(key=lambda s: len(know.may_hold[s]))
    for attempt in range(TRIES + 1):
        pool = list(know.unseen)
        rng.shuffle(pool)
        hands: list[list[Card]] = [[] for _ in range(know.players)]
        hands[me] = list(know.view.hand)
        taken: set[Card] = set()
        ok = True
        for seat in others:
            hand = [c for c in know.must_hold[seat]]
            allowed = know.may_hold[seat] if attempt < TRIES else None
            for card in pool:
                if len(hand) >= sizes[seat]:
                    break
                if card not in taken and (allowed is None or card in allowed):
                    hand.append(card)
                    taken.add(card)
            if len(hand) < sizes[seat]:
                ok = False
                break
            hands[seat] = hand
        if ok:
            return hands
    raise ValueError("no deal fits what the seat has seen")


def build_world(know: Knowledge, hands: list[list[Card]], template: Game | None = None) -> Game:
    """A game in the knowledge's play phase, with ``hands`` in the seats' hands (a copy of
    ``template``, from :func:`world_template`, when given)."""
    view, rs = know.view, know.ruleset
    world = copy.copy(template or world_template(know))
    world.log = []
    if view.side_of != world.side_of:  # a play-off: the first game's losers have left the table
        world.side_of, world.sides, world.seated = view.side_of, len(view.scores), list(know.seated)
        world._link()  # noqa: SLF001
    world.team_of = ()  # a world ends at its first win: it deals no play-off
    rules = following_for(view.trump, rs)
    played = [card for _, card in know.plays]
    world.scores = list(view.scores)
    world.round, world.phase = view.round, PLAY
    world.hands = [list(h) for h in hands]
    world.trump, world.trick, world.played = view.trump, list(view.trick), played
    world.tricks, world.leader, world.to_act = len(know.tricks), view.leader, view.to_act
    world._rules, world._legal = rules, None  # noqa: SLF001
    bonus = bonus_card(world.hands + [played], rules.order, rs)
    world._bonus = bonus  # noqa: SLF001
    points, taken = [0] * world.sides, [0] * world.sides
    for _, cards, winner in know.tricks:
        side = world.side_of[winner]
        points[side] += rs.trick_points + (rs.bonus_points if bonus is not None and bonus in cards else 0)
        taken[side] += 1
    world.round_points, world._taken = points, taken  # noqa: SLF001
    world.bidder, world.contract, world.called, world.partner = view.bidder, view.contract, view.called, view.partner
    world.round_side_of = view.round_side_of
    world.extra = RoundOptions(beg_done=True, stub_done=True, beggar=know.beggar)  # its own, never the template's
    world.turned = know.turned
    if rs.is_auction:
        world.kitty, world.stock = [], []
        world.discards = [()] * know.players
        world.owed, world.seated = [0] * know.players, list(know.seated)
        world._link()  # noqa: SLF001
    return world
