"""What the core tells the audiences' apps, which it never imports (tests/layout: imports go one way)."""

from __future__ import annotations

from django.dispatch import Signal

# Sent once a game's close has committed and answered, with ``night_id``, from a thread of its own
# (services/after_close.py): the whole hall is about to ask for the next game's board and moves, so an
# audience may draw them now, once, where every server process finds them (cache/fragments.py,
# ``fragments_shared``). A receiver's failure is logged, never the close's: the close has committed.
game_closed = Signal()
