"""Auction Forty-Fives (SPEC 3b): bidding, trumps, the kitty, discards and draws,
calling a partner, the first lead and the end-of-round score.

The phases are actions of the one :class:`~cardparty.rules.referee.Game` state object;
this package holds their parts: ``bidding``, ``kitty`` (naming trumps, the kitty,
discarding and drawing), ``calling`` (call your partner, the bidder's choice of leader),
``scoring``, ``dealing``, ``records``, ``reasons``, ``view`` (what one seat may see) and
``bots`` (how computer players bid, name, discard and call).
"""
