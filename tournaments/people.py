"""The players of a series, pure (no Django): a name's folded key, blind to accents, case, spacing,
invisible characters and look-alike letters."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .lookalikes import skeleton
from .text import clean_text


def fold(name: str) -> str:
    """The key two spellings of one name share: cleaned (``text.clean_text``: nothing invisible),
    NFKD, combining marks stripped, Cyrillic and Greek look-alikes of Latin letters made Latin (the
    skeleton of Unicode TR39, ``lookalikes.skeleton``), casefolded, spaces collapsed. 'macdonald'
    finds 'MacDonald', 'gerard' finds 'Gérard', and a 'Chiasson' typed with a Cyrillic 'а' is
    the Chiasson already known.

    >>> fold("  MacDonald ")
    'macdonald'
    >>> fold("Gérard"), fold("GÉRARD"), fold("gerard")
    ('gerard', 'gerard', 'gerard')
    >>> fold("Marie-Thérèse   O'Neil")
    "marie-therese o'neil"
    >>> fold("Straße") == fold("STRASSE")
    True
    >>> fold("")
    ''
    >>> fold("Donald Chi\\u0430sson") == fold("DONALD CHIASSON") == fold("Donald\\u3164 Chiasson\\u2800")
    True
    >>> fold("\\u3164"), fold("Ив")
    ('', 'ив')
    """
    decomposed = unicodedata.normalize("NFKD", clean_text(name))
    bare = skeleton("".join(ch for ch in decomposed if not unicodedata.combining(ch)))
    return " ".join(skeleton(bare.casefold()).split())


def blank_after_cleaning(typed: object) -> bool:
    """True when something was typed yet nothing visible is left of it (a Hangul filler, a braille
    blank, zero-width spaces): a name that would show as blank.

    >>> blank_after_cleaning("\\u3164"), blank_after_cleaning("\\u2800 \\u200b"), blank_after_cleaning("  ")
    (True, True, False)
    >>> blank_after_cleaning(""), blank_after_cleaning(None), blank_after_cleaning("Ann")
    (False, False, False)
    """
    text = str(typed or "")
    return bool(text.strip()) and not clean_text(text)


def registered_already(first: str, second: str, couples: Iterable[tuple[int, str, str]]) -> list[tuple[str, int]]:
    """Each name typed (blank ones left out) that is already a player of one of ``couples``
    (``(number, player1, player2)``), found by its folded key: ``(name as typed, that couple's number)``.

    >>> registered_already("ann", "Joe", [(3, "Ann", "Joe"), (4, "Flora", "")])
    [('ann', 3), ('Joe', 3)]
    >>> registered_already("Flora", "", [(4, "Flora", "Angus")]), registered_already("", "", [(1, "", "")])
    ([('Flora', 4)], [])
    """
    known: dict[str, int] = {}
    for number, *names in couples:
        for name in names:
            known.setdefault(fold(name), number)
    known.pop("", None)
    return [(name, known[fold(name)]) for name in (first, second) if fold(name) in known]
