"""Long lists drawn by a template once per change: a page polled every few seconds shows the same
250 tiles or 500 moves again and again, so their HTML is kept in Django's cache, keyed by exactly
what they show (and the language), and drawn again only when that changes. Keyed by what they show
and not by the night's version: a tap moves the version but changes only a few runs of a long list,
and the others are found drawn (tournaments/cache/__init__.py gives the measurement).

Each server process keeps its own copies (the default cache, in memory). What is drawn within
``fragments_shared`` (the board and the desk's moves, as a game closes: tournaments/signals.py) is
also put in a cache every process reads (files under var/cache/fragments), so the first look at
them in any process finds them drawn.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from django.core.cache import caches
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from .kept import kept

KEEP_SECONDS = 6 * 3600  # a night
# Items in each kept run of a long list; even, so a row template's {% cycle "even" "odd" %} keeps step. A win
# changes the place of every couple that had the winner's old count of wins, so the runs over that stretch
# are drawn again: runs of 24 rather than 50 took the standings' first render at 500 couples after a tap
# from 55-57 to 33-41 ms in one process (the page alone, through Django's test client).
RUN = 24
SHARED_SECONDS = 3600  # a game or two: what a close drew is looked at in the minutes after it

_sharing: ContextVar[bool] = ContextVar("fragments_shared", default=False)


@contextmanager
def fragments_shared() -> Iterator[None]:
    """Within it, every fragment drawn (or found) is also put where every server process finds it."""
    token = _sharing.set(True)
    try:
        yield
    finally:
        _sharing.reset(token)


def fragment(template: str, context: dict, *, shows: object) -> SafeString:
    """``template`` rendered with ``context``; ``shows`` is all the fragment depends on, as plain data
    (lists, dicts, numbers, text, dataclasses), so two calls with equal ``shows`` give the same HTML.

    The key is a digest of ``shows`` pickled: a faithful copy of the data (two different contents
    never pickle alike), and about three times cheaper than JSON (a 500-couple board's two lists:
    0.5 ms against 1.6 ms). Equal data pickled differently (another order of a dict's keys) only
    misses the cache and draws the fragment again.
    """
    digest = hashlib.sha1(pickle.dumps(shows, protocol=pickle.HIGHEST_PROTOCOL)).hexdigest()
    key = f"fragment:{template}:{get_language()}:{digest}"
    # Found in this process, else drawn by another as a game closed, else drawn now.
    html = kept(key, lambda: caches["fragments"].get(key) or render_to_string(template, context), timeout=KEEP_SECONDS)
    if _sharing.get():
        caches["fragments"].set(key, html, SHARED_SECONDS)
    # The template escaped everything it drew; the cache only hands back what the template made.
    return SafeString(html)


def fragment_runs(template: str, items: list, *, name: str = "rows", context: dict | None = None,
                  per: int = RUN) -> list[SafeString]:
    """A long list drawn by ``template`` in runs of ``per`` items (``name`` in its context, beside
    ``context``, which is plain data too), each run a fragment kept on its own: a tap changes a few
    rows of 500 standings, or one tile of 250, and only their runs are drawn again. A template puts
    the parts one after another (``{% for part in parts %}{{ part }}{% endfor %}``)."""
    extra = context or {}
    return [fragment(template, {**extra, name: run}, shows=(run, extra))
            for run in (items[start:start + per] for start in range(0, len(items), per))]
