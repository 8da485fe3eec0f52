"""What the seed options' records tell a seat, for :mod:`cardparty.rules.knowledge`.

Face-up cards are seen by everyone and leave the unseen pool: the stub's turned cards (out
of play), the top card a bidder went on, a flipped fifth card and a begged turned card.
Those a seat took into its hand are known to be there until played (``must_hold``), and the
cards a seat laid down face down itself are out of play for it.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .option_records import Begged, BegTaken, Flipped, StubTaken, StubTurned, WentOnKitty, WentOnTopCard


def note_option(record: object, me: int, known: set[Card], must: list[set[Card]]) -> None:
    """Add what a seed option's ``record`` shows to ``known`` and ``must`` (by seat)."""
    if isinstance(record, StubTurned):
        known.update(record.cards)
        return
    if isinstance(record, Begged | StubTaken | WentOnKitty | WentOnTopCard) and record.seat == me:
        laid = record.laid if isinstance(record, Begged) else record.discarded
        known.update(laid if isinstance(laid, tuple) else () if laid is None else (laid,))
    held = None
    if isinstance(record, StubTaken):
        held = record.taken
    elif isinstance(record, WentOnTopCard | Flipped | BegTaken):
        held = record.card
    if held is not None:
        known.add(held)
        if record.seat != me:  # type: ignore[attr-defined]
            must[record.seat].add(held)  # type: ignore[attr-defined]


def beggar_of(records: Iterable[object]) -> int | None:
    """The seat that begged this round and has not yet taken the turned card (None: nobody)."""
    beggar = None
    for record in records:
        if isinstance(record, Begged):
            beggar = record.seat
        elif isinstance(record, BegTaken):
            beggar = None
    return beggar
