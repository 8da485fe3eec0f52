"""Reasons: English sentences marked for translation, rendered without Django."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cardparty.rules import IllegalAction, Reason, gettext_noop, new_game
from cardparty.rules import reasons as R

PACKAGE = Path(R.__file__).parent


def test_gettext_noop_marks_without_translating():
    assert gettext_noop("clubs") == "clubs"


@pytest.mark.parametrize("module", ["reasons.py", "auction/reasons.py"])
def test_every_sentence_template_is_a_literal_marked_with_gettext_noop(module):
    tree = ast.parse((PACKAGE / module).read_text())
    templates = 0
    for node in tree.body:
        if isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets):
            value = node.value
            if isinstance(value, ast.Call) and getattr(value.func, "id", "") == "gettext_noop":
                assert isinstance(value.args[0], ast.Constant) and isinstance(value.args[0].value, str)
                templates += 1
            else:
                assert not isinstance(value, ast.Constant) or not isinstance(value.value, str), node.targets[0].id
    assert templates >= 20


def test_no_module_builds_a_reason_from_an_unmarked_string():
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Reason" and node.args:
                assert not isinstance(node.args[0], ast.Constant), f"{path.name}:{node.lineno}"


def test_render_translates_the_template_and_marked_words_but_not_numbers():
    reason = Reason(R.NOT_YOUR_TURN, {"seat": 2})
    assert reason.render(lambda s: {R.NOT_YOUR_TURN: "Pas votre tour : le siège %(seat)s joue."}.get(s, s)) == (
        "Pas votre tour : le siège 2 joue."
    )
    assert str(Reason(R.VOID_ANY, {"suit": "spades"})) == "You hold no spades: any card may be played."
    assert "spades" in R.WORDS and "ace of hearts" in R.WORDS and "jack" in R.WORDS


def test_illegal_action_is_a_value_error_carrying_its_reason():
    game = new_game(seed=1)
    with pytest.raises(IllegalAction) as refused:
        game.play("5H", (game.to_act + 1) % 4)
    assert isinstance(refused.value, ValueError)
    assert isinstance(refused.value.reason, Reason) and str(refused.value) == str(refused.value.reason)
