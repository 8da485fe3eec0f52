"""Ten tablets post a whole night at once to the real server: nothing lost, nothing doubled.

Runs on the database DATABASE_URL names (SQLite by default, PostgreSQL in CI's
second pass). The figures are printed for the issue notes.
"""

from __future__ import annotations

import random
import secrets
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest

from .harness import make_server

pytestmark = pytest.mark.server

CLIENTS = 10
COUPLES = 60  # 30 tables a game for ten tablets: enough to meet each other on every game


def game_posts(server, game: int, rng: random.Random) -> tuple[list[dict], dict[int, int]]:
    """Every table's result for one game, with duplicates, retries and one conflict."""
    posts, intended = [], {}
    for table, couples in sorted(server.seating(game).items()):
        if len(couples) < 2:
            continue
        winner = rng.choice(couples)
        intended[table] = winner
        token = secrets.token_hex(16)
        post = {"game": game, "table": table, "winner": winner, "token": token}
        posts.append(post)
        posts.append(dict(post))  # a retry of the same post (response lost on the way back)
        if rng.random() < 0.5:  # a second tablet taps the same winner
            posts.append({**post, "token": secrets.token_hex(16)})
    conflict_table = rng.choice(sorted(intended))
    loser = next(c for c in server.seating(game)[conflict_table] if c != intended[conflict_table])
    posts.append({"game": game, "table": conflict_table, "winner": loser, "token": secrets.token_hex(16),
                  "conflict": True})
    rng.shuffle(posts)
    return posts, intended


def run_night(server, *, games: int, seed: int = 45) -> Counter:
    """Post every game's results from ten threads, close each game; count outcomes."""
    rng = random.Random(seed)
    counts: Counter = Counter()
    acknowledged: dict[tuple[int, int], set[int]] = {}
    lock = threading.Lock()

    def send(post: dict) -> None:
        body = {k: v for k, v in post.items() if k != "conflict"}
        status, answer = server.request("POST", f"/score/{server.slug}/result/", body, who="keeper")
        with lock:
            counts["sent"] += 1
            counts[f"http_{status}"] += 1
            if status == 200:
                counts["acknowledged"] += 1
                acknowledged.setdefault((post["game"], post["table"]), set()).add(post["winner"])
            elif status == 409:
                counts["refused"] += 1
                assert isinstance(answer, dict) and answer.get("message"), answer
            else:
                counts["unexpected"] += 1

    for game in range(1, games + 1):
        posts, intended = game_posts(server, game, rng)
        with ThreadPoolExecutor(CLIENTS) as pool:
            list(pool.map(send, posts))
        counts["tables"] += len(intended)
        stored = server.results(game)
        # Exactly one result per table, and it is what the acknowledged posts said.
        assert set(stored) == {(game, t) for t in intended}
        for key, winners in acknowledged.items():
            if key[0] == game:
                assert winners == {stored[key]}, (key, winners, stored[key])
        server.close_game(game)
    counts["stored"] = len(server.results())
    return counts


def test_ten_tablets_record_a_whole_night_exactly_once(tmp_path):
    server = make_server(tmp_path, "tablets")
    server.prepare(couples=COUPLES, games=25)
    server.start()
    try:
        counts = run_night(server, games=25)
    finally:
        server.kill()
    log = (tmp_path / "server.log").read_text()
    print(f"\n[{('sqlite' if server.is_sqlite else 'postgresql')}] " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    assert counts["unexpected"] == 0, counts
    assert counts["tables"] == 25 * COUPLES // 2  # every couple plays every game: no bye, no empty table
    assert counts["stored"] == counts["tables"]
    assert counts["refused"] >= 25  # every game's conflicting tap was refused, or met the real one first
    assert "database is locked" not in log
    assert "Traceback" not in log


@pytest.mark.own_database  # always SQLite: it shows what SQLite would do
def test_deferred_sqlite_transactions_would_lose_posts(tmp_path, monkeypatch):
    """The load above is strong enough to catch SQLite running with deferred transactions."""
    server = make_server(tmp_path, "deferred", sqlite=True)
    monkeypatch.setenv("SQLITE_TRANSACTION_MODE", "DEFERRED")
    server.prepare(couples=100, games=3)
    server.start()
    try:
        counts = run_night_no_asserts(server, games=3)
    finally:
        server.kill()
    assert counts["unexpected"] > 0, counts


def run_night_no_asserts(server, *, games: int) -> Counter:
    """Like run_night, counting failures instead of stopping at the first."""
    rng = random.Random(3)
    counts: Counter = Counter()
    for game in range(1, games + 1):
        if not server.seating(game):
            counts["unexpected"] += 1  # the previous game could not be closed
            break
        posts, _ = game_posts(server, game, rng)

        def send(post: dict) -> None:
            body = {k: v for k, v in post.items() if k != "conflict"}
            status, _answer = server.request("POST", f"/score/{server.slug}/result/", body, who="keeper")
            counts["unexpected" if status >= 500 else f"http_{status}"] += 1

        with ThreadPoolExecutor(CLIENTS) as pool:
            list(pool.map(send, posts))
        server.request("POST", f"/desk/{server.slug}/close/", {"game": game}, who="org", form=True)
    return counts
