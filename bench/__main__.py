"""`make bench`: run every benchmark, print one table, write bench/results.json.

Each benchmark prints ratios measured side by side in one run (our code
against its floor); this collects them as one flat object of named numbers.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCHES = {
    "rules": [sys.executable, "bench/rules.py", "--json"],
    "bidding": [sys.executable, "bench/bidding.py", "--json"],
    "strength": [sys.executable, "bench/strength.py", "--json"],
    "pdf": [sys.executable, "bench/pdf.py", "--json"],
    "web": [sys.executable, "-m", "bench.web", "--json"],
    "hall": [sys.executable, "-m", "bench.hall", "--json"],
    "hall_pg_redis": [sys.executable, "-m", "bench.hall", "--json", "--database", "postgres://postgres@127.0.0.1:5432/test",
                      "--cache", "redis://127.0.0.1:6379/5"],
    "season": [sys.executable, "-m", "bench.season", "--json"],
    "close": [sys.executable, "-m", "bench.close", "--json"],
}
QUICK = {"season"}  # those that take --quick


def run(name: str, command: list[str]) -> dict:
    """One benchmark's JSON figures, prefixed with its name."""
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=3600)
    if done.returncode:
        print(f"{name}: failed\n{done.stderr[-2000:]}", file=sys.stderr)
        return {f"{name}_failed": 1}
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return {f"{name}_{key}": value for key, value in figures.items() if isinstance(value, (int, float))}


def main() -> None:
    """``python -m bench [name ...] [--quick]``: the benchmarks named (all by default); --quick is
    passed to those that take it (bench.season). Figures of benchmarks not run stay in results.json."""
    quick = "--quick" in sys.argv[1:]
    only = [a for a in sys.argv[1:] if a != "--quick"] or list(BENCHES)
    results: dict = {}
    for name in only:
        print(f"running {name} ...", file=sys.stderr, flush=True)
        results.update(run(name, BENCHES[name] + (["--quick"] if quick and name in QUICK else [])))
    width = max(map(len, results), default=10)
    print(f"{'figure':<{width}}  value")
    for key, value in results.items():
        print(f"{key:<{width}}  {value}")
    path = ROOT / "bench" / "results.json"
    kept = json.loads(path.read_text()) if path.exists() else {}
    kept = {k: v for k, v in kept.items() if not k.startswith(tuple(f"{name}_" for name in only))}
    path.write_text(json.dumps({**kept, **results}, indent=1, sort_keys=True) + "\n")
    print(f"written to {path.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
