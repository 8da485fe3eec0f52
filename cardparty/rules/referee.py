"""The referee: one state object for a complete game, turned trump or auction.

Each action has, in the style of pokerkit, ``verify_x`` (raises
:class:`~cardparty.rules.reasons.IllegalAction` carrying a readable ``reason``),
``can_x`` (True/False) and ``x`` (acts, returns the frozen record appended to ``log``):
``rob(discard)``, ``decline_rob()``, ``play(card)``; in auction games also
``bid(amount)``, ``hold()``, ``pass_bid()``, ``raise_bid()``, ``name_trump(suit)``,
``discard(cards)``, ``call_partner(card)``, ``choose_leader(seat)``; with the seed options
``beg(card)``, ``decline_beg()``, ``turn_stub()``, ``take_from_stub(card)``, ``go_on_kitty()``,
``go_on_top_card()`` (:mod:`cardparty.rules.options`).  Each takes an
optional ``seat`` that must be the seat to act.  ``legal_actions()`` lists what the
player to act may do and ``apply(action)`` does one; ``phase`` says what the game waits
for (:mod:`cardparty.rules.phases`) and ``waiting_for()`` says it in a sentence.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import reasons as R
from .auction.bidding import Bidding
from .auction.calling import Calling
from .auction.going_on import GoingOn
from .auction.kitty import Kitty
from .auction.rounds import AuctionRounds
from .auction.stub import Stub
from .auction.turns import Turns
from .auction.unseen import Unseen
from .begging import Begging
from .cards import RANK_OF, Card, new_deck, parse_card, parse_cards
from .checks import seat_number, whole_number
from .dealing import deal, trump_of
from .dispatch import Dispatch
from .following import Following, following_for, refusal
from .options import RoundOptions
from .phases import OVER, PLAY, ROB
from .playoff import Playoff
from .reasons import IllegalAction, Reason
from .records import (
    Dealt,
    GameStarted,
    GameWon,
    Played,
    Record,
    RoundScored,
    TrickTaken,
)
from .robbing import Robbing, accepts, rob_right
from .rulesets import DEFAULT, Ruleset, get_ruleset
from .scoring import bonus_card, end_of_round_winner, side_of_seats
from .seats import Seats
from .table import check_table, starting_scores
from .validation import check_ruleset


class Game(Robbing, Begging, Bidding, Kitty, Unseen, GoingOn, Calling, Stub, AuctionRounds, Turns, Dispatch, Seats,
           Playoff):
    """A game of Forty-Fives from the first deal to the winning side.

    Hidden information: ``hands``, ``kitty``, ``stock`` and ``discards`` hold every
    seat's secrets; a person's screen shows only :func:`~cardparty.rules.auction.view.seat_view`.
    """

    __slots__ = (
        "ruleset", "players", "seed", "log", "side_of", "sides", "_rng", "_deck",
        "phase", "round", "dealer", "hands", "turned", "trump", "robber", "rob_card",
        "leader", "to_act", "trick", "tricks", "scores", "round_points", "winner",
        "played", "_rules", "_bonus", "_legal", "_taken",
        # auction rounds
        "calls", "high", "high_seat", "passed", "spoken", "bidder", "contract", "raised", "bagged",
        "kitty", "unseen", "stock", "discards", "owed", "called", "partner", "round_side_of",
        "seated", "left_of", "in_play", "team_of",
        "extra",  # the seed options' state this round (options.RoundOptions)
    )  # fmt: skip

    def __init__(
        self,
        players: int = 4,
        ruleset: str | Ruleset = DEFAULT,
        seed: int | None = None,
        dealer: int = 0,
        *,
        deck: Sequence[str | Card] | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        rs = check_ruleset(get_ruleset(ruleset))
        check_table(players, rs)
        seat_number(dealer, players)
        self.ruleset, self.players = rs, players
        self.seed = random.SystemRandom().randrange(2**63) if seed is None else whole_number(seed)
        self._rng = random.Random(self.seed)
        self._deck = new_deck(rs.jokers)
        self.side_of: tuple[int, ...] = side_of_seats(players, rs)
        self.team_of = self.side_of  # the sides of the first game (a play-off changes side_of)
        self.sides = max(self.side_of) + 1
        self._seat_all()
        self.scores = [0] * self.sides if scores is None else starting_scores(scores, self.sides, rs)
        stacked = None if deck is None else tuple(parse_cards(deck))
        if stacked is not None and sorted(stacked) != sorted(self._deck):
            raise IllegalAction(Reason(R.BAD_DECK, {"ruleset": rs.name}))
        self.winner: int | None = None
        self.round, self.dealer = 0, dealer
        self.log: list[Record] = [
            GameStarted(players, rs, self.seed, dealer, stacked, None if scores is None else tuple(self.scores))
        ]
        self._deal(stacked)

    # --- queries ----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """Whether a side has won."""
        return self.phase is OVER

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order dealt."""
        return tuple(self.hands[seat_number(seat, self.players)])

    def legal_cards(self) -> list[Card]:
        """The cards the player to act may play (empty outside the play phase)."""
        if self.phase is not PLAY:
            return []
        if self._legal is None:
            trick, hand = self.trick, self.hands[self.to_act]
            legal = self._rules.legal(hand, trick[0] if trick else None)
            if self.called is not None and self.tricks < 2:
                legal = self._called_rule(legal, hand)
            self._legal = legal
        return self._legal

    @property
    def rules(self) -> Following:
        """The compiled following rules (and ``.order``) for this round's trump."""
        return self._rules

    # --- playing ----------------------------------------------------------------------
    def _checked_card(self, card: str | Card, seat: int | None) -> Card:
        if self.phase is not PLAY:
            raise IllegalAction(self.waiting_for())
        if seat is not None and seat_number(seat, self.players) != self.to_act:
            raise IllegalAction(Reason(R.NOT_YOUR_TURN, {"seat": self.to_act}))
        if type(card) is not Card:
            card = parse_card(card)
        if card not in self.legal_cards():
            trick = self.trick
            hand = self.hands[self.to_act]
            called = self._called_refusal(card, hand) if self.called is not None else None
            raise IllegalAction(called or refusal(self._rules, card, hand, trick[0] if trick else None))
        return card

    def verify_play(self, card: str | Card, seat: int | None = None) -> None:
        """Raise :class:`IllegalAction` (with the rule that refuses it) unless legal."""
        self._checked_card(card, seat)

    def can_play(self, card: str | Card, seat: int | None = None) -> bool:
        """Whether :meth:`play` would be accepted."""
        return accepts(self.verify_play, card, seat)

    def play(self, card: str | Card, seat: int | None = None) -> Played:
        """Play ``card`` for the seat to act; completes the trick, round, game as due."""
        legal = self._legal  # set only while playing, for the seat to act
        if (
            legal is None
            or type(card) is not Card
            or card not in legal
            or (seat is not None and (type(seat) is not int or seat != self.to_act))
        ):
            card = self._checked_card(card, seat)
        seat = self.to_act
        self.hands[seat].remove(card)
        record = Played(seat, card)
        self.log.append(record)
        self.trick.append(card)
        self.played.append(card)
        self._legal = None
        if len(self.trick) < self.in_play:
            self.to_act = self.left_of[seat]
        else:
            self._take_trick()
        return record

    # --- the referee's own steps ------------------------------------------------------
    def _deal(self, stacked: tuple[Card, ...] | None = None) -> None:
        self.round += 1
        self.trick, self.tricks, self._legal, self.played = [], 0, None, []
        self.round_points = [0] * self.sides
        self._taken = [0] * self.sides
        self.called = self.partner = self.bidder = self.contract = None
        self.round_side_of = self.side_of
        self.extra = RoundOptions()
        if self.ruleset.bids is not None:
            return self._deal_auction(stacked)
        pack, rng = (stacked, None) if stacked else (self._deck, self._rng)
        order = self.seats_from(self.left_of[self.dealer])
        hands, turned, joker = deal(pack, rng, self.players, self.dealer, self.ruleset, order)
        self.hands, self.turned, self.trump = hands, turned, trump_of(turned)
        self._rules = following_for(self.trump, self.ruleset)
        self.robber, self.rob_card = rob_right(hands, turned, joker, self.dealer, self.ruleset)
        honours = self.ruleset.turned_honours if RANK_OF[turned] in (1, 13) else 0
        if honours and self._honours_win(honours):
            self.robber = self.rob_card = None  # the game ends at the deal: nobody robs
        self.log.append(Dealt(self.round, self.dealer, tuple(map(tuple, hands)), turned,
                              self.trump, self.robber, self.rob_card))  # fmt: skip
        if honours and self._count_honours(honours):
            return None
        if self.robber is None:
            self._start_play()
        else:
            self.phase, self.to_act = ROB, self.robber

    def _honours_win(self, points: int) -> bool:
        """Whether the dealer's side reaches the target with a turned king or ace (Hoyle)."""
        rs = self.ruleset
        return rs.count_out and self.scores[self.side_of[self.dealer]] + points >= rs.target

    def _count_honours(self, points: int) -> bool:
        """Hoyle: a turned king or ace counts for the dealer's side; True if that wins."""
        side = self.side_of[self.dealer]
        wins = self._honours_win(points)
        self.round_points[side] += points
        if not self.ruleset.count_out:
            return False
        self.scores[side] += points
        if wins:
            self._score_round()
            self._win(side, "count-out")
        return wins

    def _start_play(self, leader: int | None = None) -> None:
        if self._beg_due():  # Irish: the king's holder may beg first
            return
        self.phase = PLAY
        self.leader = self.to_act = self.left_of[self.dealer] if leader is None else leader
        self._bonus = bonus_card(self.hands, self._rules.order, self.ruleset)

    def _take_trick(self) -> None:
        rs, trick = self.ruleset, self.trick
        index, players = self._rules.order.winner(trick), self.players
        winner = (self.leader + index) % players if self.in_play == players else self._seat_of_card(index)
        side = self.side_of[winner]
        bonus = self._bonus is not None and self._bonus in trick
        points = rs.trick_points + rs.bonus_points if bonus else rs.trick_points
        self.round_points[side] += points
        self._taken[side] += 1
        self.tricks += 1
        self.log.append(
            TrickTaken(self.round, self.tricks, self.leader, tuple(trick), winner, points, bonus)
        )
        if self.called is not None and self.partner is None:
            self._note_partner(trick, self.leader)
        self.trick = []
        self.leader = self.to_act = winner
        if rs.count_out:
            self.scores[side] += points
            if self.scores[side] >= rs.target:
                self._score_round()
                jink = rs.jink_wins and self._taken[side] == 5
                return self._win(side, "jink" if jink else "count-out")
        if self.tricks == 1:
            self._take_begged()
        if self.tricks == 5:
            self._end_round()

    def _score_round(self) -> None:
        self.log.append(RoundScored(self.round, tuple(self.round_points), tuple(self.scores)))

    def _end_round(self) -> None:
        rs = self.ruleset
        if rs.bids is not None:
            if self._score_auction():
                return None
            self.dealer = self.left_of[self.dealer]
            return self._deal()
        if not rs.count_out:
            self.scores = [s + p for s, p in zip(self.scores, self.round_points, strict=True)]
        self._score_round()
        if rs.jink_wins and 5 in self._taken:
            return self._win(self._taken.index(5), "jink")
        if not rs.count_out:
            side = end_of_round_winner(self.scores, rs.target)
            if side is not None:
                return self._win(side, "end-of-round")
        self.dealer = self.left_of[self.dealer]
        self._deal()

    def _win(self, side: int, how: str, with_sides: tuple[int, ...] = ()) -> None:
        if self._playoff_due():
            return self._start_playoff(side, how)
        self.winner, self.phase, self.to_act = side, OVER, None
        self._legal = None
        self.log.append(GameWon(side, tuple(self.scores), how, with_sides))


def new_game(
    players: int = 4,
    ruleset: str | Ruleset = DEFAULT,
    seed: int | None = None,
    dealer: int = 0,
    *,
    deck: Sequence[str | Card] | None = None,
    scores: Sequence[int] | None = None,
) -> Game:
    """Deal a new game and return its referee.

    ``deck`` stacks the first round's pack (top card first, see
    :func:`~cardparty.rules.dealing.stack_deck`); ``scores`` starts from given scores.

    >>> game = new_game(players=4, seed=7)
    >>> game.round, game.dealer, len(game.hand(0)), game.scores
    (1, 0, 5, [0, 0])
    >>> while not game.is_over:
    ...     _ = game.apply(game.legal_actions()[0])
    >>> game.winner in (0, 1), max(game.scores) >= 45
    (True, True)
    >>> game.log[-1]  # doctest: +ELLIPSIS
    GameWon(side=..., scores=(...), how='count-out', with_sides=())

    An auction game: the players bid, the bidder names trumps and everyone draws.

    >>> game = new_game(4, "merrimack-valley", seed=7)
    >>> game.phase, game.to_act, [str(a) for a in game.legal_actions()]
    ('bid', 1, ['bid 15', 'bid 20', 'bid 25', 'bid 30', 'pass'])
    >>> game.bid(20), game.pass_bid(), game.bid(25), game.pass_bid()
    (BidMade(seat=1, call=20), BidMade(seat=2, call='pass'), BidMade(seat=3, call=25), BidMade(seat=0, call='pass'))
    >>> game.phase, game.bidder, game.contract, game.can_name_trump("S")
    ('trump', 3, 25, True)
    >>> game.bid(30)
    Traceback (most recent call last):
      ...
    cardparty.rules.reasons.IllegalAction: Seat 3 won the bid and is to name trumps.
    >>> _ = game.name_trump("S")
    >>> game.phase, game.to_act, len(game.hand(3))  # the bidder holds the kitty too
    ('discard', 1, 8)
    """
    return Game(players, ruleset, seed, dealer, deck=deck, scores=scores)
