"""Every public entry point refuses bad input with the module's own error and a sentence.

Issue 14, point 6: each row is something a caller could pass; the module must answer
with an :class:`IllegalAction` (a ``RulesError``) whose reason is a sentence, and change
nothing.  Add a row for any new entry point.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable

import pytest

from cardparty.rules import (
    Game,
    IllegalAction,
    RulesError,
    explain_play,
    explain_refusal,
    is_trump,
    legal_plays,
    new_game,
    parse_cards,
    rank_order,
    replay,
    trick_winner,
)
from cardparty.rules.cli import main
from cardparty.rules.dealing import stack_deck
from cardparty.rules.export import game_record
from cardparty.rules.records import Action, Played


def game_where_legal(card: str) -> Game:
    """A fresh game (no robbing to do) whose player to act may legally play ``card``."""
    for seed in range(500):
        game = new_game(4, seed=seed)
        if game.phase == "play" and card in [str(c) for c in game.legal_cards()]:
            return game
    raise AssertionError(f"no seed deals a legal {card}")


REFUSED: list[tuple[str, Callable[[], object], str]] = [
    ("replay of an empty log", lambda: replay([]), "This is not a game log"),
    ("replay of None", lambda: replay(None), "This is not a game log"),
    ("replay of a string", lambda: replay("log"), "This is not a game log"),
    ("replay of a log of other things", lambda: replay([1, 2]), "This is not a game log"),
    ("export of an empty log", lambda: game_record([]), "This is not a game log"),
    ("a float for the number of players", lambda: new_game(4.0),
     "Nova Scotia (Cape Breton card party) is played by 2, 3, 4, 6 players, not 4.0."),
    ("True for the number of players", lambda: new_game(True), "Nova Scotia (Cape Breton card party) is played by"),
    ("a string for the dealer", lambda: new_game(4, dealer="0"), "There is no seat 0 at this table."),
    ("a dealer past the table", lambda: new_game(4, dealer=4), "There is no seat 4 at this table."),
    ("a score that is not a number", lambda: new_game(4, scores=["a", 0]), "Give a whole-number score"),
    ("a score already at the target", lambda: new_game(4, scores=[50, 0]), "Give a whole-number score"),
    ("a negative score at 45", lambda: new_game(4, scores=[-5, 0]), "Give a whole-number score"),
    ("too few scores", lambda: new_game(4, scores=[0]), "Give a whole-number score"),
    ("scores as a string", lambda: new_game(2, scores="00"), "Give a whole-number score"),
    ("a seed that is not a whole number", lambda: new_game(4, seed=1.5), "The seed must be a whole number"),
    ("a ruleset that is not a name", lambda: new_game(4, ["nova-scotia"]), "is not a set of rules"),
    ("a stacked deck short of a card", lambda: new_game(4, deck=["5H"] * 52), "A stacked deck must hold"),
    ("a stacked deck that is not cards", lambda: new_game(4, deck=5), "is not a list of cards"),
    ("stacking hands of the wrong size", lambda: stack_deck([["5H"], ["6H"]], "7H"), "The hands to stack must hold"),
    ("stacking one card twice", lambda: stack_deck([["5H"] * 5, list("23456")], "7H"), "is not a card"),
    ("a joker in a trick of a game without", lambda: trick_winner(["RJ", "2H"], "H"), "There is no RJ in the pack"),
    ("an empty trick", lambda: trick_winner([], "H"), "A trick with no card has no winner"),
    ("a card twice in a trick", lambda: trick_winner(["2H", "2H"], "H"), "2H is given twice"),
    ("a trick that is not cards", lambda: trick_winner(None, "H"), "is not a list of cards"),
    ("a suit that is not one", lambda: trick_winner(["2H"], "X"), "X is not a suit"),
    ("a suit given as a number", lambda: legal_plays(["2H"], [], 3), "3 is not a suit"),
    ("a joker asked about without jokers", lambda: is_trump("RJ", "S"), "There is no RJ in the pack"),
    ("a rank order of no suit", lambda: rank_order("Z", "S"), "Z is not a suit"),
    ("a card both in hand and trick", lambda: explain_play(["KH", "2C"], ["KH"], "S"), "KH is given twice"),
    ("a refusal asked about a joker", lambda: explain_refusal("RJ", ["KH"], ["2H"], "S"), "There is no RJ"),
    ("cards given as a number", lambda: parse_cards(7), "is not a list of cards"),
]


@pytest.mark.parametrize(("call", "sentence"), [(c, s) for _, c, s in REFUSED], ids=[n for n, _, _ in REFUSED])
def test_bad_input_is_refused_with_the_modules_error_and_a_sentence(call, sentence):
    with pytest.raises(RulesError) as refused:
        call()
    assert sentence in str(refused.value)
    assert str(refused.value).endswith(".") and refused.value.reason is not None


def test_true_is_not_the_two_of_clubs_even_after_legal_cards_was_asked():
    game = game_where_legal("2C")
    before = list(game.log)
    game.legal_cards()
    with pytest.raises(IllegalAction, match="True is not a card"):
        game.play(True)
    assert game.log == before and "2C" in [str(c) for c in game.hand(game.to_act)]


def test_a_float_is_not_a_card_and_leaves_the_game_playable():
    game = game_where_legal("6D")  # card index 18
    game.legal_cards()
    with pytest.raises(IllegalAction, match="18.0 is not a card"):
        game.play(18.0)
    assert not game.can_play(18.0)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert all(type(r.card).__name__ == "Card" for r in game.log if isinstance(r, Played))


@pytest.mark.parametrize("seat", ["1", True, 1.0, -1, 9], ids=["string", "bool", "float", "negative", "past-the-table"])
def test_a_seat_that_is_not_one_is_refused_everywhere_a_seat_is_taken(seat):
    game = game_where_legal("2C")
    card = game.legal_cards()[0]
    for call in (lambda: game.play(card, seat), lambda: game.hand(seat), lambda: game.verify_play(card, seat)):
        with pytest.raises(IllegalAction, match="There is no seat"):
            call()
    assert not game.can_play(card, seat)


def test_apply_refuses_what_is_not_an_action():
    game = new_game(4, seed=2)
    with pytest.raises(IllegalAction, match="is not an action of this game"):
        game.apply("play 5H")
    with pytest.raises(IllegalAction, match="fly is not an action"):
        game.apply(Action("fly"))


def test_a_log_that_does_not_replay_names_the_first_record_that_differs():
    game = new_game(4, seed=5)
    game.apply(game.legal_actions()[0])
    forged = list(game.log)
    forged[1] = dataclasses.replace(forged[1], dealer=3)
    with pytest.raises(IllegalAction, match="record 1 differs"):
        replay(forged)


def test_an_irish_game_won_by_taking_all_five_tricks_is_a_jink_even_when_it_also_reaches_45():
    from cardparty.rules.players import RandomPlayer, play_out

    checked = 0
    for seed in range(1500):
        game = play_out(new_game(2, "irish", seed=seed), [RandomPlayer(seed)] * 2)
        tricks = [r for r in game.log if type(r).__name__ == "TrickTaken"]
        last_round = [t for t in tricks if t.round == game.round]
        all_five = len(last_round) == 5 and len({game.side_of[t.winner] for t in last_round}) == 1
        if all_five:
            checked += 1
            assert game.log[-1].how == "jink", seed
    assert checked >= 20


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    import contextlib

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(argv, io.StringIO(""), out)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    ("argv", "sentence"),
    [
        (["simulate", "--players", "0"], "Nova Scotia (Cape Breton card party) is played by 2, 3, 4, 6 players, not 0."),
        (["simulate", "--games", "-1"], "The number of games must be 0 or more, not -1."),
        (["simulate", "--games", "1", "--log", "/no/such/folder/games.jsonl"], "The log cannot be written to /no/such/folder"),
    ],
    ids=["no-players", "negative-games", "log-in-a-missing-folder"],
)
def test_the_command_line_refuses_bad_arguments_with_a_sentence_and_no_traceback(argv, sentence):
    code, _, err = run_cli(argv)
    assert code == 2 and err.startswith("error: " + sentence) and "Traceback" not in err


def test_a_seat_given_as_true_cannot_rob():
    for seed in range(100):
        game = new_game(4, seed=seed)
        if game.phase == "rob" and game.robber == 1:
            with pytest.raises(IllegalAction, match="There is no seat True"):
                game.decline_rob(True)
            assert game.phase == "rob"
            return
    raise AssertionError("no deal where seat 1 may rob")
