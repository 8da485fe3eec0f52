"""Checks that a :class:`Ruleset` is one the engine can play, before a game starts.

Every field of a ruleset is honoured by the engine; a value or a combination it cannot
play is refused at ``new_game`` with a reason, never silently ignored.  A turned-trump
ruleset (``bids`` None) keeps every auction field at its default; an auction ruleset
turns no card (no robbing), scores at the end of the round and has no jink.

>>> from dataclasses import replace
>>> from cardparty.rules.rulesets import NOVA_SCOTIA
>>> check_ruleset(replace(NOVA_SCOTIA, kitty=4))
Traceback (most recent call last):
  ...
cardparty.rules.reasons.IllegalAction: The kitty setting is for auction games: the nova-scotia rules turn a card for trumps.
"""

from __future__ import annotations

from dataclasses import fields
from functools import lru_cache

from .auction import reasons as A
from .checks import is_whole, shown
from .options import check_options
from .reasons import IllegalAction, Reason
from .rulesets import TOP_TRUMPS, Ruleset

AUCTION_FIELDS = (
    "kitty", "kitty_deal", "bid_once_around", "dealer_may_hold", "thirty_for_sixty", "raise_to_thirty",
    "bid_sixty", "bid_120", "slam", "trump_in_hand", "kitty_first", "min_keep", "max_draw", "draw_packets",
    "call_partner", "locked_at", "capped_at", "out_at", "reset_at_45", "green_at", "least_bid_at", "unseen",
)  # fmt: skip
DEFAULTS = {f.name: f.default for f in fields(Ruleset)}
LEADS = ("dealer-left", "bidder", "bidder-left", "bidder-choice")


def _bad(rs: Ruleset, field: str) -> IllegalAction:
    params = {"field": field, "ruleset": rs.name, "value": shown(getattr(rs, field))}
    return IllegalAction(Reason(A.BAD_SETTING, params))


def _ints(value: object, low: int, high: int) -> bool:
    return isinstance(value, tuple) and all(is_whole(v) and low <= v <= high for v in value)


def _score_or_none(value: object, low: int, high: int) -> bool:
    return value is None or (is_whole(value) and low <= value <= high)  # type: ignore[operator]


def _check_common(rs: Ruleset) -> None:
    if not isinstance(rs.name, str) or not isinstance(rs.title, str):
        raise _bad(rs, "name")
    checks = {
        "players": _ints(rs.players, 2, 6) and len(rs.players) > 0,
        "partnerships": _ints(rs.partnerships, 4, 6) and all(p % 2 == 0 and p in rs.players for p in rs.partnerships),
        "couples": _ints(rs.couples, 6, 6) and all(p in rs.players and p not in rs.partnerships for p in rs.couples),
        "deal": _ints(rs.deal, 1, 3) and sum(rs.deal) == 5,
        "jokers": is_whole(rs.jokers) and 0 <= rs.jokers <= 2,
        "renege": isinstance(rs.renege, tuple) and set(rs.renege) <= set(TOP_TRUMPS),
        "bonus_cards": rs.bonus_cards is None or (isinstance(rs.bonus_cards, tuple) and set(rs.bonus_cards) <= set(TOP_TRUMPS)),
        "trick_points": is_whole(rs.trick_points) and rs.trick_points > 0,
        "bonus_points": is_whole(rs.bonus_points) and rs.bonus_points >= 0,
        "target": is_whole(rs.target) and rs.target > 0,
        "lead": rs.lead in LEADS,
        "turned_honours": is_whole(rs.turned_honours) and rs.turned_honours >= 0,
    }
    for flag in ("jokers_high", "jokers_below_jack", "robbing", "rob_with_king", "renege_unless_higher_led",
                 "follow_plain_suit", "hearts_on_hearts", "count_out", "jink_wins", "bid_once_around", "dealer_may_hold",
                 "thirty_for_sixty", "raise_to_thirty", "bid_sixty", "bid_120", "slam", "trump_in_hand", "kitty_first",
                 "reset_at_45", "playoff"):  # fmt: skip
        checks[flag] = isinstance(getattr(rs, flag), bool)
    for field, ok in checks.items():
        if not ok:
            raise _bad(rs, field)
    if rs.jokers_high and rs.jokers_below_jack:
        raise IllegalAction(Reason(A.SETTINGS_CLASH, {"ruleset": rs.name, "one": "jokers_high", "other": "jokers_below_jack"}))
    if rs.jokers_below_jack and not rs.jokers:
        raise IllegalAction(Reason(A.SETTING_NEEDS, {"field": "jokers_below_jack", "ruleset": rs.name, "other": "jokers"}))
    if rs.playoff and not all(n in rs.partnerships for n in rs.players):
        raise IllegalAction(Reason(A.SETTING_NEEDS, {"field": "playoff", "ruleset": rs.name, "other": "partnerships"}))
    if rs.rob_with_king and not rs.robbing:
        raise IllegalAction(Reason(A.SETTING_NEEDS, {"field": "rob_with_king", "ruleset": rs.name, "other": "robbing"}))


def _check_turned(rs: Ruleset) -> None:
    for field in AUCTION_FIELDS + ("lead",):
        if getattr(rs, field) != DEFAULTS[field]:
            raise IllegalAction(Reason(A.AUCTION_ONLY, {"field": field, "ruleset": rs.name}))


def _check_auction(rs: Ruleset) -> None:
    for field in ("robbing", "rob_with_king", "turned_honours", "count_out", "jink_wins", "playoff"):
        if getattr(rs, field):
            raise IllegalAction(Reason(A.AUCTION_NOT, {"field": field, "ruleset": rs.name}))
    top = rs.target
    checks = {
        "bids": _ints(rs.bids, 5, 30) and len(rs.bids) > 0 and all(b % 5 == 0 for b in rs.bids)
        and list(rs.bids) == sorted(set(rs.bids)),
        "kitty": is_whole(rs.kitty) and 0 <= rs.kitty <= 5,
        "kitty_deal": rs.kitty_deal == () or (_ints(rs.kitty_deal, 0, 5) and len(rs.kitty_deal) == len(rs.deal)
                                              and sum(rs.kitty_deal) == rs.kitty),
        "min_keep": _ints(rs.min_keep, 0, 5) and len(rs.min_keep) == 2,
        "max_draw": _score_or_none(rs.max_draw, 0, 5),
        "draw_packets": _ints(rs.draw_packets, 1, 5) and sum(rs.draw_packets) >= 5,
        "call_partner": _ints(rs.call_partner, 3, 6) and all(n in rs.players for n in rs.call_partner),
        "locked_at": _score_or_none(rs.locked_at, 1, top - 1),
        "capped_at": _score_or_none(rs.capped_at, 1, top - 1),
        "green_at": _score_or_none(rs.green_at, 1, top - 1),
        "out_at": _score_or_none(rs.out_at, -(10**6), -1),
        "unseen": is_whole(rs.unseen) and 0 <= rs.unseen <= 5,
        "least_bid_at": rs.least_bid_at is None or (
            _ints(rs.least_bid_at, -(10**6), top - 1) and len(rs.least_bid_at) == 2
            and rs.least_bid_at[1] in rs.bids and rs.least_bid_at[1] > rs.bids[0]),
    }
    for field, ok in checks.items():
        if not ok:
            raise _bad(rs, field)
    clashes = (("slam", "bid_120"), ("thirty_for_sixty", "bid_sixty"))
    for one, other in clashes:
        if getattr(rs, one) and getattr(rs, other):
            raise IllegalAction(Reason(A.SETTINGS_CLASH, {"ruleset": rs.name, "one": one, "other": other}))
    needs = (("thirty_for_sixty", 30 in rs.bids, "30"), ("raise_to_thirty", 30 in rs.bids, "30"),
             ("bid_sixty", 30 in rs.bids, "30"), ("bid_120", rs.bid_sixty, "bid_sixty"),
             ("slam", 30 in rs.bids, "30"))  # fmt: skip
    for field, ok, other in needs:
        if getattr(rs, field) and not ok:
            raise IllegalAction(Reason(A.SETTING_NEEDS, {"field": field, "ruleset": rs.name, "other": other}))
    for count in rs.call_partner:
        if count in rs.partnerships + rs.couples:
            raise IllegalAction(Reason(A.CALL_ALONE_ONLY, {"ruleset": rs.name, "count": count}))
    pack = 52 + rs.jokers
    for count in rs.players:
        needed = count * (sum(rs.deal) + rs.unseen) + rs.kitty
        if needed > pack:
            params = {"ruleset": rs.name, "count": count, "needed": needed, "pack": pack}
            raise IllegalAction(Reason(A.PACK_TOO_SMALL, params))


@lru_cache(maxsize=64)
def _check_hashable(rs: Ruleset) -> Ruleset:
    _check_common(rs)
    check_options(rs)
    if rs.bids is None:
        _check_turned(rs)
    else:
        _check_auction(rs)
    return rs


def check_ruleset(rs: Ruleset) -> Ruleset:
    """``rs`` when the engine can play it; else :class:`IllegalAction` naming the setting."""
    try:
        hash(rs)
    except TypeError:
        bad = next(f.name for f in fields(rs) if getattr(rs, f.name).__hash__ is None)
        raise _bad(rs, bad) from None
    return _check_hashable(rs)

