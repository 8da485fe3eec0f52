"""The ruling page answers auction questions (issue 12 point 8): is a bid legal after the bids so
far, and what a round scores given the bid and the points the bidding side took."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.django_db

URL = "/referee/ruling/auction/"


def _text(response) -> str:
    assert response.status_code == 200
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.content.decode()))


def test_a_bid_not_above_the_bid_so_far_is_refused_with_the_rules_sentence(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "calls": "20", "call": "15"}))
    assert "No. The bid is 20: bid 25 or more, or pass." in text


def test_a_higher_bid_is_legal_and_the_next_calls_are_listed(client):
    response = client.get(URL, {"ruleset": "merrimack-valley", "calls": "20, pass", "call": "25"})
    assert 'data-verdict="legal"' in response.content.decode()
    assert "Player 3 speaks next and may say: 25, 30, pass" in _text(response)


def test_the_nova_scotia_dealer_may_hold(client):
    response = client.get(URL, {"ruleset": "nova-scotia-auction", "players": "4", "calls": "20, pass, 25", "call": "hold"})
    assert 'data-verdict="legal"' in response.content.decode()
    assert "Player 4 (the dealer) may say hold" in _text(response)


def test_merrimack_valley_has_no_holding(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "calls": "20, pass, 25", "call": "hold"}))
    assert "In Merrimack Valley auction (to 120) the dealer does not hold" in text


def test_a_bad_bid_in_the_bids_so_far_is_named(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "calls": "20, 15"}))
    assert "Bid 2 (Player 2) is not allowed: The bid is 20: bid 25 or more, or pass." in text


def test_a_bid_of_30_ends_merrimack_valley_bidding(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "calls": "30"}))
    assert "The bidding is over: Player 1 wins the bid at 30." in text


def test_everyone_passing_bags_the_dealer(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "calls": "pass,pass,pass,pass"}))
    assert "Player 4 (the dealer) is bagged at 15" in text


@pytest.mark.parametrize(
    ("query", "made", "points"),
    [
        ({"ruleset": "merrimack-valley", "bid": "25", "took": "20"}, "0", ("-25", "10")),
        ({"ruleset": "merrimack-valley", "bid": "20", "took": "25"}, "1", ("25", "5")),
        ({"ruleset": "nova-scotia-auction", "bid": "30", "took": "30"}, "1", ("60", "0")),
        ({"ruleset": "nova-scotia-auction", "bid": "30", "took": "25"}, "0", ("-30", "5")),
        ({"ruleset": "nova-scotia-auction", "bid": "20", "took": "20", "other": "100"}, "1", ("20", "0")),
        ({"ruleset": "one-hundred-ten", "bid": "15", "took": "15", "other": "100"}, "1", ("15", "5")),
    ],
)
def test_what_a_round_scores(client, query, made, points):
    html = client.get(URL, query).content.decode()
    assert f'data-made="{made}"' in html
    row = lambda side: re.search(rf'data-score-side="{side}">.*?</tr>', html, re.S).group(0)  # noqa: E731
    assert re.findall(r'class="num">(?:<strong>)?(-?\d+)', row(0))[1] == points[0]
    assert re.findall(r'class="num">(?:<strong>)?(-?\d+)', row(1))[1] == points[1]


def test_reaching_the_target_says_who_wins(client):
    text = _text(client.get(URL, {"ruleset": "merrimack-valley", "bid": "20", "took": "25", "before": "100"}))
    assert "The bidding side reaches 120 and wins the game." in text


@pytest.mark.parametrize("query", [{"ruleset": "poker"}, {"players": "x", "calls": "x,y,z", "call": "<b>"},
                                   {"bid": "7", "took": "999", "before": "x"}, {"calls": "," * 200}])
def test_odd_questions_are_answered_never_500(client, query):
    assert client.get(URL, query).status_code == 200


def test_the_card_ruling_links_to_the_auction_ruling_and_knows_the_auction_rules(client):
    html = client.get("/referee/ruling/", {"ruleset": "merrimack-valley", "trump": "S", "trick": "9H", "hand": "KH,2C"}).content.decode()
    assert 'href="/referee/ruling/auction/"' in html
    assert 'data-legal="KH 2C"' in html, "Merrimack Valley: any card on a plain lead"
