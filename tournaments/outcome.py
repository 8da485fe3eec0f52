"""Who won each prize, the booby prize and the cookie jar, and how, as plain values.

From the prize groups (``tournaments.standings``), the settled tie-breaks and the night's
prize amounts, each prize says who won it (couple numbers and names), how (won outright,
split N ways with each share, cut with the cards each couple drew, play-off), its amount as
the organiser typed it, and whether it is still to settle. Nothing here imports Django: the
pages give the words.

>>> tie = Tie("prize", 1, method="cut", cuts=({"3": "9S", "4": "4H"},), entries=((3, False), (4, True)), resolved=True)
>>> won = night_outcome(groups=[[3, 4]], wins={3: 5, 4: 5}, names={}, amounts=["$60"], ties=[tie])
>>> won.prizes[0].how, [c.number for c in won.prizes[0].winners], won.prizes[0].deciding_cut[0].card
('cut', [4], '4H')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from cardparty.rules.cards import SUIT_SYMBOLS as SYMBOL

from .money import split_share
from .standings import cut_winners

# How a prize went.
OUTRIGHT = "outright"  # one couple had the count alone
SPLIT = "split"
CUT = "cut"
PLAYOFF = "playoff"
FORFEIT = "forfeit"  # the only couple that wanted a play-off takes it: the others declined
UNSETTLED = "unsettled"  # tied, and the tie-break is not over (or not begun)
SEALED = "sealed"  # the cookie jar's draw is not revealed yet
NO_WINNER = "no-winner"  # no couple won every drawn game: the jar carries over

@dataclass(frozen=True)
class Tie:
    """A tie-break as the database keeps it: ``entries`` are (couple number, won) pairs; ``cuts`` the
    rounds of a cut, each ``{"couple number": "card"}``."""

    kind: str
    place: int
    method: str = ""
    cuts: tuple[Mapping[str, str], ...] = ()
    playoff_winner: int | None = None
    playoff_points: tuple[int, ...] = ()
    entries: tuple[tuple[int, bool], ...] = ()
    resolved: bool = False
    seed: int | None = None


@dataclass(frozen=True)
class Jar:
    """The cookie jar as it stands: the pot (an amount as text), revealed or not, who won every drawn game."""

    enabled: bool = False
    revealed: bool = False
    winners: tuple[int, ...] = ()
    pot: str = ""


@dataclass(frozen=True)
class Cut:
    """One card a couple cut: its code ("4H"), rank ("4"), suit symbol, colour, and whether it was the lowest."""

    couple: int
    card: str
    rank: str
    symbol: str
    red: bool
    lowest: bool


@dataclass(frozen=True)
class Contender:
    """A couple that contested a prize, whether it took it, and its share of a split amount."""

    number: int
    names: str
    won: bool
    share: Decimal | None = None


@dataclass(frozen=True)
class Prize:
    """One prize (a place, the booby prize or the cookie jar) and how it went."""

    kind: str
    place: int
    amount: str
    wins: int | None
    couples: tuple[Contender, ...]
    how: str
    rounds: tuple[tuple[Cut, ...], ...] = ()
    playoff_points: tuple[int, ...] = ()
    seed: int | None = None

    @property
    def winners(self) -> tuple[Contender, ...]:
        """The couples that took the prize (all of them for a split)."""
        return tuple(c for c in self.couples if c.won)

    @property
    def losers(self) -> tuple[Contender, ...]:
        """The tied couples that did not take it."""
        return tuple(c for c in self.couples if not c.won)

    @property
    def settled(self) -> bool:
        """Whether the prize has its winners (a jar with no winner is settled too: it carries over)."""
        return self.how not in (UNSETTLED, SEALED)

    @property
    def ways(self) -> int:
        """How many couples share it."""
        return len(self.winners)

    @property
    def deciding_cut(self) -> tuple[Cut, ...]:
        """The last round of a cut, the winner's card first: "4♥ against 9♠"."""
        if not self.rounds:
            return ()
        return tuple(sorted(self.rounds[-1], key=lambda c: (not c.lowest, c.couple)))

    @property
    def winner_card(self) -> Cut | None:
        """The card that won the cut."""
        return (self.deciding_cut or (None,))[0]

    @property
    def beaten_cards(self) -> tuple[Cut, ...]:
        """The other cards of the deciding cut."""
        return self.deciding_cut[1:]

    def card_of(self, number: int) -> Cut | None:
        """The last card this couple cut (a couple out in an earlier round cut no more)."""
        return next((c for r in reversed(self.rounds) for c in r if c.couple == number), None)

    def of(self, number: int) -> Contender | None:
        """This couple's line in the prize, if it contested it."""
        return next((c for c in self.couples if c.number == number), None)


@dataclass(frozen=True)
class Outcome:
    """Every prize of the night: the places, then the booby prize and the cookie jar (when the night has them)."""

    prizes: tuple[Prize, ...]
    booby: Prize | None = None
    jar: Prize | None = None

    @property
    def all(self) -> tuple[Prize, ...]:
        """The prizes as a prize sheet reads them."""
        return self.prizes + tuple(p for p in (self.booby, self.jar) if p is not None)

    @property
    def settled(self) -> bool:
        """Whether every prize has its winners."""
        return all(p.settled for p in self.all)


def cut_round(cuts: Mapping[str, str]) -> tuple[Cut, ...]:
    """One round of a cut, by couple number, the lowest cards marked."""
    lowest = {str(c) for c in cut_winners(dict(cuts))}
    out = []
    for couple, card in sorted(cuts.items(), key=lambda kv: int(kv[0])):
        code = str(card).strip().upper()
        suit = code[-1:]
        out.append(Cut(int(couple), code, code[:-1], SYMBOL.get(suit, suit), suit in "DH", str(couple) in lowest))
    return tuple(out)


def _how(tie: Tie | None, couples: Sequence[int]) -> str:
    if len(couples) == 1:
        return OUTRIGHT
    if tie is None or not tie.resolved:
        return UNSETTLED
    if tie.method == PLAYOFF and tie.playoff_winner is None:
        return FORFEIT
    return tie.method if tie.method in (SPLIT, CUT, PLAYOFF) else UNSETTLED


def prize_outcome(kind: str, place: int, couples: Sequence[int], *, tie: Tie | None = None, amount: object = "",
                  wins: int | None = None, names: Mapping[int, str] | None = None) -> Prize:
    """How one prize went, from the couples that contested it and its tie-break (if any)."""
    names = names or {}
    how = _how(tie, couples)
    won_by = {n for n, won in (tie.entries if tie else ()) if won}
    if how == OUTRIGHT:
        won_by = set(couples)
    elif how == UNSETTLED:
        won_by = set()
    share = split_share(amount, len(won_by)) if how == SPLIT else None
    line = tuple(Contender(n, names.get(n, ""), n in won_by, share if n in won_by else None) for n in couples)
    rounds = tuple(cut_round(r) for r in tie.cuts) if tie and tie.method == CUT else ()
    points = tuple(tie.playoff_points) if tie and how == PLAYOFF else ()
    return Prize(kind, place, str(amount or "").strip(), wins, line, how, rounds, points, tie.seed if tie and rounds else None)


def jar_outcome(jar: Jar, *, tie: Tie | None = None, names: Mapping[int, str] | None = None) -> Prize | None:
    """The cookie jar: sealed, won (several winners settle it like a tie) or carried over; None without a jar."""
    if not jar.enabled:
        return None
    if not jar.revealed or not jar.winners:
        return Prize("jar", 1, jar.pot, None, (), SEALED if not jar.revealed else NO_WINNER)
    return prize_outcome("jar", 1, list(jar.winners), tie=tie, amount=jar.pot, names=names)


def night_outcome(*, groups: Sequence[Sequence[int]], wins: Mapping[int, int], names: Mapping[int, str],
                  amounts: Sequence[object] = (), ties: Iterable[Tie] = (), booby: Sequence[int] = (),
                  jar: Jar | None = None) -> Outcome:
    """Every prize of the night from its prize groups (most wins first), booby group, ties and jar."""
    by_key = {(t.kind, t.place): t for t in ties}
    prizes = tuple(
        prize_outcome("prize", place, list(group), tie=by_key.get(("prize", place)),
                      amount=amounts[place - 1] if place <= len(amounts) else "", wins=wins.get(group[0]), names=names)
        for place, group in enumerate(groups, start=1) if group
    )
    lowest = prize_outcome("booby", 1, list(booby), tie=by_key.get(("booby", 1)), wins=wins.get(booby[0]),
                           names=names) if booby else None
    return Outcome(prizes, lowest, jar_outcome(jar, tie=by_key.get(("jar", 1)), names=names) if jar else None)


@dataclass(frozen=True)
class Mine:
    """A prize as one couple's card tells it: the prize, the couple's own line, and who else took it."""

    prize: Prize
    me: Contender
    others: tuple[Contender, ...]

    @property
    def my_card(self) -> Cut | None:
        """The last card this couple cut, if the prize was cut for."""
        return self.prize.card_of(self.me.number)

    @property
    def won(self) -> bool:
        """Whether this couple took the prize (or its share of it)."""
        return self.me.won


def for_couple(outcome: Outcome, number: int) -> tuple[Mine, ...]:
    """The prizes a couple contested, each with the other couples that took it."""
    return tuple(Mine(p, me, tuple(c for c in p.winners if c.number != number))
                 for p in outcome.all if (me := p.of(number)) is not None)
