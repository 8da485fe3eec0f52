"""Whose turn it is and what the game waits for: the check every action starts with."""

from __future__ import annotations

from .. import option_reasons as O
from .. import reasons as R
from ..checks import seat_number
from ..phases import BEG, BID, CALL, DISCARD, LEAD, OVER, PLAY, ROB, STUB, TRUMP
from ..reasons import IllegalAction, Reason
from . import reasons as A

_WAITING = {BID: A.NOW_BIDDING, TRUMP: A.NOW_NAMING, DISCARD: A.NOW_DISCARDING, CALL: A.NOW_CALLING,
            LEAD: A.NOW_LEADING, PLAY: A.NOW_PLAYING, ROB: R.ROB_FIRST,
            BEG: O.NOW_BEGGING, STUB: O.NOW_STUB}  # fmt: skip


class Turns:
    """Part of :class:`~cardparty.rules.referee.Game` (a mixin)."""

    __slots__ = ()
    phase: str
    players: int
    to_act: int | None

    def waiting_for(self) -> Reason:
        """What the game waits for now, as a sentence ("Seat 2 is to discard and draw.")."""
        if self.phase == OVER:
            return Reason(R.GAME_OVER)
        if self.phase == BID and self._holds(self.to_act):  # type: ignore[attr-defined]
            return Reason(A.NOW_HOLDING, {"seat": self.to_act})
        if self.phase == DISCARD and self.ruleset.unseen:  # type: ignore[attr-defined]
            return Reason(A.NOW_DISCARDING_TO_FIVE, {"seat": self.to_act})  # six at auction: no stock left
        if self.phase == STUB and self.extra.stub_trump is not None:  # type: ignore[attr-defined]
            return Reason(O.NOW_STUB_TAKING, {"seat": self.to_act})
        return Reason(_WAITING[self.phase], {"seat": self.to_act})

    def _check_turn(self, phase: str, seat: object, not_now: Reason | None = None) -> int:
        """The seat to act, when it is ``phase`` and ``seat`` (if given) is that seat; out of
        ``phase`` the refusal is ``not_now``, or who the game waits for."""
        if self.phase != phase:
            raise IllegalAction(not_now or self.waiting_for())
        if seat is not None and seat_number(seat, self.players) != self.to_act:
            raise IllegalAction(Reason(R.NOT_YOUR_TURN, {"seat": self.to_act}))
        return self.to_act  # type: ignore[return-value]
