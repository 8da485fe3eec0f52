"""Everything kept between requests, through Django's cache framework, in four mechanisms
(tests/layout/test_no_module_cache.py keeps it here; the README's "What is cached" lists every key):

1. **HTTP validators** (``validators.py``): a polled page's ETag is its night's version, the language
   and the person, and a poll that sends the current one gets 304 without a page drawn
   (``permits.py``: who may poll or tap, answered from the copies below).
2. **Values keyed by a night's version** (``kept.py``: ``night_kept``, ``seating_kept``): moving the
   version, which every write does in its own transaction, makes every key of the night stale at once.
3. **Sessions**: the session and the person logged in (``sessions.py``), and what a poll or a tap needs
   of a night (``polls.py``: its version, language and people) are copies of database rows shared by
   every server process, filled and dropped one way (``kept.py``: ``copy_kept``, ``copy_dropped``).
4. **HTML fragments keyed by what they show** (``fragments.py``), where measurement showed the need:
   after a tap at 500 couples the standings page's first render drew in 95 ms with them and 357 ms
   without (the board 53 ms and 195 ms), since a tap changes a few runs of rows and the rest are found
   drawn; keyed by the version instead, every run would be drawn again after every tap.

The backends: ``memory.py`` each process's own (no pickling), ``fallback.py`` Django's RedisCache with
a lost connection as a miss (``CACHE_URL``); files under var/cache/ otherwise (settings.CACHES).
"""
