"""Cleaning free text typed by volunteers: names in any language, nothing invisible."""

from __future__ import annotations

import unicodedata


def clean_text(value: object) -> str:
    """Spaces folded, control characters (NUL included) removed; accents and apostrophes kept.

    >>> clean_text("  Marie-Thérèse \\x00 O'Neil\\n")
    "Marie-Thérèse O'Neil"
    """
    text = "".join(ch for ch in str(value or "") if unicodedata.category(ch) != "Cc" or ch in " \t\n")
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
