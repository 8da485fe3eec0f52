"""The replay of a finished refereed game: its log step by step, every hand face up."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from cardparty.rules.auction.records import AuctionDealt, AuctionScored, Discarded, KittyTaken, Served, TrumpNamed
from cardparty.rules.playoff import PlayoffStarted, sides_in_play
from cardparty.rules.records import Dealt, GameWon, Played, Robbed, RoundScored, TrickTaken
from tournaments.cards import card_info, suit_info
from tournaments.errors import Refusal

from .. import services as svc
from ..models import RefereeGame
from .common import game_by_seat, game_by_token, int_or, seat_url
from .words import describe, side_names


def _replay(request: HttpRequest, rg: RefereeGame, back: str) -> HttpResponse:
    game = svc.rebuild(rg)
    if not game.is_over:
        raise Refusal(_("The replay opens once the game is over: no one sees the hands before that."))
    log = game.log
    last = len(log) - 1
    step = int_or(request.GET.get("step"), 1)
    if step is None or not 1 <= step <= last:
        step = min(max(step or 1, 1), last)
    names = [s["name"] for s in rg.seats]
    sides = side_names(rg, game)
    hands: list[list] = []
    trick: list[tuple[int, object]] = []
    trump = turned = None
    dealer, rnd = rg.dealer, 1
    scores = [0] * game.sides
    side_of = game.team_of  # the first game's sides, until a play-off starts (six for the ante)
    taken = None
    for rec in log[1 : step + 1]:
        if taken is not None:
            trick, taken = [], None
        if isinstance(rec, Dealt):
            hands = [list(h) for h in rec.hands]
            trump, turned, dealer, rnd, trick = rec.trump, rec.turned, rec.dealer, rec.round, []
        elif isinstance(rec, AuctionDealt):
            hands = [list(h) for h in rec.hands]
            trump, turned, dealer, rnd, trick = None, None, rec.dealer, rec.round, []
        elif isinstance(rec, TrumpNamed):
            trump = rec.suit
        elif isinstance(rec, KittyTaken | Served):
            hands[rec.seat].extend(rec.cards)
        elif isinstance(rec, Discarded):
            for card in rec.cards:
                hands[rec.seat].remove(card)
        elif isinstance(rec, Robbed):
            hands[rec.seat].remove(rec.discarded)
            hands[rec.seat].append(rec.taken)
        elif isinstance(rec, Played):
            hands[rec.seat].remove(rec.card)
            trick.append((rec.seat, rec.card))
        elif isinstance(rec, TrickTaken):
            taken = rec
            if game.ruleset.count_out:
                scores[side_of[rec.winner]] += rec.points
        elif isinstance(rec, PlayoffStarted):
            side_of = game.side_of
        elif isinstance(rec, RoundScored | AuctionScored | GameWon):
            scores = list(rec.scores) + [0] * (game.sides - len(rec.scores))
    current = log[step]
    trump_for = trump
    winner_seat = current.winner if isinstance(current, TrickTaken) else None
    ctx = {
        "rg": rg, "step": step, "last": last, "back_url": back,
        "sentence": describe(current, names, sides, trump_for, game.ruleset, reveal=True),
        "round": rnd, "trump": trump and suit_info(trump), "turned": turned and card_info(turned), "dealer_name": names[dealer],
        "hands": [{"name": names[i], "cards": [card_info(c) for c in hands[i]], "dealer": i == dealer}
                  for i in range(rg.players)],
        "trick": [{"card": card_info(c), "name": names[s], "winning": s == winner_seat} for s, c in trick],
        "sides": [{"name": sides[i], "score": scores[i]}
                  for i in sides_in_play(game.ruleset, game.players, max(side_of) + 1)],
        "steps": [{"n": n, "url": f"?step={n}"} for n in (1, max(step - 1, 1), min(step + 1, last), last)],
    }
    return render(request, "referee/replay.html", ctx)


@require_GET
def game_replay(request: HttpRequest, token: str) -> HttpResponse:
    """The finished game's log, step by step, every hand face up."""
    rg = game_by_token(token)
    return _replay(request, rg, reverse("referee-game", args=[rg.token]))


@require_GET
def seat_replay(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """The replay, opened from a player's own phone."""
    rg, seat = game_by_seat(pk, key)
    return _replay(request, rg, seat_url(rg, seat))
