"""What an auction game's table shows (SPEC 3b): the bidding so far, the contract, and the panel of
the phase for the seat to act (bids and pass, four suits, cards to discard, a card to call, who
leads), and the summary of the last round scored.

Only public facts and the viewer's own choices: the kitty's size, never its cards; the bonus only
in the summary of a round already scored.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.translation import gettext as _

from cardparty.rules import Game, IllegalAction
from cardparty.rules.auction.records import AuctionScored, AuctionWon
from cardparty.rules.auction.score_lines import score_lines
from cardparty.rules.option_records import StubTurned
from cardparty.rules.records import TrickTaken
from tournaments.cards import PICKER_SUITS, card_info, suit_info

from ..models import RefereeGame
from .auction_words import bid_words, call_words


def auction_context(rg: RefereeGame, game: Game, viewer: int | None, names: list[str], sides: list[str]) -> dict:
    """The auction parts of the table (``auction`` is None in a turned-trump game)."""
    rs = game.ruleset
    if not rs.is_auction:
        return {"auction": None}
    over, phase = game.is_over, game.phase
    won = next((r for r in reversed(game.log) if isinstance(r, AuctionWon)), None)
    ctx = {
        "phase_word": phase,
        "calls": [{"name": names[c.seat], "seat": c.seat, "words": call_words(rs, c.call), "passed": c.call == "pass"}
                  for c in game.calls],
        "bidder": None if game.bidder is None else {"seat": game.bidder, "name": names[game.bidder],
                                                     "bid": bid_words(rs, game.contract), "bagged": bool(won and won.bagged)},
        "kitty_size": len(game.kitty),
        "partner": None if game.partner is None else names[game.partner],
        "called": game.called and card_info(game.called),
        "summary": _summary(game, names, sides),
        "stub_found": game.extra.stub_trump and card_info(game.extra.stub_trump),  # turned face up: public
        "panel": None,
    }
    if viewer is not None and not over and game.to_act == viewer:
        ctx["panel"] = _panel(game, names)
    return {"auction": ctx}


def _panel(game: Game, names: list[str]) -> dict:
    """The choices of the seat to act in this phase, as the rules module lists them."""
    rs, phase = game.ruleset, game.phase
    if phase == "bid":
        options = []
        for action in game.bid_actions():
            value = str(action.amount) if action.kind == "bid" else action.kind
            words = call_words(rs, action.amount if action.kind == "bid" else action.kind)
            options.append({"value": value, "words": words, "kind": action.kind})
        holds = [o["kind"] for o in options] == ["hold", "pass"]
        return {"kind": "bid", "options": options, "high": game.high and bid_words(rs, game.high), "holds": holds}
    if phase == "trump":
        suits = game.nameable_suits()
        missing = [refusal(game.verify_name_trump, s) for s in PICKER_SUITS if s not in suits]
        going = game.going_on_actions()
        return {"kind": "trump", "suits": [suit_info(s) for s in PICKER_SUITS if s in suits],
                "may_raise": game.can_raise_bid(), "missing": missing, "go_on": going[0].kind if going else None,
                "went_on": game.extra.went_on}
    if phase == "discard":
        least, most = game.discard_limits()
        return {"kind": "discard", "least": least, "most": most}
    if phase == "call":
        callable_cards = {a.card for a in game.call_actions() if a.card is not None}
        rows = []
        for suit in PICKER_SUITS:
            cards = [card_info(c) for c in sorted(callable_cards, key=lambda c: c.rank) if c.suit == suit]
            if cards:
                rows.append({"suit": suit_info(suit), "cards": cards})
        return {"kind": "call", "rows": rows}
    if phase == "stub":
        trump = game.extra.stub_trump
        turned = next((r.cards for r in reversed(game.log) if isinstance(r, StubTurned)), ()) if trump else ()
        return {"kind": "stub", "trump": trump and card_info(trump), "turned": [card_info(c) for c in turned]}
    if phase == "lead":
        return {"kind": "lead", "choices": [{"seat": a.seat, "name": names[a.seat], "me": a.seat == game.to_act}
                                            for a in game.lead_actions()]}
    return None  # type: ignore[return-value]


def refusal(verify: Callable[..., None], *args: object) -> str:
    """The rules module's reason why ``verify(*args)`` refuses, in the reader's language ("" if it does not)."""
    try:
        verify(*args)
    except IllegalAction as exc:
        return exc.reason.render(_)
    return ""


def _summary(game: Game, names: list[str], sides: list[str]) -> dict | None:
    """The last round scored: bid, bidder, made or set, each side's points and score, the bonus trick."""
    scored = next((r for r in reversed(game.log) if isinstance(r, AuctionScored)), None)
    if scored is None:
        return None
    bonus = next((r for r in game.log if isinstance(r, TrickTaken) and r.round == scored.round and r.bonus), None)
    return {
        "round": scored.round,
        "bidder": names[scored.bidder],
        "bid": bid_words(game.ruleset, scored.bid),
        "made": scored.made,
        "partner": None if scored.partner is None else names[scored.partner],
        "rows": [{"name": sides[i], "taken": scored.taken[i], "points": scored.points[i], "score": scored.scores[i],
                  "bidding": i == game.side_of[scored.bidder]} for i in range(len(scored.scores))],
        "bonus": None if bonus is None else {"name": names[bonus.winner], "number": bonus.number,
                                             "points": game.ruleset.bonus_points},
        "no_bonus": bonus is None and game.ruleset.bonus_points > 0,
        "current": scored.round == game.round or game.is_over,
        "lines": [r.render(_) for r in score_lines(
            game.ruleset, bid=bid_words(game.ruleset, scored.bid), made=scored.made, bidding={game.side_of[scored.bidder]},
            names=sides, taken=scored.taken, points=scored.points, scores=scored.scores,
            partner=None if scored.partner is None else game.side_of[scored.partner])],
    }
