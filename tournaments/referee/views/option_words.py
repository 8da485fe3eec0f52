"""The seed options' records in words (begging with the king, the stub, going on, four and a flip).

The records come as the seat may see them (:func:`cardparty.rules.visible_log`): a card laid
down face down arrives as None (or no cards) and is told as face down.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules.option_records import (
    BegDeclined,
    Begged,
    BegTaken,
    Flipped,
    StubTaken,
    StubTurned,
    WentOnKitty,
    WentOnTopCard,
)
from tournaments.cards import card_info


def _label(card) -> str:  # noqa: ANN001
    return card_info(card)["label"]


def describe_option(rec, names: list[str]) -> str:  # noqa: ANN001, PLR0911
    """One sentence for a seed option's record (empty for a record of another kind)."""
    if isinstance(rec, Begged):
        if rec.laid is None:
            return _("%(name)s begs with the king: lays a card aside face down, and takes the turned card after the first trick.") % {
                "name": names[rec.seat]}
        return _("%(name)s begs with the king: lays the %(card)s aside, and takes the turned card after the first trick.") % {
            "name": names[rec.seat], "card": _label(rec.laid)}
    if isinstance(rec, BegDeclined):
        return _("%(name)s holds the king of trumps and does not beg.") % {"name": names[rec.seat]}
    if isinstance(rec, BegTaken):
        return _("%(name)s takes the begged %(card)s for the second trick.") % {"name": names[rec.seat], "card": _label(rec.card)}
    if isinstance(rec, StubTurned):
        params = {"name": names[rec.seat], "cards": ", ".join(_label(c) for c in rec.cards)}
        if rec.found is None:
            return _("%(name)s holds the ace of trumps and turns the stub: %(cards)s; no trump.") % params
        return _("%(name)s holds the ace of trumps and turns the stub: %(cards)s; the %(trump)s is a trump.") % {
            **params, "trump": _label(rec.found)}
    if isinstance(rec, StubTaken):
        if rec.taken is None:
            return _("%(name)s keeps the hand.") % {"name": names[rec.seat]}
        if rec.discarded is None:
            return _("%(name)s takes the %(card)s from the stub and gives up a card face down.") % {
                "name": names[rec.seat], "card": _label(rec.taken)}
        return _("%(name)s takes the %(card)s from the stub and gives up the %(given)s.") % {
            "name": names[rec.seat], "card": _label(rec.taken), "given": _label(rec.discarded)}
    if isinstance(rec, WentOnKitty):
        return _("%(name)s discards the hand face down and goes on the kitty.") % {"name": names[rec.seat]}
    if isinstance(rec, WentOnTopCard):
        return _("%(name)s discards the kitty face down and goes on the top card: the %(card)s.") % {
            "name": names[rec.seat], "card": _label(rec.card)}
    if isinstance(rec, Flipped):
        return _("%(name)s kept no card: the fifth card, the %(card)s, is dealt face up.") % {
            "name": names[rec.seat], "card": _label(rec.card)}
    return ""
