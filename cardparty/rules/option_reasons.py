"""The sentences of the seed options, marked for translation (as :mod:`cardparty.rules.reasons`)."""

from __future__ import annotations

from .reasons import gettext_noop

NOW_BEGGING = gettext_noop("Seat %(seat)s holds the king of trumps and may beg the turned card.")
NOW_STUB = gettext_noop("Seat %(seat)s holds the ace of trumps and may turn the stub for a trump.")
NOW_STUB_TAKING = gettext_noop("Seat %(seat)s turned a trump from the stub: give up a card for it, or keep the hand.")
NOT_BEGGING_TIME = gettext_noop("Only the king of trumps' holder begs, before the first lead.")
NOT_STUB_TIME = gettext_noop("Only the ace of trumps' holder turns the stub, after the draw and before the lead.")
STUB_TURNED_ALREADY = gettext_noop("The stub is turned: give up a card for the trump, or keep your hand.")
STUB_NOT_TURNED = gettext_noop("Turn the stub first, or keep your hand.")
NOT_GOING_ON = gettext_noop("These rules do not let the bidder go on the kitty.")
ON_KITTY_ALREADY = gettext_noop("You have gone on the kitty: name trumps from its cards, or go on the top card.")
KITTY_FIRST = gettext_noop("Go on the kitty first: the top card is for a bidder who rejects the kitty.")
NOT_TOP_CARD = gettext_noop("These rules do not let the bidder go on the top card.")
ON_TOP_CARD_ALREADY = gettext_noop("You have gone on the top card: name its suit trumps.")
