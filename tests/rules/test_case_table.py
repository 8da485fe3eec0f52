"""The case table (tests/rules/cases.py) checked row by row; ids are the rows' notes."""

from __future__ import annotations

import pytest

from cardparty.rules import Game, explain_play, legal_plays, parse_cards, rank_order, trick_winner
from cardparty.rules.dealing import stack_deck
from cardparty.rules.records import GameWon, Robbed, RobDeclined, TrickTaken

from .cases import EXPLANATIONS, LEGAL_PLAYS, RANK_ORDERS, ROBBING, ROUNDS, TRICK_WINNERS, Rob, Round, ruleset
from .helpers import parse_trick, slug, stacked_game


def _ids(rows, at):  # noqa: ANN001, ANN202
    return [slug(row[at]) for row in rows]


@pytest.mark.parametrize(("trump", "suit", "order", "note", "rules"), RANK_ORDERS, ids=_ids(RANK_ORDERS, 3))
def test_rank_order_is_as_the_table_says(trump, suit, order, note, rules):
    assert " ".join(map(str, rank_order(suit, trump, ruleset(rules)))) == order


@pytest.mark.parametrize(("trump", "cards", "winner", "note", "rules"), TRICK_WINNERS, ids=_ids(TRICK_WINNERS, 3))
def test_trick_is_won_by_the_card_the_table_says(trump, cards, winner, note, rules):
    trick = cards.split()
    assert trick[trick_winner(trick, trump, ruleset(rules))] == winner


@pytest.mark.parametrize(("trump", "trick", "hand", "legal", "note", "rules"), LEGAL_PLAYS, ids=_ids(LEGAL_PLAYS, 4))
def test_legal_plays_are_as_the_table_says(trump, trick, hand, legal, note, rules):
    expected = hand.split() if legal == "all" else legal.split()
    got = [str(c) for c in legal_plays(hand.split(), trick.split(), trump, ruleset(rules))]
    # legal cards come back in hand order
    assert got == [c for c in hand.split() if c in expected]


@pytest.mark.parametrize(("trump", "trick", "hand", "sentence", "rules"), EXPLANATIONS, ids=_ids(EXPLANATIONS, 3))
def test_explain_play_names_the_deciding_rule_in_one_sentence(trump, trick, hand, sentence, rules):
    ruling = explain_play(hand.split(), trick.split(), trump, ruleset(rules))
    assert str(ruling.reason) == sentence
    assert list(ruling.legal) == legal_plays(hand.split(), trick.split(), trump, ruleset(rules))


@pytest.mark.parametrize("case", ROUNDS, ids=[slug(r.name) for r in ROUNDS])
def test_whole_round_plays_and_scores_as_the_table_says(case: Round):
    game = stacked_game(case)
    assert game.phase == "play", "the case deals no robbing"
    assert game.trump == case.trump_card.strip()[-1]
    start = list(case.start or [0] * game.sides)
    for number, text in enumerate(case.tricks, 1):
        leader, cards, winner = parse_trick(text)
        assert game.leader == leader, f"trick {number} leader"
        for card in cards:
            game.play(card, game.to_act)
        taken = [r for r in game.log if isinstance(r, TrickTaken)][-1]
        assert (taken.number, taken.winner) == (number, winner), text
        assert taken.bonus == (case.bonus_trick == number)
    round_points = [r for r in game.log if type(r).__name__ == "RoundScored"][0]
    assert list(round_points.points) == list(case.points)
    if len(case.tricks) == 5:
        rs = ruleset(case.ruleset)
        honours = rs.turned_honours if case.trump_card.split()[-1][:-1] in ("K", "A") else 0
        assert sum(case.points) == (30 if case.bonus_trick else 25) + honours
    assert list(round_points.scores) == [s + p for s, p in zip(start, case.points, strict=True)]
    if case.over:
        tricks, side, how = case.over
        assert len(case.tricks) == tricks
        assert game.is_over and game.winner == side
        assert game.log[-1] == GameWon(side, tuple(game.scores), how)
    else:
        assert not game.is_over and game.round == 2, "a new round is dealt"


@pytest.mark.parametrize("case", ROBBING, ids=[slug(r.name) for r in ROBBING])
def test_robbing_is_offered_and_done_as_the_table_says(case: Rob):
    rs = ruleset(case.ruleset)
    hands = [h.split() for h in case.hands]
    game = Game(len(hands), rs, seed=5, dealer=case.dealer, deck=stack_deck(hands, case.turned, case.dealer, rs))
    assert game.robber == case.robber
    if case.robber is None:
        assert game.phase == "play" and game.to_act == (case.dealer + 1) % len(hands)
        return
    assert game.phase == "rob" and game.to_act == case.robber
    assert str(game.rob_card) == case.takes
    assert game.trump == case.turned.split()[-1][-1]
    if case.act == "decline":
        record = game.decline_rob(case.robber)
        assert record == RobDeclined(case.robber)
    else:
        record = game.rob(case.act, case.robber)
        assert record == Robbed(case.robber, parse_cards(case.takes)[0], parse_cards(case.act)[0])
    assert game.log[-1] == record
    assert [str(c) for c in game.hand(case.robber)] == case.hand_after.split()
    assert game.phase == "play" and game.to_act == (case.dealer + 1) % len(hands)
