"""Frozen records of the seed options (docs/auction-rulings.md "Seed options", docs/seed-games.md).

Player records (they replay a game): :class:`Begged`, :class:`BegDeclined`,
:class:`StubTurned`, :class:`StubTaken`, :class:`WentOnKitty`, :class:`WentOnTopCard`.
Referee records: :class:`BegTaken`, :class:`Flipped`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card

Hand = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Begged:
    """Irish begging with the king: ``seat`` laid ``laid`` aside face down for the turned card."""

    seat: int
    laid: Card | None  # None in another seat's view: the card is face down


@dataclass(frozen=True, slots=True)
class BegDeclined:
    """The king of trumps' holder chose not to beg."""

    seat: int


@dataclass(frozen=True, slots=True)
class BegTaken:
    """After the first trick the beggar took ``card``, the turned card, into its hand."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class StubTurned:
    """110: the ace of trumps' holder turned ``cards`` of the stub face up, one at a time;
    ``found`` is the last of them when a trump was turned (None: the stub held none)."""

    seat: int
    cards: Hand
    found: Card | None


@dataclass(frozen=True, slots=True)
class StubTaken:
    """The ace's holder gave up ``discarded`` (face down) for the turned trump ``taken``;
    both None: it did not turn the stub, or kept its hand."""

    seat: int
    discarded: Card | None
    taken: Card | None


@dataclass(frozen=True, slots=True)
class WentOnKitty:
    """Cape Breton County: the bidder discarded its hand face down to name trumps from the kitty."""

    seat: int
    discarded: Hand


@dataclass(frozen=True, slots=True)
class WentOnTopCard:
    """The bidder discarded the kitty face down and was dealt the stock's top card face up."""

    seat: int
    discarded: Hand
    card: Card


@dataclass(frozen=True, slots=True)
class Flipped:
    """Four and a flip: ``seat`` kept no card, and its fifth card, ``card``, was served face up."""

    seat: int
    card: Card


OptionRecord = Begged | BegDeclined | BegTaken | StubTurned | StubTaken | WentOnKitty | WentOnTopCard | Flipped


def record_seat(record: object) -> int | None:
    """The seat of a seed option's record that lays cards down face down (else None)."""
    return record.seat if isinstance(record, Begged | StubTaken | WentOnKitty | WentOnTopCard) else None


def hide_option(record: Begged | StubTaken | WentOnKitty | WentOnTopCard) -> object:
    """The record as another seat sees it: the cards laid down face down are not shown.

    The turned card begged, the stub's turned cards, the trump taken from the stub, the top
    card and a flipped card are face up: everyone sees them.
    """
    if isinstance(record, Begged):
        return replace(record, laid=None)
    if isinstance(record, StubTaken):
        return replace(record, discarded=None)
    return replace(record, discarded=())
