"""No HTML is built in Python: pages come from templates, which escape what a person typed.

Reads every module of the app with ``ast``: a string or f-string that opens an HTML tag, or a call
of ``mark_safe`` / ``SafeString``, fails (but for the fragment cache, which hands back only what a
template drew). Docstrings may show HTML; code may not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("tournaments", "cardparty")
TAG = re.compile(r"<\s*/?\s*(a|b|br|button|div|em|form|h[1-6]|i|img|input|label|li|ol|option|p|path|rect|script|section|"
                 r"select|small|span|strong|style|svg|table|td|th|tr|ul)\b[^>]*>?", re.IGNORECASE)
SAFE_CALLS = {"mark_safe", "SafeString", "format_html", "format_html_join"}
ALLOWED_SAFE = {"tournaments/cache/fragments.py"}
REPORTLAB_LAYOUTS = "tournaments/printing/"


def modules():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path


def docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


def html_in_python(path: Path, shown_as: str | None = None) -> list[str]:
    """What in ``path`` builds HTML in Python, one line each (``shown_as`` names it in the lines)."""
    name = shown_as or str(path.relative_to(ROOT))
    tree = ast.parse(path.read_text(), filename=str(path))
    skip = docstrings(tree)
    # The PDFs' layouts write reportlab's paragraph markup (<b>, <br/>), not HTML, escaping each text.
    markup_ok = name.startswith(REPORTLAB_LAYOUTS)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if not markup_ok and TAG.search(node.value):
                found.append(f"{name}:{node.lineno}: HTML in a string: {node.value[:60]!r}")
        elif isinstance(node, ast.Call):
            called = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if called in SAFE_CALLS and name not in ALLOWED_SAFE:
                found.append(f"{name}:{node.lineno}: {called}() outside the template engine")
    return found


def test_no_module_builds_html_or_marks_text_safe():
    found = [line for path in modules() for line in html_in_python(path)]
    assert not found, "\n".join(found)


def test_the_check_finds_an_f_string_of_html_and_a_mark_safe(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('def row(x):\n    """<li> in a docstring is fine."""\n    return mark_safe(f"<li class=\'a\'>{x}</li>")\n')
    found = html_in_python(sample, shown_as="tournaments/public/sample.py")
    assert len(found) == 3, found  # the f-string's two literal parts and the mark_safe call
    assert sum("HTML in a string" in line for line in found) == 2
    assert sum("mark_safe() outside the template engine" in line for line in found) == 1
