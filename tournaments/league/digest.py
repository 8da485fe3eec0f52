"""The digest of a night file: sha256 of its canonical JSON (pure, no Django).

Two exports of the same night give the same digest whatever the order of their keys, so an
identical resend is recognised and a corrected one is not mistaken for it.
"""

from __future__ import annotations

import hashlib
import json


def canonical_json(data: object) -> bytes:
    """The one byte form of ``data``: sorted keys, no spaces, UTF-8."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def night_digest(data: object) -> str:
    """The sha256 (hex) of ``data``'s canonical JSON."""
    return hashlib.sha256(canonical_json(data)).hexdigest()


def token_digest(token: str) -> str:
    """The sha256 (hex) of an API token: the only form of it the league keeps."""
    return hashlib.sha256(token.encode()).hexdigest()
