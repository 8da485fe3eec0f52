"""Characters that show nothing, pure (no Django): Unicode's default-ignorable code points, the
blank "filler" letters, and the space characters a name may hold.

Python's ``unicodedata`` has no Default_Ignorable_Code_Point property, so its ranges are copied
here from the Unicode Character Database, ``DerivedCoreProperties.txt`` (Unicode 15.1,
https://www.unicode.org/Public/15.1.0/ucd/DerivedCoreProperties.txt, "Derived Property:
Default_Ignorable_Code_Point"). The Hangul fillers U+115F, U+1160, U+3164 and U+FFA0 are among
them; the braille blank U+2800 is not (it is a symbol that draws no dot), so it is added.
"""

from __future__ import annotations

import unicodedata

# (first, last) code points, both included: Default_Ignorable_Code_Point=Yes.
DEFAULT_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD),    # SOFT HYPHEN
    (0x034F, 0x034F),    # COMBINING GRAPHEME JOINER
    (0x061C, 0x061C),    # ARABIC LETTER MARK
    (0x115F, 0x1160),    # HANGUL CHOSEONG FILLER, HANGUL JUNGSEONG FILLER
    (0x17B4, 0x17B5),    # KHMER VOWEL INHERENT AQ, AA
    (0x180B, 0x180F),    # MONGOLIAN FREE VARIATION SELECTORS, VOWEL SEPARATOR
    (0x200B, 0x200F),    # ZERO WIDTH SPACE .. RIGHT-TO-LEFT MARK
    (0x202A, 0x202E),    # LEFT-TO-RIGHT EMBEDDING .. RIGHT-TO-LEFT OVERRIDE
    (0x2060, 0x206F),    # WORD JOINER .. NOMINAL DIGIT SHAPES (isolates, invisible operators)
    (0x3164, 0x3164),    # HANGUL FILLER
    (0xFE00, 0xFE0F),    # VARIATION SELECTORS 1-16
    (0xFEFF, 0xFEFF),    # ZERO WIDTH NO-BREAK SPACE (byte order mark)
    (0xFFA0, 0xFFA0),    # HALFWIDTH HANGUL FILLER
    (0xFFF0, 0xFFF8),    # unassigned, reserved as ignorable
    (0x1BCA0, 0x1BCA3),  # SHORTHAND FORMAT CONTROLS
    (0x1D173, 0x1D17A),  # MUSICAL SYMBOL BEGIN BEAM .. END PHRASE
    (0xE0000, 0xE0FFF),  # TAGS, VARIATION SELECTORS 17-256, and the rest of the plane's ignorables
)

_IGNORABLE = frozenset(point for first, last in DEFAULT_IGNORABLE for point in range(first, last + 1))

# Letters and symbols that draw nothing yet are not default-ignorable.
FILLERS = frozenset({0x2800})  # BRAILLE PATTERN BLANK

# Unicode categories that never show in a name: controls, format characters, surrogates, and the
# line and paragraph separators (read as a space, as below).
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
SPACE_CATEGORIES = frozenset({"Zs", "Zl", "Zp"})


def is_default_ignorable(ch: str) -> bool:
    """True for a code point of Unicode's Default_Ignorable_Code_Point property.

    >>> is_default_ignorable("\\u200b"), is_default_ignorable("\\u3164"), is_default_ignorable("a")
    (True, True, False)
    """
    return ord(ch) in _IGNORABLE


def is_space(ch: str) -> bool:
    """A space of any width (no-break, ideographic, thin…), a tab or a line break: read as one plain space.

    >>> [is_space(c) for c in " \\u00a0\\u3000\\u2009\\n\\u2028x"]
    [True, True, True, True, True, True, False]
    """
    return ch in "\t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85" or unicodedata.category(ch) in SPACE_CATEGORIES


def is_invisible(ch: str) -> bool:
    """A character a reader cannot see and a name must not hold (spaces apart): default-ignorable,
    a filler, a control or format character, a lone surrogate.

    >>> [is_invisible(c) for c in "\\u3164\\u2800\\u115f\\u202e\\x00\\ufe0fA\\u00e9 "]
    [True, True, True, True, True, True, False, False, False]
    """
    return (ord(ch) in FILLERS or is_default_ignorable(ch)
            or (unicodedata.category(ch) in HIDDEN_CATEGORIES and not is_space(ch)))
