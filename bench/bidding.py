"""How the sensible computer player bids (issue 36 point 3): at every auction preset and table size,
every seat sensible, how often the dealer is bagged (everyone passed) and how often a bidder is set.

Targets: bagged in at most a third of rounds, set in at most 40% of bids. Not a timing: counts over
a fixed set of seeded games, so a run repeats exactly. ``--games N`` (500 by default), ``--json``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardparty.rules import AUCTION_RULESETS  # noqa: E402
from cardparty.rules.cli import bidding_rates  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = {}
    for preset, ruleset in AUCTION_RULESETS.items():
        for players in ruleset.players:
            bagged, sets, rounds = bidding_rates(preset, players, args.games)
            key = f"{preset.replace('-', '_')}_{players}"
            figures[f"{key}_bagged"], figures[f"{key}_set"] = round(bagged, 4), round(sets, 4)
            ok = "" if bagged <= 1 / 3 and sets <= 0.4 else "   <- past a target"
            print(f"{preset:20} {players} players: dealer bagged {bagged:6.1%}, bidder set {sets:6.1%}"
                  f" ({rounds} rounds){ok}", file=sys.stderr if args.json else sys.stdout)
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
