"""Standings, prize groups and tie-breaks of a card party, as plain functions.

Nothing here imports Django.

>>> prize_groups({"A": 18, "B": 18, "C": 16, "D": 15, "E": 15})
[['A', 'B'], ['C'], ['D', 'E']]
>>> tie_method({"A": "split", "B": "cut"})
('cut', ['A', 'B'])
>>> cut_winners({"A": "7H", "B": "AS", "C": "AD"})
['B', 'C']
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

C = TypeVar("C", bound=Hashable)

TIE_CHOICES = ("split", "cut", "playoff")
CUT_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}


def _sorted(couples: Iterable[C]) -> list[C]:
    """Couples in a stable, readable order (numbers numerically)."""
    return sorted(couples, key=lambda c: (str(type(c)), c))


def prize_groups(wins: Mapping[C, int], places: int = 3) -> list[list[C]]:
    """Prize places by distinct win counts, highest first; tied couples share a place.

    Only couples with at least one win can take a prize.
    """
    counts = sorted({w for w in wins.values() if w > 0}, reverse=True)[:places]
    return [_sorted(c for c, w in wins.items() if w == count) for count in counts]


def booby_group(wins: Mapping[C, int]) -> list[C]:
    """The couples with the fewest wins."""
    if not wins:
        return []
    fewest = min(wins.values())
    return _sorted(c for c, w in wins.items() if w == fewest)


def tie_method(choices: Mapping[C, str]) -> tuple[str, list[C]]:
    """How a tie is settled from each couple's choice.

    Anyone wanting a play-off forces one (the others forfeit); a split must be
    unanimous; anything else is settled by cutting the deck.
    """
    unknown = {v for v in choices.values() if v not in TIE_CHOICES}
    if unknown:
        raise ValueError(f"unknown tie choice: {sorted(unknown)}")
    playoff = [c for c, v in choices.items() if v == "playoff"]
    if playoff:
        return "playoff", _sorted(playoff)
    everyone = _sorted(choices)
    if all(v == "split" for v in choices.values()):
        return "split", everyone
    return "cut", everyone


def cut_rank(card: str) -> int:
    """The rank of a cut card, ace low, suits equal: ``"10H"`` and ``"TH"`` give 10."""
    text = card.strip().upper()
    rank = text[:-1]
    if text[-1:] not in "CDHS" or not rank:
        raise ValueError(f"not a card: {card!r}")
    if rank in CUT_RANKS:
        return CUT_RANKS[rank]
    if rank.isdigit() and 2 <= int(rank) <= 10:
        return int(rank)
    raise ValueError(f"not a card: {card!r}")


def cut_winners(cuts: Mapping[C, str]) -> list[C]:
    """The couples that cut the lowest card; several means they cut again."""
    if not cuts:
        return []
    ranks = {c: cut_rank(card) for c, card in cuts.items()}
    lowest = min(ranks.values())
    return _sorted(c for c, r in ranks.items() if r == lowest)


def punches(
    seatings: Mapping[int, Mapping[int, tuple]],
    winners: Mapping[int, Mapping[int, C]],
    *,
    bye_earns_win: bool = True,
) -> dict[C, list[int]]:
    """Each seated couple's won games from the seating and winners of every game.

    ``seatings`` and ``winners`` are keyed by game number, then by table. A bye
    counts as a win unless the night says otherwise.
    """
    result: dict = {}
    for game in sorted(seatings):
        for table, pair in seatings[game].items():
            present = [c for c in pair if c is not None]
            for couple in present:
                result.setdefault(couple, [])
            if len(present) == 1:
                if bye_earns_win:
                    result[present[0]].append(game)
            elif table in winners.get(game, {}):
                result[winners[game][table]].append(game)
    return result
