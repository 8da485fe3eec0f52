"""``legal_actions()`` and ``apply(action)`` for every phase of both families."""

from __future__ import annotations

from . import reasons as R
from .auction.bidding import RAISE_ACTION
from .auction.kitty import NAME_ACTIONS
from .cards import Card
from .checks import shown
from .phases import BEG, BID, CALL, DISCARD, LEAD, PLAY, ROB, STUB, TRUMP
from .reasons import IllegalAction, Reason
from .records import DECLINE_ROB, PLAY_ACTIONS, ROB_ACTIONS, Action, Record

#: action kind -> (Game method, the Action field it takes)
_STEPS = {
    "bid": ("bid", "amount"), "pass": ("pass_bid", None), "hold": ("hold", None), "raise": ("raise_bid", None),
    "name": ("name_trump", "suit"), "discard": ("discard", "cards"), "call": ("call_partner", "card"),
    "lead": ("choose_leader", "seat"), "rob": ("rob", "card"), "decline_rob": ("decline_rob", None),
    "beg": ("beg", "card"), "decline_beg": ("decline_beg", None), "turn_stub": ("turn_stub", None),
    "stub": ("take_from_stub", "card"), "kitty": ("go_on_kitty", None), "top_card": ("go_on_top_card", None),
}  # fmt: skip


class Dispatch:
    """Part of :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    phase: str
    to_act: int | None
    hands: list[list[Card]]

    def legal_actions(self) -> list[Action]:
        """Everything the player to act may do now (empty once the game is over).

        Play: a card; rob: a discard or decline; bid: bids (lowest first), hold, pass;
        trump: raise (where allowed), then a suit; discard: every legal set of cards;
        call: every callable card, then "not calling"; lead: the bidder or its left; beg: each
        card to lay aside, then decline; stub: turn or keep, then each card to give up or keep.
        """
        phase = self.phase
        if phase == PLAY:
            return [PLAY_ACTIONS[c] for c in self.legal_cards()]  # type: ignore[attr-defined]
        if phase == ROB:
            decline = [] if self.must_rob() else [DECLINE_ROB]  # type: ignore[attr-defined]
            return [ROB_ACTIONS[c] for c in self.hands[self.to_act]] + decline  # type: ignore[index]
        if phase == BID:
            return self.bid_actions()  # type: ignore[attr-defined]
        if phase == TRUMP:
            raising = [RAISE_ACTION] if self.may_raise() else []  # type: ignore[attr-defined]
            return raising + self.going_on_actions() + [NAME_ACTIONS[s] for s in self.nameable_suits()]  # type: ignore[attr-defined]
        if phase == DISCARD:
            return self.discard_actions()  # type: ignore[attr-defined]
        if phase == CALL:
            return self.call_actions()  # type: ignore[attr-defined]
        if phase == LEAD:
            return self.lead_actions()  # type: ignore[attr-defined]
        if phase == BEG:
            return self.beg_actions()  # type: ignore[attr-defined]
        if phase == STUB:
            return self.stub_actions()  # type: ignore[attr-defined]
        return []

    def apply(self, action: Action) -> Record:
        """Do ``action`` (one of :meth:`legal_actions`) for the seat to act."""
        if type(action) is not Action and not isinstance(action, Action):
            raise IllegalAction(Reason(R.UNKNOWN_ACTION, {"kind": shown(action)}))
        kind = action.kind
        if kind == "play":
            return self.play(action.card)  # type: ignore[attr-defined]
        step = _STEPS.get(kind) if isinstance(kind, str) else None
        if step is None:
            raise IllegalAction(Reason(R.UNKNOWN_ACTION, {"kind": shown(kind)}))
        name, field = step
        method = getattr(self, name)
        return method() if field is None else method(getattr(action, field))
