"""The sentences of auction games and of ruleset checks, marked for translation.

As in :mod:`cardparty.rules.reasons`: English templates marked with ``gettext_noop``
(so ``makemessages`` finds them), rendered through :class:`~cardparty.rules.Reason`.
"""

from __future__ import annotations

from ..reasons import gettext_noop

# --- What the game is waiting for ------------------------------------------------------
NOW_BIDDING = gettext_noop("The bidding is on: seat %(seat)s is to bid or pass.")
NOW_HOLDING = gettext_noop("The bidding is on: seat %(seat)s, the dealer, is to hold or pass.")
NOW_NAMING = gettext_noop("Seat %(seat)s won the bid and is to name trumps.")
NOW_DISCARDING = gettext_noop("Seat %(seat)s is to discard and draw.")
NOW_DISCARDING_TO_FIVE = gettext_noop("Seat %(seat)s is to discard down to five cards; there is no stock to draw from.")
NOW_CALLING = gettext_noop("Seat %(seat)s, the bidder, is to call a partner's card or go alone.")
NOW_LEADING = gettext_noop("Seat %(seat)s, the bidder, is to choose who leads.")
NOW_PLAYING = gettext_noop("The cards are being played: seat %(seat)s is to play.")

# --- Bidding -------------------------------------------------------------------------------
BID_ONLY = gettext_noop("The bid is %(high)s: bid %(next)s or pass.")
BID_HIGHER = gettext_noop("The bid is %(high)s: bid %(next)s or more, or pass.")
BID_NOTHING_HIGHER = gettext_noop("The bid is %(high)s and nothing is higher: pass.")
NOT_A_BID = gettext_noop("%(amount)s is not a bid of these rules: bid %(bids)s.")
NOT_A_BID_NOW = gettext_noop("%(amount)s is not a bid you can make now: bid %(bids)s, or pass.")
DEALER_HOLDS = gettext_noop("As dealer you may hold the bid of %(high)s or pass.")
NO_HOLDING = gettext_noop("In %(ruleset)s the dealer does not hold: bid or pass.")
ONLY_DEALER_HOLDS = gettext_noop("Only the dealer, seat %(dealer)s, may hold.")
NOTHING_TO_HOLD = gettext_noop("Nobody has bid yet, so there is nothing to hold: bid or pass.")
NO_RAISE = gettext_noop(
    "Only a bidder who won below 30 may raise to 30, once, before naming trumps, where the rules allow it."
)

# --- Trumps, kitty, discards -------------------------------------------------------------
NO_TRUMP_HELD = gettext_noop("You hold no %(one)s: you cannot name %(suit)s.")
KEEP_FIVE = gettext_noop("You hold %(held)s cards: discard at least %(least)s to keep five.")
KEEP_AT_LEAST = gettext_noop("Keep %(keep)s or more of your cards: discard %(most)s or fewer.")
DRAW_AT_MOST = gettext_noop("You may draw no more than %(most)s: keep %(keep)s or more of your cards.")
STOCK_SHORT = gettext_noop("The stock can serve only %(left)s more: keep %(keep)s or more of your cards.")

# --- Call your partner, the first lead ---------------------------------------------------
CALL_OUTRANKS = gettext_noop(
    "The %(card)s outranks your best card: call a lower trump or a card of a plain suit."
)
CALLED_CARD_NOW = gettext_noop("You hold the called %(card)s: it must be played to this trick.")
LEAD_CHOICE = gettext_noop("Choose who leads: yourself (seat %(bidder)s) or seat %(left)s at your left.")

# --- Rulesets the engine cannot play -------------------------------------------------------
AUCTION_ONLY = gettext_noop(
    "The %(field)s setting is for auction games: the %(ruleset)s rules turn a card for trumps."
)
AUCTION_NOT = gettext_noop("An auction game cannot use the %(field)s setting of the %(ruleset)s rules.")
BAD_SETTING = gettext_noop("The %(field)s setting of the %(ruleset)s rules cannot be %(value)s.")
SETTINGS_CLASH = gettext_noop("The %(ruleset)s rules cannot have both %(one)s and %(other)s.")
SETTING_NEEDS = gettext_noop("The %(field)s setting of the %(ruleset)s rules needs %(other)s.")
CALL_ALONE_ONLY = gettext_noop(
    "A partner is called only where everyone plays alone: the %(ruleset)s rules play %(count)s as partners."
)
PACK_TOO_SMALL = gettext_noop(
    "The %(ruleset)s rules deal %(needed)s cards at %(count)s players, and the pack has only %(pack)s."
)
LEAST_BID = gettext_noop(
    "Your side has %(score)s: at %(at)s or more, the least you may bid or hold is %(least)s."
)
