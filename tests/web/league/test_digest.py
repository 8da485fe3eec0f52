"""The night file's digest is pure: no Django is loaded to compute it, and key order does not matter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tournaments.league.digest import canonical_json, night_digest, token_digest

ROOT = Path(__file__).resolve().parents[3]


def test_the_digest_module_loads_without_django():
    code = ("import sys; import tournaments.league.digest as d; "
            "assert not any(m == 'django' or m.startswith('django.') for m in sys.modules), 'django loaded'; "
            "print(d.night_digest({'a': 1}))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.strip()) == 64


def test_the_same_data_in_another_key_order_has_the_same_digest():
    one = {"night": {"slug": "a", "games": 25}, "couples": [{"number": 1, "player1": "Éva"}]}
    two = json.loads(json.dumps({"couples": [{"player1": "Éva", "number": 1}], "night": {"games": 25, "slug": "a"}}))
    assert night_digest(one) == night_digest(two)
    assert canonical_json(one) == canonical_json(two)


def test_any_change_changes_the_digest():
    one = {"night": {"slug": "a"}, "results": [{"winner": 1}]}
    assert night_digest(one) != night_digest({"night": {"slug": "a"}, "results": [{"winner": 2}]})


def test_canonical_json_is_compact_utf8():
    assert canonical_json({"b": "é", "a": [1, 2]}) == '{"a":[1,2],"b":"é"}'.encode()


def test_a_token_digest_is_its_sha256():
    assert token_digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
