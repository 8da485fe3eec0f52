"""The rules module imports no Django and nothing outside the standard library."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
before = set(sys.modules)
import cardparty.rules, cardparty.rules.cli, cardparty.rules.players, cardparty.rules.export
assert 'django' not in sys.modules, 'django was imported'
new = [m for m in set(sys.modules) - before if not m.startswith('cardparty')]
outside = sorted(m for m in new if 'site-packages' in (getattr(sys.modules[m], '__file__', '') or ''))
assert not outside, outside
print('ok')
"""


def test_importing_the_rules_in_a_fresh_interpreter_loads_no_django_or_third_party_module():
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
