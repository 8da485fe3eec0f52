"""The seed options in the JSON log (docs/rules-log-schema.md): a round's extra keys, and their replay.

A key is written only in a round where its option acted, so the logs of every other game
are unchanged: ``begging`` {seat, laid}, ``stub`` {seat, turned, found, discarded},
``on_kitty`` (the hand discarded), ``on_top_card`` {discarded, card}, ``flipped``
([seat, card] pairs).
"""

from __future__ import annotations

from .cards import Card
from .option_records import BegDeclined, Begged, BegTaken, Flipped, StubTaken, StubTurned, WentOnKitty, WentOnTopCard

OPTION_RECORDS = (Begged, BegDeclined, BegTaken, StubTurned, StubTaken, WentOnKitty, WentOnTopCard, Flipped)


def _name(card: Card | None) -> str | None:
    return None if card is None else str(card)


def round_event(rec: object, current: dict, hands: list[list[Card]]) -> None:
    """Apply a seed option's record to the ``current`` round object (and the ``hands``)."""
    if isinstance(rec, Begged):
        hands[rec.seat].remove(rec.laid)  # type: ignore[arg-type]
        current["begging"] = {"seat": rec.seat, "laid": _name(rec.laid)}
    elif isinstance(rec, BegDeclined):
        current["begging"] = {"seat": rec.seat, "laid": None}
    elif isinstance(rec, BegTaken):
        hands[rec.seat].append(rec.card)
    elif isinstance(rec, StubTurned):
        current["stub"] = {"seat": rec.seat, "turned": [str(c) for c in rec.cards], "found": _name(rec.found),
                           "discarded": None}  # fmt: skip
    elif isinstance(rec, StubTaken):
        stub = current.setdefault("stub", {"seat": rec.seat, "turned": None, "found": None, "discarded": None})
        if rec.discarded is not None:
            hands[rec.seat].remove(rec.discarded)
            hands[rec.seat].append(rec.taken)  # type: ignore[arg-type]
            stub["discarded"] = str(rec.discarded)
    elif isinstance(rec, WentOnKitty):
        hands[rec.seat].clear()
        current["on_kitty"] = [str(c) for c in rec.discarded]
    elif isinstance(rec, WentOnTopCard):
        hands[rec.seat][:] = [rec.card]
        current["on_top_card"] = {"discarded": [str(c) for c in rec.discarded], "card": str(rec.card)}
    elif isinstance(rec, Flipped):
        current.setdefault("flipped", []).append([rec.seat, str(rec.card)])
    current["hands"] = [[str(c) for c in h] for h in hands]


def replay_begging(game, rnd: dict) -> None:  # noqa: ANN001
    """The king's holder's choice, read back from a turned-trump round."""
    if game.phase == "beg":
        begging = rnd["begging"]
        if begging["laid"] is None:
            game.decline_beg(begging["seat"])
        else:
            game.beg(begging["laid"], begging["seat"])


def replay_going_on(game, rnd: dict) -> None:  # noqa: ANN001
    """The bidder going on the kitty, then the top card, read back before trumps are named."""
    if "on_kitty" in rnd:
        game.go_on_kitty()
    if "on_top_card" in rnd:
        game.go_on_top_card()


def replay_stub(game, rnd: dict) -> None:  # noqa: ANN001
    """The ace of trumps' holder's choices, read back after the draw."""
    if game.phase == "stub":
        stub = rnd["stub"]
        if stub["turned"] is not None:
            game.turn_stub(stub["seat"])
        if game.phase == "stub":
            game.take_from_stub(stub["discarded"], stub["seat"])
