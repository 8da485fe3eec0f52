"""Cleaning free text typed by volunteers: names in any language, nothing invisible."""

from __future__ import annotations

import unicodedata

from .invisible import is_invisible, is_space


def clean_text(value: object) -> str:
    """Free text as it will be shown: NFC (an "é" typed as "e" and an accent is one letter), every
    invisible character removed (``invisible.is_invisible``: controls, NUL, direction overrides such
    as U+202E, zero-width spaces and joiners, U+FEFF, every default-ignorable code point, the Hangul
    fillers and the braille blank), every kind of space read as one plain space, spaces folded;
    accents, apostrophes and every script kept. Cleaning twice changes nothing.

    >>> clean_text("  Marie-The\u0301re\u0300se \\x00 O'Neil\\n")
    "Marie-Thérèse O'Neil"
    >>> clean_text("An\\u200bn"), clean_text("\\u202eeoJ"), clean_text("\\u2066Ann\\u2069 \\ufeffJoe")
    ('Ann', 'eoJ', 'Ann Joe')
    >>> clean_text("\\u3164"), clean_text("\\u2800 \\u115f"), clean_text("Ann\\u00a0\\u3000Joe")
    ('', '', 'Ann Joe')
    """
    text = str(value or "")
    if text.isascii() and text.isprintable():  # most names: nothing to drop, nothing to compose
        return " ".join(text.split())
    text = "".join(" " if is_space(ch) else ch for ch in text if not is_invisible(ch))
    return " ".join(part for part in unicodedata.normalize("NFC", text).split(" ") if part)


def whole_number(value: object, *, digits: int = 9) -> int | None:
    """A whole number written in ASCII digits (at most ``digits`` of them), or None.

    >>> whole_number("12"), whole_number("²"), whole_number("-3"), whole_number(None)
    (12, None, None, None)
    """
    text = str(value if value is not None else "").strip()
    if not (text.isascii() and text.isdecimal()) or len(text) > digits:
        return None
    return int(text)
