"""Every lesson teaches what the referee applies: each position's answer is the rules module's
(legal cards, trick winner, bonus card, robbing right) or the night's movement's."""

from __future__ import annotations

import pytest

from cardparty.rules.lessons import LESSONS, choices, explain, referee_answer
from cardparty.rules.rulesets import get_ruleset
from tournaments.movement import next_seating
from tournaments.standings import booby_group, prize_groups

POSITIONS = [(lesson["slug"], i, pos) for lesson in LESSONS for i, pos in enumerate(lesson["positions"])]


def test_there_are_eight_to_twelve_lessons_of_a_few_positions():
    assert 8 <= len(LESSONS) <= 12
    assert all(2 <= len(lesson["positions"]) <= 5 for lesson in LESSONS)


@pytest.mark.parametrize(("slug", "index", "pos"), POSITIONS, ids=[f"{s}-{i}" for s, i, _ in POSITIONS])
def test_a_lesson_answer_is_exactly_what_the_referee_says(slug, index, pos):
    if pos["kind"] == "move":
        seating = {t: tuple(c) for t, c in pos["seating"].items()}
        after = next_seating(seating, pos["winners"])
        expected = [str(t) for t, couples in after.items() if pos["couple"] in couples]
    elif pos["kind"] == "prize":
        expected = [str(c) for c in prize_groups(pos["wins"])[0]]
    elif pos["kind"] == "booby":
        expected = [str(c) for c in booby_group(pos["wins"])]
    else:
        expected = referee_answer(pos)
    assert sorted(pos["answer"]) == sorted(expected)
    assert set(pos["answer"]) <= set(choices(pos))


@pytest.mark.parametrize(("slug", "index", "pos"), POSITIONS, ids=[f"{s}-{i}" for s, i, _ in POSITIONS])
def test_every_pick_of_a_card_lesson_is_explained(slug, index, pos):
    if pos["kind"] in ("move", "prize", "booby"):
        return
    for pick in choices(pos):
        assert explain(pos, pick).render()


def test_a_good_callers_card_is_one_the_referee_lets_the_bidder_call():
    calls = [pos for lesson in LESSONS for pos in lesson["positions"] if pos["kind"] == "call-best"]
    assert calls
    for pos in calls:
        assert set(pos["answer"]) <= set(referee_answer({**pos, "kind": "call"}))


def test_the_bidder_discards_holding_five_cards_and_the_kitty_the_others_five():
    for lesson in LESSONS:
        for pos in lesson["positions"]:
            if pos["kind"] == "discard":
                kitty = get_ruleset(pos["ruleset"]).kitty
                assert int(choices(pos)[-1]) == 5 + (kitty if pos["bidder"] else 0)
