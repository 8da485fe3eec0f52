"""Six players for the ante (seed 001; docs/seed-games.md): two teams of three play a full game,
then its three winners play a game of cut-throat, whose winner wins the match."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardparty.rules import IllegalAction, new_game
from cardparty.rules.export import game_record
from cardparty.rules.players import SensiblePlayer, play_out
from cardparty.rules.playoff import PlayoffStarted
from cardparty.rules.records import Dealt, GameWon, TrickTaken
from cardparty.rules.replaying import replay, replay_json
from cardparty.rules.rulesets import NOVA_SCOTIA, PRESETS
from cardparty.rules.strong import StrongPlayer

ANTE = PRESETS["six-for-the-ante"]


def until_playoff(game):  # noqa: ANN001, ANN201
    """Sensible play until the first game is won."""
    bots = [SensiblePlayer(s) for s in range(6)]
    while not any(isinstance(r, PlayoffStarted) for r in game.log):
        game.apply(bots[game.to_act].choose(game))
    return game


def test_six_for_the_ante_is_played_by_six_as_two_teams_of_three_alternating():
    game = new_game(6, ANTE, seed=1)
    assert game.side_of == (0, 1, 0, 1, 0, 1) and game.scores == [0, 0]
    with pytest.raises(IllegalAction, match="is played by 6 players, not 4"):
        new_game(4, ANTE)


def test_a_team_reaching_45_wins_only_the_first_game_and_its_three_players_play_on_cut_throat():
    game = until_playoff(new_game(6, ANTE, seed=4, scores=[40, 40]))
    first = next(r for r in game.log if isinstance(r, PlayoffStarted))
    winners = tuple(s for s in range(6) if s % 2 == first.side)
    assert first.seats == winners and max(first.scores) >= 45 and first.scores[first.side] == max(first.scores)
    assert not any(isinstance(r, GameWon) for r in game.log) and not game.is_over
    assert game.seated == [s in winners for s in range(6)]
    assert game.side_of == tuple(2 + winners.index(s) if s in winners else s % 2 for s in range(6))
    assert game.scores == [*first.scores, 0, 0, 0]


def test_the_losing_team_is_dealt_nothing_and_the_deal_passes_to_the_next_winner():
    game = until_playoff(new_game(6, ANTE, seed=4, scores=[40, 40]))
    first = next(i for i, r in enumerate(game.log) if isinstance(r, PlayoffStarted))
    last_dealer = next(r.dealer for r in reversed(game.log[:first]) if isinstance(r, Dealt))
    dealt = next(r for r in game.log[first:] if isinstance(r, Dealt))
    winners = game.log[first].seats
    assert dealt.dealer in winners and dealt.dealer == next(s for s in ((last_dealer + k) % 6 for k in (1, 2)) if s in winners)
    assert [len(h) for h in dealt.hands] == [5 if s in winners else 0 for s in range(6)]


def test_the_winner_of_the_cut_throat_game_wins_the_match_alone():
    game = play_out(new_game(6, ANTE, seed=9), [SensiblePlayer(s) for s in range(6)])
    first = next(i for i, r in enumerate(game.log) if isinstance(r, PlayoffStarted))
    won = game.log[-1]
    assert isinstance(won, GameWon) and won.side in (2, 3, 4) and game.scores[won.side] >= 45
    assert game.seats_of(won.side) == [game.log[first].seats[won.side - 2]]
    assert all(len(r.cards) == 3 for r in game.log[first:] if isinstance(r, TrickTaken))


def test_the_match_log_replays_and_its_json_tells_the_first_game():
    game = play_out(new_game(6, ANTE, seed=12), [SensiblePlayer(s) for s in range(6)])
    record = game_record(game.log)
    first = next(r for r in game.log if isinstance(r, PlayoffStarted))
    assert record["playoff"] == {"round": first.round, "winner": first.side, "how": first.how,
                                 "scores": list(first.scores), "seats": list(first.seats)}  # fmt: skip
    assert len(record["scores"]) == 5 and record["winner"] == game.winner
    assert replay(game.log).log == game.log and replay_json(record).log == game.log


def test_the_strong_player_plays_the_cut_throat_game():
    game = until_playoff(new_game(6, ANTE, seed=4, scores=[40, 40]))
    bots = [StrongPlayer(s, budget=40) for s in range(6)]
    for _ in range(8):
        game.apply(bots[game.to_act].choose(game))
    assert sum(isinstance(r, TrickTaken) and len(r.cards) == 3 for r in game.log) >= 2


def test_a_playoff_needs_every_table_size_to_play_as_partners():
    with pytest.raises(IllegalAction) as refused:
        new_game(6, replace(NOVA_SCOTIA, playoff=True))
    assert str(refused.value) == "The playoff setting of the nova-scotia rules needs partnerships."


def test_a_playoff_is_not_an_auction_setting():
    with pytest.raises(IllegalAction, match="An auction game cannot use the playoff setting"):
        new_game(6, replace(PRESETS["merrimack-valley"], players=(6,), partnerships=(6,), playoff=True))
