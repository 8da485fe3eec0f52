"""Table movement for a Cape Breton card party, as plain functions.

A seating maps a table number to ``(staying, arriving)``: the couple that stays
at the table and the couple that arrived there (it deals first). ``None`` marks
the empty side of the bye table. Nothing here imports Django.

>>> s = first_seating([1, 2, 3, 4, 5])
>>> s
{1: (1, 2), 2: (3, 4), 3: (5, None)}
>>> next_seating(s, {1: 2, 2: 3})
{1: (1, 5), 2: (4, 2), 3: (None, 3)}
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import TypeVar

C = TypeVar("C", bound=Hashable)
Seating = dict[int, tuple]


class MovementError(ValueError):
    """A seating or a list of winners that the rules of the room do not allow."""


def first_seating(couples: Sequence[C], *, seed: int | None = None) -> dict[int, tuple]:
    """Seat couples two to a table in the order given, or shuffled by ``seed``.

    With an odd number of couples the last table is the bye table.
    """
    order = list(couples)
    if len(set(order)) != len(order):
        raise MovementError("a couple is listed twice")
    if seed is not None:
        random.Random(seed).shuffle(order)
    seating: Seating = {}
    for index in range(0, len(order), 2):
        pair = order[index : index + 2]
        seating[index // 2 + 1] = (pair[0], pair[1] if len(pair) == 2 else None)
    return seating


def couples_at(seating: Mapping[int, tuple]) -> list:
    """Every seated couple, table by table."""
    return [c for pair in seating.values() for c in pair if c is not None]


def bye_tables(seating: Mapping[int, tuple]) -> list[int]:
    """Tables with a single couple."""
    return [t for t, pair in sorted(seating.items()) if (pair[0] is None) != (pair[1] is None)]


def next_seating(seating: Mapping[int, tuple], winners: Mapping[int, C]) -> dict[int, tuple]:
    """The next game's seating: winners move to the next table, losers stay.

    The winner at table t arrives at the next open table (the last table's
    winner at the first); a bye table's single couple moves on like a winner.
    """
    tables = sorted(seating)
    movers: dict[int, object] = {}
    stayers: dict[int, object] = {}
    for table in tables:
        present = [c for c in seating[table] if c is not None]
        if len(present) == 1:
            movers[table], stayers[table] = present[0], None
            continue
        if len(present) != 2:
            raise MovementError(f"table {table} has no couple")
        winner = winners.get(table)
        if winner not in present:
            raise MovementError(f"table {table} needs the winner of its two couples")
        movers[table] = winner
        stayers[table] = present[1] if winner == present[0] else present[0]
    return {
        table: (stayers[table], movers[tables[index - 1]]) for index, table in enumerate(tables)
    }


def seat_joining_couple(seating: Mapping[int, tuple], couple: C) -> dict[int, tuple]:
    """Seat a late couple: on the bye table's empty side, or at a new bye table."""
    if couple in couples_at(seating):
        raise MovementError("that couple is already seated")
    result = dict(seating)
    byes = bye_tables(seating)
    if byes:
        staying, arriving = result[byes[0]]
        result[byes[0]] = (couple, arriving) if staying is None else (staying, couple)
    else:
        result[max(seating, default=0) + 1] = (couple, None)
    return result


def unseat_withdrawn_couple(seating: Mapping[int, tuple], couple: C) -> dict[int, tuple]:
    """Remove a withdrawing couple; never leave more than one bye table.

    Its partner table becomes a bye table; if another bye table exists already,
    the two single couples meet at that table and the emptied one closes.
    """
    tables = [t for t, pair in seating.items() if couple in pair]
    if not tables:
        raise MovementError("that couple is not seated")
    table = tables[0]
    result = dict(seating)
    other = next((c for c in result[table] if c not in (couple, None)), None)
    result[table] = (None, other) if result[table][0] == couple else (other, None)
    if other is None:
        del result[table]
        return result
    earlier = [t for t in bye_tables(result) if t != table]
    if earlier:
        host = earlier[0]
        staying, arriving = result[host]
        result[host] = (other, arriving) if staying is None else (staying, other)
        del result[table]
    return result


def validate_seating(seating: Mapping[int, tuple], couples: Iterable | None = None) -> None:
    """Raise MovementError unless each couple has one seat and at most one bye exists."""
    seated = couples_at(seating)
    if len(seated) != len(set(seated)):
        raise MovementError("a couple has two seats")
    if any(pair == (None, None) for pair in seating.values()):
        raise MovementError("an empty table is open")
    if len(bye_tables(seating)) > 1:
        raise MovementError("more than one bye table")
    if couples is not None and set(couples) != set(seated):
        raise MovementError("the seated couples are not the couples playing")
