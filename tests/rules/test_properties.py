"""Property tests over random seeds: whole games between random players."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardparty.rules import IllegalAction, new_game, replay
from cardparty.rules.cards import CARDS
from cardparty.rules.order import order_for
from cardparty.rules.records import Dealt, Played, Robbed, RoundScored, TrickTaken

TABLES = [(2, "nova-scotia"), (3, "nova-scotia"), (4, "nova-scotia"), (6, "nova-scotia"),
          (4, "colchester"), (5, "irish"), (4, "irish"), (2, "irish")]  # fmt: skip
seeds = st.integers(min_value=0, max_value=2**63 - 1)
tables = st.sampled_from(TABLES)


def play_randomly(game, rng: random.Random, probe: bool = False):  # noqa: ANN001, ANN201
    """Play ``game`` to its end with random legal actions; with ``probe``, also try
    illegal cards on the way and check they are refused with a reason."""
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        assert actions, "legal_actions() is never empty while the game is on"
        if probe and game.phase == "play":
            legal = set(game.legal_cards())
            hand = game.hand(game.to_act)
            bad = [c for c in hand if c not in legal] + [rng.choice([c for c in CARDS[:52] if c not in hand])]
            for card in bad:
                before = len(game.log)
                try:
                    game.play(card)
                except IllegalAction as refused:
                    assert str(refused.reason) and refused.reason.render().endswith(".")
                else:
                    raise AssertionError(f"{card} was accepted from {hand}")
                assert not game.can_play(card) and len(game.log) == before
            other = (game.to_act + 1) % game.players
            assert not game.can_play(next(iter(legal)), other)
        game.apply(rng.choice(actions))
        steps += 1
        assert steps < 5000, "a game ends"
    return game


@settings(max_examples=40, deadline=None)
@given(seed=seeds, table=tables)
def test_every_game_ends_with_a_winner_and_replays_from_its_log(seed, table):
    players, rules = table
    game = play_randomly(new_game(players, rules, seed=seed, dealer=seed % players), random.Random(seed))
    assert game.is_over and game.winner is not None
    assert game.legal_actions() == []
    assert replay(game.log).log == game.log
    again = play_randomly(new_game(players, rules, seed=seed, dealer=seed % players), random.Random(seed))
    assert again.log == game.log, "a seed reproduces the game"


@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=st.sampled_from([2, 3, 4, 6]))
def test_every_complete_round_gives_30_points_or_25_without_a_trump(seed, players):
    game = play_randomly(new_game(players, "nova-scotia", seed=seed), random.Random(seed + 1))
    tricks: list[TrickTaken] = []
    for record in game.log:
        if isinstance(record, Dealt):
            tricks, order = [], order_for(record.trump)
        elif isinstance(record, TrickTaken):
            tricks.append(record)
        elif isinstance(record, RoundScored) and len(tricks) == 5:
            trump_played = any(order.is_trump[c] for t in tricks for c in t.cards)
            assert sum(record.points) == (30 if trump_played else 25)
            assert sum(t.bonus for t in tricks) == (1 if trump_played else 0)


@settings(max_examples=40, deadline=None)
@given(seed=seeds, table=tables)
def test_each_seat_plays_one_card_a_trick_in_turn_and_the_winner_leads(seed, table):
    players, rules = table
    game = play_randomly(new_game(players, rules, seed=seed), random.Random(seed + 2))
    plays: list[Played] = []
    next_leader = None
    for record in game.log:
        if isinstance(record, Dealt):
            next_leader = (record.dealer + 1) % players
            assert all(len(h) == 5 for h in record.hands)
        elif isinstance(record, Robbed):
            assert plays == [], "robbing comes before the first lead"
        elif isinstance(record, Played):
            plays.append(record)
        elif isinstance(record, TrickTaken):
            assert record.leader == next_leader
            assert [p.seat for p in plays] == [(record.leader + i) % players for i in range(players)]
            assert tuple(p.card for p in plays) == record.cards
            next_leader, plays = record.winner, []
    assert plays == []


@settings(max_examples=25, deadline=None)
@given(seed=seeds, table=tables)
def test_an_illegal_card_is_always_refused_with_a_reason(seed, table):
    players, rules = table
    play_randomly(new_game(players, rules, seed=seed), random.Random(seed + 3), probe=True)
