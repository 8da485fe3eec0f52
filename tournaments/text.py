"""Cleaning free text typed by volunteers: names in any language, nothing invisible."""

from __future__ import annotations

import unicodedata


def clean_text(value: object) -> str:
    """Spaces folded, control characters (NUL included) and invisible format characters removed
    (direction overrides such as U+202E, zero-width spaces and joiners, U+FEFF), which would make
    two couples look alike or turn a name around; accents and apostrophes kept.

    >>> clean_text("  Marie-Thérèse \\x00 O'Neil\\n")
    "Marie-Thérèse O'Neil"
    >>> clean_text("An\\u200bn"), clean_text("\\u202eeoJ"), clean_text("\\u2066Ann\\u2069 \\ufeffJoe")
    ('Ann', 'eoJ', 'Ann Joe')
    """
    text = "".join(ch for ch in str(value or "") if unicodedata.category(ch) not in ("Cc", "Cf") or ch in " \t\n")
    return " ".join(text.split())


def whole_number(value: object, *, digits: int = 9) -> int | None:
    """A whole number written in ASCII digits (at most ``digits`` of them), or None.

    >>> whole_number("12"), whole_number("²"), whole_number("-3"), whole_number(None)
    (12, None, None, None)
    """
    text = str(value if value is not None else "").strip()
    if not (text.isascii() and text.isdecimal()) or len(text) > digits:
        return None
    return int(text)
