"""Everything kept between requests lives in tournaments/cache/ (issue 32 point 1): it goes through
Django's cache framework, under a key that names what makes it stale, in one package and one place to
look (tournaments/cache/__init__.py names its four mechanisms).

Reads every module of the app with ``ast``:

- no module outside tournaments/cache/ imports Django's cache framework (``django.core.cache``);
- no module binds a name at module level to an empty dict, ``dict()``, a ``defaultdict``, an
  ``OrderedDict`` or a ``WeakValueDictionary`` (a dict made to be filled while the server runs); a dict
  written out in full (a constant table) is not a cache and passes;
- a function memoized with ``functools.cache`` or ``lru_cache`` (a font, a QR code, a rule table: what
  its arguments alone decide) is in a module that reads no database, so it can never go stale;
- the settings' cache backends, session engine and authentication backends are Django's own or the
  package's.
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


PACKAGE = "tournaments.cache"
DATABASE = ("django.db", "tournaments.models", "tournaments.selectors", "tournaments.services")
RELATIVE = ("models", "selectors", "services")  # the same, imported from inside the app
MEMOIZE = {"cache", "lru_cache"}


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _in_package(path: Path) -> bool:
    return _shown(path).startswith("tournaments/cache/")


def _imports(tree: ast.Module) -> set[str]:
    """The modules a source imports, absolute ones by name, relative ones by their dots and name."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
            if node.module:
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _memoized(tree: ast.Module) -> list[str]:
    """Functions decorated with functools' ``cache`` or ``lru_cache`` (called or not)."""
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            for decorator in node.decorator_list:
                target = decorator.func if isinstance(decorator, ast.Call) else decorator
                name = target.id if isinstance(target, ast.Name) else target.attr if isinstance(target, ast.Attribute) else ""
                if name in MEMOIZE:
                    names.append(node.name)
    return names


def test_only_the_cache_package_uses_djangos_cache_framework():
    found = [_shown(path) for path in modules() if not _in_package(path)
             and any(name.startswith("django.core.cache") for name in _imports(ast.parse(path.read_text())))]
    assert not found, "keep values between requests in tournaments/cache/: " + ", ".join(found)


def test_a_memoized_function_reads_no_database():
    found = []
    for path in modules():
        tree = ast.parse(path.read_text())
        memoized = _memoized(tree)
        reads = [name for name in _imports(tree) if name.startswith(DATABASE)
                 or (name.startswith(".") and name.lstrip(".").split(".")[0] in RELATIVE)]
        if memoized and reads:
            found.append(f"{_shown(path)} {memoized} imports {sorted(reads)}")
    assert not found, "a value read from the database is kept in tournaments/cache/: " + "; ".join(found)


def test_the_settings_keep_nothing_outside_the_package():
    from django.conf import settings

    named = [conf["BACKEND"] for conf in settings.CACHES.values()] + [settings.SESSION_ENGINE, *settings.AUTHENTICATION_BACKENDS]
    ours = [name for name in named if name.startswith("tournaments.")]
    assert ours and all(name.startswith(PACKAGE + ".") for name in ours), ours


def test_no_module_level_dict_serves_as_a_cache():
    found = [hit for path in modules() if str(path.relative_to(ROOT)) != CACHE_BACKEND
             for hit in module_caches(path.read_text(), str(path.relative_to(ROOT)))]
    assert not found, "keep values between requests in Django's cache (tournaments/cache/kept.py): " + ", ".join(found)


def test_the_check_finds_a_module_dict_and_passes_a_constant_table():
    source = "_kept: dict[int, str] = {}\n_seen = defaultdict(list)\nWORDS = {'a': 1}\nSIZES = dict(a=1)\n"
    assert [hit.split()[1] for hit in module_caches(source, "x.py")] == ["_kept", "_seen"]


def test_the_checks_find_a_cache_import_and_a_memoized_reader():
    tree = ast.parse("from django.core.cache import caches\nfrom ..models import Night\n"
                     "@lru_cache(maxsize=4)\ndef night(pk): ...\n@functools.cache\ndef other(): ...\n")
    assert "django.core.cache.caches" in _imports(tree) and "..models" in _imports(tree)
    assert _memoized(tree) == ["night", "other"]
