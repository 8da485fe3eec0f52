"""What one seat knows, as a frozen object built only from ``seat_view`` and ``visible_log``.

The strong computer player (:mod:`cardparty.rules.strong`) decides from a :class:`Knowledge`
and nothing else, so it cannot read another seat's hand, the kitty or the stock: the only
function here that touches a ``Game`` is :func:`knowledge_of`, and it reads the game through
the two public views a person's screen shows.

Beside the seat's view it holds this round's plays, the cards the seat has not seen (the
``unseen`` pool: other hands, the stock, the kitty and other seats' discards), which of
them each other seat may still hold (a failure to follow rules some out), and the cards a
seat must hold (the turned card a robber took and has not played).
"""

from __future__ import annotations

from dataclasses import dataclass

from .auction.records import AuctionDealt, KittyTaken
from .auction.view import SeatView, seat_view, visible_log
from .cards import Card, new_deck
from .following import following_for
from .option_knowledge import beggar_of, note_option
from .records import Dealt, GameStarted, Played, Robbed, TrickTaken
from .rulesets import Ruleset


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Everything ``view.seat`` may know now."""

    view: SeatView
    players: int
    ruleset: Ruleset
    plays: tuple[tuple[int, Card], ...]  # this round's cards played, in order, by seat
    tricks: tuple[tuple[int, tuple[Card, ...], int], ...]  # this round's tricks: leader, cards, winner
    unseen: tuple[Card, ...]  # cards this seat has not seen (in deck order)
    may_hold: tuple[frozenset[Card], ...]  # by seat: unseen cards it may still hold
    must_hold: tuple[frozenset[Card], ...]  # by seat: cards it is known to hold
    seated: tuple[bool, ...]  # by seat: still dealt cards (not put out)
    turned: Card | None = None  # the card turned for trumps (turned-trump rounds)
    beggar: int | None = None  # Irish begging: the seat to take the turned card after the first trick

    @property
    def seat(self) -> int:
        return self.view.seat


def knowledge_of(game, seat: int) -> Knowledge:  # noqa: ANN001  (read only through the views)
    """What ``seat`` knows of ``game``: built from :func:`seat_view` and :func:`visible_log` only."""
    return knowledge_from(seat_view(game, seat), visible_log(game, seat))


def knowledge_from(view: SeatView, log: list) -> Knowledge:
    """:class:`Knowledge` from a seat's view and its visible log."""
    start = next(r for r in log if isinstance(r, GameStarted))
    rs, players, me = start.ruleset, start.players, view.seat
    since = max(i for i, r in enumerate(log) if isinstance(r, Dealt | AuctionDealt))
    dealt = log[since]
    plays: list[tuple[int, Card]] = []
    leads: list[Card | None] = []  # the card led to the trick each play went to
    tricks: list[tuple[int, tuple[Card, ...], int]] = []
    known: set[Card] = set()  # cards out of the unseen pool for this seat
    must: list[set[Card]] = [set() for _ in range(players)]
    trick_start = 0
    for record in log[since + 1:]:
        if isinstance(record, Played):
            leads.append(plays[trick_start][1] if len(plays) > trick_start else None)
            plays.append((record.seat, record.card))
            for held in must:
                held.discard(record.card)
        elif isinstance(record, TrickTaken):
            tricks.append((record.leader, record.cards, record.winner))
            trick_start = len(plays)
        elif isinstance(record, Robbed):
            known.add(record.taken)
            if record.seat != me:
                must[record.seat].add(record.taken)
            elif record.discarded is not None:
                known.add(record.discarded)
        elif isinstance(record, KittyTaken) and record.seat == me:
            known.update(record.cards)
        else:
            note_option(record, me, known, must)
    if isinstance(dealt, Dealt):
        known.add(dealt.turned)  # on the table, or in the robber's hand (must_hold)
    known.update(view.hand)
    known.update(view.discarded)
    known.update(card for _, card in plays)
    unseen = tuple(c for c in new_deck(rs.jokers) if c not in known)
    in_play = [size > 0 for size in view.hand_sizes]
    for s, _ in plays:
        in_play[s] = True
    may = [frozenset() if s == me else _may_hold(s, unseen, plays, leads, view, rs) for s in range(players)]
    return Knowledge(
        view=view, players=players, ruleset=rs, plays=tuple(plays), tricks=tuple(tricks), unseen=unseen,
        may_hold=tuple(may), must_hold=tuple(frozenset(m) for m in must), seated=tuple(in_play),
        turned=dealt.turned if isinstance(dealt, Dealt) else None, beggar=beggar_of(log[since + 1:]),
    )  # fmt: skip


def _may_hold(seat, unseen, plays, leads, view: SeatView, rs: Ruleset) -> frozenset[Card]:  # noqa: ANN001
    """The unseen cards ``seat`` may hold: none that would have made one of its plays illegal."""
    if view.trump is None or not view.hand_sizes[seat]:
        return frozenset(unseen) if view.hand_sizes[seat] else frozenset()
    rules = following_for(view.trump, rs)
    mine = [(card, led) for (s, card), led in zip(plays, leads, strict=True) if s == seat and led is not None]
    return frozenset(x for x in unseen if all(card in rules.legal([card, x], led) for card, led in mine))
