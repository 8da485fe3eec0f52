"""The referee's pages: play a game (``play``), a night's tables (``night``), replay, the ruling
page; ``common``, ``table`` and ``words`` are what they share."""
