"""The players of a series, pure (no Django): a name's folded key, blind to accents, case and spacing."""

from __future__ import annotations

import unicodedata


def fold(name: str) -> str:
    """The key two spellings of one name share: NFKD, combining marks stripped, casefolded,
    spaces collapsed. 'macdonald' finds 'MacDonald', 'gerard' finds 'Gérard'.

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
    """
    decomposed = unicodedata.normalize("NFKD", str(name or ""))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())
