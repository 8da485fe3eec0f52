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
a joker is always a trump, like the ace of hearts.  With ``jokers_below_jack`` (110's
variant) the jokers rank just below the jack, above the ace of hearts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from .reasons import NOT_A_RULESET, UNKNOWN_RULESET, IllegalAction, Reason, gettext_noop

TOP_TRUMPS = ("5", "J", "AH", "RJ", "BJ")


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The rules of one variant.  Use :func:`dataclasses.replace` to make another."""

    name: str
    title: str
    players: tuple[int, ...] = (2, 3, 4, 6)
    partnerships: tuple[int, ...] = (4, 6)  # player counts that play as two sides
    couples: tuple[int, ...] = ()  # player counts that play as couples sitting across (six: three couples)
    deal: tuple[int, ...] = (3, 2)  # packets dealt round the table, dealer's left first
    jokers: int = 0
    jokers_high: bool = False
    jokers_below_jack: bool = False  # 110's jokers: just below the jack (above the ace of hearts)
    robbing: bool = True
    rob_with_king: bool = False  # Hoyle: with the ace of trumps not dealt, the king's holder must rob
    turned_honours: int = 0  # Hoyle: points to the dealer's side when the turned card is a king or an ace
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
    playoff: bool = False  # the partners' game won, its winners play a cut-throat game (six for the ante)
    lead: str = "dealer-left"  # first lead: "dealer-left", "bidder", "bidder-left", "bidder-choice"
    # Auction games (SPEC 3b, docs/auction-rulings.md).  ``bids`` None: a turned-trump
    # game, where every field below keeps its default (checked by ``validation``).
    bids: tuple[int, ...] | None = None  # the plain bids, multiples of 5 up to 30
    kitty: int = 0  # cards dealt to the kitty
    kitty_deal: tuple[int, ...] = ()  # kitty cards after each packet round; (): all after the first
    unseen: int = 0  # cards dealt face down to each player after the kitty, picked up once trumps are named
    bid_once_around: bool = False  # each player speaks once, the dealer last
    dealer_may_hold: bool = False  # the dealer may "hold", taking the high bid at its amount
    thirty_for_sixty: bool = False  # a bid of 30 that takes every trick scores 60 (set: -30)
    raise_to_thirty: bool = False  # the winner of a lower bid may raise it to 30 before naming
    bid_sixty: bool = False  # "30 for 60" bid above 30: every trick +60, else -60
    bid_120: bool = False  # "60 for 120" bid above that: every trick +120, else -120
    slam: bool = False  # slam bid above 30 (written 120): every trick +120, else -60
    trump_in_hand: bool = False  # the bidder names only a suit of which it holds a trump
    kitty_first: bool = False  # the bidder takes (sees) the kitty before naming trumps
    min_keep: tuple[int, int] = (0, 0)  # cards kept when discarding: under six players, at six
    max_draw: int | None = None  # most cards a player other than the bidder draws
    draw_packets: tuple[int, ...] = (5,)  # serving the draw: all at once, or (3, 2) three then the rest
    call_partner: tuple[int, ...] = ()  # table sizes at which the bidder calls a partner's card
    locked_at: int | None = None  # a side at this or more scores only as the bidding side
    capped_at: int | None = None  # a side that did not bid cannot pass this score
    out_at: int | None = None  # a side at this or less is out: its seats leave the table
    reset_at_45: bool = False  # a score of exactly 45 after a round goes back to 0
    green_at: int | None = None  # a side at this or more ("on the green") goes out only as bidder
    least_bid_at: tuple[int, int] | None = None  # (score, bid): a side at the score or more bids at least the bid
    # Seed options (docs/auction-rulings.md "Seed options", docs/seed-games.md; checked by ``options``).
    beg_with_king: bool = False  # Irish: the king of trumps' holder may beg the turned card (turned trump)
    ace_turns_stub: bool = False  # 110: the ace of trumps' holder may turn the stub for a trump
    go_on_kitty: bool = False  # Cape Breton County: the bidder may discard its hand and name from the kitty
    go_on_top_card: bool = False  # ... and then reject the kitty for the stock's top card, which names trumps
    four_and_a_flip: bool = False  # a player may discard all five; its fifth card is served face up
    # The hash of the fields, worked out once: games look their tables up by ruleset.
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            value = hash(tuple(getattr(self, f.name) for f in fields(self) if f.name != "_hash"))
        except TypeError:  # a list where a tuple belongs: refused by the checks at new_game
            value = None
        object.__setattr__(self, "_hash", value)

    def __hash__(self) -> int:
        if self._hash is None:
            raise TypeError("a Ruleset with a list or dict in a field cannot be hashed")
        return self._hash

    @property
    def is_auction(self) -> bool:
        """Whether players bid for trumps (no card is turned)."""
        return self.bids is not None


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

TWENTY_FIVE = replace(
    NOVA_SCOTIA,
    name="twenty-five",
    title=gettext_noop("Twenty-Five (no bonus)"),
    bonus_points=0,
)

HOYLE = replace(
    NOVA_SCOTIA,
    name="hoyle",
    title=gettext_noop("Hoyle's Forty-Five (1831)"),
    players=(2, 4),
    partnerships=(4,),
    hearts_on_hearts=False,
    bonus_points=0,
    rob_with_king=True,
    turned_honours=5,
)

# Six players for the ante (seed 001): two teams of three, then the three winners cut-throat.
SIX_FOR_THE_ANTE = replace(
    NOVA_SCOTIA,
    name="six-for-the-ante",
    title=gettext_noop("Six for the ante: two teams of three, then the three winners cut-throat"),
    players=(6,),
    partnerships=(6,),
    playoff=True,
)

# --- Auction games (SPEC 3b): no card turned, bids for trumps, a kitty, to 120 or 110 --
_AUCTION = replace(
    NOVA_SCOTIA,
    name="auction",
    robbing=False,
    count_out=False,
    target=120,
    bids=(15, 20, 25, 30),
)
MERRIMACK_VALLEY = replace(
    _AUCTION,
    name="merrimack-valley",
    title=gettext_noop("Merrimack Valley auction (to 120)"),
    players=(2, 3, 4, 5, 6),
    partnerships=(4, 6),
    kitty=3,
    bid_once_around=True,
    follow_plain_suit=False,
    hearts_on_hearts=False,
    min_keep=(1, 2),
    lead="bidder",
)
NOVA_SCOTIA_AUCTION = replace(
    _AUCTION,
    name="nova-scotia-auction",
    title=gettext_noop("Nova Scotia auction (to 120, 30 for 60)"),
    players=(2, 3, 4, 5),
    partnerships=(4,),
    bids=(20, 25, 30),
    kitty=4,
    kitty_deal=(2, 2),
    dealer_may_hold=True,
    thirty_for_sixty=True,
    raise_to_thirty=True,
    trump_in_hand=True,
    draw_packets=(3, 2),
    call_partner=(5,),
    lead="bidder-left",
    locked_at=100,
)
ONE_HUNDRED_TEN = replace(
    _AUCTION,
    name="one-hundred-ten",
    title=gettext_noop("One-Hundred and Ten (to 110)"),
    players=(2, 3, 4, 5, 6),
    partnerships=(4,),
    kitty=5,
    kitty_deal=(3, 2),
    dealer_may_hold=True,
    follow_plain_suit=False,
    hearts_on_hearts=False,
    max_draw=3,
    lead="bidder-choice",
    target=110,
    capped_at=105,
)

ONE_HUNDRED_TEN_HOUSE = replace(
    ONE_HUNDRED_TEN,
    name="one-hundred-ten-house",
    title=gettext_noop("One-Hundred and Ten, house rules (jokers below the jack, 20 from 100)"),
    jokers=2,
    jokers_below_jack=True,
    least_bid_at=(100, 20),
)

# --- Seed options as presets (simulated and replayed by name) -------------------------------
IRISH_BEGGING = replace(IRISH, name="irish-begging", title=gettext_noop("Irish, begging with the king"), beg_with_king=True)
ONE_HUNDRED_TEN_ACE = replace(ONE_HUNDRED_TEN, name="one-hundred-ten-ace",
                              title=gettext_noop("One-Hundred and Ten, the ace of trumps turns the stub"),
                              ace_turns_stub=True)  # fmt: skip
CAPE_BRETON_AUCTION = replace(NOVA_SCOTIA_AUCTION, name="cape-breton-auction",
                              title=gettext_noop("Cape Breton County auction (on the kitty, on the top card)"),
                              go_on_kitty=True, go_on_top_card=True)  # fmt: skip
MERRIMACK_VALLEY_FLIP = replace(MERRIMACK_VALLEY, name="merrimack-valley-flip",
                                title=gettext_noop("Merrimack Valley, four and a flip"), four_and_a_flip=True)

# Six players at auction (seed 001, "Common variations"; docs/auction-rulings.md): the
# Nova Scotia auction with three more cards each, dealt face down and picked up once
# trumps are named, and a kitty of four: 6 x 5 + 6 x 3 + 4 = 52, so there is no stock.
SIX_THREE_COUPLES = replace(
    NOVA_SCOTIA_AUCTION,
    name="six-three-couples",
    title=gettext_noop("Auction for six: three couples, three more cards each (to 120)"),
    players=(6,),
    partnerships=(),
    couples=(6,),
    call_partner=(),
    bids=(15, 20, 25, 30),
    least_bid_at=(95, 20),
    unseen=3,
)
SIX_TWO_TEAMS = replace(
    NOVA_SCOTIA_AUCTION,
    name="six-two-teams",
    title=gettext_noop("Auction for six: two teams of three, three unseen cards each (to 120)"),
    players=(6,),
    partnerships=(6,),
    call_partner=(),
    unseen=3,
)

#: Turned-trump presets (the web referee plays these), then every preset by name.
RULESETS: dict[str, Ruleset] = {
    r.name: r for r in (NOVA_SCOTIA, COLCHESTER, IRISH, TWENTY_FIVE, HOYLE, SIX_FOR_THE_ANTE, IRISH_BEGGING)
}
AUCTION_RULESETS: dict[str, Ruleset] = {
    r.name: r
    for r in (MERRIMACK_VALLEY, NOVA_SCOTIA_AUCTION, ONE_HUNDRED_TEN, ONE_HUNDRED_TEN_HOUSE, SIX_THREE_COUPLES, SIX_TWO_TEAMS,
              ONE_HUNDRED_TEN_ACE, CAPE_BRETON_AUCTION, MERRIMACK_VALLEY_FLIP)
}  # fmt: skip
PRESETS: dict[str, Ruleset] = {**RULESETS, **AUCTION_RULESETS}
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
