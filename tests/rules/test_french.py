"""Every sentence and word the rules module can show a person has a French translation.

Read straight from ``locale/fr/LC_MESSAGES/django.po`` (no Django here): every marked
template of every reasons module, every preset's title, no entry fuzzy or empty.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from cardparty.rules import reasons as R
from cardparty.rules.rulesets import PRESETS

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "locale" / "fr" / "LC_MESSAGES" / "django.po"
PACKAGE = Path(R.__file__).parent


def catalogue() -> dict[str, tuple[str, bool]]:
    """msgid -> (msgstr, fuzzy) for every singular entry of the French catalogue."""
    entries: dict[str, tuple[str, bool]] = {}
    for block in PO.read_text(encoding="utf-8").split("\n\n"):
        lines = block.splitlines()
        fuzzy = any(line.startswith("#,") and "fuzzy" in line for line in lines)
        parts: dict[str, str] = {}
        key = None
        for line in lines:
            match = re.match(r'^(msgid|msgstr) (".*")$', line)
            if match:
                key = match[1]
                parts[key] = json.loads(match[2])
            elif line.startswith('"') and key:
                parts[key] += json.loads(line)
            else:
                key = None
        if "msgid" in parts and "msgstr" in parts:
            entries[parts["msgid"]] = (parts["msgstr"], fuzzy)
    return entries


def marked_templates() -> list[str]:
    """Every literal passed to gettext_noop anywhere in the rules package."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "gettext_noop" and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.append(arg.value)
    return found


def test_every_marked_sentence_and_preset_title_has_a_french_translation_that_is_not_fuzzy():
    french = catalogue()
    wanted = marked_templates() + [rs.title for rs in PRESETS.values()]
    same_in_french = {"joker", "six"}
    missing = [s for s in wanted if s not in french]
    empty = [s for s in wanted if s in french and not french[s][0] and s not in same_in_french]
    fuzzy = [s for s in wanted if s in french and french[s][1]]
    assert len(wanted) > 60
    assert not missing and not empty and not fuzzy, (missing, empty, fuzzy)


def test_french_sentences_keep_every_placeholder_of_the_english_one():
    french = catalogue()
    for template in marked_templates():
        names = set(re.findall(r"%\((\w+)\)s", template))
        assert set(re.findall(r"%\((\w+)\)s", french[template][0])) == names, template
