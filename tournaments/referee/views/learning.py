"""What the learning switch adds to a seat's page (SPEC 3c): the round's trump order, a gentle
note on each legal card a good player would not play, an auction hand's worth and what each bid
risks, and the hint, worked out only when the learner asks for it (``?hint=1``).
Every sentence is a rules-module :class:`~cardparty.rules.Reason` rendered here."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game, rank_order
from cardparty.rules.advice import hand_worth, play_note
from cardparty.rules.auction.risks import bid_risks
from cardparty.rules.hints import game_hint
from tournaments.cards import card_info


def learning_context(game: Game, viewer: int | None, *, hint: bool = False) -> dict:
    """The learner's extras for ``viewer`` (the trump order for everyone once trump is named);
    ``hint``: the learner asked for the strong computer player's move."""
    ctx: dict = {"learn_order": [card_info(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
                 if game.trump else []}
    if viewer is None or game.is_over or game.to_act != viewer:
        return ctx
    ctx["learn_may_hint"] = True
    if game.phase == "play":
        legal = game.legal_cards()
        win = game.winning_seat()
        partner = bool(game.trick) and win != viewer and game.round_side_of[win] == game.round_side_of[viewer]
        last = len(game.trick) == game.in_play - 1
        notes = {}
        for card in legal:
            note = play_note(card, legal, game.trick, game.trump, game.ruleset, partner_winning=partner, last=last)
            if note is not None:
                notes[str(card)] = note.render(_)
        ctx["learn_notes"] = notes
    elif game.ruleset.is_auction and game.phase == "bid":
        ctx["learn_worth"] = hand_worth(game, game.hands[viewer]).render(_)
        ctx["learn_risks"] = [r.render(_) for r in bid_risks(game)]
    if hint:
        found = game_hint(game)
        if found is not None:
            action = found.action
            ctx["learn_hint"] = {"value": found.value, "why": found.reason.render(_),
                                 "card": card_info(action.card) if action.kind == "play" else None}
    return ctx
