"""An auction round's score explained line by line: each line says what score_round did."""

from __future__ import annotations

from cardparty.rules.auction.score_lines import (
    CAPPED,
    LOCKED,
    MADE,
    MADE_WITH,
    PARTNER_MADE,
    SET,
    SET_WITH,
    TOOK,
    score_lines,
)
from cardparty.rules.auction.scoring import score_round
from cardparty.rules.rulesets import PRESETS

NS, HT = PRESETS["nova-scotia-auction"], PRESETS["one-hundred-ten"]


def _lines(ruleset, before, taken, tricks, bid, bidder=0):
    result = score_round(ruleset, before, taken, tricks, bidder, bid)
    after = [b + p for b, p in zip(before, result.points, strict=True)]
    return score_lines(ruleset, bid=str(bid), made=result.made, bidding={bidder}, names=["Us", "Them"],
                       taken=taken, points=result.points, scores=after)


def test_a_made_bid_and_the_other_sides_tricks():
    lines = _lines(NS, [0, 0], [20, 10], [4, 2], 20)
    assert [r.message for r in lines] == [MADE, TOOK]
    assert lines[0].render() == "Us bid 20 and took 20 points: the bid is made, +20."


def test_a_set_bid_loses_the_bid():
    lines = _lines(NS, [0, 0], [15, 15], [3, 3], 20)
    assert lines[0].message == SET and lines[0].params["points"] == -20


def test_a_side_at_100_that_did_not_bid_is_locked():
    lines = _lines(NS, [0, 100], [20, 10], [4, 2], 20)
    assert lines[1].message == LOCKED and lines[1].params["points"] == 0


def test_a_side_that_did_not_bid_is_capped_at_105():
    lines = _lines(HT, [0, 100], [20, 10], [4, 2], 20)
    assert lines[1].message == CAPPED and lines[1].params["points"] == 5


def test_a_called_partner_shares_the_bid_made_or_set_and_the_bidder_counts_both_sides_points():
    five = ["Ann", "Bob", "Cy", "Di", "Ed"]
    taken, tricks = [15, 0, 10, 0, 5], [3, 0, 2, 0, 1]
    result = score_round(NS, [0] * 5, taken, tricks, 0, 20, partner_side=4)
    lines = score_lines(NS, bid="20", made=result.made, bidding={0}, names=five, taken=taken,
                        points=result.points, scores=list(result.points), partner=4)
    assert [r.message for r in lines] == [MADE_WITH, TOOK, TOOK, TOOK, PARTNER_MADE]
    assert lines[0].render() == "Ann bid 20 and took 20 points with the partner Ed: the bid is made, +20."
    assert lines[4].render() == "Ed was the partner of Ann, whose bid is made: +20."
    result = score_round(NS, [0] * 5, taken, tricks, 0, 25, partner_side=4)
    lines = score_lines(NS, bid="25", made=result.made, bidding={0}, names=five, taken=taken,
                        points=result.points, scores=list(result.points), partner=4)
    assert lines[4].render() == "Ed was the partner of Ann, whose bid is set: -25."
    assert lines[0].message == SET_WITH and lines[0].params["took"] == 20
