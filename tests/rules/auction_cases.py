"""The table of auction rule cases (SPEC 3b and the seeds); anyone can add a row.

Rulesets are presets of ``cardparty.rules.PRESETS`` or the option variants in
``VARIANTS``.  Bidding rows: the calls as spoken ("seat:call", a call being a bid,
``pass`` or ``hold``) and the outcome ("seat@bid", "+bagged" when everyone passed), or a
refusal: the last call is refused with the sentence given after ``!``.  Scoring rows:
the scores before the round, points and tricks taken by side, the bidding side, the bid
and any called partner's side; the change to each score and the winning side
(None: play on).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardparty.rules.rulesets import PRESETS

MV, NS, OHT = PRESETS["merrimack-valley"], PRESETS["nova-scotia-auction"], PRESETS["one-hundred-ten"]
VARIANTS = {
    "mv-45-reset": replace(MV, name="mv-45-reset", reset_at_45=True),
    "mv-green": replace(MV, name="mv-green", green_at=90),
    "mv-30-for-60": replace(MV, name="mv-30-for-60", bid_sixty=True),
    "mv-60-for-120": replace(MV, name="mv-60-for-120", bid_sixty=True, bid_120=True),
    "mv-slam": replace(MV, name="mv-slam", slam=True),
    "mv-only-five": replace(MV, name="mv-only-five", bonus_cards=("5",)),
    "mv-no-bonus": replace(MV, name="mv-no-bonus", bonus_points=0),
    "mv-no-kitty": replace(MV, name="mv-no-kitty", kitty=0),
    "ns-kitty-first": replace(NS, name="ns-kitty-first", kitty_first=True),
    "ns-from-15": replace(NS, name="ns-from-15", bids=(15, 20, 25, 30)),
    "oht-minus-80": replace(OHT, name="oht-minus-80", out_at=-80),
}


def ruleset(name: str):  # noqa: ANN201
    """A preset or an option variant by name."""
    return VARIANTS.get(name) or PRESETS[name]


@dataclass(frozen=True)
class Bidding:
    """Calls spoken at a table (dealer ``dealer``) and what comes of them."""

    name: str
    ruleset: str
    players: int
    calls: str
    outcome: str  # "seat@bid", "seat@bid+bagged", or "!sentence" for a refused last call
    dealer: int = 0
    scores: tuple[int, ...] | None = None  # scores by side before the round


BIDDING = [
    Bidding("seed example: the dealer holds, player 1 bids 30, player 3 cannot bid again, the dealer holds again",
            "nova-scotia-auction", 4, "1:20 2:pass 3:25 0:hold 1:30 0:hold", "0@30"),
    Bidding("seed example: player 1 passes after the hold, player 3 gives it to the dealer for 25",
            "nova-scotia-auction", 4, "1:20 2:pass 3:25 0:hold 1:pass 3:pass", "0@25"),
    Bidding("seed example: player 3 bids 30 over the hold and the dealer holds again",
            "nova-scotia-auction", 4, "1:20 2:pass 3:25 0:hold 1:pass 3:30 0:hold", "0@30"),
    Bidding("seed example: player 3 bids 30 over the hold and the dealer gives it to them",
            "nova-scotia-auction", 4, "1:20 2:pass 3:25 0:hold 1:pass 3:30 0:pass", "3@30"),
    Bidding("seed example: had the dealer passed, player 1 bids 30 or gives it to player 3",
            "nova-scotia-auction", 4, "1:20 2:pass 3:25 0:pass 1:pass", "3@25"),
    Bidding("merrimack valley: each speaks once, the dealer last, the highest bid wins",
            "merrimack-valley", 4, "1:15 2:20 3:pass 0:25", "0@25"),
    Bidding("merrimack valley: nobody speaks twice, so a bid of 20 outbid once stays outbid",
            "merrimack-valley", 4, "1:20 2:25 3:pass 0:pass", "2@25"),
    Bidding("merrimack valley: 30 ends the bidding, nobody can go higher",
            "merrimack-valley", 4, "1:30", "1@30"),
    Bidding("merrimack valley: everyone passes and the dealer is bagged at 15",
            "merrimack-valley", 4, "1:pass 2:pass 3:pass 0:pass", "0@15+bagged"),
    Bidding("nova scotia auction: everyone passes and the dealer is bagged at 20",
            "nova-scotia-auction", 3, "1:pass 2:pass 0:pass", "0@20+bagged"),
    Bidding("the dealer everyone passed to may bid instead of being bagged",
            "merrimack-valley", 4, "1:pass 2:pass 3:pass 0:25", "0@25", ),
    Bidding("one-hundred-ten: the bidding goes round until all but the high bidder pass",
            "one-hundred-ten", 3, "1:15 2:20 0:hold 1:25 2:pass 0:pass", "1@25"),
    Bidding("the bidding starts at the dealer's left", "merrimack-valley", 4, "3:15 0:pass 1:pass 2:pass", "3@15", dealer=2),
    Bidding("a bid no higher than the highest is refused", "nova-scotia-auction", 4, "1:20 2:25 3:25",
            "!The bid is 25: bid 30 or pass."),
    Bidding("a bid below the highest with several higher left", "merrimack-valley", 4, "1:15 2:15",
            "!The bid is 15: bid 20 or more, or pass."),
    Bidding("a bid that is not a multiple of five is refused", "merrimack-valley", 4, "1:17",
            "!17 is not a bid of these rules: bid 15, 20, 25, 30."),
    Bidding("a bid above 30 is refused without the 30 for 60 option", "merrimack-valley", 4, "1:35",
            "!35 is not a bid of these rules: bid 15, 20, 25, 30."),
    Bidding("nova scotia auction starts at 20", "nova-scotia-auction", 4, "1:15",
            "!15 is not a bid of these rules: bid 20, 25, 30."),
    Bidding("nova scotia auction may start at 15 as an option", "ns-from-15", 4, "1:15 2:pass 3:pass 0:pass", "1@15"),
    Bidding("the 30 for 60 option is a bid above 30 (written 60)", "mv-30-for-60", 4, "1:30 2:60", "2@60"),
    Bidding("the 60 for 120 option is a bid above that (written 120)", "mv-60-for-120", 4, "1:30 2:60 3:120", "3@120"),
    Bidding("a slam is a bid above 30 (written 120)", "mv-slam", 4, "1:30 2:120", "2@120"),
    Bidding("only the dealer may hold", "nova-scotia-auction", 4, "1:20 2:hold", "!Only the dealer, seat 0, may hold."),
    Bidding("nothing to hold before anyone bids", "nova-scotia-auction", 2, "1:pass 0:hold",
            "!Nobody has bid yet, so there is nothing to hold: bid or pass."),
    Bidding("the merrimack valley dealer does not hold", "merrimack-valley", 4, "1:20 2:pass 3:pass 0:hold",
            "!In Merrimack Valley auction (to 120) the dealer does not hold: bid or pass."),
    Bidding("a holding dealer holds rather than outbids", "nova-scotia-auction", 4, "1:20 2:pass 3:pass 0:25",
            "!As dealer you may hold the bid of 20 or pass."),
    # 110's house rule (SPEC 3 "a side at 100 or more bidding at least 20"), preset one-hundred-ten-house
    Bidding("110 house rule: a side at 100 or more may not bid 15", "one-hundred-ten-house", 3, "1:15",
            "!Your side has 100: at 100 or more, the least you may bid or hold is 20.", scores=(0, 100, 0)),
    Bidding("110 house rule: a side at 100 or more bids 20", "one-hundred-ten-house", 3, "1:20 2:pass 0:pass", "1@20",
            scores=(0, 100, 0)),
    Bidding("110 house rule: a dealer at 100 or more may not hold a 15", "one-hundred-ten-house", 3, "1:15 2:pass 0:hold",
            "!Your side has 105: at 100 or more, the least you may bid or hold is 20.", scores=(105, 0, 0)),
    Bidding("110 house rule: a dealer at 100 or more outbids a 15 it may not hold", "one-hundred-ten-house", 3,
            "1:15 2:pass 0:20 1:pass", "0@20", scores=(100, 0, 0)),
    Bidding("110 house rule: a dealer at 100 or more holds a 20", "one-hundred-ten-house", 3,
            "1:20 2:pass 0:hold 1:pass", "0@20", scores=(100, 0, 0)),
    Bidding("110 house rule: a dealer at 95 may hold a 15", "one-hundred-ten-house", 3, "1:15 2:pass 0:hold 1:pass",
            "0@15", scores=(95, 0, 0)),
    Bidding("110 house rule: a dealer at 100 everyone passed to is bagged at 20", "one-hundred-ten-house", 3,
            "1:pass 2:pass 0:pass", "0@20+bagged", scores=(100, 0, 0)),
    Bidding("110 house rule: a dealer at 100 everyone passed to may not bid 15", "one-hundred-ten-house", 3,
            "1:pass 2:pass 0:15", "!Your side has 100: at 100 or more, the least you may bid or hold is 20.",
            scores=(100, 0, 0)),
    Bidding("a passed player is not asked again", "nova-scotia-auction", 4, "1:pass 2:20 3:pass 0:hold 1:25",
            "!It is not your turn: seat 2 is to act."),
    Bidding("six, three couples: a bid of 15 is the least", "six-three-couples", 6,
            "1:15 2:pass 3:pass 4:pass 5:pass 0:pass", "1@15"),
    Bidding("six, three couples: a couple at 95 bids at least 20", "six-three-couples", 6, "1:15",
            "!Your side has 95: at 95 or more, the least you may bid or hold is 20.", scores=(0, 95, 0)),
    Bidding("six, three couples: a couple at 90 may bid 15", "six-three-couples", 6,
            "1:15 2:pass 3:pass 4:pass 5:pass 0:pass", "1@15", scores=(0, 90, 0)),
    Bidding("six, three couples: a dealer at 95 everyone passed to is bagged at 20", "six-three-couples", 6,
            "1:pass 2:pass 3:pass 4:pass 5:pass 0:pass", "0@20+bagged", scores=(95, 0, 0)),
    Bidding("six, three couples: the dealer holds", "six-three-couples", 6,
            "1:15 2:20 3:pass 4:pass 5:pass 0:hold 1:pass 2:pass", "0@20"),
    Bidding("six, two teams of three: the least bid is 20", "six-two-teams", 6, "1:15",
            "!15 is not a bid of these rules: bid 20, 25, 30."),
    Bidding("five-way cut-throat: each of the five speaks once, the dealer last", "merrimack-valley", 5,
            "1:15 2:pass 3:20 4:pass 0:25", "0@25"),
]  # fmt: skip


@dataclass(frozen=True)
class Scoring:
    """One round's score: figures by side."""

    name: str
    ruleset: str
    scores: tuple[int, ...]
    taken: tuple[int, ...]
    tricks: tuple[int, ...]
    bidder: int
    bid: int
    points: tuple[int, ...]
    winner: int | None = None
    partner: int | None = None
    out: tuple[int, ...] = ()  # sides already out before the round
    fallen: tuple[int, ...] = ()  # sides out after it


SCORING = [
    Scoring("the bidding side that reaches its bid scores all it took", "merrimack-valley", (0, 0), (25, 5), (4, 1), 0, 20, (25, 5)),
    Scoring("the bidding side that falls short loses its bid", "merrimack-valley", (0, 0), (15, 15), (3, 2), 0, 20, (-20, 15)),
    Scoring("the other side always scores what it took", "merrimack-valley", (10, 40), (10, 20), (2, 3), 0, 15, (-15, 20)),
    Scoring("seed example: the team at 65 that bids 30 for 60 and takes all goes out",
            "nova-scotia-auction", (65, 40), (30, 0), (5, 0), 0, 30, (60, 0), 0),
    Scoring("seed example: the team at 65 that bids 30 for 60 and misses goes down to 35",
            "nova-scotia-auction", (65, 40), (25, 5), (4, 1), 0, 30, (-30, 5)),
    Scoring("nova scotia: a bid below 30 made scores what was taken, not double",
            "nova-scotia-auction", (0, 0), (30, 0), (5, 0), 0, 25, (30, 0)),
    Scoring("nova scotia: the side at 100 that did not bid is locked and scores nothing",
            "nova-scotia-auction", (100, 50), (15, 15), (3, 2), 1, 20, (0, -20)),
    Scoring("nova scotia: the locked side never goes down unless it bid",
            "nova-scotia-auction", (105, 50), (0, 30), (0, 5), 1, 20, (0, 30)),
    Scoring("nova scotia: the side at 100 that bids goes out or down",
            "nova-scotia-auction", (100, 50), (20, 10), (4, 1), 0, 20, (20, 10), 0),
    Scoring("nova scotia: locked at 100, the bidder set goes down", "nova-scotia-auction", (100, 50), (10, 20), (2, 3), 0, 20, (-20, 20)),
    Scoring("one-hundred-ten: a side that did not bid cannot pass 105, the excess is lost",
            "one-hundred-ten", (95, 0, 0), (15, 15, 0), (3, 3, 0), 1, 15, (10, 15, 0)),
    Scoring("one-hundred-ten: a side already at 105 takes nothing more without the bid",
            "one-hundred-ten", (105, 20, 0), (10, 20, 0), (2, 3, 0), 1, 20, (0, 20, 0)),
    Scoring("one-hundred-ten: the bidder may pass 105 and go out at 110",
            "one-hundred-ten", (95, 0, 0), (15, 10, 5), (3, 2, 1), 0, 15, (15, 10, 5), 0),
    Scoring("the 45 reset: a score of exactly 45 goes back to 0", "mv-45-reset", (30, 20), (15, 15), (3, 2), 0, 15, (-30, 15)),
    Scoring("the 45 reset: the other side landing on 45 goes back to 0 too", "mv-45-reset", (30, 30), (15, 15), (3, 2), 0, 15, (-30, -30)),
    Scoring("the 45 reset: passing 45 is no reset", "mv-45-reset", (30, 20), (20, 10), (4, 1), 0, 15, (20, 10)),
    Scoring("seed example: bidder goes out when both sides reach 120 the same round",
            "merrimack-valley", (100, 110), (20, 10), (4, 1), 0, 20, (20, 10), 0),
    Scoring("several reach the target and the bidder was set: the higher score wins",
            "merrimack-valley", (110, 115, 100), (10, 10, 10), (2, 2, 1), 2, 20, (10, 10, -20), 1),
    Scoring("a side that did not bid reaching the target alone wins",
            "merrimack-valley", (110, 115, 40), (5, 10, 15), (1, 2, 2), 2, 15, (5, 10, 15), 1),
    Scoring("an exact tie at the top plays another round", "merrimack-valley", (110, 115, 40), (10, 5, 15), (2, 1, 2), 2, 20, (10, 5, -20)),
    Scoring("an exact tie of non-bidders at the top plays another round",
            "merrimack-valley", (110, 110, 40), (10, 10, 10), (2, 2, 1), 2, 15, (10, 10, -15)),
    Scoring("on the green, a side that did not bid does not go out", "mv-green", (95, 50), (25, 5), (4, 1), 1, 15, (25, -15)),
    Scoring("on the green, the bidding side goes out", "mv-green", (95, 50), (25, 5), (4, 1), 0, 15, (25, 5), 0),
    Scoring("30 for 60 above 30: every trick scores 60", "mv-30-for-60", (0, 0), (30, 0), (5, 0), 0, 60, (60, 0)),
    Scoring("30 for 60 above 30: anything less loses 60", "mv-30-for-60", (0, 0), (25, 5), (4, 1), 0, 60, (-60, 5)),
    Scoring("60 for 120: every trick scores 120", "mv-60-for-120", (0, 0), (30, 0), (5, 0), 0, 120, (120, 0), 0),
    Scoring("60 for 120: anything less loses 120", "mv-60-for-120", (0, 0), (25, 5), (4, 1), 0, 120, (-120, 5)),
    Scoring("slam: all five tricks score 120", "mv-slam", (0, 0), (30, 0), (5, 0), 0, 120, (120, 0), 0),
    Scoring("slam: anything less loses 60", "mv-slam", (0, 0), (25, 5), (4, 1), 0, 120, (-60, 5)),
    Scoring("a bid of 30 without 30 for 60 scores 30 when every trick is taken",
            "merrimack-valley", (0, 0), (30, 0), (5, 0), 0, 30, (30, 0)),
    Scoring("-80 out: the side at -80 or less is out and the other wins",
            "oht-minus-80", (-60, 20), (5, 25), (1, 4), 0, 25, (-25, 25), 1, fallen=(0,)),
    Scoring("-80 out with three: the side that falls leaves and the other two play on",
            "oht-minus-80", (-60, 20, 30), (5, 10, 15), (1, 2, 2), 0, 25, (-25, 10, 15), fallen=(0,)),
    Scoring("-80 out: the last side left at the table wins",
            "oht-minus-80", (-60, 20, -85), (5, 25, 0), (1, 4, 0), 0, 25, (-25, 25, 0), 1, out=(2,), fallen=(0,)),
    Scoring("-80 out: a bidder reaching the target goes out as usual",
            "oht-minus-80", (-60, 95, 30), (0, 25, 5), (0, 4, 1), 1, 25, (0, 25, 5), 1),
    Scoring("-80 out: -75 is still in", "oht-minus-80", (-55, 20), (5, 25), (1, 4), 0, 20, (-20, 25)),
    Scoring("call your partner: the pair goes up together by its result", "nova-scotia-auction",
            (0, 0, 0, 0, 0), (15, 0, 10, 5, 0), (3, 0, 1, 1, 0), 0, 25, (25, 0, 25, 5, 0), None, 2),
    Scoring("call your partner: the pair goes down together by the bid", "nova-scotia-auction",
            (0, 0, 0, 0, 0), (10, 10, 0, 5, 5), (2, 2, 0, 1, 0), 0, 25, (-25, 10, -25, 5, 5), None, 2),
    Scoring("call your partner: a partner at 100 still scores with the pair", "nova-scotia-auction",
            (20, 100, 0, 0, 0), (15, 10, 5, 0, 0), (3, 1, 1, 0, 0), 0, 25, (25, 25, 5, 0, 0), 0, 1),
    Scoring("call your partner: the partners win together whoever passes 120", "nova-scotia-auction",
            (20, 100, 0, 0, 0), (20, 10, 0, 0, 0), (4, 1, 0, 0, 0), 0, 30, (60, 60, 0, 0, 0), 0, 1),
    Scoring("six, three couples: the couple that bid scores what it took, the other two couples theirs",
            "six-three-couples", (0, 0, 0), (20, 5, 5), (3, 1, 1), 0, 20, (20, 5, 5)),
    Scoring("six, three couples: a couple at 100 that did not bid is locked", "six-three-couples",
            (100, 0, 0), (5, 20, 5), (1, 3, 1), 1, 20, (0, 20, 5)),
    Scoring("six, two teams of three: the team set loses its bid, the other scores its tricks",
            "six-two-teams", (0, 0), (15, 15), (3, 2), 1, 20, (15, -20)),
    Scoring("five-way cut-throat: the bidder set alone loses its bid, the four others score their own",
            "merrimack-valley", (0, 0, 0, 0, 0), (10, 5, 5, 5, 5), (1, 1, 1, 1, 1), 0, 15, (-15, 5, 5, 5, 5)),
    Scoring("five-way cut-throat: a bidder that makes it alone scores all it took", "merrimack-valley",
            (0, 0, 0, 0, 0), (20, 0, 5, 5, 0), (3, 0, 1, 1, 0), 0, 20, (20, 0, 5, 5, 0)),
]  # fmt: skip


# --- Seed options (docs/auction-rulings.md "Seed options") -------------------------------------
@dataclass(frozen=True)
class Option:
    """A stacked round played by ``steps`` (actions as ``str(Action)`` prints them, ";" between),
    each by the seat to act; then the phase, the seat to act, ``seat``'s hand, the legal actions
    (when given), the cards the options turned face up for everyone, or the sentence refusing the
    last step (``refused``: the round stands as before it)."""

    name: str
    ruleset: str
    players: int
    hands: tuple[str, ...]
    kitty: str
    stock: str
    steps: str
    phase: str
    to_act: int | None
    seat: int
    hand: str
    legal: str | None = None
    public: str = ""
    refused: str | None = None


_OHT_HANDS = ("AS 2D 3D 4D 6D", "5S JS KS 7D 8D", "2C 3C 4C 6C 7C")
_OHT_BID = "bid 15; pass; pass; name S; discard 7D 8D 8C 9C 10C JC QC; discard; discard"
_CB_HANDS = ("2D 3D 4D 6D 7D", "5S JS AS KS QS", "8C 9C 10C JC QC")
_MV_HANDS = ("2D 3D 4D 6D 7D", "5S JS AS KS QS", "2H 3H 4H 6H 7H")

OPTIONS = [
    # 110, seed 001: "If a player has the Ace of trumps the player may turn over the cards remaining in the
    # deck stub, one at a time, until a trump card is turned, then he may discard his weakest card in
    # favour of the trump card, or choose not to."
    Option("110 ace: after the draw the ace of trumps' holder may turn the stub or keep the hand",
           "one-hundred-ten-ace", 3, _OHT_HANDS, "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S", _OHT_BID,
           "stub", 0, 0, "AS 2D 3D 4D 6D", legal="turn_stub, stub"),
    Option("110 ace: the stub is turned face up until a trump, the cards drawn before it staying served",
           "one-hundred-ten-ace", 3, _OHT_HANDS, "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S", _OHT_BID + "; turn_stub",
           "stub", 0, 0, "AS 2D 3D 4D 6D", legal="stub AS, stub 2D, stub 3D, stub 4D, stub 6D, stub",
           public="2H 3H 4H 9S"),
    Option("110 ace: the holder gives up a card of its choice for the trump turned",
           "one-hundred-ten-ace", 3, _OHT_HANDS, "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S", _OHT_BID + "; turn_stub; stub 2D",
           "lead", 1, 0, "AS 3D 4D 6D 9S", public="2H 3H 4H 9S"),
    Option("110 ace: or keeps its hand after turning", "one-hundred-ten-ace", 3, _OHT_HANDS, "8C 9C 10C JC QC",
           "6H 7H 2H 3H 4H 9S", _OHT_BID + "; turn_stub; stub", "lead", 1, 0, "AS 2D 3D 4D 6D", public="2H 3H 4H 9S"),
    Option("110 ace: or does not turn at all, and nothing is shown", "one-hundred-ten-ace", 3, _OHT_HANDS,
           "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S", _OHT_BID + "; stub", "lead", 1, 0, "AS 2D 3D 4D 6D"),
    Option("110 ace: a card is given up only for a trump turned", "one-hundred-ten-ace", 3, _OHT_HANDS,
           "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S", _OHT_BID + "; stub 2D", "stub", 0, 0, "AS 2D 3D 4D 6D",
           refused="Turn the stub first, or keep your hand."),
    Option("110 ace: the ace discarded in the draw, nobody turns the stub", "one-hundred-ten-ace", 3, _OHT_HANDS,
           "8C 9C 10C JC QC", "6H 7H 2H 3H 4H 9S",
           "bid 15; pass; pass; name S; discard 7D 8D 8C 9C 10C JC QC; discard; discard AS", "lead", 1, 0,
           "2D 3D 4D 6D 2H"),
    Option("110 ace: hearts trumps, the ace of hearts is the ace of trumps", "one-hundred-ten-ace", 3,
           ("AH 2D 3D 4D 6D", "5H JH KH 7D 8D", "2C 3C 4C 6C 7C"), "8C 9C 10C JC QC", "6S 7S 2S 3S 4S 9H",
           "bid 15; pass; pass; name H; discard 7D 8D 8C 9C 10C JC QC; discard; discard; turn_stub",
           "stub", 0, 0, "AH 2D 3D 4D 6D", public="2S 3S 4S 9H"),
    Option("110 ace: the stub holds no trump, every card is turned and the lead comes", "one-hundred-ten-ace", 3,
           ("AS 2D 3D 4D 6D", "5S JS KS QS 2S", "9S 10S AH 2C 3C"), "3S 4S 6S 7S 8S", "6H 7H",
           "bid 15; pass; pass; name S; discard 3S 4S 6S 7S 8S; discard; discard; turn_stub", "lead", 1, 0,
           "AS 2D 3D 4D 6D",
           public="6H 7H AC 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 5D 7D 8D 9D 10D JD QD KD 2H 3H 4H 5H 8H 9H 10H JH QH KH"),
    Option("110 without the option: no stub after the draw", "one-hundred-ten", 3, _OHT_HANDS, "8C 9C 10C JC QC",
           "6H 7H 2H 3H 4H 9S", _OHT_BID, "lead", 1, 0, "AS 2D 3D 4D 6D"),
    # Cape Breton County, seed 001: "players may discard their hand and "go on the kitty". This means they
    # can choose the trump only from the cards in the kitty. ... "go on the top card". This means that a
    # player discards the kitty and is dealt a single card which they must declare as trump."
    Option("Cape Breton: the bidder may raise, go on the kitty, or name trumps from its hand", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass", "trump", 1, 1, "5S JS AS KS QS",
           legal="raise 30, kitty, name S"),
    Option("Cape Breton: on the kitty, the bidder names only a suit the kitty holds", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass; kitty", "trump", 1, 1, "2C 3C 4C 6C",
           legal="top_card, name C"),
    Option("Cape Breton: on the top card, the bidder names its suit", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass; kitty; top_card", "trump", 1, 1, "7H",
           legal="name H", public="7H"),
    Option("Cape Breton: a top card ace of hearts is a trump of every suit", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "AH", "bid 20; pass; pass; kitty; top_card", "trump", 1, 1, "AH",
           legal="name C, name D, name H, name S", public="AH"),
    Option("Cape Breton: the top card is for a bidder who went on the kitty", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass; top_card", "trump", 1, 1, "5S JS AS KS QS",
           refused="Go on the kitty first: the top card is for a bidder who rejects the kitty."),
    Option("Cape Breton: on the kitty, the bidder draws back to five", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H 8H", "bid 20; pass; pass; kitty; name C; discard", "discard", 2, 1,
           "2C 3C 4C 6C 7H"),
    Option("Cape Breton: no raise once on the kitty", "cape-breton-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass; kitty; raise", "trump", 1, 1, "2C 3C 4C 6C",
           refused="Only a bidder who won below 30 may raise to 30, once, before naming trumps, where the rules allow it."),
    Option("Nova Scotia auction: the bidder names from its hand, no going on", "nova-scotia-auction", 3,
           _CB_HANDS, "2C 3C 4C 6C", "7H", "bid 20; pass; pass", "trump", 1, 1, "5S JS AS KS QS",
           legal="raise 30, name S"),
    # Merrimack Valley, seed 001: "Players may discard all five cards, but when being replenished, the
    # fifth card is dealt face-up. This is known as "four and a flip"."
    Option("four and a flip: a player discards all five and its fifth card comes face up", "merrimack-valley-flip", 3,
           _MV_HANDS, "8C 9C 10C", "2S 3S 4S 6S 7S", "bid 15; pass; pass; name S; discard 8C 9C 10C; "
           "discard 2H 3H 4H 6H 7H", "discard", 0, 2, "2S 3S 4S 6S 7S", public="7S"),
    Option("four and a flip: a player keeping one card has all four face down", "merrimack-valley-flip", 3,
           _MV_HANDS, "8C 9C 10C", "2S 3S 4S 6S 7S", "bid 15; pass; pass; name S; discard 8C 9C 10C; "
           "discard 2H 3H 4H 6H", "discard", 0, 2, "7H 2S 3S 4S 6S"),
    Option("Merrimack Valley without the flip: keep one card", "merrimack-valley", 3,
           _MV_HANDS, "8C 9C 10C", "2S 3S 4S 6S 7S", "bid 15; pass; pass; name S; discard 8C 9C 10C; "
           "discard 2H 3H 4H 6H 7H", "discard", 2, 2, "2H 3H 4H 6H 7H",
           refused="Keep 1 or more of your cards: discard 4 or fewer."),
]  # fmt: skip
