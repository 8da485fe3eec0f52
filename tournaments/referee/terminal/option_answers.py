"""The terminal referee's answers for the seed options: begging, the stub, going on the kitty or top card."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game
from cardparty.rules.phases import BEG, STUB

KITTY_WORDS = ("kitty", "on the kitty", "veuve", "sur la veuve")
TOP_CARD_WORDS = ("top", "top card", "on the top card", "dessus", "carte du dessus")
TURN_WORDS = ("turn", "t", "yes", "y", "retourner", "oui")


def going_on_words(game: Game) -> list[str]:
    """The word for going on the kitty or the top card, where the bidder may now."""
    if game.can_go_on_kitty():
        return [_("kitty")]
    if game.can_go_on_top_card():
        return [_("top card")]
    return []


def options(game: Game) -> str:
    """What the ``beg`` and ``stub`` questions take, in words."""
    if game.phase == BEG:
        return _("a card to lay aside, or no")
    if game.extra.stub_trump is None:
        return _("turn, or no")
    return _("a card to give up, or no")


def question(game: Game) -> str:
    """The question of the ``beg`` or ``stub`` phase."""
    if game.phase == BEG:
        return _("You hold the king of trumps: type the card to lay aside and beg the turned card, or no: ")
    if game.extra.stub_trump is None:
        return _("You hold the ace of trumps: turn the stub for a trump? Type turn, or no: ")
    return _("You turned a trump from the stub: type the card to give up for it, or no: ")


def act(game: Game, me: int, word: str, text: str, nothing: tuple[str, ...]) -> bool:
    """Do a seed option's answer; False when the answer is not one of them."""
    if game.phase == BEG:
        if word in nothing:
            game.decline_beg(me)
        else:
            game.beg(text, me)
        return True
    if game.phase == STUB:
        if word in nothing:
            game.take_from_stub(None, me)
        elif game.extra.stub_trump is None and word in TURN_WORDS + (_("turn"),):
            game.turn_stub(me)
        elif game.extra.stub_trump is not None:
            game.take_from_stub(text, me)
        else:
            return False
        return True
    if word in KITTY_WORDS + (_("kitty"),) and game.can_go_on_kitty(me):
        game.go_on_kitty(me)
        return True
    if word in TOP_CARD_WORDS + (_("top card"),) and game.can_go_on_top_card(me):
        game.go_on_top_card(me)
        return True
    return False
