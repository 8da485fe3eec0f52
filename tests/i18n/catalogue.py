"""Compile the French catalogue for tests run without ``make`` (which compiles it first)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MESSAGES = ROOT / "locale" / "fr" / "LC_MESSAGES"


def ensure_compiled() -> bool:
    """Compile every .po newer than its .mo (needs GNU msgfmt); False when msgfmt is missing."""
    if shutil.which("msgfmt") is None:
        return False
    stale = [po for po in MESSAGES.glob("*.po")
             if not po.with_suffix(".mo").exists() or po.with_suffix(".mo").stat().st_mtime < po.stat().st_mtime]
    if stale:
        from django.core.management import call_command
        from django.utils.translation import trans_real

        call_command("compilemessages", locale=["fr"], ignore_patterns=[".venv", "var"], verbosity=0)
        # Drop catalogues already loaded from the old files.
        trans_real._translations = {}
        trans_real._default = None
    return True
