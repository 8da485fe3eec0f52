"""The French catalogues: complete, not fuzzy, well formed, and holding every string the code marks.

A new ``{% translate %}`` or ``_()`` anywhere fails ``test_catalogue_is_up_to_date`` until
``manage.py makemessages -l fr`` (see the README) is run and the new entries translated,
which ``test_every_entry_is_translated_and_none_is_fuzzy`` then demands.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .po import read_po

ROOT = Path(__file__).resolve().parents[2]
MESSAGES = ROOT / "locale" / "fr" / "LC_MESSAGES"
CATALOGUES = [p for p in (MESSAGES / "django.po", MESSAGES / "djangojs.po") if p.exists()]
IGNORE = [".venv", "var", "tests", "bench"]  # as in the README's makemessages command
MSGFMT = shutil.which("msgfmt")
PLACEHOLDER = re.compile(r"%\([A-Za-z0-9_.]+\)[sdif]|\{[A-Za-z0-9_]*\}")


def _messages(path: Path):
    return [e for e in read_po(path) if e.msgid]


def test_the_french_catalogue_exists_and_is_large():
    assert MESSAGES.joinpath("django.po").exists()
    assert len(_messages(MESSAGES / "django.po")) > 500


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_every_entry_is_translated_and_none_is_fuzzy(path):
    entries = read_po(path)
    header = [e for e in entries if not e.msgid]
    assert header and "fuzzy" not in header[0].flags, f"{path.name}: the header is marked fuzzy"
    untranslated = [e.msgid for e in entries if e.msgid and not e.translated]
    fuzzy = [e.msgid for e in entries if e.msgid and "fuzzy" in e.flags]
    assert not untranslated, f"{len(untranslated)} untranslated in {path.name}: {untranslated[:10]}"
    assert not fuzzy, f"{len(fuzzy)} fuzzy in {path.name}: {fuzzy[:10]}"


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_translations_keep_every_placeholder(path):
    wrong = []
    for e in _messages(path):
        for n, text in e.msgstr.items():
            source = e.msgid if n == 0 or not e.msgid_plural else e.msgid_plural
            if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
                # a French singular may say "1" in words only where the English does too
                wrong.append((e.msgid, text))
    assert not wrong, wrong[:5]


@pytest.mark.skipif(MSGFMT is None and not os.environ.get("CI"), reason="GNU gettext (msgfmt) is not installed")
@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_msgfmt_accepts_the_catalogue_with_all_checks(path, tmp_path):
    assert MSGFMT, "CI needs GNU gettext: apt-get install gettext"
    out = subprocess.run([MSGFMT, "--check", "--statistics", "-o", str(tmp_path / "x.mo"), str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "untranslated" not in out.stderr and "fuzzy" not in out.stderr, out.stderr


def _copy_sources(dest: Path) -> None:
    """What makemessages reads (every top-level folder it does not ignore: the project, each app,
    templates, static, locale), copied so the real catalogue is never touched."""
    for name in ("manage.py",):
        shutil.copy2(ROOT / name, dest / name)
    for folder in sorted(ROOT.iterdir()):
        if folder.is_dir() and folder.name not in IGNORE and not folder.name.startswith((".", "_")):
            shutil.copytree(folder, dest / folder.name, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))


@pytest.mark.skipif(MSGFMT is None and not os.environ.get("CI"), reason="GNU gettext (xgettext) is not installed")
def test_catalogue_is_up_to_date(tmp_path):
    """Every string marked in the code is in the catalogue, and the catalogue holds no stale string."""
    _copy_sources(tmp_path)
    env = {**os.environ, "CARDPARTY_VAR": str(tmp_path / "var"), "DJANGO_SETTINGS_MODULE": "cardparty.settings"}
    for domain in ("django", "djangojs"):
        command = [sys.executable, "manage.py", "makemessages", "-l", "fr", "-d", domain, "--no-obsolete"]
        command += [f"--ignore={i}" for i in IGNORE]
        out = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        fresh = tmp_path / "locale" / "fr" / "LC_MESSAGES" / f"{domain}.po"
        kept = MESSAGES / f"{domain}.po"
        fresh_ids = {e.key for e in _messages(fresh)} if fresh.exists() else set()
        kept_ids = {e.key for e in _messages(kept)} if kept.exists() else set()
        missing, stale = sorted(fresh_ids - kept_ids), sorted(kept_ids - fresh_ids)
        assert not missing, (
            f"{len(missing)} strings are not in locale/fr/LC_MESSAGES/{domain}.po: run "
            f"`manage.py makemessages -l fr -d {domain}` and translate them: {[m[1] for m in missing[:10]]}"
        )
        assert not stale, f"{domain}.po keeps strings the code no longer uses: {[s[1] for s in stale[:10]]}"
