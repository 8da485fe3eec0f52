"""An auction round in words (SPEC 3b): bids as people say them, and one sentence per record of the log.

The records come from :func:`cardparty.rules.visible_log` on a player's page, so another seat's
kitty, discards and draws arrive as ``Concealed`` counts and are told as counts; the replay,
once the game is over, passes the whole log.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from cardparty.rules import Ruleset
from cardparty.rules import reasons as R
from cardparty.rules.auction.records import (
    AuctionDealt,
    AuctionScored,
    AuctionWon,
    BidMade,
    BidRaised,
    Discarded,
    KittyTaken,
    LeadChosen,
    PartnerCalled,
    Served,
    SideOut,
    TrumpNamed,
)
from cardparty.rules.auction.unseen import PickedUp
from cardparty.rules.auction.view import Concealed
from tournaments.cards import card_info


def bid_words(ruleset: Ruleset, amount: int) -> str:
    """A bid as the table says it: "25", "30 for 60", "60 for 120", "slam"."""
    if (amount == 30 and ruleset.thirty_for_sixty) or amount == 60:
        return _("30 for 60")
    if amount == 120:
        return _("slam") if ruleset.slam else _("60 for 120")
    return str(amount)


def call_words(ruleset: Ruleset, call: int | str) -> str:
    """What a player said in the bidding: a bid, "pass" or "hold"."""
    if call == "pass":
        return _("pass")
    if call == "hold":
        return _("hold")
    return bid_words(ruleset, call)  # type: ignore[arg-type]


def _cards(cards) -> str:  # noqa: ANN001
    return ", ".join(card_info(c)["label"] for c in cards)


def _scores(sides: list[str], figures) -> str:  # noqa: ANN001
    return ", ".join(f"{sides[i]} {p}" for i, p in enumerate(figures))


def describe_auction(rec, names: list[str], sides: list[str], ruleset: Ruleset) -> str:  # noqa: ANN001, C901, PLR0911, PLR0912
    """One sentence for an auction record (empty for a record of another kind)."""
    if isinstance(rec, AuctionDealt) and ruleset.unseen:
        return _("Round %(round)d: %(dealer)s deals; %(count)d cards go to the kitty and %(unseen)d to each player "
                 "face down, picked up once trumps are named.") % {
            "round": rec.round, "dealer": names[rec.dealer], "count": ruleset.kitty, "unseen": ruleset.unseen}
    if isinstance(rec, AuctionDealt):
        return ngettext("Round %(round)d: %(dealer)s deals, and %(count)d card goes to the kitty.",
                        "Round %(round)d: %(dealer)s deals, and %(count)d cards go to the kitty.", ruleset.kitty) % {
            "round": rec.round, "dealer": names[rec.dealer], "count": ruleset.kitty}
    if isinstance(rec, BidMade):
        params = {"name": names[rec.seat], "bid": call_words(ruleset, rec.call)}
        if rec.call == "pass":
            return _("%(name)s passes.") % params
        if rec.call == "hold":
            return _("%(name)s, the dealer, holds.") % params
        return _("%(name)s bids %(bid)s.") % params
    if isinstance(rec, AuctionWon):
        params = {"name": names[rec.seat], "bid": bid_words(ruleset, rec.bid)}
        if rec.bagged:
            return _("Everyone passed: %(name)s, the dealer, is bagged at %(bid)s.") % params
        return _("%(name)s wins the bid at %(bid)s.") % params
    if isinstance(rec, BidRaised):
        return _("%(name)s raises the bid to %(bid)s.") % {"name": names[rec.seat], "bid": bid_words(ruleset, rec.bid)}
    if isinstance(rec, TrumpNamed):
        return _("%(name)s names %(suit)s trumps.") % {"name": names[rec.seat], "suit": _(R.SUIT_WORDS[rec.suit])}
    if isinstance(rec, Concealed):
        return _concealed(rec, names)
    if isinstance(rec, KittyTaken):
        return _("%(name)s takes the kitty: %(cards)s.") % {"name": names[rec.seat], "cards": _cards(rec.cards)}
    if isinstance(rec, Discarded):
        if not rec.cards:
            return _("%(name)s keeps the hand and discards nothing.") % {"name": names[rec.seat]}
        return _("%(name)s discards %(cards)s.") % {"name": names[rec.seat], "cards": _cards(rec.cards)}
    if isinstance(rec, PickedUp):
        return _("%(name)s picks up the cards dealt face down: %(cards)s.") % {"name": names[rec.seat], "cards": _cards(rec.cards)}
    if isinstance(rec, Served):
        return _("%(name)s is served %(cards)s.") % {"name": names[rec.seat], "cards": _cards(rec.cards)}
    if isinstance(rec, PartnerCalled):
        if rec.card is None:
            return _("%(name)s calls no partner and plays alone.") % {"name": names[rec.seat]}
        return _("%(name)s calls the %(card)s: whoever plays it is the partner this round.") % {
            "name": names[rec.seat], "card": card_info(rec.card)["label"]}
    if isinstance(rec, LeadChosen):
        if rec.leader == rec.seat:
            return _("%(name)s chooses to lead.") % {"name": names[rec.seat]}
        return _("%(name)s has %(leader)s lead.") % {"name": names[rec.seat], "leader": names[rec.leader]}
    if isinstance(rec, AuctionScored):
        return round_sentence(rec, names, sides, ruleset)
    if isinstance(rec, SideOut):
        return _("%(side)s is out of the game at %(score)d.") % {"side": sides[rec.side], "score": rec.score}
    return ""


def _concealed(rec: Concealed, names: list[str]) -> str:
    params = {"name": names[rec.seat], "count": rec.count}
    if rec.what == "kitty":
        return ngettext("%(name)s takes the kitty, %(count)d card face down.",
                        "%(name)s takes the kitty, %(count)d cards face down.", rec.count) % params
    if rec.what == "discard":
        if not rec.count:
            return _("%(name)s keeps the hand and discards nothing.") % params
        return ngettext("%(name)s discards %(count)d card face down.",
                        "%(name)s discards %(count)d cards face down.", rec.count) % params
    if rec.what == "pickup":
        return ngettext("%(name)s picks up %(count)d card dealt face down.",
                        "%(name)s picks up %(count)d cards dealt face down.", rec.count) % params
    return ngettext("%(name)s is served %(count)d card.", "%(name)s is served %(count)d cards.", rec.count) % params


def round_sentence(rec: AuctionScored, names: list[str], sides: list[str], ruleset: Ruleset) -> str:
    """The end of a round: who bid what, made or set, the points and the scores."""
    params = {"round": rec.round, "name": names[rec.bidder], "bid": bid_words(ruleset, rec.bid),
              "points": _scores(sides, rec.points), "scores": _scores(sides, rec.scores)}
    if rec.made:
        return _("Round %(round)d: %(name)s bid %(bid)s and made it. Points: %(points)s. Scores: %(scores)s.") % params
    return _("Round %(round)d: %(name)s bid %(bid)s and was set. Points: %(points)s. Scores: %(scores)s.") % params
