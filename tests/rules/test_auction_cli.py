"""The command line for auction games: simulate and its JSON log, replayed."""

from __future__ import annotations

import io
import json

import pytest

from cardparty.rules.cli import main
from cardparty.rules.replaying import replay_json

TODAYS_ROUND_FIELDS = {"round", "dealer", "turned", "trump", "robbing", "hands", "tricks", "points", "scores"}
AUCTION_ROUND_FIELDS = {"bids", "bidder", "bid", "kitty", "discards", "called", "partner", "taken"}
#: (preset, players, games) simulated and replayed below; the log of every one is replayed.
SIMULATED = [("merrimack-valley", 4, 40), ("merrimack-valley", 6, 10), ("merrimack-valley", 3, 10),
             ("nova-scotia-auction", 4, 20), ("nova-scotia-auction", 5, 10), ("nova-scotia-auction", 2, 10),
             ("one-hundred-ten", 2, 10), ("one-hundred-ten", 4, 10), ("one-hundred-ten", 6, 5)]  # fmt: skip


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    return main(argv, io.StringIO(stdin), out), out.getvalue()


@pytest.fixture(scope="module")
def logs(tmp_path_factory) -> dict[tuple[str, int], list[dict]]:
    folder = tmp_path_factory.mktemp("logs")
    found = {}
    for name, players, games in SIMULATED:
        path = folder / f"{name}-{players}.jsonl"
        code, text = run(["simulate", "--ruleset", name, "--players", str(players), "--games", str(games),
                          "--seed", "3", "--log", str(path), "--max-rounds", "200"])  # fmt: skip
        assert code == 0 and f"games: {games}" in text and "set (" in text
        found[name, players] = [json.loads(line) for line in path.read_text().splitlines()]
    return found


def test_simulate_writes_each_auction_round_with_exactly_the_issues_extra_fields(logs):
    for (name, players), games in logs.items():
        for game in games:
            assert game["ruleset"] == name and game["players"] == players
            for rnd in game["rounds"]:
                assert set(rnd) == TODAYS_ROUND_FIELDS | AUCTION_ROUND_FIELDS
                assert rnd["turned"] is None and rnd["robbing"] is None
                assert len(rnd["discards"]) == len(rnd["hands"]) == players


def test_the_log_fields_say_what_the_schema_says(logs):
    for game in logs["nova-scotia-auction", 5]:
        sides = len(game["scores"])
        for rnd in game["rounds"]:
            if rnd["scores"] is None:
                continue  # an unfinished game's last deal
            seats = [b["seat"] for b in rnd["bids"]]
            assert seats[0] == (rnd["dealer"] + 1) % 5
            assert all(b["call"] in ("pass", "hold") or isinstance(b["call"], int) for b in rnd["bids"])
            assert rnd["bid"] in (20, 25, 30) and rnd["trump"] in "CDHS" and len(rnd["kitty"]) == 4
            assert all(len(h) == 5 for h in rnd["hands"])
            assert rnd["called"] is None or isinstance(rnd["called"], str)
            assert rnd["partner"] is None or rnd["partner"] != rnd["bidder"]
            assert len(rnd["taken"]) == len(rnd["points"]) == len(rnd["scores"]) == sides
            assert sum(t["points"] for t in rnd["tricks"]) == sum(rnd["taken"])
        if game["winner"] is not None:
            assert game["scores"][game["winner"]] >= 120 or game["rounds"][-1]["partner"] is not None


def test_every_simulated_log_replays_exactly(logs, capsys):
    replayed = 0
    for games in logs.values():
        for game in games:
            replay_json(game)
            replayed += 1
    with capsys.disabled():
        print(f"\n{replayed} simulated auction games replayed from their JSON logs")
    assert replayed == sum(n for _, _, n in SIMULATED)


def test_a_log_that_was_tampered_with_does_not_replay(logs):
    from cardparty.rules import IllegalAction

    game = json.loads(json.dumps(logs["merrimack-valley", 4][0]))
    game["rounds"][0]["scores"][0] += 5
    with pytest.raises(IllegalAction, match="does not replay"):
        replay_json(game)
    with pytest.raises(IllegalAction, match="This is not a game log"):
        replay_json({"rounds": [{}]})
