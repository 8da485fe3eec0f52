"""The seed options' checks and their state in a round.

:func:`check_options` refuses, with a sentence, a seed option the engine cannot play with
the rest of a ruleset (docs/auction-rulings.md "Seed options", docs/seed-games.md):

- ``beg_with_king`` is for turned-trump games with robbing, and not with Hoyle's
  ``rob_with_king`` (two rules for one king);
- ``ace_turns_stub``, ``go_on_kitty``, ``go_on_top_card`` and ``four_and_a_flip`` are for
  auction games; going on the kitty needs a kitty and ``trump_in_hand`` (the bidder names
  "only from the cards in the kitty"), and not ``kitty_first`` (the kitty is already in the
  hand); going on the top card needs going on the kitty.

>>> from dataclasses import replace
>>> from cardparty.rules.rulesets import MERRIMACK_VALLEY
>>> check_options(replace(MERRIMACK_VALLEY, go_on_kitty=True))
Traceback (most recent call last):
  ...
cardparty.rules.reasons.IllegalAction: The go_on_kitty setting of the merrimack-valley rules needs trump_in_hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .auction import reasons as A
from .cards import Card
from .checks import shown
from .reasons import IllegalAction, Reason
from .rulesets import Ruleset

AUCTION_OPTIONS = ("ace_turns_stub", "go_on_kitty", "go_on_top_card", "four_and_a_flip")
OPTIONS = ("beg_with_king", *AUCTION_OPTIONS)


@dataclass(slots=True)
class RoundOptions:
    """Where a round stands in the seed options (a new one each deal)."""

    beg_done: bool = False  # the king's holder was asked (or nobody could beg)
    beggar: int | None = None  # the seat that laid a card aside, until it takes the turned card
    stub_done: bool = False  # the ace's holder was asked (or nobody could turn)
    stub_trump: Card | None = None  # the trump turned from the stub, until taken or refused
    went_on: str | None = None  # "kitty" or "top-card": where the bidder went
    flip_due: set[int] = field(default_factory=set)  # seats that kept no card: the fifth comes face up


def _needs(rs: Ruleset, name: str, other: str) -> IllegalAction:
    return IllegalAction(Reason(A.SETTING_NEEDS, {"field": name, "ruleset": rs.name, "other": other}))


def check_options(rs: Ruleset) -> None:
    """Raise :class:`IllegalAction` when a seed option of ``rs`` cannot be played with the rest."""
    for name in OPTIONS:
        if not isinstance(getattr(rs, name), bool):
            raise IllegalAction(Reason(A.BAD_SETTING, {"field": name, "ruleset": rs.name, "value": shown(getattr(rs, name))}))
    if rs.bids is None:
        for name in AUCTION_OPTIONS:
            if getattr(rs, name):
                raise IllegalAction(Reason(A.AUCTION_ONLY, {"field": name, "ruleset": rs.name}))
        if rs.beg_with_king and not rs.robbing:
            raise _needs(rs, "beg_with_king", "robbing")
        if rs.beg_with_king and rs.rob_with_king:
            raise IllegalAction(Reason(A.SETTINGS_CLASH, {"ruleset": rs.name, "one": "beg_with_king", "other": "rob_with_king"}))
        return
    if rs.beg_with_king:
        raise IllegalAction(Reason(A.AUCTION_NOT, {"field": "beg_with_king", "ruleset": rs.name}))
    if rs.go_on_kitty and not rs.kitty:
        raise _needs(rs, "go_on_kitty", "kitty")
    if rs.go_on_kitty and not rs.trump_in_hand:
        raise _needs(rs, "go_on_kitty", "trump_in_hand")
    if rs.go_on_kitty and rs.kitty_first:
        raise IllegalAction(Reason(A.SETTINGS_CLASH, {"ruleset": rs.name, "one": "go_on_kitty", "other": "kitty_first"}))
    if rs.go_on_top_card and not rs.go_on_kitty:
        raise _needs(rs, "go_on_top_card", "go_on_kitty")
