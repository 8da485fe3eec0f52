"""The pure modules import no Django (issue 2: "the pure modules load without Django")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE = ["tournaments.movement", "tournaments.standings", "tournaments.cookiejar", "tournaments.money", "tournaments.outcome",
        "tournaments.people", "tournaments.season", "tournaments.board_badges", "tournaments.text", "tournaments.invisible",
        "tournaments.lookalikes"]
if (ROOT / "cardparty" / "rules" / "__init__.py").exists():
    PURE.append("cardparty.rules")


@pytest.mark.parametrize("module", PURE)
def test_pure_module_imports_without_loading_django(module):
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "loaded = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'))\n"
        "print(','.join(loaded))\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"{module} loaded {out.stdout.strip()}"


def test_all_pure_modules_together_import_without_django():
    code = "import sys\n" + "".join(f"import {m}\n" for m in PURE) + "assert 'django' not in sys.modules, 'django loaded'\n"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
