"""The lessons (``/referee/learn/``): the list, and one position at a time, answered by a plain
GET link (works offline on the hall's laptop, no server state); progress is kept on the device by
referee.js.  Every verdict's sentence comes from :mod:`cardparty.rules.lessons`."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from cardparty.rules import PRESETS
from cardparty.rules.lessons import BY_SLUG, LESSONS, choices, explain, learner_deals, question
from tournaments.cards import card_info, suit_info
from tournaments.errors import NotFound

from .common import int_or

CARD_KINDS = ("win", "play", "good", "bonus", "throw", "call", "call-best")


@require_GET
def lesson_list(request: HttpRequest) -> HttpResponse:
    """Every lesson: its title, what it teaches, how many positions (the device adds how many are done)."""
    rows = [{"slug": lesson["slug"], "title": _(lesson["title"]), "aim": _(lesson["aim"]),
             "count": len(lesson["positions"]), "url": reverse("referee-lesson", args=[lesson["slug"]])}
            for lesson in LESSONS]
    return render(request, "referee/learn_list.html", {"lessons": rows})


def _label(pos: dict, value: str) -> dict:
    if pos["kind"] in CARD_KINDS:
        return {"value": value, "card": card_info(value), "label": card_info(value)["label"]}
    if pos["kind"] == "rob":
        return {"value": value, "label": _("Yes") if value == "yes" else _("No")}
    if pos["kind"] == "bid":
        return {"value": value, "label": {"pass": _("pass"), "hold": _("hold")}.get(value, value)}
    if pos["kind"] == "discard":
        return {"value": value, "label": value}
    if pos["kind"] in ("prize", "booby"):
        return {"value": value, "label": _("Couple %(number)s") % {"number": value}}
    return {"value": value, "label": _("Table %(number)s") % {"number": value}}


@require_GET
def lesson_page(request: HttpRequest, slug: str) -> HttpResponse:
    """One position (``?q=``); with ``?pick=`` one of its choices: right or wrong, and why."""
    lesson = BY_SLUG.get(slug)
    if lesson is None:
        raise NotFound(_("There is no such lesson."))
    count = len(lesson["positions"])
    index = int_or(request.GET.get("q"), 0)
    index = index if 0 <= index < count else 0
    pos = lesson["positions"][index]
    base = reverse("referee-lesson", args=[slug])
    picks = [{**_label(pos, v), "url": base + "?" + urlencode({"q": index, "pick": v})} for v in choices(pos)]
    pick = request.GET.get("pick")
    verdict = None
    if pick in choices(pos):
        reason = explain(pos, pick)
        verdict = {"right": pick in pos["answer"], "pick": _label(pos, pick),
                   "why": reason.render(_) if reason else _(lesson["aim"]),
                   "answer": [_label(pos, a) for a in pos["answer"]]}
    return render(request, "referee/learn_lesson.html", {
        "lesson": {"slug": slug, "title": _(lesson["title"]), "aim": _(lesson["aim"]), "count": count},
        "index": index, "number": index + 1, "pos": pos, "picks": picks, "verdict": verdict,
        "question": question(pos).render(_),
        "trump": suit_info(pos["trump"]) if "trump" in pos else None,
        "trick": [card_info(c) for c in pos["trick"].split()] if pos["kind"] in ("play", "good") else [],
        "hand": [card_info(c) for c in pos["hand"].split()] if pos["kind"] in ("rob", "call", "call-best") else [],
        "turned": card_info(pos["turned"]) if "turned" in pos else None,
        "seating": [{"table": t, "couples": c, "winner": pos["winners"][t]} for t, c in sorted(pos["seating"].items())]
        if pos["kind"] == "move" else [],
        "deals": pos["kind"] == "bid" and learner_deals(pos),
        "calls": [_label(pos, c)["label"] for c in pos.get("calls", [])],
        "ruleset_title": _(PRESETS[pos["ruleset"]].title) if "ruleset" in pos else None,
        "wins": sorted(pos["wins"].items()) if "wins" in pos else [],
        "next_url": base + "?" + urlencode({"q": index + 1}) if index + 1 < count else None,
        "again_url": base + "?" + urlencode({"q": index}), "list_url": reverse("referee-learn"),
    })
