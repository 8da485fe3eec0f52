"""Properties over random auction games (hypothesis): any preset, table and options.

Games start from random scores near the target so that they end; the players pick
random legal actions (bids, suits, discards, calls, cards) or sensible ones.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from cardparty.rules import new_game, replay
from cardparty.rules.auction.records import AuctionDealt, AuctionScored, AuctionWon, BidRaised, SideOut
from cardparty.rules.cards import new_deck
from cardparty.rules.players import RandomPlayer, SensiblePlayer
from cardparty.rules.records import GameWon, TrickTaken
from cardparty.rules.rulesets import PRESETS

TABLES = [("merrimack-valley", n) for n in (2, 3, 4, 5, 6)] + [("nova-scotia-auction", n) for n in (2, 3, 4, 5)] + [
    ("one-hundred-ten", n) for n in (2, 3, 4, 5, 6)
]
OPTIONS = [{}, {"reset_at_45": True}, {"green_at": 90}, {"bid_sixty": True}, {"bid_sixty": True, "bid_120": True},
           {"slam": True}, {"bonus_cards": ("5",)}, {"bonus_points": 0}, {"kitty_first": True},
           {"out_at": -80}]  # fmt: skip


def game_strategy():  # noqa: ANN201
    return st.tuples(
        st.sampled_from(TABLES), st.sampled_from(OPTIONS), st.integers(0, 2**32), st.booleans(),
        st.lists(st.sampled_from(range(-40, 120, 5)), min_size=6, max_size=6),
    )  # fmt: skip


def make_game(table, options, seed, scores):  # noqa: ANN001, ANN201
    name, players = table
    rs = PRESETS[name]
    if name == "nova-scotia-auction" and options.get("bid_sixty"):
        options = {}  # its 30 is already 30 for 60
    rs = replace(rs, **options)
    game = new_game(players, rs, seed=seed)
    start = [min(s, rs.target - 5) for s in scores[: game.sides]]
    return new_game(players, rs, seed=seed, dealer=seed % players, scores=start)


def every_card_once(game) -> None:  # noqa: ANN001
    """Hands, kitty, stock, discards and the cards played hold the pack, each card once."""
    held = [c for h in game.hands for c in h] + list(game.kitty) + list(game.stock)
    held += [c for d in game.discards for c in d] + list(game.played)
    counts = Counter(held)
    assert max(counts.values()) == 1, [c for c, n in counts.items() if n > 1]
    assert set(held) == set(new_deck(game.ruleset.jokers))


def play(game, sensible: bool, rounds: int = 25):  # noqa: ANN001, ANN201
    seats = [SensiblePlayer(s) if sensible and s % 2 == 0 else RandomPlayer(game.seed + s) for s in range(game.players)]
    phase = None
    while not game.is_over and game.round <= rounds:
        if game.phase != phase:
            phase = game.phase
            every_card_once(game)
            if phase == "play" and not game.trick and game.tricks == 0:
                assert all(len(game.hands[s]) == 5 for s in game.seats_in_play()), "five cards each at the first lead"
                assert all(not game.hands[s] for s in range(game.players) if s not in game.seats_in_play())
        game.apply(seats[game.to_act].choose(game))
    return game


def expected_points(rs, scores, taken, tricks, bidder_side, partner_side, bid):  # noqa: ANN001, ANN201
    """3b's scoring, written out plainly."""
    pair = [bidder_side] + ([partner_side] if partner_side is not None and partner_side != bidder_side else [])
    took, every = sum(taken[s] for s in pair), sum(tricks[s] for s in pair) == 5
    table = {30: (60, -30)} if rs.thirty_for_sixty else {}
    table[60] = (60, -60)
    table[120] = (120, -60) if rs.slam else (120, -120)
    if bid in table:
        made = every
        gain = table[bid][0] if made else table[bid][1]
    else:
        made = took >= bid
        gain = took if made else -bid
    points = []
    for side, score in enumerate(scores):
        if side in pair:
            p = gain
        elif rs.locked_at is not None and score >= rs.locked_at:
            p = 0
        elif rs.capped_at is not None:
            p = max(0, min(taken[side], rs.capped_at - score))
        else:
            p = taken[side]
        points.append(-score if rs.reset_at_45 and score + p == 45 else p)
    return made, points, pair


def check_rounds(game) -> int:  # noqa: ANN001
    """Each round's score follows from its tricks, and the game ends exactly when 3b says."""
    rs, log = game.ruleset, game.log
    scores = list(game.log[0].scores or [0] * game.sides)
    rounds, out = 0, set()
    for i, rec in enumerate(log):
        if not isinstance(rec, AuctionScored):
            continue
        rounds += 1
        tricks = [t for t in log[:i] if isinstance(t, TrickTaken) and t.round == rec.round]
        assert len(tricks) == 5
        taken, count = [0] * game.sides, [0] * game.sides
        for t in tricks:
            taken[game.side_of[t.winner]] += t.points
            count[game.side_of[t.winner]] += 1
        assert sum(taken) in (25, 30) and tuple(taken) == rec.taken
        bid = [r for r in log[:i] if isinstance(r, AuctionWon | BidRaised)][-1].bid
        partner_side = None if rec.partner is None else game.side_of[rec.partner]
        made, points, pair = expected_points(rs, scores, taken, count, game.side_of[rec.bidder], partner_side, bid)
        assert (rec.made, list(rec.points)) == (made, points)
        after = [s + p for s, p in zip(scores, points, strict=True)]
        assert list(rec.scores) == after
        reached = [s for s in range(game.sides) if after[s] >= rs.target
                   and (rs.green_at is None or scores[s] < rs.green_at or s in pair)]  # fmt: skip
        ends = bool(reached) and (made and bool(set(pair) & set(reached))
                                  or Counter(after[s] for s in reached)[max(after[s] for s in reached)] == 1)  # fmt: skip
        if rs.out_at is not None:
            out |= {s for s in range(game.sides) if after[s] <= rs.out_at}
            ends = ends or len(set(range(game.sides)) - out) == 1
        following = next((r for r in log[i + 1 :] if not isinstance(r, SideOut)), None)
        assert isinstance(following, GameWon) == ends, (scores, after, reached)
        if ends and made and set(pair) & set(reached):
            assert following.side == game.side_of[rec.bidder]
        scores = after
    return rounds


@settings(max_examples=60, deadline=None)
@given(game_strategy())
def test_random_auction_games_deal_five_each_hold_no_card_twice_score_from_the_tricks_end_when_3b_says(params):
    table, options, seed, sensible, scores = params
    game = play(make_game(table, options, seed, scores), sensible)
    assert check_rounds(game) >= 1
    assert replay(game.log).log == game.log


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 2**32))
def test_legal_actions_are_exactly_what_verify_accepts_at_every_step(table, seed):
    name, players = table
    game = new_game(players, name, seed=seed, scores=[90] * (2 if players in PRESETS[name].partnerships else players))
    rng = random.Random(seed)
    while not game.is_over and game.round <= 3:
        actions = game.legal_actions()
        assert actions
        if game.phase == "bid":
            offered = {a.amount for a in actions if a.kind == "bid"}
            for amount in (5, 15, 20, 25, 30, 35, 60, 120):
                assert game.can_bid(amount) == (amount in offered)
        if game.phase == "trump":
            names = {a.suit for a in actions if a.kind == "name"}
            assert {s for s in "CDHS" if game.can_name_trump(s)} == names
        if game.phase == "play":
            hand = game.hand(game.to_act)
            assert {c for c in hand if game.can_play(c)} == set(game.legal_cards())
        before = len(game.log)
        game.apply(rng.choice(actions))
        assert len(game.log) > before
    assert all(isinstance(game.log[0].ruleset, type(PRESETS[name])) for _ in [0])


def test_each_auction_round_starts_with_its_deal_record():
    game = play(make_game(("merrimack-valley", 4), {}, 3, [100] * 6), False)
    deals = [r for r in game.log if isinstance(r, AuctionDealt)]
    assert [d.round for d in deals] == list(range(1, game.round + 1))
