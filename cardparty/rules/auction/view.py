"""What one seat may see: hidden information stays hidden.

A person's screen (or a phone per seat) shows :func:`seat_view` and :func:`visible_log`,
never the ``Game`` itself: another seat's hand, the kitty before the bidder takes it
(and after, except to the bidder), the cards anyone discards, draws or robs away are
hidden; their counts are not.  In auction games the bonus is told once the round is
scored, not when its trick is taken.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import Card
from ..option_records import hide_option, record_seat
from ..reasons import Reason
from ..records import Action, Dealt, Record, Robbed, TrickTaken
from .records import AuctionDealt, AuctionScored, BidMade, Discarded, KittyTaken, Served
from .unseen import PickedUp


@dataclass(frozen=True, slots=True)
class Concealed:
    """Seat ``seat`` took or laid down ``count`` cards face down: ``what`` is "kitty",
    "discard", "draw" or "pickup" (the cards dealt to it face down, picked up)."""

    seat: int
    what: str
    count: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """The game as ``seat`` sees it now."""

    seat: int
    phase: str
    to_act: int | None
    waiting_for: Reason
    round: int
    dealer: int
    hand: tuple[Card, ...]
    kitty_size: int  # cards still in the kitty (0 once taken)
    calls: tuple[BidMade, ...]  # this round's bidding, in the order spoken
    bidder: int | None
    contract: int | None
    trump: str | None
    called: Card | None
    partner: int | None  # known once the called card is played
    discarded: tuple[Card, ...]  # this seat's own discards this round
    hand_sizes: tuple[int, ...]  # by seat
    leader: int | None
    trick: tuple[Card, ...]
    scores: tuple[int, ...]
    side_of: tuple[int, ...]
    round_side_of: tuple[int, ...]
    legal: tuple[Action, ...]  # empty unless this seat is to act


def seat_view(game, seat: int) -> SeatView:  # noqa: ANN001
    """The view of ``seat`` (its hand, the public state, its legal actions if it is to act).

    >>> from cardparty.rules import new_game
    >>> game = new_game(4, "nova-scotia-auction", seed=2)
    >>> view = seat_view(game, 2)
    >>> view.phase, view.to_act, len(view.hand), view.kitty_size, view.legal
    ('bid', 1, 5, 4, ())
    >>> [str(a) for a in seat_view(game, 1).legal]
    ['bid 20', 'bid 25', 'bid 30', 'pass']
    """
    hand = game.hand(seat)
    auction = game.ruleset.is_auction
    return SeatView(
        seat=seat, phase=game.phase, to_act=game.to_act, waiting_for=game.waiting_for(), round=game.round,
        dealer=game.dealer, hand=hand, kitty_size=len(game.kitty) if auction else 0,
        calls=tuple(game.calls) if auction else (), bidder=game.bidder, contract=game.contract,
        trump=game.trump, called=game.called, partner=game.partner,
        discarded=tuple(game.discards[seat]) if auction else (),
        hand_sizes=tuple(len(h) for h in game.hands), leader=game.leader if game.phase == "play" else None,
        trick=tuple(game.trick), scores=tuple(game.scores), side_of=game.side_of, round_side_of=game.round_side_of,
        legal=tuple(game.legal_actions()) if game.to_act == seat else (),
    )  # fmt: skip


def visible_record(record: Record, seat: int) -> Record | Concealed:
    """``record`` as ``seat`` may see it."""
    if isinstance(record, AuctionDealt | Dealt):
        hands = tuple(h if s == seat else () for s, h in enumerate(record.hands))
        if isinstance(record, AuctionDealt):
            return replace(record, hands=hands, kitty=())
        return replace(record, hands=hands)
    if isinstance(record, KittyTaken | Discarded | Served) and record.seat != seat:
        what = {KittyTaken: "kitty", Discarded: "discard", Served: "draw", PickedUp: "pickup"}[type(record)]
        return Concealed(record.seat, what, len(record.cards))
    if isinstance(record, Robbed) and record.seat != seat:
        return replace(record, discarded=None)
    if record_seat(record) not in (None, seat):  # a seed option's card laid down face down
        return hide_option(record)
    return record


def visible_log(game, seat: int) -> list[Record | Concealed]:  # noqa: ANN001
    """The game's log as ``seat`` may see it.

    In an auction game the bonus is told when the round is scored: until then a trick
    shows ``points`` and ``bonus`` as None (the bonus would tell who still holds a
    better trump).
    """
    scored = {r.round for r in game.log if isinstance(r, AuctionScored)}
    auction = game.ruleset.is_auction
    seen = []
    for record in game.log:
        if auction and isinstance(record, TrickTaken) and record.round not in scored:
            record = replace(record, points=None, bonus=None)
        seen.append(visible_record(record, seat))
    return seen
