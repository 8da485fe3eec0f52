"""Computer players: legal, sensible, and the sensible one beats the random one."""

from __future__ import annotations

from cardparty.rules import Game
from cardparty.rules.dealing import stack_deck
from cardparty.rules.players import RandomPlayer, SensiblePlayer, play_out

from .cases import ruleset


def sensible_rate(games: int) -> float:
    """Share of 4-player games won by a sensible pair (seats 0, 2) against a random pair."""
    wins = 0
    for seed in range(games):
        game = Game(4, seed=seed, dealer=seed % 4)
        sensible, random_ = SensiblePlayer(seed), RandomPlayer(seed)
        play_out(game, [sensible, random_, sensible, random_])
        wins += game.winner == 0
    return wins / games


def test_sensible_pair_beats_random_pair_clearly_over_2000_games(capsys):
    rate = sensible_rate(2000)
    with capsys.disabled():
        print(f"\nsensible pair vs random pair, 2000 games of nova-scotia: sensible won {rate:.1%}")
    assert rate > 0.62


def _game(hands: list[str], turned: str, dealer: int) -> Game:
    rs = ruleset("no-robbing")
    return Game(4, rs, dealer=dealer, deck=stack_deck([h.split() for h in hands], turned, dealer, rs))


def test_sensible_does_not_overtake_its_partner():
    game = _game(["KH 2C 3C 4C 6C", "3H 7C 8C 9C 10C", "QH 5S 2D 3D 4D", "6D 7D 8D 9D 10D"], "KS", 3)
    game.play("KH", 0)
    game.play("3H", 1)
    assert str(SensiblePlayer().choose(game)) == "play QH"


def test_sensible_wins_a_trick_as_cheaply_as_it_can():
    game = _game(["10H 2C 3C 4C 6C", "9H 7C 8C 9C 10C", "JH 2D 3D 4D 6D", "KH QH 2H 7D 8D"], "KS", 3)
    for card in ("10H", "9H", "JH"):
        game.play(card)
    assert str(SensiblePlayer().choose(game)) == "play QH"


def test_sensible_keeps_a_top_trump_rather_than_spend_it_on_plain_cards_early():
    game = _game(["KH 2C 3C 4C 6C", "3H 7C 8C 9C 10C", "QH 2D 3D 4D 6D", "5S 5C 7D 8D 9D"], "KS", 3)
    game.play("KH", 0)
    game.play("3H", 1)
    game.play("QH", 2)
    assert str(SensiblePlayer().choose(game)) == "play 5C"
