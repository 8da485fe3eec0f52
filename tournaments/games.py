"""The game a night is played at: Forty-Fives to 45 (the Cape Breton card party's) or one of
the auction presets, and the scale its optional points follow (issue 12, point 9).

Plain Python over the rules module's presets (no Django): the target and the biggest round
come from the ruleset's data, so a preset's change shows here too.

>>> night_game("one-hundred-ten").target, night_game("forty-five").target
(110, 45)
>>> points_problem(night_game("merrimack-valley"), 125, -30) is None
True
>>> points_problem(night_game("forty-five"), 45, -5)
'low'
"""

from __future__ import annotations

from dataclasses import dataclass

from cardparty.rules import AUCTION_RULESETS, RULESETS, Ruleset
from cardparty.rules.reasons import gettext_noop

FORTY_FIVE = "forty-five"
# The games a night can be played at, in the order the desk offers them: the stored name, the
# preset the referee plays at the night's tables, the name people know it by and a short one for
# a punch card.
NIGHT_GAMES: dict[str, tuple[str, str, str]] = {
    FORTY_FIVE: ("nova-scotia", gettext_noop("Forty-Fives to 45"), gettext_noop("Forty-Fives")),
    "merrimack-valley": ("merrimack-valley", gettext_noop("Merrimack Valley auction (to 120)"),
                         gettext_noop("Auction to 120")),
    "nova-scotia-auction": ("nova-scotia-auction", gettext_noop("Nova Scotia auction (to 120, 30 for 60)"),
                            gettext_noop("Auction to 120")),
    "one-hundred-ten": ("one-hundred-ten", gettext_noop("One-Hundred and Ten (to 110)"), gettext_noop("110")),
}
# How far below zero a side's score may be written for an auction game (a side set again and
# again); a turned-trump game never goes below zero.
AUCTION_FLOOR = -200


@dataclass(frozen=True)
class NightGame:
    """A night's game: its preset, the score that wins and the range a final score lies in."""

    key: str
    ruleset: str
    title: str  # English; translate it where it is shown
    short: str
    target: int
    low: int
    high: int
    auction: bool

    @property
    def example(self) -> tuple[int, int]:
        """A final score to give as an example, such as 45 and 30 or 120 and 85."""
        return self.target, self.target * 2 // 3


def _biggest_round(rules: Ruleset) -> int:
    """The most one round can score: every trick and the bonus, or a doubled bid."""
    taken = 5 * rules.trick_points + rules.bonus_points
    if rules.bid_120 or rules.slam:
        return max(taken, 120)
    if rules.bid_sixty or rules.thirty_for_sixty:
        return max(taken, 60)
    return taken


def night_game(key: str) -> NightGame:
    """The game stored as ``key``; a KeyError for a game no night can be played at."""
    ruleset, title, short = NIGHT_GAMES[key]
    rules = AUCTION_RULESETS.get(ruleset) or RULESETS[ruleset]
    auction = ruleset in AUCTION_RULESETS
    # A game ends after the round that takes a side to the target: its score is below the target
    # plus the biggest round; the loser's may be as high (both passed it, the bidder went out).
    high = rules.target - 1 + _biggest_round(rules)
    return NightGame(key=key, ruleset=ruleset, title=title, short=short, target=rules.target,
                     low=AUCTION_FLOOR if auction else 0, high=high, auction=auction)


def points_problem(game: NightGame, won: int, lost: int) -> str | None:
    """What is wrong with a game's final points, or None: "low" or "high" (outside the game's
    scale) or "short" (the winner did not reach the target)."""
    if min(won, lost) < game.low:
        return "low"
    if max(won, lost) > game.high:
        return "high"
    if won < game.target:
        return "short"
    return None
