"""The referee pages: play a refereed game, replay it, and rule on a dispute.

- ``/referee/``: deal a new game (2 to 6 seats, people or computer players).
- ``/referee/g/<token>/``: the table.  Pass-and-play shows one hand at a time behind a
  hand-over screen; with own phones it shows the seats' private links instead.
- ``/referee/p/<pk>/<key>/``: one seat's private page on its player's phone.
- ``/referee/ruling/``: pick trump, the trick and a hand on a card picker (plain GET
  links, bookmarkable); it shows the legal cards, who is winning and the deciding rule.
- ``/referee/night/<slug>/``: a night's tables, to start a game with a table's couples.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from cardparty.rules import (
    RULESETS,
    CardError,
    Game,
    Reason,
    explain_play,
    is_trump,
    parse_card,
    rank_order,
    trick_winner,
)
from cardparty.rules import reasons as R
from cardparty.rules.records import Dealt, GameWon, Played, Robbed, RobDeclined, RoundScored, TrickTaken

from ..errors import Conflict, NotFound, Refusal
from ..models import Result
from ..referee_models import RefereeGame
from ..selectors import seating_for_game
from ..services import referee as svc
from .common import scorekeeper_view

SUITS = "CDHS"
SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
PICKER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
MAX_TRICK = 5
MAX_HAND = 5


# --- cards as people see them ---------------------------------------------------------------------
def card_info(card) -> dict:  # noqa: ANN001
    """What a template needs to draw a card: its code, rank, suit symbol, colour and spoken name."""
    card = parse_card(card)
    code = str(card)
    if card.is_joker:
        word = R.JOKER if code == "RJ" else R.SECOND_JOKER
        return {"code": code, "rank": "★", "symbol": "", "red": code == "RJ", "label": _(word), "joker": True}
    suit = card.suit
    if code == "AH":
        label = _(R.ACE_OF_HEARTS)
    else:
        label = _("%(rank)s of %(suit)s") % {"rank": _(R.RANK_WORDS[card.rank]), "suit": _(R.SUIT_WORDS[suit])}
    return {"code": code, "rank": code[:-1], "symbol": SYMBOL[suit], "red": suit in "DH", "label": label, "joker": False}


def suit_info(suit: str) -> dict:
    """A trump suit for display."""
    return {"code": suit, "symbol": SYMBOL[suit], "red": suit in "DH", "label": _(R.SUIT_WORDS[suit])}


def _hand_order(game: Game):  # noqa: ANN202
    """Trumps first, best first; then spades, hearts, clubs, diamonds, each best first."""
    trump, rs = game.trump, game.ruleset
    suit_place = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}
    orders = {s: [str(c) for c in rank_order(s, trump, rs)] for s in SUITS}

    def key(card):  # noqa: ANN001, ANN202
        if is_trump(card, trump, rs):
            return (0, 0, orders[trump].index(str(card)))
        return (1, suit_place[card.suit], orders[card.suit].index(str(card)))

    return key


# --- the game as a table of people ------------------------------------------------------------------
def side_names(rg: RefereeGame, game: Game) -> list[str]:
    """Each side's name: its players' names, with the couple's number for a night game."""
    names = []
    for side in range(game.sides):
        seats = [i for i in range(rg.players) if game.side_of[i] == side]
        joined = " & ".join(rg.seats[i]["name"] for i in seats)
        couple = rg.seats[seats[0]].get("couple")
        if couple is not None:
            joined = _("Couple %(number)s: %(names)s") % {"number": couple, "names": joined}
        names.append(joined)
    return names


def trick_sentence(rec: TrickTaken, trump: str, ruleset, names: list[str]) -> str:  # noqa: ANN001
    """Who took a trick and why, and what it scored (with the bonus trick named)."""
    players = len(names)
    cards = list(rec.cards)
    win_card = cards[(rec.winner - rec.leader) % players]
    trumps = [c for c in cards if is_trump(c, trump, ruleset)]
    params = {"name": names[rec.winner], "number": rec.number, "card": card_info(win_card)["label"]}
    if is_trump(win_card, trump, ruleset):
        if len(trumps) == 1:
            why = _("%(name)s takes trick %(number)d with the %(card)s, the only trump played.") % params
        else:
            why = _("%(name)s takes trick %(number)d with the %(card)s, the highest trump played.") % params
    else:
        params["suit"] = _(R.SUIT_WORDS[cards[0].suit])
        why = _("%(name)s takes trick %(number)d with the %(card)s: no trump was played, "
                "and it is the highest of the suit led, %(suit)s.") % params
    if rec.bonus:
        best = trumps[trick_winner(trumps, trump, ruleset)]  # among trumps only, the best wins
        return why + " " + _("It holds the best trump of the round, the %(card)s: the bonus trick, %(points)d points.") % {
            "card": card_info(best)["label"], "points": rec.points}
    return why + " " + _("%(points)d points.") % {"points": rec.points}


def describe(rec, names: list[str], sides: list[str], trump: str | None, ruleset, *, reveal: bool) -> str:  # noqa: ANN001
    """One sentence for a record of the game's log (``reveal`` shows a robber's discard)."""
    if isinstance(rec, Dealt):
        return _("Round %(round)d: %(dealer)s deals and turns the %(turned)s; %(trump)s are trumps.") % {
            "round": rec.round, "dealer": names[rec.dealer], "turned": card_info(rec.turned)["label"],
            "trump": _(R.SUIT_WORDS[rec.trump])}
    if isinstance(rec, Robbed):
        params = {"name": names[rec.seat], "taken": card_info(rec.taken)["label"],
                  "discarded": card_info(rec.discarded)["label"]}
        if reveal:
            return _("%(name)s robs: takes the %(taken)s and discards the %(discarded)s.") % params
        return _("%(name)s robs: takes the %(taken)s and discards a card face down.") % params
    if isinstance(rec, RobDeclined):
        return _("%(name)s does not rob and keeps the hand dealt.") % {"name": names[rec.seat]}
    if isinstance(rec, Played):
        return _("%(name)s plays the %(card)s.") % {"name": names[rec.seat], "card": card_info(rec.card)["label"]}
    if isinstance(rec, TrickTaken):
        return trick_sentence(rec, trump, ruleset, names)
    if isinstance(rec, RoundScored):
        points = ", ".join(f"{sides[i]} {p}" for i, p in enumerate(rec.points))
        scores = ", ".join(f"{sides[i]} {p}" for i, p in enumerate(rec.scores))
        return _("Round %(round)d is over. Points this round: %(points)s. Scores: %(scores)s.") % {
            "round": rec.round, "points": points, "scores": scores}
    if isinstance(rec, GameWon):
        scores = ", ".join(f"{sides[i]} {p}" for i, p in enumerate(rec.scores))
        return _("Game over: %(side)s won (%(scores)s).") % {"side": sides[rec.side], "scores": scores}
    return ""


def _log_summary(rg: RefereeGame, game: Game, names: list[str], sides: list[str]) -> dict:
    """The last trick taken (and why), this round's tricks, and this round's events."""
    trump, last, last_trump, ended_round = None, None, None, None
    round_tricks: list[TrickTaken] = []
    round_events: list = []
    for rec in game.log[1:]:
        if isinstance(rec, Dealt):
            trump, round_tricks, round_events = rec.trump, [], []
        round_events.append((rec, trump))
        if isinstance(rec, TrickTaken):
            last, last_trump, ended_round = rec, trump, None
            round_tricks.append(rec)
        elif isinstance(rec, RoundScored) and last is not None and last.number == 5:
            ended_round = rec  # a game won mid-round says so in its own panel
    return {
        "last_trick": None if last is None else {
            "number": last.number,
            "round": last.round,
            "cards": [{"card": card_info(c), "name": names[(last.leader + i) % rg.players],
                       "winning": (last.leader + i) % rg.players == last.winner} for i, c in enumerate(last.cards)],
            "winner": names[last.winner],
            "points": last.points,
            "bonus": last.bonus,
            "why": trick_sentence(last, last_trump, game.ruleset, names),
            "ended_round": None if ended_round is None else describe(ended_round, names, sides, None, game.ruleset, reveal=False),
        },
        "round_tricks": [{"number": t.number, "winner": names[t.winner], "points": t.points, "bonus": t.bonus}
                         for t in round_tricks],
        "round_events": [describe(r, names, sides, t, game.ruleset, reveal=False) for r, t in round_events],
    }


def table_context(rg: RefereeGame, game: Game, *, viewer: int | None = None) -> dict:
    """Everything the table shows: trump, turned card, trick, scores, and ``viewer``'s hand."""
    names = [s["name"] for s in rg.seats]
    sides = side_names(rg, game)
    over = game.is_over
    to_act = None if over else game.to_act
    win_seat = game.winning_seat()
    trick = [{"card": card_info(c), "seat": s, "name": names[s], "winning": s == win_seat, "led": i == 0}
             for i, (s, c) in enumerate(zip(game.trick_seats(), game.trick, strict=True))]
    round_points = list(getattr(game, "round_points", [0] * game.sides))
    side_rows = [{"index": i, "name": sides[i], "score": game.scores[i], "round": round_points[i],
                  "winner": over and game.winner == i} for i in range(game.sides)]
    seats = [{"index": i, "name": names[i], "kind": rg.seats[i]["kind"], "side": game.side_of[i],
              "dealer": i == game.dealer, "to_act": i == to_act, "cards": len(game.hand(i))}
             for i in range(rg.players)]
    robbing = None
    if not over and game.phase == "rob":
        dealer_ace = game.robber == game.dealer and game.rob_card == game.turned and game.turned.rank == 1
        robbing = {"seat": game.robber, "name": names[game.robber], "card": card_info(game.rob_card),
                   "dealer_ace": dealer_ace}
    ctx = {
        "rg": rg, "step": len(rg.actions), "over": over, "phase": "over" if over else game.phase,
        "round": game.round, "trump": suit_info(game.trump), "turned": card_info(game.turned),
        "dealer_name": names[game.dealer], "to_act": to_act, "to_act_name": None if to_act is None else names[to_act],
        "to_act_is_person": to_act is not None and rg.seats[to_act]["kind"] == "person",
        "trick": trick, "sides": side_rows, "seats": seats, "robbing": robbing,
        "partners": game.sides < rg.players, "target": game.ruleset.target, "ruleset": game.ruleset,
        "winner_name": sides[game.winner] if over else None,
        **_log_summary(rg, game, names, sides),
    }
    if viewer is not None:
        ctx.update(_hand_context(rg, game, viewer))
    if over:
        ctx["winning_seats"] = [{"index": i, "name": names[i]} for i in range(rg.players) if game.side_of[i] == game.winner]
    return ctx


def _hand_context(rg: RefereeGame, game: Game, seat: int) -> dict:
    cards = sorted(game.hand(seat), key=_hand_order(game))
    mine = not game.is_over and game.to_act == seat
    hint, legal = "", set(cards)
    if mine and game.phase == "play":
        ruling = explain_play(game.hand(seat), game.trick, game.trump, game.ruleset)
        legal, hint = set(ruling.legal), ruling.reason.render(_)
    hand = []
    for c in cards:
        info = card_info(c)
        refusal = "" if c in legal else _("The %(card)s may not be played.") % {"card": info["label"]} + " " + hint
        hand.append({"card": info, "legal": c in legal, "refusal": refusal})
    return {"viewer": seat, "viewer_name": rg.seats[seat]["name"], "hand": hand, "my_turn": mine,
            "hint": hint, "may_rob": mine and game.phase == "rob"}


# --- small helpers ----------------------------------------------------------------------------
def _game_by_token(token: str) -> RefereeGame:
    rg = RefereeGame.objects.select_related("night").filter(token=token).first()
    if rg is None:
        raise NotFound(_("There is no such game: check the link."))
    return rg


def _game_by_seat(pk: int, key: str) -> tuple[RefereeGame, int]:
    rg = RefereeGame.objects.select_related("night").filter(pk=pk).first()
    if rg is not None:
        for seat in range(len(rg.seats)):
            if rg.seat_key_matches(seat, key):
                return rg, seat
    raise NotFound(_("There is no such seat: check the link."))


def seat_url(rg: RefereeGame, seat: int) -> str:
    return reverse("referee-seat", args=[rg.pk, rg.seats[seat]["key"]])


def _int(value, default: int | None = None) -> int | None:  # noqa: ANN001
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def qr_svg(text: str, label: str) -> str:
    """A QR code for ``text`` as inline SVG (reportlab's encoder, no network, no images)."""
    from reportlab.graphics.barcode import qrencoder as rq

    code = rq.QRCode(None, rq.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    n, quiet = code.getModuleCount(), 4
    path = "".join(f"M{c + quiet} {r + quiet}h1v1h-1z" for r in range(n) for c in range(n) if code.isDark(r, c))
    size = n + 2 * quiet
    return mark_safe(  # noqa: S308 - numbers only, and an escaped label
        f'<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" role="img" '
        f'aria-label="{escape(label)}"><rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path d="{path}" fill="#000"/></svg>'
    )


# --- new game ----------------------------------------------------------------------------------
def _ruleset_choices() -> list[dict]:
    return [{"name": rs.name, "title": _(rs.title), "players": ", ".join(map(str, rs.players))} for rs in RULESETS.values()]


@require_http_methods(["GET", "POST"])
def home(request: HttpRequest) -> HttpResponse:
    """Deal a new game: number of players, rules, who sits where, one tablet or own phones."""
    form = {"players": 4, "ruleset": "nova-scotia", "mode": RefereeGame.Mode.PASS,
            "seats": [{"kind": "person" if i == 0 else "computer", "name": ""} for i in range(6)]}
    status, error = 200, None
    if request.method == "POST":
        players = _int(request.POST.get("players"), 0)
        form["players"] = players if 2 <= players <= 6 else 4
        form["ruleset"] = request.POST.get("ruleset", "")
        form["mode"] = request.POST.get("mode", "")
        form["seats"] = [{"kind": request.POST.get(f"kind{i}", "person"), "name": request.POST.get(f"name{i}", "")}
                         for i in range(6)]
        try:
            if not 2 <= players <= 6:
                raise Refusal(_("Forty-Fives is played by 2 to 6 players."))
            rg = svc.referee_start(seats=form["seats"][:players], ruleset=form["ruleset"], mode=form["mode"],
                                   user=request.user)
        except Refusal as exc:
            status, error = exc.status, exc.message
        else:
            return HttpResponseRedirect(reverse("referee-game", args=[rg.token]))
    return render(request, "referee/home.html", {
        "form": form, "rulesets": _ruleset_choices(), "modes": RefereeGame.Mode.choices, "error": error,
        "player_counts": range(2, 7),
    }, status=status)


# --- the table -----------------------------------------------------------------------------------
def _act(request: HttpRequest, rg: RefereeGame, seat: int) -> RefereeGame:
    return svc.referee_act(game=rg, seat=seat, kind=request.POST.get("kind", ""), card=request.POST.get("card") or None,
                           step=_int(request.POST.get("step")))


@require_http_methods(["GET", "POST"])
def game_page(request: HttpRequest, token: str) -> HttpResponse:
    """The table on a shared tablet (pass and play), or the own-phones overview."""
    rg = _game_by_token(token)
    error, status, acting = None, 200, None
    if request.method == "POST":
        if rg.mode != RefereeGame.Mode.PASS:
            raise Refusal(_("In this game each player plays on their own phone, through their own link."))
        acting = _int(request.POST.get("seat"), -1)
        try:
            rg = _act(request, rg, acting)
        except Refusal as exc:
            error, status = exc.message, exc.status
            rg.refresh_from_db()
        else:
            game = svc.rebuild(rg)
            url = reverse("referee-game", args=[rg.token])
            if not game.is_over and game.to_act == acting:
                url += "?" + urlencode({"seat": acting})
            return HttpResponseRedirect(url)
    game = svc.rebuild(rg)
    if rg.mode == RefereeGame.Mode.PHONES:
        ctx = table_context(rg, game)
        ctx["links"] = [{"index": i, "name": s["name"], "url": request.build_absolute_uri(seat_url(rg, i)),
                         "qr": qr_svg(request.build_absolute_uri(seat_url(rg, i)), s["name"])}
                        for i, s in enumerate(rg.seats) if s["kind"] == "person"]
        ctx.update(_urls(rg, None))
        return render(request, "referee/host.html", ctx, status=status)
    viewer, handover = None, None
    if not game.is_over and rg.seats[game.to_act]["kind"] == "person":
        shown = _int(request.GET.get("seat"), acting)
        if len(rg.people()) == 1 or shown == game.to_act:
            viewer = game.to_act
        else:
            handover = {"seat": game.to_act, "name": rg.seats[game.to_act]["name"]}
    ctx = table_context(rg, game, viewer=viewer)
    ctx.update({"handover": handover, "error": error, "pass_and_play": True, **_urls(rg, None)})
    return render(request, "referee/game.html", ctx, status=status)


@require_http_methods(["GET", "POST"])
def seat_page(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """One player's own phone: their hand, always; tappable when it is their turn."""
    rg, seat = _game_by_seat(pk, key)
    error, status = None, 200
    if request.method == "POST":
        try:
            rg = _act(request, rg, seat)
        except Refusal as exc:
            error, status = exc.message, exc.status
            rg.refresh_from_db()
        else:
            return HttpResponseRedirect(seat_url(rg, seat))
    game = svc.rebuild(rg)
    ctx = table_context(rg, game, viewer=seat)
    ctx.update({"error": error, "own_phone": True, **_urls(rg, seat)})
    return render(request, "referee/game.html", ctx, status=status)


def _urls(rg: RefereeGame, seat: int | None) -> dict:
    if seat is None:
        base = reverse("referee-game", args=[rg.token])
        return {"act_url": base, "confirm_url": reverse("referee-confirm", args=[rg.token]),
                "replay_url": reverse("referee-replay", args=[rg.token]),
                "state_url": reverse("referee-state", args=[rg.token]), "show_url": base}
    return {"act_url": seat_url(rg, seat), "confirm_url": reverse("referee-seat-confirm", args=[rg.pk, rg.seats[seat]["key"]]),
            "replay_url": reverse("referee-seat-replay", args=[rg.pk, rg.seats[seat]["key"]]),
            "state_url": reverse("referee-seat-state", args=[rg.pk, rg.seats[seat]["key"]])}


def _state(rg: RefereeGame) -> JsonResponse:
    return JsonResponse({"step": len(rg.actions), "status": rg.status})


@require_GET
def game_state(request: HttpRequest, token: str) -> JsonResponse:
    """How far the game is, for pages that wait for other players."""
    return _state(_game_by_token(token))


@require_GET
def seat_state(request: HttpRequest, pk: int, key: str) -> JsonResponse:
    """How far the game is, for a phone waiting for its turn."""
    return _state(_game_by_seat(pk, key)[0])


def _confirmed(request: HttpRequest, rg: RefereeGame, seat: int, back: str) -> HttpResponse:
    outcome = svc.referee_confirm(game=rg, seat=seat)
    messages.success(request, outcome.message)
    return HttpResponseRedirect(back)


@require_POST
def game_confirm(request: HttpRequest, token: str) -> HttpResponse:
    """Pass and play: a player of the winning couple confirms, and the result is posted."""
    rg = _game_by_token(token)
    if rg.mode != RefereeGame.Mode.PASS:
        raise Refusal(_("Confirm the result from your own phone's page."))
    return _confirmed(request, rg, _int(request.POST.get("seat"), -1), reverse("referee-game", args=[rg.token]))


@require_POST
def seat_confirm(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """Own phones: a player of the winning couple confirms from their own page."""
    rg, seat = _game_by_seat(pk, key)
    return _confirmed(request, rg, seat, seat_url(rg, seat))


# --- replay -----------------------------------------------------------------------------------
def _replay(request: HttpRequest, rg: RefereeGame, back: str) -> HttpResponse:
    game = svc.rebuild(rg)
    if not game.is_over:
        raise Refusal(_("The replay opens once the game is over: no one sees the hands before that."))
    log = game.log
    last = len(log) - 1
    step = _int(request.GET.get("step"), 1)
    if step is None or not 1 <= step <= last:
        step = min(max(step or 1, 1), last)
    names = [s["name"] for s in rg.seats]
    sides = side_names(rg, game)
    hands: list[list] = []
    trick: list[tuple[int, object]] = []
    trump = turned = None
    dealer, rnd = rg.dealer, 1
    scores = [0] * game.sides
    taken = None
    for rec in log[1 : step + 1]:
        if taken is not None:
            trick, taken = [], None
        if isinstance(rec, Dealt):
            hands = [list(h) for h in rec.hands]
            trump, turned, dealer, rnd, trick = rec.trump, rec.turned, rec.dealer, rec.round, []
        elif isinstance(rec, Robbed):
            hands[rec.seat].remove(rec.discarded)
            hands[rec.seat].append(rec.taken)
        elif isinstance(rec, Played):
            hands[rec.seat].remove(rec.card)
            trick.append((rec.seat, rec.card))
        elif isinstance(rec, TrickTaken):
            taken = rec
            if game.ruleset.count_out:
                scores[game.side_of[rec.winner]] += rec.points
        elif isinstance(rec, RoundScored | GameWon):
            scores = list(rec.scores)
    current = log[step]
    trump_for = trump
    winner_seat = current.winner if isinstance(current, TrickTaken) else None
    ctx = {
        "rg": rg, "step": step, "last": last, "back_url": back,
        "sentence": describe(current, names, sides, trump_for, game.ruleset, reveal=True),
        "round": rnd, "trump": suit_info(trump), "turned": card_info(turned), "dealer_name": names[dealer],
        "hands": [{"name": names[i], "cards": [card_info(c) for c in hands[i]], "dealer": i == dealer}
                  for i in range(rg.players)],
        "trick": [{"card": card_info(c), "name": names[s], "winning": s == winner_seat} for s, c in trick],
        "sides": [{"name": sides[i], "score": scores[i]} for i in range(game.sides)],
        "steps": [{"n": n, "url": f"?step={n}"} for n in (1, max(step - 1, 1), min(step + 1, last), last)],
    }
    return render(request, "referee/replay.html", ctx)


@require_GET
def game_replay(request: HttpRequest, token: str) -> HttpResponse:
    """The finished game's log, step by step, every hand face up."""
    rg = _game_by_token(token)
    return _replay(request, rg, reverse("referee-game", args=[rg.token]))


@require_GET
def seat_replay(request: HttpRequest, pk: int, key: str) -> HttpResponse:
    """The replay, opened from a player's own phone."""
    rg, seat = _game_by_seat(pk, key)
    return _replay(request, rg, seat_url(rg, seat))


# --- ruling ----------------------------------------------------------------------------------
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
    if ruleset not in RULESETS:
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
        if card.is_joker and RULESETS[ruleset].jokers < (2 if str(card) == "BJ" else 1):
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
    rs = RULESETS[state["ruleset"]]
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
    picker = []
    jokers = [c for c in ("RJ", "BJ")[: rs.jokers]]
    for suit in "SHCD":
        row = []
        for rank in PICKER_RANKS:
            card = parse_card(rank + suit)
            row.append({"card": card_info(card), "url": _toggle(state, card),
                        "where": "trick" if card in in_trick else "hand" if card in in_hand else ""})
        picker.append({"suit": suit_info(suit), "cards": row})
    if jokers:
        picker.append({"suit": None, "cards": [
            {"card": card_info(j), "url": _toggle(state, parse_card(j)),
             "where": "trick" if parse_card(j) in in_trick else "hand" if parse_card(j) in in_hand else ""}
            for j in jokers]})
    ctx = {
        "state": state, "error": error, "answer": answer, "picker": picker,
        "rulesets": [{"name": r.name, "title": _(r.title), "url": _ruling_url(state, ruleset=r.name),
                      "current": r.name == state["ruleset"]} for r in RULESETS.values()],
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


# --- a night's tables -------------------------------------------------------------------------
@scorekeeper_view
def night_tables(request: HttpRequest, night) -> HttpResponse:  # noqa: ANN001
    """The tables of the game in play, each with a button to referee a game there."""
    if night.state != night.State.PLAYING:
        raise Conflict(_("This night is not playing a game now."))
    seating = seating_for_game(night=night, game=night.current_game)
    done = set(Result.objects.filter(night=night, game=night.current_game).values_list("table", flat=True))
    running = {rg.night_table: rg for rg in RefereeGame.objects.filter(
        night=night, night_game=night.current_game, status__in=svc.ACTIVE)}
    tables = [{"table": t, "staying": pair[0], "arriving": pair[1], "bye": None in pair, "done": t in done,
               "running": running.get(t)} for t, pair in seating.items()]
    return render(request, "referee/night.html", {"night": night, "tables": tables})


@scorekeeper_view
def table_start(request: HttpRequest, night, table: int) -> HttpResponse:  # noqa: ANN001
    """Start (or continue) a refereed game with a table's two couples."""
    arriving, staying = svc.table_couples(night=night, table=table)
    running = svc.active_for_table(night=night, table=table)
    error, status = None, 200
    if request.method == "POST":
        try:
            rg = svc.referee_start_for_table(
                night=night, table=table, user=request.user, mode=request.POST.get("mode", ""),
                ruleset=request.POST.get("ruleset", ""), restart=request.POST.get("restart") == "1",
            )
        except Refusal as exc:
            error, status = exc.message, exc.status
        else:
            return HttpResponseRedirect(reverse("referee-game", args=[rg.token]))
    elif request.method != "GET":
        return HttpResponse(status=405)
    rulesets = [r for r in _ruleset_choices() if 4 in RULESETS[r["name"]].partnerships]
    return render(request, "referee/table_start.html", {
        "night": night, "table": table, "game_no": night.current_game, "arriving": arriving.couple,
        "staying": staying.couple, "running": running, "rulesets": rulesets, "modes": RefereeGame.Mode.choices,
        "error": error,
    }, status=status)

