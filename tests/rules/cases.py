"""The table of Forty-Fives rule cases; anyone can add a row.

It starts from every case in ``shared/rules-cases.md`` (marked "md") and extends them.
Cards are written rank then suit; "all" means every card of the hand is legal.  The
``ruleset`` column names a preset in ``cardparty.rules.RULESETS`` or one of the
test-only variants in ``VARIANTS`` below.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardparty.rules import PRESETS, RULESETS

VARIANTS = {
    # two jokers above the five (an Irish house rule in the seeds)
    "irish-high-jokers": replace(RULESETS["irish"], name="irish-high-jokers", jokers=2, jokers_high=True),
    # Merrimack-style play: any card on a plain lead
    "any-card-on-plain-lead": replace(RULESETS["nova-scotia"], name="any-card-on-plain-lead", follow_plain_suit=False),
    # scores added at the end of the round; the higher total wins, a tie plays on
    "end-of-round": replace(RULESETS["nova-scotia"], name="end-of-round", count_out=False),
    "no-robbing": replace(RULESETS["nova-scotia"], name="no-robbing", robbing=False),
    "two-then-three": replace(RULESETS["nova-scotia"], name="two-then-three", deal=(2, 3)),
    # 110's jokers "usually valued just below the jack (knave) of trumps" (seed 001)
    "one-hundred-ten-house": PRESETS["one-hundred-ten-house"],
}


def ruleset(name: str):  # noqa: ANN201
    """A preset or test variant by name."""
    return VARIANTS.get(name) or RULESETS[name]


# --- Rank orders, highest first: (trump, suit, order, note, ruleset) ---------------------
RANK_ORDERS = [
    ("S", "S", "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S", "md spades trump", "nova-scotia"),
    ("C", "C", "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C", "md clubs trump", "nova-scotia"),
    ("D", "D", "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D", "md diamonds trump", "nova-scotia"),
    ("H", "H", "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H", "md hearts trump, 13 trumps", "nova-scotia"),
    ("S", "D", "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD", "md diamonds not trump, ace lowest", "nova-scotia"),
    ("S", "H", "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "md hearts not trump, 12 cards", "nova-scotia"),
    ("H", "C", "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C", "md clubs not trump", "nova-scotia"),
    ("H", "S", "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "md spades not trump", "nova-scotia"),
    ("C", "S", "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "spades not trump, clubs trump", "nova-scotia"),
    ("S", "C", "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C", "clubs not trump, spades trump", "nova-scotia"),
    ("D", "C", "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C", "clubs not trump, diamonds trump", "nova-scotia"),
    ("C", "D", "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD", "diamonds not trump, clubs trump", "nova-scotia"),
    ("H", "D", "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD", "diamonds not trump, hearts trump", "nova-scotia"),
    ("C", "H", "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "hearts not trump, clubs trump", "nova-scotia"),
    ("D", "H", "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "hearts not trump, diamonds trump", "nova-scotia"),
    ("D", "S", "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "spades not trump, diamonds trump", "nova-scotia"),
    ("S", "S", "5S JS AH RJ AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S", "irish joker fourth, below AH", "irish"),
    ("H", "H", "5H JH AH RJ KH QH 10H 9H 8H 7H 6H 4H 3H 2H", "irish joker, hearts trump", "irish"),
    ("D", "D", "RJ BJ 5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D", "two jokers above the five", "irish-high-jokers"),
    ("S", "S", "5S JS RJ BJ AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S", "110 jokers just below the jack", "one-hundred-ten-house"),
    ("H", "H", "5H JH RJ BJ AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H", "110 jokers below the jack, hearts trump", "one-hundred-ten-house"),
]

# --- Trick winners: (trump, cards led first, winning card, note, ruleset) ----------------
TRICK_WINNERS = [
    ("S", "AH BJ 2S KS", "BJ", "110 a joker below the jack beats the ace of hearts", "one-hundred-ten-house"),
    ("S", "RJ JS AS 2S", "JS", "110 the jack beats the jokers", "one-hundred-ten-house"),
    ("C", "10C 2C 9C 3C", "2C", "md black trumps run 2 up to 10", "nova-scotia"),
    ("H", "2S 10S AS 3S", "AS", "md black plain ace above the numbers", "nova-scotia"),
    ("S", "2D AD 3C 4H", "2D", "md the ace of diamonds is lowest", "nova-scotia"),
    ("S", "KH QH AH 2H", "AH", "md the ace of hearts is always a trump", "nova-scotia"),
    ("S", "AS AH KS 2S", "AH", "md the ace of hearts beats the ace of trumps", "nova-scotia"),
    ("D", "JD 5D AH AD", "5D", "md the five is best", "nova-scotia"),
    ("H", "AH KH 5H QH", "5H", "md hearts trump: the five beats the ace", "nova-scotia"),
    ("H", "2H 10H 4H 6H", "10H", "md red trumps run 10 down to 2", "nova-scotia"),
    ("C", "9H KH 2S QH", "KH", "md the king is best of a plain suit", "nova-scotia"),
    ("C", "3D KS KH 2D", "3D", "md cards of another suit cannot win", "nova-scotia"),
    ("H", "QH AH JH KC", "JH", "md the jack beats the ace of hearts", "nova-scotia"),
    ("D", "9C 2H 3H AH", "AH", "md the ace of hearts trumps a club lead", "nova-scotia"),
    ("D", "KD AD AH", "AH", "diamonds trump: AH above AD above KD", "nova-scotia"),
    ("D", "KD AD", "AD", "diamonds trump: the ace above the king", "nova-scotia"),
    ("S", "10S 9S", "9S", "black trumps: 9 above 10", "nova-scotia"),
    ("C", "10C 4C 6C", "4C", "black trumps: 4 above 6 and 10", "nova-scotia"),
    ("S", "KS AS", "AS", "black trumps: the ace above the king", "nova-scotia"),
    ("D", "2C AC", "AC", "black plain: the ace above the two", "nova-scotia"),
    ("D", "2S 10S 3S", "2S", "black plain: low numbers win", "nova-scotia"),
    ("S", "2H 10H", "10H", "red plain: high numbers win", "nova-scotia"),
    ("C", "AD 2D", "2D", "plain diamonds: the ace below the two", "nova-scotia"),
    ("H", "AD 2D", "2D", "plain diamonds, hearts trump: the ace still lowest", "nova-scotia"),
    ("H", "KS 2H", "2H", "any trump beats any plain card", "nova-scotia"),
    ("S", "AH KH 5S", "5S", "a led ace of hearts is a trump lead; the five beats it", "nova-scotia"),
    ("S", "AH KH QH", "AH", "a led ace of hearts beats the hearts that follow", "nova-scotia"),
    ("C", "3H 2H", "3H", "red plain: 3 above 2", "nova-scotia"),
    ("S", "RJ AS", "RJ", "irish: the joker above the ace of trumps", "irish"),
    ("S", "RJ AH", "AH", "irish: the ace of hearts above the joker", "irish"),
    ("H", "KC RJ", "RJ", "irish: the joker is always a trump", "irish"),
    ("S", "5S BJ RJ", "RJ", "high jokers: the colour joker is best", "irish-high-jokers"),
    ("S", "5S BJ", "BJ", "high jokers: the second joker beats the five", "irish-high-jokers"),
]

# --- Legal plays: (trump, trick so far, hand, legal, note, ruleset) ---------------------
LEGAL_PLAYS = [
    ("S", "9H", "KH 7S 2C 5D AH", "KH 7S AH", "md follow the suit led or trump", "nova-scotia"),
    ("S", "9H", "7S 2C 5D", "all", "md void: no need to trump", "nova-scotia"),
    ("S", "9H", "AH 3C 4D", "all", "md the ace of hearts is not a heart", "nova-scotia"),
    ("D", "4C", "AH 7D 3S", "all", "md void in clubs", "nova-scotia"),
    ("C", "QD", "3D 2C KS", "3D 2C", "md follow diamonds or trump", "nova-scotia"),
    ("D", "KD", "AH 9D 3C", "9D AH", "md trump lead: any trump, the ace of hearts too", "nova-scotia"),
    ("D", "2D", "5D KH 2C", "all", "md the five may be held back", "nova-scotia"),
    ("D", "JD", "5D KH", "all", "md the five held back against the jack", "nova-scotia"),
    ("D", "JD", "5D 7D KH", "5D 7D", "md a trump that must follow frees the five", "nova-scotia"),
    ("S", "5S", "JS 9C 3H", "JS", "md the jack forced by the five", "nova-scotia"),
    ("S", "5S", "AH 9C", "AH", "md the ace of hearts forced by the five", "nova-scotia"),
    ("C", "JC", "AH KD", "AH", "md the ace of hearts forced by the jack", "nova-scotia"),
    ("C", "JC", "5C AH KD", "5C AH", "md forced ace of hearts, the five may go too", "nova-scotia"),
    ("D", "AD", "AH KS 2C", "all", "md the ace of hearts outranks the ace of diamonds", "nova-scotia"),
    ("H", "KH", "AH 3C", "all", "md hearts trump: AH held back on the king", "nova-scotia"),
    ("H", "JH", "AH 3C", "AH", "md hearts trump: AH forced by the jack", "nova-scotia"),
    ("S", "7S 5S", "JS 9C", "all", "md only the led card counts", "nova-scotia"),
    ("C", "9H 2C", "KH 3S 4D", "KH", "md follow the suit led, not the trump played", "nova-scotia"),
    ("C", "7C", "KH AD 2S", "all", "md no trump to play", "nova-scotia"),
    ("S", "AH", "KH 7S 9C 2D", "7S", "md a led ace of hearts is a trump lead", "nova-scotia"),
    ("S", "AH", "KH QH 9C 2D", "KH QH", "md hearts on hearts", "nova-scotia"),
    ("S", "AH", "9C 2D", "all", "md no trump, no heart", "nova-scotia"),
    ("S", "AH", "5S KH 9C", "5S KH", "md hearts on hearts, the five keeps its privilege", "nova-scotia"),
    ("D", "AH", "JD QD 2S", "JD QD", "md the queen must follow, so any trump", "nova-scotia"),
    # renege privileges and their exceptions (nova-scotia)
    ("D", "3D", "5D KC", "all", "the five held back on a low trump", "nova-scotia"),
    ("S", "9S", "JS 2H", "all", "the jack held back on a low trump", "nova-scotia"),
    ("S", "9S", "AH 2H", "all", "the ace of hearts held back on a low trump", "nova-scotia"),
    ("S", "AS", "AH 2H", "all", "the ace of hearts held back on the ace of trumps", "nova-scotia"),
    ("S", "AH", "JS 2H 3C", "JS 2H", "hearts on hearts, the jack keeps its privilege", "nova-scotia"),
    ("S", "JS", "5S 2H", "all", "the five held back against the jack", "nova-scotia"),
    ("S", "JS", "AH 5S 2H", "AH 5S", "the jack forces the ace of hearts, the five may go", "nova-scotia"),
    ("S", "5S", "JS AH 2H", "JS AH", "the five forces the jack and the ace of hearts", "nova-scotia"),
    ("S", "9S", "JS 3S 2H", "JS 3S", "a low trump held: any trump, the jack included", "nova-scotia"),
    ("S", "9S", "5S JS 2H", "all", "only privileged trumps: any card", "nova-scotia"),
    ("H", "5H", "JH AH 2C", "JH AH", "hearts trump: the five forces both", "nova-scotia"),
    ("H", "AH", "5H 2C", "all", "hearts trump: the five held back on the ace of hearts", "nova-scotia"),
    ("H", "AH", "JH 2C", "all", "hearts trump: the jack held back on the ace of hearts", "nova-scotia"),
    ("H", "AH", "KH 2C", "KH", "hearts trump: a led ace of hearts calls a trump", "nova-scotia"),
    ("H", "2H", "AH 3C", "all", "hearts trump: the ace of hearts held back on a low heart", "nova-scotia"),
    ("S", "9D", "5S 2D", "5S 2D", "plain lead: follow or trump, the five included", "nova-scotia"),
    ("S", "9D", "5S 2C", "all", "plain lead, void: any card", "nova-scotia"),
    ("C", "2H", "AH KH 3D", "AH KH", "plain hearts led: the ace of hearts counts as a trump", "nova-scotia"),
    ("C", "", "5C 2H 3D", "all", "the leader may lead any card", "nova-scotia"),
    # colchester: five-only renege, no hearts on hearts
    ("S", "5S", "JS 9C", "JS", "colchester: the jack forced by the five", "colchester"),
    ("S", "9S", "JS 2H", "JS", "colchester: the jack has no privilege", "colchester"),
    ("S", "9S", "AH 2H", "AH", "colchester: the ace of hearts has no privilege", "colchester"),
    ("S", "9S", "5S 2H", "all", "colchester: the five held back", "colchester"),
    ("S", "JS", "5S 2H", "all", "colchester: the five held back against the jack", "colchester"),
    ("S", "AH", "KH QH 9C", "all", "colchester: no hearts on hearts", "colchester"),
    ("S", "AH", "7S KH", "7S", "colchester: a led ace of hearts is a trump lead", "colchester"),
    # irish: five-only renege, a joker that is always a trump
    ("S", "9S", "RJ 2H", "RJ", "irish: the joker is a trump without privilege", "irish"),
    ("S", "RJ", "KH 2C", "all", "irish: a led joker is a trump lead, no trump held", "irish"),
    ("S", "RJ", "3S KH", "3S", "irish: a led joker calls a trump", "irish"),
    ("S", "RJ", "5S KH", "all", "irish: the five held back on the joker", "irish"),
    ("S", "9H", "RJ 2H 3C", "RJ 2H", "irish: follow or trump, the joker is a trump", "irish"),
    ("S", "JS", "AH 2C", "AH", "irish: the ace of hearts has no privilege", "irish"),
    ("S", "AH", "KH QH 9C", "all", "irish: no hearts on hearts", "irish"),
    ("S", "RJ", "5S 2C", "5S", "high jokers: a higher joker led forces the five", "irish-high-jokers"),
    ("S", "9H", "KH 2C", "all", "any card on a plain lead (Merrimack style)", "any-card-on-plain-lead"),
    ("S", "9S", "3S 2C", "3S", "any card on a plain lead, but trumps still follow", "any-card-on-plain-lead"),
    # Hoyle's Forty-Five (seed 003): "When a lay suit is led, the players must follow suit or trump."
    ("S", "9H", "KH 7S 2C", "KH 7S", "hoyle: a lay suit led, follow suit or trump", "hoyle"),
    # "the holder of the Five or Knave has the privilege of revoking ... although trump be led"
    ("S", "JS", "5S 9C", "all", "hoyle: the five may always be kept back", "hoyle"),
    ("S", "2S", "JS 9C", "all", "hoyle: the knave may be kept back on a lower trump", "hoyle"),
    # "thus the Knave of trumps unguarded must be played upon the Five of trumps"
    ("S", "5S", "JS 9C 3H", "JS", "hoyle: the knave unguarded must be played upon the five", "hoyle"),
    # "the holder of the Ace of Hearts has also the privilege of revoking from any trump card but the Five or Knave"
    ("S", "2S", "AH 9C", "all", "hoyle: the ace of hearts may revoke from a lower trump", "hoyle"),
    ("S", "JS", "AH 9C", "AH", "hoyle: the ace of hearts may not revoke from the knave", "hoyle"),
    # the ace of hearts is "always trump": its lead is a trump lead, and the seed has no hearts on hearts
    ("S", "AH", "KH QH 9C", "all", "hoyle: no hearts on hearts on a led ace of hearts", "hoyle"),
    ("S", "AH", "2S KH", "2S", "hoyle: a led ace of hearts calls for trumps", "hoyle"),
]

# --- The sentence explain_play gives: (trump, trick, hand, sentence, ruleset) -----------
EXPLANATIONS = [
    ("S", "5S", "JS 9C 3H", "The jack must be played: the five was led and it is your only trump.", "nova-scotia"),
    ("C", "JC", "AH KD", "The ace of hearts must be played: the jack was led and it is your only trump.", "nova-scotia"),
    ("C", "JC", "5C AH KD", "The ace of hearts may not be held back when the jack is led: play a trump.", "nova-scotia"),
    ("C", "QC", "2C 5D", "A trump was led and you hold a trump you may not hold back: play a trump.", "nova-scotia"),
    ("C", "9D", "2D 3C", "You hold a diamond: follow diamonds or play a trump.", "nova-scotia"),
    ("C", "9C 9S", "KC 2D", "A trump was led and you hold a trump you may not hold back: play a trump.", "nova-scotia"),
    ("D", "9C", "2D 3H", "You hold no clubs: any card may be played.", "nova-scotia"),
    ("D", "2D", "5D KH", "Your five may be held back against the two: any card may be played.", "nova-scotia"),
    ("S", "9S", "5S JS 2H", "Your only trumps may all be held back against the nine: any card may be played.", "nova-scotia"),
    ("S", "9S", "2H 3C", "A trump was led and you hold none: any card may be played.", "nova-scotia"),
    (
        "S", "AH", "KH QH 9C",
        "The ace of hearts was led and you hold a heart: play a heart or a trump (hearts on hearts).",
        "nova-scotia",
    ),
    ("S", "", "KH 9C", "You lead this trick: any card may be played.", "nova-scotia"),
    ("S", "9H", "KH 2C", "A plain suit was led and need not be followed: any card may be played.", "any-card-on-plain-lead"),
]  # fmt: skip


# --- Whole rounds -------------------------------------------------------------------------
@dataclass(frozen=True)
class Round:
    """One round played through the referee from a stacked deck.

    ``tricks`` are "leader: cards in play order -> winning seat"; seats are numbers, or
    N E S W at four (N and S partners).  Hands are what each seat plays.  ``points`` and
    ``scores`` are by side.  ``over`` is (tricks played, winning side, how) when the game
    ends in this round.
    """

    name: str
    players: int
    trump_card: str  # the turned card
    dealer: int
    tricks: tuple[str, ...]
    points: tuple[int, ...]
    ruleset: str = "nova-scotia"
    start: tuple[int, ...] | None = None  # scores before the round
    scores: tuple[int, ...] | None = None  # scores after the round, when not start+points
    over: tuple[int, int, str] | None = None
    bonus_trick: int | None = None  # which trick (1-5) carried the bonus
    deal: tuple[str, ...] | None = None  # tricks the hands come from, when not all played


MD_ROUND_DIAMONDS = (
    "N: 9C KC 2C 3D -> W",
    "W: KD 4D AH 2D -> E",
    "E: QH KH 5H 2H -> S",
    "S: JD 10D 6D 2S -> S",
    "S: 5S 8S KS 10C -> N",
)

HOYLE_ROUND = ("0: 5S 2S -> 0", "0: KD QD -> 0", "0: 10H JH -> 1", "1: 3C 4C -> 1", "1: 5D 6D -> 0")

ROUNDS = [
    Round("md JD is the round's best trump", 4, "7D", 3, MD_ROUND_DIAMONDS, (20, 10), bonus_trick=4),
    Round(
        "md no trump played: 25 in all", 4, "8C", 3,
        ("N: 9H KH 2H QH -> E", "E: 3D 4D KD 2D -> W", "W: 7S 2S 10S KS -> S", "S: JH 10H 5H 4H -> S", "S: AD 9S 5D 6D -> E"),
        (10, 15),
    ),
    Round(
        "md 2S is the best trump in black", 4, "7S", 3,
        ("N: 10S 9S 2S 8S -> S", "S: KH 3S QH JH -> W", "W: 4C KC 6S 2C -> E", "E: AD KD QD JD -> S", "S: 7H 6H 5H 4H -> S"),
        (20, 10), bonus_trick=1,
    ),
    Round(
        "two players alone", 2, "9H", 1,
        ("0: KC 2C -> 0", "0: 5H 3H -> 0", "0: QD KD -> 1", "1: 2S 10S -> 1", "1: 7C 8D -> 1"),
        (15, 15), bonus_trick=2,
    ),
    Round(
        "three players alone", 3, "4D", 2,
        ("0: 9S 8S 7S -> 2", "2: JD 2D 3D -> 2", "2: KH QH AH -> 1", "1: 10C JC QC -> 0", "0: 6H 5C 2C -> 0"),
        (10, 5, 15), bonus_trick=2,
    ),
    Round(
        "five players alone, irish with a joker", 5, "8H", 4,
        ("0: KS QS JS 10S RJ -> 4", "4: 5H 2H 3H 4H 6H -> 4", "4: KC QC JC AC 2C -> 4",
         "4: 3D 9D 10D KD QD -> 2", "2: 7C 8C 9C 3C 4C -> 0"),
        (5, 0, 5, 0, 20), ruleset="irish", bonus_trick=2,
    ),
    Round(
        "six players in two teams of three", 6, "8S", 5,
        ("0: KH QH JH 10H 9H 8H -> 0", "0: 2C 3C 4C 6C 7C 9C -> 0", "0: KD QD JD 10D 9D 2S -> 5",
         "5: 5S 3S 4S 6S 7S 9S -> 5", "5: 10C 3H 4H 5H 6H 7H -> 5"),
        (10, 20), bonus_trick=4,
    ),
    Round(
        "irish: no bonus when the best trump is not a top trump", 2, "9S", 1,
        ("0: KS 2S -> 0", "0: KD QD -> 0", "0: 10H JH -> 1", "1: 3C 4C -> 1", "1: 5D 6D -> 0"),
        (15, 10), ruleset="irish",
    ),
    Round(
        "nova-scotia: the same round gives the bonus to any best trump", 2, "9S", 1,
        ("0: KS 2S -> 0", "0: KD QD -> 0", "0: 10H JH -> 1", "1: 3C 4C -> 1", "1: 5D 6D -> 0"),
        (20, 10), bonus_trick=1,
    ),
    Round(
        "irish: all five tricks (jink) win the game", 2, "9S", 1,
        ("0: 5S 2S -> 0", "0: JS 3S -> 0", "0: KD QD -> 0", "0: KC QC -> 0", "0: KH QH -> 0"),
        (30, 0), ruleset="irish", over=(5, 0, "jink"), bonus_trick=1,
    ),
    Round(
        "nova-scotia: all five tricks is only 30 points", 2, "9S", 1,
        ("0: 5S 2S -> 0", "0: JS 3S -> 0", "0: KD QD -> 0", "0: KC QC -> 0", "0: KH QH -> 0"),
        (30, 0), bonus_trick=1,
    ),
    Round(
        "count-out in mid-round at 45", 4, "7D", 3, MD_ROUND_DIAMONDS[:2],
        (0, 10), start=(40, 35), over=(2, 1, "count-out"), deal=MD_ROUND_DIAMONDS,
    ),
    Round(
        "the bonus counts as soon as its trick is taken", 4, "7D", 3, MD_ROUND_DIAMONDS[:4],
        (15, 10), start=(30, 0), over=(4, 0, "count-out"), bonus_trick=4, deal=MD_ROUND_DIAMONDS,
    ),
    Round(
        "end-of-round scoring: the higher total wins when both pass", 4, "7D", 3, MD_ROUND_DIAMONDS,
        (20, 10), ruleset="end-of-round", start=(40, 40), over=(5, 0, "end-of-round"), bonus_trick=4,
    ),
    Round(
        "end-of-round scoring: the round is played out and the higher total wins", 4, "7D", 3, MD_ROUND_DIAMONDS,
        (20, 10), ruleset="end-of-round", start=(30, 35), over=(5, 0, "end-of-round"), bonus_trick=4,
    ),
    Round(
        "end-of-round scoring: an exact tie plays another round", 4, "7D", 3, MD_ROUND_DIAMONDS,
        (20, 10), ruleset="end-of-round", start=(25, 35), bonus_trick=4,
    ),
    # Hoyle (seed 003): "each trick taken counts five" (no bonus trick); "The King or Ace, when
    # turned up by the dealer, counts five."  The ace and king of spades are not dealt: nobody robs.
    Round(
        "hoyle: each trick counts five, no bonus for the best trump", 2, "9S", 1, HOYLE_ROUND, (15, 10),
        ruleset="hoyle",
    ),
    Round(
        "hoyle: a turned king counts five for the dealer", 2, "KS", 1, HOYLE_ROUND, (15, 15), ruleset="hoyle",
    ),
    Round(
        "hoyle: a turned king's five counts for the dealer's partners too", 4, "KC", 3,
        ("N: 9H KH 2H QH -> E", "E: 3D 4D KD 2D -> W", "W: 7S 2S 10S KS -> S", "S: JH 10H 5H 4H -> S",
         "S: 7D 9S 5D 8D -> E"),
        (10, 20), ruleset="hoyle",
    ),
    Round(
        "dealt two then three", 4, "7D", 3, MD_ROUND_DIAMONDS, (20, 10), ruleset="two-then-three", bonus_trick=4,
    ),
]  # fmt: skip


# --- Robbing --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rob:
    """A deal and what robbing it allows; ``act`` is "decline" or the card to discard."""

    name: str
    turned: str
    hands: tuple[str, ...]  # by seat
    dealer: int
    robber: int | None
    takes: str | None
    act: str | None = None
    hand_after: str | None = None
    ruleset: str = "nova-scotia"


ROBBING = [
    Rob("md the holder of the ace of trumps robs a turned king", "KS",
        ("AS 2D 3D 4D 6D", "7D 8D 9D 10D JD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 0, "KS", "2D", "AS 3D 4D 6D KS"),
    Rob("md a turned ace of diamonds is the dealer's", "AD",
        ("2S 3S 4S 6S 7S", "8S 9S 10S JS QS", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 3, "AD", "8C", "9C 10C JC QC AD"),
    Rob("md a turned 7 of hearts: the ace of hearts robs", "7H",
        ("2S 3S 4S 6S 7S", "8S 9S 10S JS AH", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 1, "7H", "8S", "9S 10S JS AH 7H"),
    Rob("md a turned ace of hearts: the dealer may take it", "AH",
        ("2S 3S 4S 6S 7S", "8S 9S 10S JS QS", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 2, 2, "AH", "2C", "3C 4C 6C 7C AH"),
    Rob("diamonds trump: the ace of hearts does not rob, only the ace of diamonds", "7D",
        ("AH 3S 4S 6S 7S", "8S 9S 10S JS AD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 1, "7D", "decline", "8S 9S 10S JS AD"),
    Rob("the ace of trumps in the stock: nobody robs", "KS",
        ("2D 3D 4D 6D 7D", "8D 9D 10D JD QD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, None, None),
    Rob("the robber may decline", "KS",
        ("AS 2D 3D 4D 6D", "7D 8D 9D 10D JD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 0, "KS", "decline", "AS 2D 3D 4D 6D"),
    Rob("the robber may discard any card, even the ace", "KS",
        ("AS 2D 3D 4D 6D", "7D 8D 9D 10D JD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 0, "KS", "AS", "2D 3D 4D 6D KS"),
    Rob("the dealer robs a turned ace with the ace of hearts in hand", "AC",
        ("2S 3S 4S 6S 7S", "8S 9S 10S JS QS", "2D 3D 4D 6D 7D", "8D 9D 10D JD AH"), 3, 3, "AC", "8D", "9D 10D JD AH AC"),
    Rob("irish: a turned joker is the dealer's, the next card makes trumps", "RJ 9S",
        ("2D 3D 4D 6D 7D", "8D 9D 10D JD QD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, 3, "RJ", "8C", "9C 10C JC QC RJ",
        ruleset="irish"),
    Rob("no robbing where the rules say so", "KS",
        ("AS 2D 3D 4D 6D", "7D 8D 9D 10D JD", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC"), 3, None, None, ruleset="no-robbing"),
    # Hoyle (seed 003): "Any person holding the King of trumps must ... lay out a card for it; and if
    # the Ace should not be in play, the trump turned up is his."
    Rob("hoyle: the ace of trumps not dealt, the king's holder robs", "7S",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, 0, "7S", "2D", "KS 3D 4D 6D 7S", ruleset="hoyle"),
    # "Should the Ace be out, the turned up trump belongs to its holder, and he who holds the King
    # takes up the card he laid out."
    Rob("hoyle: the ace of trumps dealt, its holder robs and the king's holder keeps the hand", "7S",
        ("KS 2D 3D 4D 6D", "AS 8D 9D 10D JD"), 1, 1, "7S", "8D", "AS 9D 10D JD 7S", ruleset="hoyle"),
    Rob("hoyle: the holder of the ace of hearts robs by the king when hearts are trumps", "7H",
        ("2S 3S 4S 6S 7S", "KH 8S 9S 10S JS"), 0, 1, "7H", "8S", "KH 9S 10S JS 7H", ruleset="hoyle"),
    Rob("hoyle: a turned ace is the dealer's, as at every preset", "AS",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, 1, "AS", "7D", "8D 9D 10D JD AS", ruleset="hoyle"),
    Rob("hoyle: a turned king, the ace's holder robs it", "KS",
        ("2D 3D 4D 6D 7D", "AS 8D 9D 10D JD"), 0, 1, "KS", "decline", "AS 8D 9D 10D JD", ruleset="hoyle"),
    Rob("nova-scotia: the king of trumps does not rob", "7S",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, None, None),
]  # fmt: skip


# --- Begging with the king (Irish, seed 001) --------------------------------------------------
# "the player with the King of trumps (providing no-one before him/her has robbed the card with the
# Ace), puts down the card he wishes to lose and leaves it there until the first round of tricks has
# been played. If no-one robs with the Ace, the holder of the King takes the card from the top of the
# deck in the 2nd round of tricks."
@dataclass(frozen=True)
class Beg:
    """A deal, the robbing (``rob``: "decline", a card to discard, or None when nobody may rob), who may
    then beg (None: nobody), what the beggar does ("decline" or the card laid aside) and its hand after."""

    name: str
    turned: str
    hands: tuple[str, ...]  # by seat
    dealer: int
    rob: str | None
    beggar: int | None
    act: str | None = None
    hand_after: str | None = None
    ruleset: str = "irish-begging"


BEGGING = [
    Beg("the ace of trumps not dealt: the king's holder may beg, laying a card aside", "7S",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, None, 0, "2D", "KS 3D 4D 6D"),
    Beg("the king's holder may decline to beg", "7S",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, None, 0, "decline", "KS 2D 3D 4D 6D"),
    Beg("the ace's holder robbed: nothing is left to beg", "7S",
        ("KS 2D 3D 4D 6D", "AS 8D 9D 10D JD"), 0, "8D", None),
    Beg("the ace's holder declined to rob: the king's holder may beg", "7S",
        ("KS 2D 3D 4D 6D", "AS 8D 9D 10D JD"), 0, "decline", 0, "6D", "KS 2D 3D 4D"),
    Beg("the king turned: nobody holds it, nobody begs", "KS",
        ("QS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, None, None),
    Beg("the dealer may beg too", "7H",
        ("2S 3S 4S 6S 7S", "KH 8S 9S 10S JS"), 1, None, 1, "8S", "KH 9S 10S JS"),
    Beg("irish without the option: the king's holder does not beg", "7S",
        ("KS 2D 3D 4D 6D", "7D 8D 9D 10D JD"), 1, None, None, ruleset="irish"),
]  # fmt: skip
