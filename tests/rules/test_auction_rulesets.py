"""Auction presets are data; every Ruleset field is honoured, or refused at new_game."""

from __future__ import annotations

import re
from dataclasses import fields, replace
from pathlib import Path

import pytest

from cardparty.rules import IllegalAction, new_game
from cardparty.rules.rulesets import AUCTION_RULESETS, NOVA_SCOTIA, PRESETS, RULESETS, Ruleset
from cardparty.rules.validation import AUCTION_FIELDS, DEFAULTS

PACKAGE = Path(new_game.__code__.co_filename).parent

# (preset, players, partnerships, kitty, bids, dealer holds, lead, target) as SPEC 3b's table says
PRESET_TABLE = [
    ("merrimack-valley", (2, 3, 4, 5, 6), (4, 6), 3, (15, 20, 25, 30), False, "bidder", 120),
    ("nova-scotia-auction", (2, 3, 4, 5), (4,), 4, (20, 25, 30), True, "bidder-left", 120),
    ("one-hundred-ten", (2, 3, 4, 5, 6), (4,), 5, (15, 20, 25, 30), True, "bidder-choice", 110),
]


@pytest.mark.parametrize("row", PRESET_TABLE, ids=[r[0] for r in PRESET_TABLE])
def test_auction_presets_are_the_rows_of_the_spec_table(row):
    name, players, partnerships, kitty, bids, holds, lead, target = row
    rs = PRESETS[name]
    assert (rs.players, rs.partnerships, rs.kitty, rs.bids, rs.dealer_may_hold, rs.lead, rs.target) == (
        players, partnerships, kitty, bids, holds, lead, target)  # fmt: skip
    assert rs.is_auction and not rs.robbing and not rs.count_out


def test_preset_options_as_the_spec_says():
    mv, ns, oht = PRESETS["merrimack-valley"], PRESETS["nova-scotia-auction"], PRESETS["one-hundred-ten"]
    assert mv.bid_once_around and mv.min_keep == (1, 2) and mv.draw_packets == (5,) and not mv.follow_plain_suit
    assert ns.thirty_for_sixty and ns.raise_to_thirty and ns.trump_in_hand and ns.locked_at == 100
    assert ns.draw_packets == (3, 2) and ns.call_partner == (5,) and ns.kitty_deal == (2, 2) and ns.hearts_on_hearts
    assert oht.capped_at == 105 and oht.max_draw == 3 and oht.kitty_deal == (3, 2)
    twenty_five = PRESETS["twenty-five"]
    assert twenty_five.bonus_points == 0 and twenty_five.robbing and twenty_five.target == 45 and not twenty_five.is_auction


def test_the_web_list_of_turned_trump_presets_holds_no_auction_game_yet():
    assert set(AUCTION_RULESETS) == {"merrimack-valley", "nova-scotia-auction", "one-hundred-ten", "one-hundred-ten-house",
                                     "one-hundred-ten-ace", "cape-breton-auction", "merrimack-valley-flip",
                                     "six-three-couples", "six-two-teams"}
    assert not any(rs.is_auction for rs in RULESETS.values()) and set(PRESETS) == set(RULESETS) | set(AUCTION_RULESETS)


def test_twenty_five_plays_turned_trump_rounds_of_25_points():
    from cardparty.rules.players import RandomPlayer, play_out
    from cardparty.rules.records import TrickTaken

    game = play_out(new_game(4, "twenty-five", seed=9), [RandomPlayer(9)] * 4)
    assert game.winner is not None and not any(r.bonus for r in game.log if isinstance(r, TrickTaken))


# --- player counts and sides -------------------------------------------------------------------
SIDES = [
    ("merrimack-valley", 2, (0, 1)), ("merrimack-valley", 3, (0, 1, 2)), ("merrimack-valley", 4, (0, 1, 0, 1)),
    ("merrimack-valley", 5, (0, 1, 2, 3, 4)), ("merrimack-valley", 6, (0, 1, 0, 1, 0, 1)),
    ("nova-scotia-auction", 2, (0, 1)), ("nova-scotia-auction", 3, (0, 1, 2)),
    ("nova-scotia-auction", 4, (0, 1, 0, 1)), ("nova-scotia-auction", 5, (0, 1, 2, 3, 4)),
    ("one-hundred-ten", 2, (0, 1)), ("one-hundred-ten", 3, (0, 1, 2)), ("one-hundred-ten", 4, (0, 1, 0, 1)),
    ("one-hundred-ten", 5, (0, 1, 2, 3, 4)), ("one-hundred-ten", 6, (0, 1, 2, 3, 4, 5)),
]  # fmt: skip


@pytest.mark.parametrize(("name", "players", "sides"), SIDES, ids=[f"{n}-{p}" for n, p, _ in SIDES])
def test_player_counts_and_sides_partners_alternating(name, players, sides):
    game = new_game(players, name, seed=1)
    assert game.side_of == sides and game.round_side_of == sides and len(game.scores) == max(sides) + 1


@pytest.mark.parametrize(("name", "players"), [("nova-scotia-auction", 6), ("merrimack-valley", 7), ("one-hundred-ten", 1)])
def test_a_table_size_the_preset_does_not_play_is_refused(name, players):
    with pytest.raises(IllegalAction, match=re.escape(f"{PRESETS[name].title} is played by")):
        new_game(players, name)


# --- every field honoured, or refused ---------------------------------------------------------------
def test_the_issue_example_a_kitty_and_bids_on_the_turned_trump_preset_is_refused_not_dealt():
    with pytest.raises(IllegalAction) as refused:
        new_game(4, replace(NOVA_SCOTIA, bids=(20, 25, 30), kitty=4))
    assert str(refused.value) == "An auction game cannot use the robbing setting of the nova-scotia rules."


ODD_VALUES = {"kitty": 4, "kitty_deal": (2, 2), "min_keep": (1, 2), "max_draw": 3, "draw_packets": (3, 2),
              "call_partner": (5,), "locked_at": 100, "capped_at": 105, "out_at": -80, "green_at": 90,
              "least_bid_at": (100, 20), "unseen": 3}  # fmt: skip


@pytest.mark.parametrize("field", AUCTION_FIELDS)
def test_an_auction_setting_on_a_turned_trump_game_is_refused(field):
    value = ODD_VALUES.get(field, True)
    with pytest.raises(IllegalAction) as refused:
        new_game(4, replace(NOVA_SCOTIA, **{field: value}))
    assert str(refused.value) == f"The {field} setting is for auction games: the nova-scotia rules turn a card for trumps."


MV = PRESETS["merrimack-valley"]
REFUSED = [
    ("bids", replace(MV, bids=(15, 17)), "The bids setting of the merrimack-valley rules cannot be (15, 17)."),
    ("bids above 30", replace(MV, bids=(15, 35)), "The bids setting of the merrimack-valley rules cannot be (15, 35)."),
    ("kitty deal", replace(MV, kitty_deal=(2, 2)), "The kitty_deal setting of the merrimack-valley rules cannot be (2, 2)."),
    ("deal", replace(MV, deal=(4, 1)), "The deal setting of the merrimack-valley rules cannot be (4, 1)."),
    ("lead", replace(MV, lead="dealer"), "The lead setting of the merrimack-valley rules cannot be dealer."),
    ("lead on turned trump", replace(NOVA_SCOTIA, lead="bidder"), "The lead setting is for auction games"),
    ("count out", replace(MV, count_out=True), "An auction game cannot use the count_out setting"),
    ("jink", replace(MV, jink_wins=True), "An auction game cannot use the jink_wins setting"),
    ("slam and 60 for 120", replace(MV, bid_sixty=True, bid_120=True, slam=True),
     "The merrimack-valley rules cannot have both slam and bid_120."),
    ("two readings of 30 for 60", replace(MV, thirty_for_sixty=True, bid_sixty=True),
     "The merrimack-valley rules cannot have both thirty_for_sixty and bid_sixty."),
    ("60 for 120 alone", replace(MV, bid_120=True), "The bid_120 setting of the merrimack-valley rules needs bid_sixty."),
    ("raise without 30", replace(MV, bids=(15, 20, 25), raise_to_thirty=True), "needs 30."),
    ("calling among partners", replace(MV, call_partner=(4,)), "A partner is called only where everyone plays alone"),
    ("locked above the target", replace(MV, locked_at=130), "The locked_at setting of the merrimack-valley rules cannot be 130."),
    ("a kitty bigger than a hand", replace(MV, kitty=6), "The kitty setting of the merrimack-valley rules cannot be 6."),
    ("a list where a tuple belongs", replace(MV, bids=[15, 20]), "The bids setting of the merrimack-valley rules cannot be [15, 20]."),
    ("out above zero", replace(MV, out_at=10), "The out_at setting of the merrimack-valley rules cannot be 10."),
    ("jokers below the jack and above the five", replace(MV, jokers=2, jokers_high=True, jokers_below_jack=True),
     "The merrimack-valley rules cannot have both jokers_high and jokers_below_jack."),
    ("jokers below the jack without jokers", replace(MV, jokers_below_jack=True),
     "The jokers_below_jack setting of the merrimack-valley rules needs jokers."),
    ("least bid not a bid of the rules", replace(MV, least_bid_at=(100, 35)),
     "The least_bid_at setting of the merrimack-valley rules cannot be (100, 35)."),
    ("least bid the lowest bid already", replace(MV, least_bid_at=(100, 15)),
     "The least_bid_at setting of the merrimack-valley rules cannot be (100, 15)."),
    ("least bid from the target", replace(MV, least_bid_at=(120, 20)),
     "The least_bid_at setting of the merrimack-valley rules cannot be (120, 20)."),
]  # fmt: skip


@pytest.mark.parametrize(("rs", "sentence"), [(r, s) for _, r, s in REFUSED], ids=[n for n, _, _ in REFUSED])
def test_a_combination_the_engine_cannot_play_is_refused_at_new_game_with_a_reason(rs, sentence):
    with pytest.raises(IllegalAction) as refused:
        new_game(3, rs)
    assert sentence in str(refused.value)


def test_minus_80_out_is_played_between_two_sides():
    rs = replace(PRESETS["one-hundred-ten"], out_at=-80)
    assert new_game(2, rs, scores=[-75, 0]).scores == [-75, 0]
    with pytest.raises(IllegalAction, match="Give a whole-number score"):
        new_game(2, rs, scores=[-80, 0])


@pytest.mark.parametrize("field", [f.name for f in fields(Ruleset) if not f.name.startswith("_")])
def test_every_ruleset_field_is_read_by_the_engine(field):
    """A field nothing reads would be data that means nothing: each is used outside the checks."""
    engine = [p for p in PACKAGE.rglob("*.py") if p.name not in ("rulesets.py", "validation.py")]
    pattern = re.compile(rf"\b(rs|ruleset|self\.ruleset|game\.ruleset|rules)\.{field}\b")
    assert any(pattern.search(p.read_text()) for p in engine), field
    assert field in DEFAULTS
