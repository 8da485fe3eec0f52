"""The README's layout table matches the tree: every path it names exists, every package of the
app is in it, and every module of the core app is named in the core's row."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_COMMITTED = {"var/"}
SKIP_DIRS = {"__pycache__"}


def _rows() -> dict[str, str]:
    """The layout table: each path of a row's first column -> the row's text."""
    text = (ROOT / "README.md").read_text()
    section = text.split("## Layout", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, str] = {}
    for line in section.splitlines():
        if not line.startswith("| `"):
            continue
        first, _, rest = line[2:].partition(" | ")
        for path in re.findall(r"`([^`]+)`", first):
            rows[path] = rest
    return rows


def _packages() -> list[Path]:
    """The directories of our code that hold Python modules or templates."""
    found = set()
    for top in ("cardparty", "tournaments"):
        for path in (ROOT / top).rglob("*"):
            if path.is_dir() and not SKIP_DIRS & set(path.parts):
                if any(p.suffix in {".py", ".html"} for p in path.iterdir() if p.is_file()):
                    found.add(path)
    return sorted(found)


def test_every_path_the_layout_table_names_exists():
    missing = [p for p in _rows() if p not in NOT_COMMITTED and not all((ROOT / q.strip()).exists()
                                                                     for q in p.split(","))]
    assert not missing, f"the README's layout table names paths that are not in the tree: {missing}"


def test_every_package_and_template_folder_is_in_the_layout_table():
    rows = _rows()
    listed = set(rows)
    missed = []
    for path in _packages():
        rel = f"{path.relative_to(ROOT).as_posix()}/"
        parent = f"{Path(rel).parent.as_posix()}/"
        named_in_parent = f"`{path.name}/`" in rows.get(parent, "")
        # A folder of templates is covered by its audience's templates row (templates/<audience>/).
        in_templates = any(rel.startswith(p) and "templates" in p for p in listed)
        holds_a_listed_folder = any(p.startswith(rel) for p in listed)  # management/ of management/commands/
        if rel not in listed and not (named_in_parent or in_templates or holds_a_listed_folder):
            missed.append(rel)
    assert not missed, f"folders the README's layout table does not show: {missed}"


def test_every_module_of_the_core_app_is_named_in_its_row():
    core = _rows()["tournaments/"]
    modules = [p.name for p in (ROOT / "tournaments").glob("*.py") if p.name not in {"__init__.py", "apps.py"}]
    missed = [m for m in modules if f"`{m}`" not in core]
    assert not missed, f"core modules the README's tournaments/ row does not name: {missed}"
