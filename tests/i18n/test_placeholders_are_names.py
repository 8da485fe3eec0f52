"""A translated text's placeholders are plain names: ``{{ t.table }}`` inside blocktranslate renders nothing."""

from __future__ import annotations

import re
from pathlib import Path

PO = Path(__file__).resolve().parents[2] / "locale" / "fr" / "LC_MESSAGES" / "django.po"


def test_no_message_has_a_dotted_placeholder():
    dotted = re.findall(r"%\((\w+\.[\w.]+)\)", PO.read_text(encoding="utf-8"))
    assert not dotted, f"blocktranslate cannot look up attributes; bind them with 'with': {dotted}"
