"""Computer players: a random one and a sensible one.

A player is any object with ``choose(game) -> Action`` for the seat to act.  The
sensible player looks only at what a person at the table could know: its own hand,
the turned card, and the cards played so far this round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .auction.bots import choose as auction_choice
from .cards import Card
from .order import top_trump_cards
from .phases import DISCARD, OVER, PLAY, ROB
from .records import DECLINE_ROB, PLAY_ACTIONS, ROB_ACTIONS, Action
from .referee import Game
from .rulesets import TOP_TRUMPS


class RandomPlayer:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        """A random legal action (a bid, a suit, a call, a card ...); a discard is a random
        number of cards within the limits, chosen at random."""
        if game.phase is PLAY:
            return PLAY_ACTIONS[self.rng.choice(game.legal_cards())]
        if game.phase is DISCARD:
            least, most = game.discard_limits()
            hand = game.hands[game.to_act]
            return Action("discard", cards=tuple(self.rng.sample(hand, self.rng.randint(least, most))))
        return self.rng.choice(game.legal_actions())


class SensiblePlayer:
    """Plays as a careful beginner would.

    - Bids, names trumps, discards and calls as :mod:`cardparty.rules.auction.bots` says.
    - Robs whenever it may, discarding its weakest card.
    - Leads its best trump when no unseen trump can beat it, else a king, else low.
    - When its partner is winning the trick, plays its lowest card (never overtakes
      on purpose).
    - Otherwise wins as cheaply as it can; it keeps its top trumps (those above the
      ace of trumps) for a trick with a trump in it, or for the last tricks, rather than
      spending them on a trick of plain cards.
    - When it cannot win, throws its lowest card.
    """

    name = "sensible"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        """The sensible action for the seat to act."""
        if game.phase is not PLAY and game.phase is not ROB:
            return auction_choice(game)
        order = game.rules.order
        power = order.power
        if game.phase is ROB:
            if game.rob_card is None:
                return DECLINE_ROB
            hand = game.hands[game.to_act]
            worst = min(hand, key=lambda c: power[c] + (200 if order.is_trump[c] else 0))
            return ROB_ACTIONS[worst]
        legal = game.legal_cards()
        if len(legal) == 1:
            return PLAY_ACTIONS[legal[0]]
        if not game.trick:
            return PLAY_ACTIONS[self._lead(game, legal)]
        return PLAY_ACTIONS[self._follow(game, legal)]

    def _lead(self, game: Game, legal: Sequence[Card]) -> Card:
        order = game.rules.order
        power, is_trump = order.power, order.is_trump
        mine = [c for c in legal if is_trump[c]]
        if mine:
            best = max(mine, key=power.__getitem__)
            gone = set(game.played)
            unseen = [c for c in order.trumps if c not in gone and c not in legal]
            if all(power[c] < power[best] for c in unseen):
                return best
        plain = [c for c in legal if not is_trump[c]]
        if plain:
            kings = [c for c in plain if order.is_plain_king(c)]
            if kings:
                return kings[0]
            return min(plain, key=power.__getitem__)
        return min(legal, key=power.__getitem__)

    def _follow(self, game: Game, legal: Sequence[Card]) -> Card:
        order = game.rules.order
        power = order.power
        trick = game.trick
        keys = order.keys[order.led_class[trick[0]]]
        win = order.winner(trick)
        win_seat = game.trick_seats()[win]
        lowest = min(legal, key=power.__getitem__)
        me = game.to_act
        sides = game.round_side_of
        if win_seat != me and sides[win_seat] == sides[me]:
            return lowest
        top = keys[trick[win]]
        winners = [c for c in legal if keys[c] > top]
        if not winners:
            return lowest
        cheapest = min(winners, key=power.__getitem__)
        if cheapest in top_trump_cards(order, TOP_TRUMPS) and cheapest != lowest:
            trumped = any(order.is_trump[c] for c in trick)
            late = game.tricks >= 3
            if not trumped and not late:
                return lowest
        return cheapest


from .strong import StrongPlayer  # noqa: E402  (it plays its samples out with SensiblePlayer)

#: The computer players by name; the levels offered to people are beginner (random),
#: sensible and strong.
PLAYERS = {"random": RandomPlayer, "beginner": RandomPlayer, "sensible": SensiblePlayer, "strong": StrongPlayer}


def play_out(game: Game, seats: Sequence[RandomPlayer | SensiblePlayer | StrongPlayer], max_rounds: int | None = None) -> Game:
    """Let ``seats`` (a player per seat) play ``game`` to its end (or past ``max_rounds``)."""
    if max_rounds is None:
        while game.phase != OVER:
            game.apply(seats[game.to_act].choose(game))
        return game
    while game.phase != OVER and game.round <= max_rounds:
        game.apply(seats[game.to_act].choose(game))
    return game
