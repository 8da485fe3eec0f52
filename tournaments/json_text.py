"""JSON a person or a device sent, read with a refusal instead of a crash (no Django but its refusal).

Python's parser raises RecursionError on text nested a few thousand deep, and what it does read
nested nearly as deep still breaks the first recursive walk after it (a digest, a schema check).
Every JSON that comes in (a tablet's post, a league's night file, ``import_night``) is read here:
not UTF-8, not JSON, or nested deeper than any file of ours is, it is a Refusal (400) with the
caller's sentence.
"""

from __future__ import annotations

import json

from .errors import Refusal

# The deepest of our own files is a night export (results, a correction, its points: 5 levels);
# a tablet's post is 1. Anything deeper than this is not ours.
MAX_DEPTH = 32


def depth_over(data: object, most: int = MAX_DEPTH) -> bool:
    """True when ``data`` has lists or objects nested more than ``most`` deep (walked without recursion)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > most:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def json_read(raw: bytes | str, *, refusal: str) -> object:
    """The data in ``raw``; a Refusal saying ``refusal`` when it is not UTF-8 JSON of a sane depth."""
    try:
        data = json.loads(raw.decode() if isinstance(raw, bytes) else raw)
    except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: nested thousands deep
        raise Refusal(refusal) from None
    if depth_over(data):
        raise Refusal(refusal)
    return data
