"""Benchmark: the rules referee against floor loops, turned trump and auction.

Turned trump: the referee plays whole games with random computer players (robbing,
legal plays, verification, scoring, the log).  The floor loop only shuffles, deals,
plays random cards and looks the trick winner up in a table; it is the least any engine
must do.  ``ratio`` is the referee's time per game over the floor's.

Auction (Merrimack Valley, four players): random players bid, name trumps, discard and
draw and play whole rounds; random bidders can drift below zero for ever, so the unit
is a round.  Its floor deals hands and the kitty, bids at random once around, discards
and draws at random and plays random legal cards by table lookup (a trump lead is
followed with a trump), then scores the bid.  ``auction_ratio`` is the referee's time
per round over the floor's.  Each pair is measured in the same run, alternating in
blocks.  Target: both ratios <= 4.

    .venv/bin/python bench/rules.py [--seconds 3] [--players 4] [--json]
    python -m bench.rules --json
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardparty.rules import new_game  # noqa: E402
from cardparty.rules.cards import SUIT_OF, SUITS, new_deck  # noqa: E402
from cardparty.rules.order import order_for  # noqa: E402
from cardparty.rules.players import RandomPlayer, play_out  # noqa: E402

_KEYS = [order_for(s).keys for s in SUITS]
_LED = [order_for(s).led_class for s in SUITS]
_DECK = new_deck()


def floor_game(rng: random.Random, players: int = 4) -> int:
    """One game with no rules checked: shuffle, deal, random cards, table lookup."""
    scores = [0, 0] if players in (4, 6) else [0] * players
    sides = len(scores)
    dealer, rounds = 0, 0
    while True:
        rounds += 1
        deck = _DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 5 : i * 5 + 5] for i in range(players)]
        trump = SUIT_OF[deck[players * 5]]
        keys_by_led, led_class = _KEYS[trump], _LED[trump]
        leader = (dealer + 1) % players
        for _ in range(5):
            trick = []
            for i in range(players):
                hand = hands[(leader + i) % players]
                trick.append(hand.pop(rng.randrange(len(hand))))
            keys = keys_by_led[led_class[trick[0]]]
            best = max(range(players), key=lambda i: keys[trick[i]])
            leader = (leader + best) % players
            scores[leader % sides] += 5
            if scores[leader % sides] >= 45:
                return rounds
        dealer = (dealer + 1) % players


_TRUMPS = [order_for(s).is_trump for s in SUITS]
AUCTION_ROUNDS = 30  # rounds a referee auction game plays before the next seed (then one more is dealt)


def floor_auction_round(rng: random.Random, dealer: int, players: int = 4) -> int:
    """One Merrimack Valley round with no rules checked beyond table lookups; the bid."""
    deck = _DECK[:]
    rng.shuffle(deck)
    hands = [deck[i * 5 : i * 5 + 5] for i in range(players)]
    kitty, stock = deck[players * 5 : players * 5 + 3], deck[players * 5 + 3 :]
    high, bidder = 15, dealer
    for i in range(1, players + 1):
        if high < 30 and rng.random() < 0.5:
            high, bidder = rng.choice([b for b in (15, 20, 25, 30) if b > high]), (dealer + i) % players
    trump = rng.randrange(4)
    hands[bidder] += kitty
    pos = 0
    for i in range(1, players + 1):
        hand = hands[(dealer + i) % players]
        for _ in range(rng.randint(max(0, len(hand) - 5), len(hand) - 1)):
            hand.pop(rng.randrange(len(hand)))
        need = 5 - len(hand)
        hand += stock[pos : pos + need]
        pos += need
    is_trump, keys_by_led, led_class = _TRUMPS[trump], _KEYS[trump], _LED[trump]
    sides = 2 if players in (4, 6) else players
    taken, leader = [0] * sides, bidder
    for _ in range(5):
        trick: list = []
        for i in range(players):
            hand = hands[(leader + i) % players]
            choices = hand
            if trick and is_trump[trick[0]]:
                choices = [c for c in hand if is_trump[c]] or hand
            card = choices[rng.randrange(len(choices))]
            hand.remove(card)
            trick.append(card)
        keys = keys_by_led[led_class[trick[0]]]
        leader = (leader + max(range(players), key=lambda i: keys[trick[i]])) % players
        taken[leader % sides] += 5
    return high if taken[bidder % sides] >= high else -high


def referee_auction_rounds(seed: int, players: int = 4, ruleset: str = "merrimack-valley") -> int:
    """Up to AUCTION_ROUNDS rounds of an auction game refereed in full between random players."""
    bot = RandomPlayer(seed)
    game = play_out(new_game(players, ruleset, seed=seed), [bot] * players, max_rounds=AUCTION_ROUNDS)
    return game.round if game.is_over else AUCTION_ROUNDS


def referee_game(seed: int, players: int = 4, ruleset: str = "nova-scotia") -> int:
    """One game refereed in full between random players."""
    bot = RandomPlayer(seed)
    game = play_out(new_game(players, ruleset, seed=seed), [bot] * players)
    return game.round


def measure_auction(seconds: float, players: int = 4, ruleset: str = "merrimack-valley") -> dict:
    """Alternate blocks of refereed auction rounds and floor rounds for about ``seconds``."""
    rng = random.Random(2)
    ref_t = floor_t = 0.0
    ref_rounds = floor_rounds = 0
    deadline, seed = time.perf_counter() + seconds, 0
    while time.perf_counter() < deadline:
        t = time.perf_counter()
        for _ in range(8):
            ref_rounds += referee_auction_rounds(seed, players, ruleset)
            seed += 1
        ref_t += time.perf_counter() - t
        t = time.perf_counter()
        for i in range(200):
            floor_auction_round(rng, i % players, players)
        floor_t += time.perf_counter() - t
        floor_rounds += 200
    ref_rate, floor_rate = ref_rounds / ref_t, floor_rounds / floor_t
    return {
        "auction_ruleset": ruleset,
        "auction_referee_rounds": ref_rounds,
        "auction_floor_rounds": floor_rounds,
        "auction_referee_rounds_per_second": round(ref_rate, 1),
        "auction_floor_rounds_per_second": round(floor_rate, 1),
        "auction_ratio": round(floor_rate / ref_rate, 3),
    }


def measure(seconds: float, players: int, ruleset: str) -> dict:
    """Alternate blocks of referee and floor games for about ``seconds`` in all."""
    rng = random.Random(1)
    ref_t = floor_t = 0.0
    ref_n = floor_n = ref_rounds = floor_rounds = 0
    block = 200
    deadline = time.perf_counter() + seconds
    seed = 0
    while time.perf_counter() < deadline:
        t = time.perf_counter()
        for _ in range(block):
            ref_rounds += referee_game(seed, players, ruleset)
            seed += 1
        ref_t += time.perf_counter() - t
        ref_n += block
        t = time.perf_counter()
        for _ in range(block):
            floor_rounds += floor_game(rng, players)
        floor_t += time.perf_counter() - t
        floor_n += block
    ref_rate, floor_rate = ref_n / ref_t, floor_n / floor_t
    return {
        "players": players,
        "ruleset": ruleset,
        "referee_games": ref_n,
        "floor_games": floor_n,
        "referee_games_per_second": round(ref_rate, 1),
        "floor_games_per_second": round(floor_rate, 1),
        "referee_rounds_per_game": round(ref_rounds / ref_n, 3),
        "floor_rounds_per_game": round(floor_rounds / floor_n, 3),
        "ratio": round(floor_rate / ref_rate, 3),
        "round_ratio": round((ref_t / ref_rounds) / (floor_t / floor_rounds), 3),
        "target_ratio": 4.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="total time to measure (half for each game)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--ruleset", default="nova-scotia")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = measure(args.seconds / 2, args.players, args.ruleset)
    result.update(measure_auction(args.seconds / 2, args.players))
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"referee (random players): {result['referee_games_per_second']:>10.1f} games/s"
          f"  ({result['referee_rounds_per_game']} rounds a game)")
    print(f"floor loop:               {result['floor_games_per_second']:>10.1f} games/s"
          f"  ({result['floor_rounds_per_game']} rounds a game)")
    print(f"ratio (referee time / floor time): {result['ratio']:.2f} per game, "
          f"{result['round_ratio']:.2f} per round (target <= 4)")
    print(f"auction referee ({result['auction_ruleset']}): {result['auction_referee_rounds_per_second']:>10.1f} rounds/s")
    print(f"auction floor loop:        {result['auction_floor_rounds_per_second']:>10.1f} rounds/s")
    print(f"auction ratio (referee time / floor time per round): {result['auction_ratio']:.2f} (target <= 4)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
