"""What the table shows: trump, the trick, the scores, the last trick and why, and one player's hand."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game, explain_play, is_trump, rank_order, visible_log
from cardparty.rules.advice import why_won
from cardparty.rules.auction.records import AuctionDealt, KittyTaken, TrumpNamed
from cardparty.rules.playoff import PlayoffStarted, sides_in_play
from cardparty.rules.records import Dealt, RoundScored, TrickTaken
from tournaments.cards import SUITS, card_info, suit_info

from ..models import RefereeGame
from .auction import auction_context
from .learning import learning_context
from .words import describe, side_names, trick_sentence


def _hand_order(game: Game):  # noqa: ANN202
    """Trumps first, best first; then spades, hearts, clubs, diamonds, each best first (before an
    auction's trumps are named: by suit, the ace of hearts with the hearts)."""
    trump, rs = game.trump, game.ruleset
    if trump is None:
        return lambda card: (0 if card.is_joker else 1, "SHCD".find(card.suit or "S"), -(14 if card.rank == 1 else card.rank))
    suit_place = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}
    orders = {s: [str(c) for c in rank_order(s, trump, rs)] for s in SUITS}

    def key(card):  # noqa: ANN001, ANN202
        if is_trump(card, trump, rs):
            return (0, 0, orders[trump].index(str(card)))
        return (1, suit_place[card.suit], orders[card.suit].index(str(card)))

    return key


def _log_summary(rg: RefereeGame, game: Game, names: list[str], sides: list[str], viewer: int | None) -> dict:
    """The last trick taken (and why), this round's tricks, and this round's events, as ``viewer``
    may know them (in an auction game: no one's hidden cards, no bonus before the round's end)."""
    trump, last, last_trump, ended_round = None, None, None, None
    round_tricks: list[TrickTaken] = []
    round_events: list = []
    hides = game.ruleset.is_auction or game.ruleset.beg_with_king  # a begged card is laid aside face down
    log = visible_log(game, -1 if viewer is None else viewer) if hides else game.log
    for rec in log[1:]:
        if isinstance(rec, Dealt | AuctionDealt):
            trump, round_tricks, round_events = getattr(rec, "trump", None), [], []
        elif isinstance(rec, TrumpNamed):
            trump = rec.suit
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
            "cards": [{"card": card_info(c), "name": names[seat], "winning": seat == last.winner}
                      for seat, c in zip(_trick_seats(game, last), last.cards, strict=True)],
            "winner": names[last.winner],
            "points": last.points,
            "bonus": last.bonus,
            "why": trick_sentence(last, last_trump, game.ruleset, names),
            "learn_why": why_won(last.cards, last_trump, game.ruleset)[1].render(_),  # the rules module's words
            "ended_round": None if ended_round is None else describe(ended_round, names, sides, None, game.ruleset, reveal=False),
        },
        "round_tricks": [{"number": t.number, "winner": names[t.winner], "points": t.points, "bonus": t.bonus}
                         for t in round_tricks],
        "round_events": [describe(r, names, sides, t, game.ruleset, reveal=False) for r, t in round_events],
        "bonus_hidden": any(t.points is None for t in round_tricks),
    }


def table_context(rg: RefereeGame, game: Game, *, viewer: int | None = None, hint: bool = False) -> dict:
    """Everything the table shows: trump, turned card, trick, scores, and ``viewer``'s hand
    (``hint``: with the learner's hint, worked out only when asked)."""
    names = [s["name"] for s in rg.seats]
    sides = side_names(rg, game)
    over = game.is_over
    to_act = None if over else game.to_act
    win_seat = game.winning_seat()
    trick = [{"card": card_info(c), "seat": s, "name": names[s], "winning": s == win_seat, "led": i == 0}
             for i, (s, c) in enumerate(zip(game.trick_seats(), game.trick, strict=True))]
    # An auction round's points would tell who took the bonus trick: told only once the round is scored.
    round_points = [None] * game.sides if game.ruleset.is_auction else list(game.round_points)
    side_rows = [{"index": i, "name": sides[i], "score": game.scores[i], "round": round_points[i],
                  "winner": over and game.winner == i} for i in sides_in_play(game.ruleset, game.players, game.sides)]
    seats = [{"index": i, "name": names[i], "kind": rg.seats[i]["kind"], "side": game.side_of[i],
              "dealer": i == game.dealer, "to_act": i == to_act, "cards": len(game.hand(i)), "out": not game.seated[i]}
             for i in range(rg.players)]
    robbing = None
    if not over and game.phase == "rob":
        dealer_ace = game.robber == game.dealer and game.rob_card == game.turned and game.turned.rank == 1
        robbing = {"seat": game.robber, "name": names[game.robber], "card": card_info(game.rob_card),
                   "dealer_ace": dealer_ace}
    ctx = {
        "rg": rg, "step": len(rg.actions), "over": over, "phase": "over" if over else game.phase,
        "round": game.round, "trump": game.trump and suit_info(game.trump),
        "turned": game.turned and card_info(game.turned),
        "dealer_name": names[game.dealer], "to_act": to_act, "to_act_name": None if to_act is None else names[to_act],
        "to_act_is_person": to_act is not None and rg.seats[to_act]["kind"] == "person",
        "trick": trick, "sides": side_rows, "seats": seats, "robbing": robbing,
        "partners": len({game.side_of[s] for s in game.seats_in_play()}) < game.in_play,
        "playoff": _playoff(game, names, sides), "target": game.ruleset.target, "ruleset": game.ruleset,
        "winner_name": " & ".join(sides[w] for w in _winners(game)) if over else None,
        **_log_summary(rg, game, names, sides, viewer),
        **auction_context(rg, game, viewer, names, sides),
    }
    ctx.update(learning_context(game, viewer, hint=hint))
    if viewer is not None:
        ctx.update(_hand_context(rg, game, viewer))
        for h in ctx["hand"]:
            h["note"] = ctx.get("learn_notes", {}).get(h["card"]["code"], "")
    if over:
        ctx["winning_seats"] = [{"index": i, "name": names[i]} for i in range(rg.players) if game.side_of[i] in _winners(game)]
    return ctx


def _winners(game: Game) -> tuple[int, ...]:
    """The winning side, and a called partner's side that wins with it (Call Your Partner)."""
    won = game.log[-1] if game.is_over else None
    return (game.winner, *getattr(won, "with_sides", ()))


def _trick_seats(game: Game, trick: TrickTaken) -> list[int]:
    """The seat that played each card of a taken trick (seats that left the table play none)."""
    if len(trick.cards) == game.players:
        return [(trick.leader + i) % game.players for i in range(game.players)]
    return game.seats_from(trick.leader, len(trick.cards))


def _playoff(game: Game, names: list[str], sides: list[str]) -> str | None:
    """Six for the ante, once the first game is won: who won it and who plays on."""
    first = next((r for r in game.log if isinstance(r, PlayoffStarted)), None)
    return None if first is None else describe(first, names, sides, None, game.ruleset, reveal=False)


def _hand_context(rg: RefereeGame, game: Game, seat: int) -> dict:
    cards = sorted(game.hand(seat), key=_hand_order(game))
    mine = not game.is_over and game.to_act == seat
    giving = mine and game.phase == "stub" and game.extra.stub_trump is not None  # a card for the stub's trump
    taps = mine and (game.phase in ("play", "rob", "beg") or giving)  # the auction's own phases have their panels
    hint, legal = "", set(cards)
    if mine and game.phase == "play":
        ruling = explain_play(game.hand(seat), game.trick, game.trump, game.ruleset)
        legal, hint = set(game.legal_cards()), ruling.reason.render(_)
    hand, kitty = [], _kitty_in_hand(game, seat)
    for c in cards:
        info = card_info(c)
        refusal = "" if c in legal else _("The %(card)s may not be played.") % {"card": info["label"]} + " " + hint
        hand.append({"card": info, "legal": c in legal, "refusal": refusal, "kitty": c in kitty})
    return {"viewer": seat, "viewer_name": rg.seats[seat]["name"], "hand": hand, "my_turn": mine, "tap_cards": taps,
            "hint": hint, "may_rob": mine and game.phase == "rob", "must_rob": mine and game.must_rob(),
            "may_beg": mine and game.phase == "beg", "giving_for_stub": giving}


def _kitty_in_hand(game: Game, seat: int) -> frozenset:
    """The kitty's cards the bidder still holds while naming trumps or discarding (marked in the hand)."""
    if not game.ruleset.is_auction or game.phase not in ("trump", "discard") or game.bidder != seat:
        return frozenset()
    for rec in reversed(game.log):
        if isinstance(rec, AuctionDealt):
            break  # this round's kitty is not taken yet
        if isinstance(rec, KittyTaken):
            return frozenset(rec.cards) & frozenset(game.hand(seat)) if rec.seat == seat else frozenset()
    return frozenset()
