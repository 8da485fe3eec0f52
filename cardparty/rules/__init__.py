"""Forty-Fives rules: cards, rank orders, following, and a referee for whole games.

Stdlib only, no Django.  Modules: ``cards`` (Card, notation), ``rulesets`` (presets as
data), ``order`` (rank tables, trick winners), ``following`` (legal plays and rulings),
``dealing``, ``robbing``, ``scoring``, ``referee`` (the Game state object),
``records`` (log records, actions), ``replaying``, ``players`` (computer players),
``export`` (the JSON log), ``reasons`` (translatable sentences), ``cli``, ``checks`` and
``validation`` (bad input and unplayable rulesets refused), ``auction/`` (bidding, the
kitty and the draw, calling a partner, scoring, what a seat may see; SPEC 3b and
docs/auction-rulings.md).

Rulings taken where SPEC.md leaves room:

- The referee asks the robber to rob or decline before the first lead.
- A turned joker (joker rulesets) is the dealer's to rob; the next card is turned for
  trumps and cannot be robbed.  One joker ranks just below the ace of hearts; with
  ``jokers_high`` both jokers rank above the five.
- A top trump (Irish bonus) is the five or jack of trumps, the ace of hearts or a joker.
- Jink (Irish): one side taking all five tricks of a round wins the game.

The public names:

>>> from cardparty.rules import parse_card, legal_plays, trick_winner, RULESETS, new_game
>>> [str(c) for c in legal_plays(["AH", "KD"], ["JC"], "C")]
['AH']
"""

from .auction.view import SeatView, seat_view, visible_log
from .cards import Card, parse_card, parse_cards
from .following import Ruling, explain_play, explain_refusal, legal_plays
from .order import is_trump, rank_order, trick_winner
from .reasons import CardError, IllegalAction, Reason, RulesError, gettext_noop
from .records import Action
from .referee import Game, new_game
from .replaying import replay, replay_json
from .rulesets import AUCTION_RULESETS, PRESETS, RULESETS, Ruleset

__all__ = [
    "AUCTION_RULESETS",
    "PRESETS",
    "RULESETS",
    "SeatView",
    "Action",
    "Card",
    "CardError",
    "Game",
    "IllegalAction",
    "Reason",
    "Ruleset",
    "Ruling",
    "RulesError",
    "explain_play",
    "explain_refusal",
    "gettext_noop",
    "is_trump",
    "legal_plays",
    "new_game",
    "parse_card",
    "parse_cards",
    "rank_order",
    "replay",
    "replay_json",
    "seat_view",
    "trick_winner",
    "visible_log",
]
