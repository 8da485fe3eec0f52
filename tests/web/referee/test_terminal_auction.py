"""``manage.py referee`` at every preset: one terminal game, answers it refuses rather than guesses,
no hidden information told, and the winner said in words."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from cardparty.rules import new_game
from cardparty.rules.players import SensiblePlayer


def _play(lines: str, **options) -> str:
    out = io.StringIO()
    call_command("referee", stdin=io.StringIO(lines), stdout=out, **options)
    return out.getvalue()


def as_text(action, me: int) -> str:  # noqa: ANN001
    """What a person would type for ``action``."""
    if action.kind == "bid":
        return str(action.amount)
    if action.kind in ("pass", "hold", "raise"):
        return action.kind
    if action.kind == "name":
        return {"C": "clubs", "D": "D", "H": "hearts", "S": "S"}[action.suit]
    if action.kind == "discard":
        return " ".join(map(str, action.cards)) or "none"
    if action.kind == "call":
        return str(action.card) if action.card is not None else "none"
    if action.kind == "lead":
        return "me" if action.seat == me else "left"
    if action.kind in ("decline_rob", "decline_beg"):
        return "no"
    words = {"turn_stub": "turn", "kitty": "kitty", "top_card": "top card"}  # the seed options
    if action.kind in words:
        return words[action.kind]
    if action.kind == "stub" and action.card is None:
        return "no"
    return str(action.card)


def _answers(name: str, players: int, seat: int, seed: int, before=None) -> tuple[list[str], object]:  # noqa: ANN001
    """The answers a sensible person at ``seat`` would type, and the game they lead to.

    ``before(game)`` may return a line typed first, once, at the first of the person's turns
    where it returns one (an answer to be refused, or ``?``).
    """
    game = new_game(players, name, seed=seed)
    bots = [SensiblePlayer(game.seed + s) for s in range(players)]
    me, lines, inserted = SensiblePlayer(99), [], False
    while not game.is_over:
        if game.to_act == seat and before is not None and not inserted:
            extra = before(game)
            if extra is not None:
                lines.append(extra)
                inserted = True
        action = (me if game.to_act == seat else bots[game.to_act]).choose(game)
        if game.to_act == seat:
            lines.append(as_text(action, seat))
        game.apply(action)
    return lines, game


def _first_seed(name: str, players: int, seat: int, before) -> tuple[int, list[str]]:  # noqa: ANN001
    """The first deal seed whose game brings ``seat`` to a turn where ``before`` has a line to type."""
    for seed in range(1, 200):
        lines, _game = _answers(name, players, seat, seed, before)
        if len(lines) != len(_answers(name, players, seat, seed)[0]):
            return seed, lines
    raise AssertionError("no deal brings the person to that turn")


@pytest.mark.parametrize(("name", "players", "seat"), [
    ("nova-scotia-auction", 5, 0), ("one-hundred-ten", 3, 1), ("merrimack-valley", 4, 2), ("nova-scotia", 4, 1),
    ("irish", 3, 0), ("hoyle", 2, 1), ("hoyle", 4, 0), ("six-for-the-ante", 6, 2), ("six-three-couples", 6, 4),
    ("six-two-teams", 6, 1), ("merrimack-valley", 5, 3), ("irish-begging", 3, 0), ("one-hundred-ten-ace", 4, 1),
    ("one-hundred-ten-house", 4, 0), ("cape-breton-auction", 4, 2), ("merrimack-valley-flip", 4, 0)])  # fmt: skip
def test_one_terminal_game_plays_every_preset_to_its_end_and_says_who_won_in_words(name, players, seat):
    lines, game = _answers(name, players, seat, 21)
    text = _play("\n".join(["?", *lines]) + "\n", players=players, ruleset=name, seed=21, seat=seat)
    assert "Refused" not in text
    last = text.rstrip().splitlines()[-1]
    winners = {game.winner, *game.log[-1].with_sides}
    won_me = game.side_of[seat] in winners
    assert last.startswith("You") == won_me and " won, " in last, last
    assert f"{game.scores[game.winner]}" in last and " to " in last and "Side " not in last and "[" not in last


def test_an_auction_trick_does_not_tell_its_bonus_until_the_round_is_scored():
    lines, _game = _answers("merrimack-valley", 4, 0, 5)
    text = _play("\n".join(lines) + "\n", players=4, ruleset="merrimack-valley", seed=5)
    rows = text.splitlines()
    for i, row in enumerate(rows):
        if "bonus" in row and "takes trick" in row:
            assert "takes trick 5" in row, row  # only the round's last trick, once every card is out
            assert rows[i + 1].startswith("Round "), rows[i + 1]
    assert any(row.startswith("The bonus went to") for row in rows)


def test_the_lead_question_refuses_an_answer_it_does_not_understand_and_asks_again():
    arrow = "\x1b[A"  # an arrow key, typed by mistake
    seed, lines = _first_seed("one-hundred-ten", 3, 1, lambda game: arrow if game.phase == "lead" else None)
    text = _play("\n".join(lines) + "\n", players=3, ruleset="one-hundred-ten", seed=seed, seat=1)
    assert f"Refused: “{arrow}” is not an answer here: answer me or left." in text
    assert text.count("Who leads (me or left)? ") >= 2  # asked again, not taken for "left"
    assert " won, " in text.splitlines()[-1]


def test_a_bid_below_the_one_standing_is_refused_with_only_the_bids_still_open():
    seed, lines = _first_seed("merrimack-valley", 4, 2,
                              lambda game: "10" if game.phase == "bid" and game.high == 15 else None)
    text = _play("\n".join(lines) + "\n", players=4, ruleset="merrimack-valley", seed=seed, seat=2)
    assert "Refused: 10 is not a bid you can make now: bid 20, 25, 30, or pass." in text


def test_the_dealers_help_offers_hold_and_pass_when_only_they_are_legal():
    seed, lines = _first_seed("nova-scotia-auction", 4, 0,
                              lambda game: "?" if game.phase == "bid" and game.high_seat is not None and game.dealer == 0 else None)
    text = _play("\n".join(lines) + "\n", players=4, ruleset="nova-scotia-auction", seed=seed, seat=0)
    assert "The bidding is on: seat 0, the dealer, is to hold or pass. Answer hold, pass." in text
    assert "Your bid (hold, pass): " in text


def test_a_bidder_who_must_discard_is_not_offered_none_to_keep_the_hand():
    seed, lines = _first_seed("merrimack-valley", 4, 1,
                              lambda game: "none" if game.phase == "discard" and len(game.hand(1)) > 5 else None)
    text = _play("\n".join(lines) + "\n", players=4, ruleset="merrimack-valley", seed=seed, seat=1)
    assert "Cards to discard (3 to " in text
    assert "Refused: “none” is not an answer here: answer 3 to" in text
    bidder_prompts = [row for row in text.splitlines() if "Cards to discard (3 to " in row]
    assert all("none" not in row.split("):")[0] for row in bidder_prompts)


def test_the_terminal_referee_speaks_french_in_an_auction_game():
    from tests.i18n.catalogue import ensure_compiled

    ensure_compiled()
    lines, _game = _answers("nova-scotia-auction", 4, 0, 21)
    text = _play("\n".join(["xyz", *lines]) + "\n", players=4, ruleset="nova-scotia-auction", seed=21, language="fr")
    assert "Votre mise (" in text and "Votre carte" in text and "Refusé" in text
    assert "Refused" not in text and " won, " not in text and " gagné, " in text.splitlines()[-1]


def test_naming_a_suit_the_bidder_holds_no_trump_of_is_refused_with_the_reason_in_words():
    def held_none(game):  # noqa: ANN001, ANN202
        missing = [s for s in "CDHS" if s not in game.nameable_suits()]
        return {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[missing[0]] if game.phase == "trump" and missing else None

    seed, lines = _first_seed("nova-scotia-auction", 4, 0, held_none)
    text = _play("\n".join(lines) + "\n", players=4, ruleset="nova-scotia-auction", seed=seed, seat=0)
    refusal = next(row for row in text.splitlines() if "Refused" in row)
    assert "is not an answer here" not in refusal and "Refused: You hold no " in refusal and ": you cannot name " in refusal


def test_a_six_player_discard_help_says_down_to_five_and_never_offers_a_draw():
    seed, lines = _first_seed("six-two-teams", 6, 2, lambda game: "?" if game.phase == "discard" else None)
    text = _play("\n".join(lines) + "\n", players=6, ruleset="six-two-teams", seed=seed, seat=2)
    assert "Seat 2 is to discard down to five cards; there is no stock to draw from. Answer exactly 3 cards." in text
    assert "discard and draw" not in text


def test_a_bidder_who_chooses_to_lead_is_told_in_plain_words():
    seed, lines = _first_seed("one-hundred-ten", 3, 1, lambda game: "me" if game.phase == "lead" else None)
    text = _play("\n".join(lines) + "\n", players=3, ruleset="one-hundred-ten", seed=seed, seat=1)
    assert "Player 2 (you) chooses to lead." in text and "Player 2 (you) has Player 2 (you) lead." not in text
