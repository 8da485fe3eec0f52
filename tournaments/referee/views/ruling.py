"""The ruling page: trump, a trick and a hand picked on a card picker; the legal cards, who is winning and the rule."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from cardparty.rules import PRESETS, CardError, Reason, explain_play, parse_card, trick_winner
from cardparty.rules import reasons as R
from tournaments.cards import SUITS, card_info, picker_rows, suit_info
from tournaments.errors import Refusal

MAX_TRICK = 5
MAX_HAND = 5


class BadRuling(Refusal):
    """A ruling request that does not make sense (answered 400 on the ruling page)."""


def _cards_param(request: HttpRequest, name: str) -> list:
    raw = ",".join(request.GET.getlist(name)).replace(" ", ",")
    try:
        return [parse_card(t) for t in raw.split(",") if t.strip()]
    except CardError as exc:
        raise BadRuling(exc.reason.render(_)) from None


def _ruling_input(request: HttpRequest) -> dict:
    ruleset = request.GET.get("ruleset") or "nova-scotia"
    if ruleset not in PRESETS:
        raise BadRuling(Reason(R.UNKNOWN_RULESET, {"name": ruleset[:40]}).render(_))
    trump = (request.GET.get("trump") or "").strip().upper()
    if trump and (len(trump) != 1 or trump not in SUITS):
        raise BadRuling(_("Trumps are clubs (C), diamonds (D), hearts (H) or spades (S)."))
    target = request.GET.get("to") or "trick"
    if target not in ("trick", "hand"):
        raise BadRuling(_("Cards go to the trick or to the hand."))
    trick, hand = _cards_param(request, "trick"), _cards_param(request, "hand")
    seen = set()
    for card in trick + hand:
        if card in seen:
            raise BadRuling(_("The %(card)s is chosen twice: there is one of each card in the pack.")
                            % {"card": card_info(card)["label"]})
        seen.add(card)
        if card.is_joker and PRESETS[ruleset].jokers < (2 if str(card) == "BJ" else 1):
            raise BadRuling(_("These rules are played without that joker."))
    if len(trick) > MAX_TRICK:
        raise BadRuling(_("A trick holds at most %(n)d cards before the player's own.") % {"n": MAX_TRICK})
    if len(hand) > MAX_HAND:
        raise BadRuling(_("A hand holds at most %(n)d cards.") % {"n": MAX_HAND})
    return {"ruleset": ruleset, "trump": trump, "to": target, "trick": trick, "hand": hand}


def _ruling_url(state: dict, **change) -> str:
    s = {**state, **change}
    query = {"ruleset": s["ruleset"], "trump": s["trump"], "to": s["to"],
             "trick": ",".join(map(str, s["trick"])), "hand": ",".join(map(str, s["hand"]))}
    return reverse("referee-ruling") + "?" + urlencode({k: v for k, v in query.items() if v})


def _toggle(state: dict, card) -> str:  # noqa: ANN001
    trick, hand = list(state["trick"]), list(state["hand"])
    if card in trick:
        trick.remove(card)
    elif card in hand:
        hand.remove(card)
    elif state["to"] == "trick":
        trick.append(card)
    else:
        hand.append(card)
    return _ruling_url(state, trick=trick, hand=hand)


@require_GET
def ruling(request: HttpRequest) -> HttpResponse:
    """Settle a dispute: trump, the trick so far and a hand, tapped on a card picker."""
    status, error = 200, None
    try:
        state = _ruling_input(request)
    except BadRuling as exc:
        status, error = 400, exc.message
        state = {"ruleset": "nova-scotia", "trump": "", "to": "trick", "trick": [], "hand": []}
    rs = PRESETS[state["ruleset"]]
    answer = None
    if state["trump"] and state["hand"]:
        result = explain_play(state["hand"], state["trick"], state["trump"], rs)
        legal = set(result.legal)
        win = None if result.winning_index is None else state["trick"][result.winning_index]
        answer = {
            "legal": [card_info(c) for c in state["hand"] if c in legal],
            "legal_codes": " ".join(str(c) for c in state["hand"] if c in legal),
            "reason": result.reason.render(_),
            "winning": None if win is None else card_info(win),
            "winning_led": result.winning_index == 0,
        }
    elif state["trump"] and state["trick"]:
        index = trick_winner(state["trick"], state["trump"], rs)
        answer = {"legal": None, "winning": card_info(state["trick"][index]), "winning_led": index == 0}
    legal_codes = set((answer or {}).get("legal_codes", "").split())
    in_trick, in_hand = set(state["trick"]), set(state["hand"])
    picker = picker_rows(lambda card: {"url": _toggle(state, card),
                                       "where": "trick" if card in in_trick else "hand" if card in in_hand else ""})
    jokers = [c for c in ("RJ", "BJ")[: rs.jokers]]
    if jokers:
        picker.append({"suit": None, "cards": [
            {"card": card_info(j), "url": _toggle(state, parse_card(j)),
             "where": "trick" if parse_card(j) in in_trick else "hand" if parse_card(j) in in_hand else ""}
            for j in jokers]})
    ctx = {
        "state": state, "error": error, "answer": answer, "picker": picker,
        "rulesets": [{"name": r.name, "title": _(r.title), "url": _ruling_url(state, ruleset=r.name),
                      "current": r.name == state["ruleset"]} for r in PRESETS.values()],
        "trumps": [{**suit_info(s), "url": _ruling_url(state, trump=s), "current": s == state["trump"]} for s in "SHCD"],
        "targets": [{"to": t, "url": _ruling_url(state, to=t), "current": t == state["to"]} for t in ("trick", "hand")],
        "trick": [{"card": card_info(c), "url": _toggle(state, c), "led": i == 0,
                   "winning": answer is not None and answer["winning"] is not None and answer["winning"]["code"] == str(c)}
                  for i, c in enumerate(state["trick"])],
        "hand": [{"card": card_info(c), "url": _toggle(state, c), "legal": str(c) in legal_codes}
                 for c in state["hand"]],
        "clear_url": _ruling_url({**state, "trick": [], "hand": []}, to="trick"),
        "clear_hand_url": _ruling_url(state, hand=[], to="hand"),
    }
    return render(request, "referee/ruling.html", ctx, status=status)
