"""Forty-Fives rules: cards, rank orders, following, and a referee for whole games.

Stdlib only, no Django.  The public names:

>>> from cardparty.rules import parse_card, legal_plays, trick_winner, RULESETS, new_game
>>> [str(c) for c in legal_plays(["AH", "KD"], ["JC"], "C")]
['AH']
"""

from .cards import Card, parse_card, parse_cards
from .following import Ruling, explain_play, explain_refusal, legal_plays
from .order import is_trump, rank_order, trick_winner
from .reasons import CardError, IllegalAction, Reason, RulesError, gettext_noop
from .records import Action
from .referee import Game, new_game
from .replaying import replay
from .rulesets import RULESETS, Ruleset

__all__ = [
    "RULESETS",
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
    "trick_winner",
]
