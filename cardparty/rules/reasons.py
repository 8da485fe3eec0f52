"""Human-readable reasons, translatable later without importing Django.

Every sentence the rules module shows a person is an English template marked with
:func:`gettext_noop`, so Django's ``makemessages`` extracts it from these files.  A
:class:`Reason` keeps the template and its parameters apart; the web app renders it
with its own ``gettext`` and the words it carries (suit names, rank words) are
translated too.

>>> r = Reason(FOLLOW_SUIT, {"suit": "clubs", "one": "club"})
>>> str(r)
'You hold a club: follow clubs or play a trump.'
>>> french = {FOLLOW_SUIT: "Vous avez un %(one)s : jouez %(suit)s ou un atout.",
...           "club": "trèfle", "clubs": "trèfle"}
>>> r.render(lambda s: french.get(s, s))
'Vous avez un trèfle : jouez trèfle ou un atout.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field


def gettext_noop(s: str) -> str:
    """Mark ``s`` for translation without translating it (as Django's helper does)."""
    return s


def _identity(s: str) -> str:
    return s


# Words that appear as parameters and are translated on their own.
SUIT_WORDS = {
    "C": gettext_noop("clubs"),
    "D": gettext_noop("diamonds"),
    "H": gettext_noop("hearts"),
    "S": gettext_noop("spades"),
}
SUIT_ONE_WORDS = {
    "C": gettext_noop("club"),
    "D": gettext_noop("diamond"),
    "H": gettext_noop("heart"),
    "S": gettext_noop("spade"),
}
RANK_WORDS = {
    1: gettext_noop("ace"),
    2: gettext_noop("two"),
    3: gettext_noop("three"),
    4: gettext_noop("four"),
    5: gettext_noop("five"),
    6: gettext_noop("six"),
    7: gettext_noop("seven"),
    8: gettext_noop("eight"),
    9: gettext_noop("nine"),
    10: gettext_noop("ten"),
    11: gettext_noop("jack"),
    12: gettext_noop("queen"),
    13: gettext_noop("king"),
}
ACE_OF_HEARTS = gettext_noop("ace of hearts")
JOKER = gettext_noop("joker")
SECOND_JOKER = gettext_noop("second joker")

WORDS = frozenset(
    [*SUIT_WORDS.values(), *SUIT_ONE_WORDS.values(), *RANK_WORDS.values()]
    + [ACE_OF_HEARTS, JOKER, SECOND_JOKER]
)

# --- Card parsing -------------------------------------------------------------------
NOT_A_CARD = gettext_noop(
    "%(text)s is not a card: write the rank then the suit, like 5H, 10C or AH."
)
NOT_IN_PACK = gettext_noop("There is no %(card)s in the pack of %(ruleset)s.")

# --- Following (legal plays) ----------------------------------------------------------
LEAD_ANY = gettext_noop("You lead this trick: any card may be played.")
FOLLOW_SUIT = gettext_noop("You hold a %(one)s: follow %(suit)s or play a trump.")
VOID_ANY = gettext_noop("You hold no %(suit)s: any card may be played.")
PLAIN_LEAD_ANY = gettext_noop(
    "A plain suit was led and need not be followed: any card may be played."
)
TRUMP_LEAD_FOLLOW = gettext_noop(
    "A trump was led and you hold a trump you may not hold back: play a trump."
)
ONLY_TRUMP_FORCED = gettext_noop(
    "The %(card)s must be played: the %(led)s was led and it is your only trump."
)
HIGHER_LEAD_FORCES = gettext_noop(
    "The %(card)s may not be held back when the %(led)s is led: play a trump."
)
RENEGE_ANY = gettext_noop(
    "Your %(card)s may be held back against the %(led)s: any card may be played."
)
RENEGE_ALL_ANY = gettext_noop(
    "Your only trumps may all be held back against the %(led)s: any card may be played."
)
TRUMP_LEAD_NONE = gettext_noop("A trump was led and you hold none: any card may be played.")
HEARTS_ON_HEARTS = gettext_noop(
    "The ace of hearts was led and you hold a heart: play a heart or a trump "
    "(hearts on hearts)."
)

# --- Referee ---------------------------------------------------------------------------
GAME_OVER = gettext_noop("The game is over.")
NOT_YOUR_TURN = gettext_noop("It is not your turn: seat %(seat)s is to act.")
NO_SUCH_SEAT = gettext_noop("There is no seat %(seat)s at this table.")
NOT_HELD = gettext_noop("You do not hold %(card)s.")
NOT_ROBBING_TIME = gettext_noop(
    "Robbing is over: it is only allowed before the first card is led."
)
NO_ROB_RIGHT = gettext_noop("Only seat %(seat)s may rob this round.")
KING_MUST_ROB = gettext_noop(
    "The holder of the king of trumps must lay out a card for the turned trump: "
    "it is theirs, since the ace of trumps was not dealt."
)
ROB_FIRST = gettext_noop(
    "Seat %(seat)s must first say whether they rob the turned card."
)
BAD_PLAYERS = gettext_noop("%(ruleset)s is played by %(allowed)s players, not %(count)s.")
UNKNOWN_RULESET = gettext_noop("There are no rules called %(name)s.")
UNKNOWN_ACTION = gettext_noop("%(kind)s is not an action of this game.")

# --- Bad input to a public entry point ------------------------------------------------
NOT_A_SUIT = gettext_noop("%(text)s is not a suit: write C, D, H or S.")
EMPTY_TRICK = gettext_noop("A trick with no card has no winner: give the cards, the led card first.")
CARD_TWICE = gettext_noop("%(card)s is given twice: each card is in the pack once.")
NOT_CARDS = gettext_noop("%(text)s is not a list of cards: write cards like 5H 10C AH.")
BAD_SEED = gettext_noop("The seed must be a whole number, not %(value)s.")
BAD_SCORES = gettext_noop(
    "Give a whole-number score for each of the %(sides)s sides, none below %(low)s and, in a game that "
    "counts out, each below the target %(target)s: not %(scores)s."
)
START_WON = gettext_noop(
    "A side at %(target)s or more would already have won: start every side below %(target)s "
    "(or the leading sides tied, who play another round), not %(scores)s."
)
BAD_DECK = gettext_noop("A stacked deck must hold every card of the %(ruleset)s pack exactly once.")
BAD_STACK = gettext_noop("The hands to stack must hold different cards, %(count)s for each seat.")
NOT_A_LOG = gettext_noop("This is not a game log: it must be a list of records starting with the game's start.")
LOG_DIFFERS = gettext_noop("The log does not replay to the same game: record %(index)s differs.")
NOT_A_RULESET = gettext_noop("%(name)s is not a set of rules: give a preset's name or a Ruleset.")
LOG_NOT_WRITABLE = gettext_noop("The log cannot be written to %(path)s: %(error)s.")
BAD_GAME_COUNT = gettext_noop("The number of games must be 0 or more, not %(count)s.")


class Word(str):
    """A parameter that is itself a marked sentence part (a preset's title): translated when rendered."""

    __slots__ = ()


@dataclass(frozen=True)
class Reason:
    """A sentence for a person: a marked English template and its parameters.

    ``params`` values that are marked words (suit names, rank words) are translated
    with the template when rendered.
    """

    message: str
    params: Mapping[str, object] = field(default_factory=dict)

    def render(self, gettext: Callable[[str], str] = _identity) -> str:
        """Translate the template and any marked-word parameter, then fill it in."""
        params = {
            k: gettext(v) if isinstance(v, Word) or (isinstance(v, str) and v in WORDS) else v
            for k, v in self.params.items()
        }
        return gettext(self.message) % params

    def __str__(self) -> str:
        return self.render()


class RulesError(ValueError):
    """An error the rules module explains with a :class:`Reason`."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.render())
        self.reason = reason


class IllegalAction(RulesError):
    """An action the referee refuses; ``.reason`` says why."""


class CardError(IllegalAction):
    """Text that does not name a card."""
