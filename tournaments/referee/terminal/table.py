"""One refereed game at the terminal, for every preset: a person at one seat, computer players at the others.

The person is told only what their seat may know: the log comes through
:func:`cardparty.rules.visible_log` (another seat's kitty, discards and draws as counts, an
auction trick's bonus only once the round is scored), in the same sentences as the web pages.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TextIO

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from cardparty.rules import Game, RulesError, explain_play, visible_log
from cardparty.rules import reasons as R
from cardparty.rules.auction.records import AuctionScored, TrumpNamed
from cardparty.rules.phases import PLAY, ROB
from cardparty.rules.playoff import sides_in_play
from cardparty.rules.records import GameWon, TrickTaken
from tournaments.cards import card_info

from ..views.words import describe
from . import answers
from .answers import NotUnderstood

QUIT = ("q", "quit", "exit", "quitter")


def listed(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("%(first)s and %(last)s") % {"first": ", ".join(items[:-1]), "last": items[-1]}


class TerminalTable:
    """A person at seat ``me``; ``bots`` choose for every seat (the person's too, on ``auto``)."""

    def __init__(self, game: Game, me: int, names: Sequence[str], bots: Sequence, inp: TextIO, out) -> None:  # noqa: ANN001
        self.game, self.me, self.names, self.bots, self.inp, self.out = game, me, list(names), bots, inp, out
        self.sides = self.side_names()
        self.seen, self.trump = 1, None

    def side_names(self) -> list[str]:
        """Each side's players (a play-off adds a side for each winner of the first game)."""
        return [" & ".join(self.names[s] for s in self.game.seats_of(side)) for side in range(self.game.sides)]

    def write(self, text: str, ending: str = "\n") -> None:
        """One line to the person."""
        self.out.write(text, ending=ending)

    def run(self) -> None:
        """Play until the game is over, the person stops, or the input ends."""
        game = self.game
        while True:
            self.narrate()
            if game.is_over:
                return
            if game.to_act != self.me:
                game.apply(self.bots[game.to_act].choose(game))
                continue
            self.show()
            self.write(answers.question(game), ending="")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                self.write("\n" + _("End of input: the game is left unfinished."))
                return
            text = line.strip()
            if text.lower() in QUIT:
                self.write(_("Game stopped."))
                return
            self.answer(text)

    def answer(self, text: str) -> None:
        """Act on one answer, or say why not (the question is then asked again)."""
        try:
            if text in ("?", ""):
                self.help()
            elif text.lower() == "auto":
                self.game.apply(self.bots[self.me].choose(self.game))
            else:
                answers.act(self.game, self.me, text)
        except NotUnderstood as exc:
            self.write(_("Refused: %(reason)s") % {"reason": exc})
        except RulesError as exc:
            self.write(_("Refused: %(reason)s") % {"reason": exc.reason.render(_)})

    def narrate(self) -> None:
        """Tell what happened since the last look, as this seat may know it."""
        log = visible_log(self.game, self.me)
        told = any(isinstance(rec, TrickTaken) and rec.bonus for rec in log[self.seen:])
        self.sides = self.side_names()
        for rec in log[self.seen:]:
            self.trump = rec.suit if isinstance(rec, TrumpNamed) else getattr(rec, "trump", self.trump)
            if isinstance(rec, GameWon):
                self.write(self.winners(rec))
                continue
            self.write(describe(rec, self.names, self.sides, self.trump, self.game.ruleset, reveal=False))
            if isinstance(rec, AuctionScored) and not told:  # the last trick's bonus is told with it
                self.tell_bonus(rec.round)
        self.seen = len(log)

    def tell_bonus(self, number: int) -> None:
        """Once an auction round is scored, which trick held its best trump (hidden until then)."""
        for rec in self.game.log:
            if isinstance(rec, TrickTaken) and rec.round == number and rec.bonus:
                self.write(_("The bonus went to %(name)s, who took trick %(number)d.") % {
                    "name": self.names[rec.winner], "number": rec.number})

    def winners(self, rec: GameWon) -> str:
        """Who won, in words, with the scores, the winners' first ("You and Computer 3 won, 130 to 15.")."""
        game = self.game
        won = sorted({rec.side, *rec.with_sides})
        seats = [s for s in range(game.players) if game.side_of[s] in won]
        scores = sorted({rec.scores[side] for side in won}, reverse=True)
        params = {"score": listed(map(str, scores)),
                  "others": listed(str(rec.scores[side]) for side in sides_in_play(game.ruleset, game.players, len(rec.scores))
                                   if side not in won)}
        if self.me not in seats:
            params["winners"] = listed(self.names[s] for s in seats)
            return ngettext("%(winners)s won, %(score)s to %(others)s.",
                            "%(winners)s won, %(score)s to %(others)s.", len(seats)) % params
        mates = [self.names[s] for s in seats if s != self.me]
        if not mates:
            return _("You won, %(score)s to %(others)s.") % params
        return _("You and %(mates)s won, %(score)s to %(others)s.") % {**params, "mates": listed(mates)}

    def show(self) -> None:
        """The table as the person sees it before answering."""
        game = self.game
        trick = " ".join(str(c) for c in game.trick) or "-"
        scores = " - ".join(map(str, game.scores))
        if not game.ruleset.is_auction:
            self.write(_("Trumps %(trump)s (turned %(turned)s) · scores %(scores)s · trick: %(trick)s")
                       % {"trump": _(R.SUIT_WORDS[game.trump]), "turned": game.turned, "scores": scores, "trick": trick})
        elif game.trump is None:
            self.write(_("No trumps yet · scores %(scores)s") % {"scores": scores})
        else:
            self.write(_("Trumps %(trump)s · %(bidder)s bid %(bid)s · scores %(scores)s · trick: %(trick)s") % {
                "trump": _(R.SUIT_WORDS[game.trump]), "bidder": self.names[game.bidder], "bid": game.contract, "scores": scores,
                "trick": trick})
        self.write(_("Your hand: %(hand)s") % {"hand": " ".join(map(str, game.hand(self.me)))})

    def help(self) -> None:
        """What the game waits for and what may be answered, with the rule for a card."""
        game = self.game
        if game.phase == ROB and game.must_rob():
            self.write(_("You hold the king of trumps and the ace was not dealt: the %(card)s is yours. "
                         "Type the card to lay out for it.") % {"card": card_info(game.rob_card)["label"]})
        elif game.phase == ROB:
            self.write(_("You may take the %(card)s: type the card to discard for it, or no to keep your hand.")
                       % {"card": card_info(game.rob_card)["label"]})
        elif game.phase == PLAY:
            ruling = explain_play(game.hand(self.me), game.trick, game.trump, game.ruleset)
            legal = " ".join(map(str, game.legal_cards()))
            self.write(ruling.reason.render(_) + " " + _("Legal: %(cards)s") % {"cards": legal})
        else:
            waiting = game.waiting_for().render(_)
            self.write(waiting + " " + _("Answer %(options)s.") % {"options": answers.options(game)})
