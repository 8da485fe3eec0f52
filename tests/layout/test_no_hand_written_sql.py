"""No hand-written SQL in the app (issue 16, point 2): the services and selectors go through the
ORM, whose queries are counted in tests/perf; the only SQL is in migrations and the settings'
SQLite pragmas."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "tournaments"
def _uses(path: Path) -> list[str]:
    """Hand-written SQL: a database cursor, RawSQL, or ``raw``/``extra`` on a model's manager."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in ("cursor", "executescript"):
            found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: {node.attr}")
        elif isinstance(node, ast.Name) and node.id == "RawSQL":
            found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: RawSQL")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("raw", "extra")
              and "objects" in ast.unparse(node.func.value)):
            found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}: {node.func.attr}")
    return found


def test_the_app_writes_no_sql_by_hand():
    modules = [p for p in ROOT.rglob("*.py") if "migrations" not in p.parts]
    assert len(modules) > 50
    found = [line for path in modules for line in _uses(path)]
    assert not found, "hand-written SQL:\n" + "\n".join(found)
