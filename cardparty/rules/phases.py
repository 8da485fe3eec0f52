"""The phases of a round, as the strings ``Game.phase`` holds.

Turned trump: ``rob`` (only when someone may rob), ``play``.  Auction: ``bid``,
``trump`` (the bidder names trumps, may raise first), ``discard`` (each seat in turn from
the dealer's left), ``call`` (call your partner), ``lead`` (the bidder's choice), ``play``.
``over`` once a side has won.  Seed options: ``beg`` (Irish begging with the king,
before the first lead), ``stub`` (110: the ace of trumps turns the stub, before the lead).
"""

ROB, PLAY, OVER = "rob", "play", "over"
BID, TRUMP, DISCARD, CALL, LEAD = "bid", "trump", "discard", "call", "lead"
BEG, STUB = "beg", "stub"
