"""The game's log in words: what the referee pages and the terminal game say (cards themselves: ``tournaments.cards``)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from cardparty.rules import Game, is_trump, trick_winner
from cardparty.rules import reasons as R
from cardparty.rules.playoff import PlayoffStarted, sides_in_play
from cardparty.rules.records import Dealt, GameWon, Played, Robbed, RobDeclined, RoundScored, TrickTaken
from cardparty.rules.scoring import side_of_seats
from tournaments.cards import card_info

from ..models import RefereeGame
from .auction_words import describe_auction
from .option_words import describe_option


# --- the game as a table of people ------------------------------------------------------------------
def side_names(rg: RefereeGame, game: Game) -> list[str]:
    """Each side's name: its players' names, with the couple's number for a night game."""
    names = []
    for side in range(game.sides):
        seats = game.seats_of(side)
        joined = " & ".join(rg.seats[i]["name"] for i in seats)
        couple = rg.seats[seats[0]].get("couple")
        if couple is not None:
            joined = _("Couple %(number)s: %(names)s") % {"number": couple, "names": joined}
        names.append(joined)
    return names


def _figures(values, sides: list[str], names: list[str], ruleset) -> str:  # noqa: ANN001
    """``Ann 20, Bob 10``: a figure by side (in a play-off, its players' only)."""
    return ", ".join(f"{sides[i]} {values[i]}" for i in sides_in_play(ruleset, len(names), len(values)))


def _listed(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) < 2:
        return "".join(items)
    return _("%(first)s and %(last)s") % {"first": ", ".join(items[:-1]), "last": items[-1]}


def trick_sentence(rec: TrickTaken, trump: str, ruleset, names: list[str]) -> str:  # noqa: ANN001
    """Who took a trick and why, and what it scored (with the bonus trick named)."""
    cards = list(rec.cards)
    win_card = cards[trick_winner(cards, trump, ruleset)]  # seats that left the table play no card
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
    if rec.points is None:  # an auction round still being played: the bonus is told at its end
        return why
    if rec.bonus:
        best = trumps[trick_winner(trumps, trump, ruleset)]  # among trumps only, the best wins
        return why + " " + _("It holds the best trump of the round, the %(card)s: the bonus trick, %(points)d points.") % {
            "card": card_info(best)["label"], "points": rec.points}
    return why + " " + _("%(points)d points.") % {"points": rec.points}


def describe(rec, names: list[str], sides: list[str], trump: str | None, ruleset, *, reveal: bool) -> str:  # noqa: ANN001
    """One sentence for a record of the game's log (``reveal`` shows a robber's discard)."""
    if isinstance(rec, Dealt):
        dealt = _("Round %(round)d: %(dealer)s deals and turns the %(turned)s; %(trump)s are trumps.") % {
            "round": rec.round, "dealer": names[rec.dealer], "turned": card_info(rec.turned)["label"],
            "trump": _(R.SUIT_WORDS[rec.trump])}
        if ruleset.turned_honours and rec.turned.rank in (1, 13):  # Hoyle: a turned king or ace counts
            side = side_of_seats(len(names), ruleset)[rec.dealer]
            dealt += " " + _("A turned king or ace counts %(points)d for %(side)s.") % {
                "points": ruleset.turned_honours, "side": sides[side]}
        return dealt
    if isinstance(rec, Robbed):
        params = {"name": names[rec.seat], "taken": card_info(rec.taken)["label"]}
        if reveal and rec.discarded is not None:
            params["discarded"] = card_info(rec.discarded)["label"]
            return _("%(name)s robs: takes the %(taken)s and discards the %(discarded)s.") % params
        return _("%(name)s robs: takes the %(taken)s and discards a card face down.") % params
    if isinstance(rec, RobDeclined):
        return _("%(name)s does not rob and keeps the hand dealt.") % {"name": names[rec.seat]}
    if isinstance(rec, Played):
        return _("%(name)s plays the %(card)s.") % {"name": names[rec.seat], "card": card_info(rec.card)["label"]}
    if isinstance(rec, TrickTaken):
        return trick_sentence(rec, trump, ruleset, names)
    if isinstance(rec, RoundScored):
        points, scores = _figures(rec.points, sides, names, ruleset), _figures(rec.scores, sides, names, ruleset)
        return _("Round %(round)d is over. Points this round: %(points)s. Scores: %(scores)s.") % {
            "round": rec.round, "points": points, "scores": scores}
    if isinstance(rec, PlayoffStarted):
        lost = _listed([str(p) for i, p in enumerate(rec.scores) if i != rec.side])
        return _("The first game is over: %(side)s won it, %(won)d to %(lost)s. %(players)s now play a game of "
                 "cut-throat to %(target)d for the ante.") % {
            "side": sides[rec.side], "won": rec.scores[rec.side], "lost": lost,
            "players": _listed([names[s] for s in rec.seats]), "target": ruleset.target}
    if isinstance(rec, GameWon):
        scores = _figures(rec.scores, sides, names, ruleset)
        return _("Game over: %(side)s won (%(scores)s).") % {"side": sides[rec.side], "scores": scores}
    return describe_option(rec, names) or describe_auction(rec, names, sides, ruleset)
