"""The strong player outside card play reads the game only as its seat may (issue 36 point 3):
a SeatGame answers the public state and the seat's own hand, nothing hidden."""

from __future__ import annotations

import pytest

from cardparty.rules import PRESETS, new_game
from cardparty.rules.phases import PLAY
from cardparty.rules.players import SensiblePlayer
from cardparty.rules.rulesets import get_ruleset
from cardparty.rules.seat_game import SeatGame
from cardparty.rules.strong import StrongPlayer

HIDDEN = ("kitty", "stock", "unseen", "discards", "log", "_deck", "_rng", "_bonus", "apply", "hands_of")


def test_a_seat_reads_its_own_hand_and_not_anothers_nor_the_kitty_stock_log_or_deck():
    game = new_game(5, "nova-scotia-auction", seed=3)
    seen = SeatGame(game, game.to_act)
    assert list(seen.hands[game.to_act]) == list(game.hands[game.to_act])
    for other in range(5):
        if other != game.to_act:
            with pytest.raises(KeyError):
                seen.hands[other]
    for name in HIDDEN:
        with pytest.raises(AttributeError):
            getattr(seen, name)
    with pytest.raises(AttributeError):
        seen.phase = "play"


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_outside_card_play_the_strong_player_chooses_as_the_sensible_one_from_its_seats_reading(preset):
    """Every phase a person decides in, at every table size: the seat's reading is enough to decide."""
    for players in get_ruleset(preset).players:
        game = new_game(players, preset, seed=players)
        sensible = SensiblePlayer(0)
        decided = 0
        while not game.is_over and game.round <= 2:
            if game.phase is not PLAY:
                assert StrongPlayer(0).choose(game) == sensible.choose(game)
                decided += 1
            game.apply(sensible.choose(game))
        assert decided or not get_ruleset(preset).is_auction
