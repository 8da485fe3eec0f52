"""Rulesets: every variant is data in a frozen :class:`Ruleset`, never a code path.

Top trumps are named by tokens, independent of the trump suit: ``"5"`` the five of
trumps, ``"J"`` the jack of trumps, ``"AH"`` the ace of hearts, ``"RJ"`` and ``"BJ"``
the jokers.  ``renege`` lists the top trumps that may be held back on a trump lead;
``bonus_cards`` (when not None) the only trumps whose trick earns the bonus.

A **top trump** (Irish bonus) is a trump ranked above the ace of the trump suit: the
five and the jack of trumps, the ace of hearts (also when hearts are trumps) and any
joker.

Jokers: with ``jokers_high`` False a joker ranks just below the ace of hearts (fourth,
above the ace of trumps; the second joker, when two are used, fifth); with
``jokers_high`` True both rank above the five (the colour joker highest).  Either way
a joker is always a trump, like the ace of hearts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .reasons import NOT_A_RULESET, UNKNOWN_RULESET, IllegalAction, Reason, gettext_noop

TOP_TRUMPS = ("5", "J", "AH", "RJ", "BJ")


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The rules of one variant.  Use :func:`dataclasses.replace` to make another."""

    name: str
    title: str
    players: tuple[int, ...] = (2, 3, 4, 6)
    partnerships: tuple[int, ...] = (4, 6)  # player counts that play as two sides
    deal: tuple[int, ...] = (3, 2)  # packets dealt round the table, dealer's left first
    jokers: int = 0
    jokers_high: bool = False
    robbing: bool = True
    renege: tuple[str, ...] = ("5", "J", "AH")
    renege_unless_higher_led: bool = True  # a higher led trump forces a top trump out
    follow_plain_suit: bool = True  # on a plain lead: follow suit or trump
    hearts_on_hearts: bool = True  # on a led AH (hearts not trump): trump, else a heart
    trick_points: int = 5
    bonus_points: int = 5
    bonus_cards: tuple[str, ...] | None = None  # None: the best trump played, any trump
    target: int = 45
    count_out: bool = True  # False: scores added, and the game decided, at round end
    jink_wins: bool = False  # one side taking all five tricks wins the game
    # Room for the auction presets of a later issue; None / 0 means "not used".
    bids: tuple[int, ...] | None = None
    kitty: int = 0
    bidder_leads: bool | None = None
    dealer_may_hold: bool | None = None


NOVA_SCOTIA = Ruleset(
    name="nova-scotia",
    title=gettext_noop("Nova Scotia (Cape Breton card party)"),
)
COLCHESTER = replace(
    NOVA_SCOTIA,
    name="colchester",
    title=gettext_noop("Colchester County"),
    renege=("5",),
    hearts_on_hearts=False,
)
IRISH = replace(
    NOVA_SCOTIA,
    name="irish",
    title=gettext_noop("Irish"),
    players=(2, 3, 4, 5, 6),
    jokers=1,
    renege=("5",),
    hearts_on_hearts=False,
    bonus_cards=TOP_TRUMPS,
    jink_wins=True,
)

RULESETS: dict[str, Ruleset] = {r.name: r for r in (NOVA_SCOTIA, COLCHESTER, IRISH)}
PRESETS: dict[str, Ruleset] = dict(RULESETS)
DEFAULT = "nova-scotia"


def get_ruleset(ruleset: str | Ruleset = DEFAULT) -> Ruleset:
    """The ruleset named ``ruleset`` (or ``ruleset`` itself).

    >>> get_ruleset("irish").renege
    ('5',)
    """
    if isinstance(ruleset, Ruleset):
        return ruleset
    if not isinstance(ruleset, str):
        raise IllegalAction(Reason(NOT_A_RULESET, {"name": repr(ruleset)[:40]}))
    try:
        return PRESETS[ruleset]
    except KeyError:
        raise IllegalAction(Reason(UNKNOWN_RULESET, {"name": ruleset[:40]})) from None
