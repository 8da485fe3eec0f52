"""Imports go one way (issue 16, point 4), read from the source so the layering stays.

``tournaments`` is the core: models, services, selectors, the pure modules and the web
plumbing. Each audience (the desk, the tablets, the public pages, printing, the referee)
is a package of its own (the league too: the hall desk's Send button and the league server's pages)
that may import the core and the rules module, never another
audience: links between them go through URL names. The core imports no audience, the
rules module (``cardparty.rules``) imports no app, and the services import each other
without a cycle. Only the project (``cardparty``: settings, root URLs) wires them all.

Every import statement counts, also one inside a function, and relative ones are resolved.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
CORE = "tournaments"
AUDIENCES = tuple(f"{CORE}.{name}" for name in ("organiser", "scorekeeper", "public", "printing", "referee", "league"))
RULES = "cardparty.rules"
PROJECT = "cardparty"


def layer(module: str) -> str | None:
    """Which part of the house a module belongs to; None for Django, reportlab and the like."""
    if module == RULES or module.startswith(RULES + "."):
        return RULES
    for audience in AUDIENCES:
        if module == audience or module.startswith(audience + "."):
            return audience
    top = module.partition(".")[0]
    if top in (CORE, PROJECT):
        return top
    return None


# What each part may import, besides outside libraries.
ALLOWED = {
    RULES: {RULES},
    CORE: {CORE, RULES},
    **{audience: {audience, CORE, RULES} for audience in AUDIENCES},
    PROJECT: {PROJECT, RULES, CORE, *AUDIENCES},
}


def imported(source: str, module: str, *, is_package: bool = False) -> set[str]:
    """The modules ``module``'s source imports: ``from a import b`` counts as ``a`` and ``a.b``."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names if alias.name != "*")
    return found


def source_modules() -> dict[str, Path]:
    """Every Python module of the project and its apps, by dotted name."""
    modules = {}
    for top in (CORE, PROJECT):  # the audiences are packages inside the core's folder
        for path in sorted((ROOT / top).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


@cache
def imports_by_module() -> dict[str, set[str]]:
    """Read once for the tests of this file (they only read it)."""
    return {name: imported(path.read_text(), name, is_package=path.name == "__init__.py")
            for name, path in source_modules().items()}


def test_the_reader_sees_every_kind_of_import():
    source = (
        "import tournaments.models\n"
        "from tournaments.web.common import organiser_view\n"
        "from . import build\n"
        "from ..services import nights\n"
        "def late():\n"
        "    from tournaments.referee.models import RefereeGame\n"
    )
    found = imported(source, "tournaments.printing.views.pdf")
    assert {"tournaments.models", "tournaments.web.common", "tournaments.printing.views.build",
            "tournaments.printing.services.nights", "tournaments.referee.models",
            "tournaments.referee.models.RefereeGame"} <= found
    assert layer("tournaments.referee.models") == "tournaments.referee" and layer("tournaments.models") == CORE
    assert imported("from .models import Night", "tournaments", is_package=True) == {"tournaments.models", "tournaments.models.Night"}


def test_every_app_of_the_project_has_its_place_in_the_layers():
    local = {app for app in settings.INSTALLED_APPS if (ROOT / app.partition(".")[0]).is_dir()}
    assert local == {CORE, *AUDIENCES}
    assert all((ROOT.joinpath(*audience.split(".")) / "apps.py").exists() for audience in AUDIENCES)


def test_imports_go_one_way():
    found = imports_by_module()
    assert len(found) > 100 and any(layer(m) == CORE for m in found["tournaments.organiser.views.home"])
    wrong = sorted(f"{module} imports {target}"
                   for module, targets in found.items()
                   for target in targets
                   if layer(target) is not None and layer(target) not in ALLOWED[layer(module)])
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("audience", AUDIENCES)
def test_no_audience_imports_another(audience):
    """Said per audience as well, so a failure names the package at once."""
    others = set(AUDIENCES) - {audience}
    wrong = sorted(f"{module} imports {target}" for module, targets in imports_by_module().items()
                   if layer(module) == audience for target in targets if layer(target) in others)
    assert not wrong, "\n".join(wrong)


def test_the_services_import_each_other_without_a_cycle():
    found = imports_by_module()
    services = {m for m in found if m.startswith("tournaments.services.")}
    graph = {m: {t for t in found[m] if t in services and t != m} for m in services}
    assert graph["tournaments.services.disputes"] >= {"tournaments.services.results"}
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        if module in path:
            raise AssertionError("services import in a circle: " + " -> ".join((*path, module)))
        if module not in done:
            for target in graph[module]:
                visit(target, (*path, module))
            done.add(module)

    for module in sorted(graph):
        visit(module, ())
