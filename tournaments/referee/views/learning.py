"""What the learning switch adds to a seat's page (SPEC 3c): the round's trump order, a gentle
note on each legal card a good player would not play, the hint, and an auction hand's worth.
Every sentence is a rules-module :class:`~cardparty.rules.Reason` rendered here."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game, rank_order
from cardparty.rules.advice import game_hint, hand_worth, play_note
from tournaments.cards import card_info


def learning_context(game: Game, viewer: int | None) -> dict:
    """The learner's extras for ``viewer`` (the trump order for everyone once trump is named)."""
    ctx: dict = {"learn_order": [card_info(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
                 if game.trump else []}
    if viewer is None or game.is_over or game.to_act != viewer:
        return ctx
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
        hint = game_hint(game)
        ctx["learn_notes"] = notes
        if hint is not None:
            ctx["learn_hint"] = {"card": card_info(hint[0]), "why": hint[1].render(_)}
    elif game.ruleset.is_auction and game.phase == "bid":
        ctx["learn_worth"] = hand_worth(game, game.hands[viewer]).render(_)
    return ctx
