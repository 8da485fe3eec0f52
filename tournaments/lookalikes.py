"""Letters of other scripts that look like Latin ones, pure (no Django).

Unicode Technical Standard #39, "Unicode Security Mechanisms" (https://www.unicode.org/reports/tr39/),
section 4 "Confusable Detection": two strings are confusable when their *skeletons* are equal, the
skeleton mapping each character to a prototype that looks the same (``confusables.txt``). The full
table is not needed at a parish hall's door: ``LATIN_LOOKALIKES`` holds the entries of
``confusables.txt`` that map a Cyrillic or Greek letter to a plain Latin one, the look-alikes a
Latin name can be given by a keyboard switched to another alphabet or by someone who means to
impersonate. Section 5.2 ("Restriction-Level Detection") is the idea behind ``mixed_script_words``:
one word written in two alphabets is suspect, except the scripts Japanese, Chinese and Korean
write together.
"""

from __future__ import annotations

import unicodedata

_PAIRS = {
    # Cyrillic capitals and small letters (confusables.txt, "MA" mappings to Latin).
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "У": "Y", "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J", "Ү": "Y", "Һ": "h", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "l",
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j",
    "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y",
    # Greek capitals and small letters.
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
    "α": "a", "ι": "i", "ν": "v", "ο": "o", "ρ": "p",
}
LATIN_LOOKALIKES: dict[int, str] = {ord(k): v for k, v in _PAIRS.items()}

# Scripts a single word may mix without suspicion (TR39 5.2: Han with Hiragana and Katakana,
# Han with Bopomofo, Han with Hangul), counted as one.
_TOGETHER = {"CJK": "HAN", "HIRAGANA": "HAN", "KATAKANA": "HAN", "BOPOMOFO": "HAN", "HANGUL": "HAN",
             "KATAKANA-HIRAGANA": "HAN", "IDEOGRAPHIC": "HAN"}
# Name prefixes that are not a script ("MODIFIER LETTER", "FULLWIDTH LATIN ...").
_NOT_A_SCRIPT = {"MODIFIER", "FULLWIDTH", "HALFWIDTH", "MATHEMATICAL", "CIRCLED", "PARENTHESIZED", "SQUARED",
                 "NEGATIVE", "SMALL", "SUPERSCRIPT", "SUBSCRIPT", "COMBINING"}


def skeleton(text: str) -> str:
    """The text with each Cyrillic or Greek look-alike of a Latin letter made that Latin letter.

    >>> skeleton("Donald Chi\\u0430sson"), skeleton("\\u0391\\u039d\\u039d"), skeleton("Ив")
    ('Donald Chiasson', 'ANN', 'Ив')
    """
    return text.translate(LATIN_LOOKALIKES)


def letter_script(ch: str) -> str | None:
    """The script of a letter, read from its Unicode name ("LATIN", "CYRILLIC", "GREEK", "HAN"…), or
    None for anything but a letter (digits, marks, punctuation say nothing of a word's script).

    ``unicodedata`` has no Script property; a letter's name starts with its script's name.

    >>> letter_script("a"), letter_script("\\u0430"), letter_script("\\u03b1"), letter_script("-"), letter_script("山")
    ('LATIN', 'CYRILLIC', 'GREEK', None, 'HAN')
    """
    if not unicodedata.category(ch).startswith("L"):
        return None
    words = [w for w in unicodedata.name(ch, "").split() if w not in _NOT_A_SCRIPT]
    if not words:
        return None
    return _TOGETHER.get(words[0], words[0])


def mixed_script_words(text: str) -> list[str]:
    """The words of ``text`` whose letters come from two scripts or more, in order, each once.

    >>> mixed_script_words("Donald Chi\\u0430sson") == ["Chi\\u0430sson"]
    True
    >>> mixed_script_words("Анна Smith"), mixed_script_words("山田たろう"), mixed_script_words("O'Neil-Ō")
    ([], [], [])
    """
    found: list[str] = []
    for word in text.split():
        scripts = {s for s in map(letter_script, word) if s is not None}
        if len(scripts) > 1 and word not in found:
            found.append(word)
    return found
