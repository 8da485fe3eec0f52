"""What a person types at the terminal referee, turned into the game's actions.

An answer the phase cannot use is refused with a sentence that lists what it can use, and
the question is asked again: nothing is guessed (an arrow key never stands for "left").
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game
from cardparty.rules import reasons as R
from cardparty.rules.phases import BEG, BID, CALL, DISCARD, LEAD, PLAY, ROB, STUB, TRUMP

from ..views.auction_words import bid_words
from . import option_answers

NOTHING = ("none", "no", "-", "alone", "aucune", "aucun", "rien", "non", "seul")
PASS_WORDS = ("pass", "p", "passe", "je passe")
HOLD_WORDS = ("hold", "h", "tiens", "je tiens")
RAISE_WORDS = ("raise", "relance", "30")
ME_WORDS = ("me", "i", "myself", "moi")
LEFT_WORDS = ("left", "l", "gauche", "à gauche")


class NotUnderstood(ValueError):
    """An answer this question cannot take; the message lists what it can."""


def _bids(game: Game) -> list[str]:
    calls = []
    for action in game.bid_actions():
        if action.kind == "bid":
            calls.append(bid_words(game.ruleset, action.amount))  # type: ignore[arg-type]
        else:
            calls.append(_("hold") if action.kind == "hold" else _("pass"))
    return calls


def _suits() -> dict[str, str]:
    """Every word for each of the four suits ("S", "spades", "pique") -> its letter.

    A suit the bidder may not name is still understood, so the game refuses it with its reason
    ("You hold no heart: you cannot name hearts.") instead of "not an answer here".
    """
    words = {}
    for letter in "CDHS":
        words[letter.lower()] = letter
        words[_(R.SUIT_WORDS[letter]).lower()] = letter
        words[R.SUIT_WORDS[letter]] = letter
        words[_(R.SUIT_ONE_WORDS[letter]).lower()] = letter
    return words


def options(game: Game) -> str:
    """The answers the question of this phase takes, in words."""
    phase = game.phase
    if phase == BID:
        return ", ".join(_bids(game))
    if phase == TRUMP:
        names = [_(R.SUIT_WORDS[s]) for s in game.nameable_suits()]
        return ", ".join(([_("raise")] if game.can_raise_bid() else []) + option_answers.going_on_words(game) + names)
    if phase == DISCARD:
        least, most = game.discard_limits()
        if least == most:
            return _("exactly %(count)d cards") % {"count": least}
        if least == 0:
            return _("0 to %(most)d cards; none to keep your hand") % {"most": most}
        return _("%(least)d to %(most)d cards") % {"least": least, "most": most}
    if phase == CALL:
        return _("a card, or none to play alone")
    if phase == LEAD:
        return _("me or left")
    if phase in (BEG, STUB):
        return option_answers.options(game)
    return ""


def question(game: Game) -> str:
    """The question put to the person whose turn it is."""
    phase = game.phase
    if phase == ROB:
        if game.must_rob():
            return _("You hold the king of trumps: type the card to lay out for the turned trump: ")
        return _("Rob? Type the card to discard, or no: ")
    if phase == PLAY:
        return _("Your card: ")
    if phase in (BEG, STUB):
        return option_answers.question(game)
    words = {BID: _("Your bid (%(options)s): "), TRUMP: _("Name trumps (%(options)s): "),
             DISCARD: _("Cards to discard (%(options)s): "), CALL: _("Call a partner's card (%(options)s): "),
             LEAD: _("Who leads (%(options)s)? ")}  # fmt: skip
    return words[phase] % {"options": options(game)}


def refuse(game: Game, text: str) -> NotUnderstood:
    """The sentence for an answer that this question cannot take."""
    return NotUnderstood(_("“%(text)s” is not an answer here: answer %(options)s.") % {
        "text": text, "options": options(game)})


def act(game: Game, me: int, text: str) -> None:
    """Do what the person typed; the game refuses an illegal action with its reason."""
    word, phase = text.strip().lower(), game.phase
    if phase in (BEG, STUB, TRUMP) and option_answers.act(game, me, word, text, NOTHING):
        return
    if phase == STUB:
        raise refuse(game, text)
    if phase == ROB:
        if word in NOTHING:
            game.decline_rob(me)
        else:
            game.rob(text, me)
    elif phase == PLAY:
        game.play(text, me)
    elif phase == BID:
        _bid(game, me, word, text)
    elif phase == TRUMP:
        if word in RAISE_WORDS and game.can_raise_bid(me):
            game.raise_bid(me)
        elif word in _suits():
            game.name_trump(_suits()[word], me)  # a suit the bidder may not name: the game says why
        else:
            raise refuse(game, text)
    elif phase == DISCARD:
        least, _most = game.discard_limits()
        if word in NOTHING and least:
            raise refuse(game, text)
        game.discard(() if word in NOTHING else text, me)
    elif phase == CALL:
        game.call_partner(None if word in NOTHING else text, me)
    elif phase == LEAD:
        if word in ME_WORDS:
            game.choose_leader(me, me)
        elif word in LEFT_WORDS:
            game.choose_leader(game.left_of[me], me)
        else:
            raise refuse(game, text)


def _bid(game: Game, me: int, word: str, text: str) -> None:
    if word in PASS_WORDS:
        game.pass_bid(me)
    elif word in HOLD_WORDS:
        game.hold(me)
    elif word.isdigit():
        game.bid(int(word), me)
    elif word in (_("30 for 60").lower(), "30 for 60"):
        game.bid(60 if game.ruleset.bid_sixty else 30, me)
    else:
        raise refuse(game, text)
