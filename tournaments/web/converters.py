"""URL converters: link tokens are URL-safe base64, so nothing else reaches a query."""


class TokenConverter:
    """A secret link token (``secrets.token_urlsafe``): letters, digits, ``-`` and ``_``."""

    regex = r"[A-Za-z0-9_-]{8,64}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value
