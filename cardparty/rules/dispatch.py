"""``legal_actions()`` and ``apply(action)`` for every phase of both families."""

from __future__ import annotations

from . import reasons as R
from .auction.bidding import HOLD_ACTION, PASS_ACTION, RAISE_ACTION
from .auction.kitty import NAME_ACTIONS
from .cards import Card
from .checks import shown
from .phases import BID, CALL, DISCARD, LEAD, PLAY, ROB, TRUMP
from .reasons import IllegalAction, Reason
from .records import DECLINE_ROB, PLAY_ACTIONS, ROB_ACTIONS, Action, Record


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
        call: every callable card, then "not calling"; lead: the bidder or its left.
        """
        phase = self.phase
        if phase == PLAY:
            return [PLAY_ACTIONS[c] for c in self.legal_cards()]  # type: ignore[attr-defined]
        if phase == ROB:
            return [ROB_ACTIONS[c] for c in self.hands[self.to_act]] + [DECLINE_ROB]  # type: ignore[index]
        if phase == BID:
            return self.bid_actions()  # type: ignore[attr-defined]
        if phase == TRUMP:
            raising = [RAISE_ACTION] if self.can_raise_bid() else []  # type: ignore[attr-defined]
            return raising + [NAME_ACTIONS[s] for s in self.nameable_suits()]  # type: ignore[attr-defined]
        if phase == DISCARD:
            return self.discard_actions()  # type: ignore[attr-defined]
        if phase == CALL:
            return self.call_actions()  # type: ignore[attr-defined]
        if phase == LEAD:
            return self.lead_actions()  # type: ignore[attr-defined]
        return []

    def apply(self, action: Action) -> Record:
        """Do ``action`` (one of :meth:`legal_actions`) for the seat to act."""
        if not isinstance(action, Action):
            raise IllegalAction(Reason(R.UNKNOWN_ACTION, {"kind": shown(action)}))
        kind = action.kind
        if kind == "play":
            return self.play(action.card)  # type: ignore[attr-defined]
        if action is PASS_ACTION or kind == "pass":
            return self.pass_bid()  # type: ignore[attr-defined]
        if action is HOLD_ACTION or kind == "hold":
            return self.hold()  # type: ignore[attr-defined]
        steps = {
            "bid": lambda: self.bid(action.amount),  # type: ignore[attr-defined]
            "raise": lambda: self.raise_bid(),  # type: ignore[attr-defined]
            "name": lambda: self.name_trump(action.suit),  # type: ignore[attr-defined]
            "discard": lambda: self.discard(action.cards),  # type: ignore[attr-defined]
            "call": lambda: self.call_partner(action.card),  # type: ignore[attr-defined]
            "lead": lambda: self.choose_leader(action.seat),  # type: ignore[attr-defined]
            "rob": lambda: self.rob(action.card),  # type: ignore[attr-defined]
            "decline_rob": lambda: self.decline_rob(),  # type: ignore[attr-defined]
        }
        step = steps.get(kind) if isinstance(kind, str) else None
        if step is None:
            raise IllegalAction(Reason(R.UNKNOWN_ACTION, {"kind": shown(kind)}))
        return step()
