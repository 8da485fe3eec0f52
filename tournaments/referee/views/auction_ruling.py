"""The ruling page for auction games (SPEC 3b): is this bid legal after the bids so far, and what
does a round score given the bid and the points the bidding side took.  Plain GET forms, so an
answer is a link to keep; every answer is the rules module's own (its sentence when it refuses).
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from cardparty.rules import AUCTION_RULESETS, RulesError, new_game
from cardparty.rules.auction.bidding import bid_amounts
from cardparty.rules.auction.scoring import score_round

from .auction_words import bid_words, call_words
from .common import int_or

MAX_CALLS = 30


def _player(n: int, players: int) -> str:
    """Player 1 speaks first; the last player deals."""
    if n == players - 1:
        return _("Player %(n)d (the dealer)") % {"n": n + 1}
    return _("Player %(n)d") % {"n": n + 1}


def _speak(game, call: str) -> None:  # noqa: ANN001
    if call == "pass":
        game.pass_bid()
    elif call == "hold":
        game.hold()
    else:
        game.bid(int(call) if call.isdigit() else call)


def bidding_answer(ruleset: str, players: int, calls: list[str], call: str) -> dict:
    """The bids so far as spoken, the next speaker's legal calls, and whether ``call`` is one of them."""
    rs = AUCTION_RULESETS[ruleset]
    game = new_game(players, rs, seed=0, dealer=players - 1)
    said, refused = [], None
    for n, text in enumerate(calls[:MAX_CALLS]):
        if game.phase != "bid":
            break
        speaker = game.to_act
        try:
            _speak(game, text)
        except RulesError as exc:
            refused = {"number": n + 1, "who": _player(speaker, players), "reason": exc.reason.render(_)}
            break
        said.append({"who": _player(speaker, players), "words": call_words(rs, game.calls[-1].call)})
    answer = {"said": said, "refused": refused, "over": None, "legal": [], "verdict": None}
    if game.phase != "bid":
        answer["over"] = {"who": _player(game.bidder, players), "bid": bid_words(rs, game.contract),
                          "bagged": game.bagged}
        return answer
    answer["next"] = _player(game.to_act, players)
    answer["legal"] = [call_words(rs, a.amount if a.kind == "bid" else a.kind) for a in game.bid_actions()]
    if call and refused is None:
        try:
            _speak(game, call)
        except RulesError as exc:
            answer["verdict"] = {"legal": False, "reason": exc.reason.render(_)}
        else:
            answer["verdict"] = {"legal": True, "words": call_words(rs, game.calls[-1].call)}
    return answer


def scoring_answer(ruleset: str, bid: int, took: int, before: int, other: int) -> dict:
    """What a two-sided round scores: the bidding side took ``took`` of the round's points."""
    rs = AUCTION_RULESETS[ruleset]
    total = 5 * rs.trick_points + rs.bonus_points
    took = max(0, min(took, total))
    tricks = 5 if took == total else min(4, took // rs.trick_points)
    result = score_round(rs, [before, other], [took, total - took], [tricks, 5 - tricks], 0, bid)
    after = [before + result.points[0], other + result.points[1]]
    return {"made": result.made, "bid": bid_words(rs, bid), "points": result.points, "after": after,
            "took": took, "others_took": total - took, "winner": result.winner, "target": rs.target}


@require_GET
def auction_ruling(request: HttpRequest) -> HttpResponse:
    """Bidding and scoring questions of the auction games."""
    ruleset = request.GET.get("ruleset") or "merrimack-valley"
    if ruleset not in AUCTION_RULESETS:
        ruleset = "merrimack-valley"
    rs = AUCTION_RULESETS[ruleset]
    players = int_or(request.GET.get("players"), 4)
    if players not in rs.players:
        players = 4 if 4 in rs.players else rs.players[0]
    calls = [c.strip().lower() for c in (request.GET.get("calls") or "").replace(";", ",").split(",") if c.strip()]
    call = (request.GET.get("call") or "").strip().lower()
    amounts = bid_amounts(rs)
    bid = int_or(request.GET.get("bid"), amounts[0])
    bid = bid if bid in amounts else amounts[0]
    before, other = (max(-1000, min(1000, int_or(request.GET.get(k), 0))) for k in ("before", "other"))
    ctx = {
        "rulesets": [{"name": r.name, "title": _(r.title), "current": r.name == ruleset} for r in AUCTION_RULESETS.values()],
        "ruleset": ruleset, "players": players, "player_counts": rs.players,
        "calls": ", ".join(calls), "call": call,
        "call_choices": [{"value": v, "words": call_words(rs, int(v) if v.isdigit() else v)}
                         for v in [str(a) for a in amounts] + (["hold"] if rs.dealer_may_hold else []) + ["pass"]],
        "bids": [{"value": a, "words": bid_words(rs, a)} for a in amounts], "bid": bid,
        "took_choices": range(0, 5 * rs.trick_points + rs.bonus_points + 1, 5),
        "took": int_or(request.GET.get("took"), 0), "before": before, "other": other,
        "bidding": bidding_answer(ruleset, players, calls, call) if (calls or call) else None,
        "scoring": None,
    }
    if "took" in request.GET:
        ctx["scoring"] = scoring_answer(ruleset, bid, ctx["took"], before, other)
    return render(request, "referee/ruling_auction.html", ctx)
