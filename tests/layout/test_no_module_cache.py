"""Nothing is kept between requests in a module-level dict (issue 32 point 1): everything kept goes
through Django's cache framework (tournaments/cache/kept.py), under a key that names what makes it
stale, so it has one way to go stale and one place to look.

Reads every module of the app with ``ast``: a name bound at module level to an empty dict, ``dict()``,
a ``defaultdict``, an ``OrderedDict`` or a ``WeakValueDictionary`` (a dict made to be filled while
the server runs) fails. A dict written out in full (a constant table) is not a cache and passes.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tournaments", "cardparty")
# The process's own cache backend keeps its storage there, behind Django's cache API (its docstring says why).
CACHE_BACKEND = "tournaments/cache/memory.py"
FILLED_LATER = {"dict", "defaultdict", "OrderedDict", "WeakValueDictionary", "WeakKeyDictionary"}


def modules():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path


def _filled_later(value: ast.expr | None) -> bool:
    if isinstance(value, ast.Dict):
        return not value.keys
    if isinstance(value, ast.Call):
        func = value.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        return name in FILLED_LATER and not (name == "dict" and (value.args or value.keywords))
    return False


def module_caches(source: str, shown_as: str) -> list[str]:
    """Module-level names bound to a dict made to be filled later, as ``path:line name``."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and _filled_later(node.value):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and _filled_later(node.value) and isinstance(node.target, ast.Name):
            names = [node.target.id]
        else:
            continue
        found += [f"{shown_as}:{node.lineno} {name}" for name in names]
    return found


def test_no_module_level_dict_serves_as_a_cache():
    found = [hit for path in modules() if str(path.relative_to(ROOT)) != CACHE_BACKEND
             for hit in module_caches(path.read_text(), str(path.relative_to(ROOT)))]
    assert not found, "keep values between requests in Django's cache (tournaments/cache/kept.py): " + ", ".join(found)


def test_the_check_finds_a_module_dict_and_passes_a_constant_table():
    source = "_kept: dict[int, str] = {}\n_seen = defaultdict(list)\nWORDS = {'a': 1}\nSIZES = dict(a=1)\n"
    assert [hit.split()[1] for hit in module_caches(source, "x.py")] == ["_kept", "_seen"]
