"""An auction round's score explained line by line: each line says what score_round did."""

from __future__ import annotations

from cardparty.rules.auction.score_lines import CAPPED, LOCKED, MADE, SET, TOOK, score_lines
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
