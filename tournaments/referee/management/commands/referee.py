"""Play a refereed game of Forty-Fives in the terminal against computer players.

Type a card (5H, 10C, AH) to play it, the card to discard to rob, ``no`` to keep your
hand, ``?`` for the legal cards and the rule, ``auto`` to let the computer choose for
you, ``q`` to stop.  ``--language fr`` for a referee that speaks French.  The same rules module referees the web pages.
"""

from __future__ import annotations

import sys

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import translation
from django.utils.translation import gettext as _

from cardparty.rules import RULESETS, RulesError, explain_play, new_game
from cardparty.rules.players import SensiblePlayer

from ...views.words import describe


class Command(BaseCommand):
    help = "Play a game of Forty-Fives in the terminal, refereed, against computer players."
    stealth_options = ("stdin",)

    def add_arguments(self, parser) -> None:
        parser.add_argument("--players", type=int, default=4, help="2 to 6 (default 4)")
        parser.add_argument("--ruleset", default="nova-scotia", choices=sorted(RULESETS))
        parser.add_argument("--seed", type=int, default=None, help="deal seed, to play the same deal again")
        parser.add_argument("--seat", type=int, default=0, help="your seat, 0 first (the first dealer)")
        parser.add_argument("--name", default="", help="your name")
        parser.add_argument("--language", default=settings.LANGUAGE_CODE, choices=[code for code, _name in settings.LANGUAGES],
                            help="the language the referee speaks (en or fr)")

    def handle(self, *args, **opts) -> None:
        with translation.override(opts["language"]):
            self._game(opts)

    def _game(self, opts: dict) -> None:
        inp = opts.get("stdin") or sys.stdin
        players = opts["players"]
        try:
            game = new_game(players, opts["ruleset"], opts["seed"], 0)
        except RulesError as exc:
            raise CommandError(exc.reason.render(_)) from None
        me = opts["seat"]
        if not 0 <= me < players:
            raise CommandError(_("Your seat is a number from 0 to %(last)d.") % {"last": players - 1})
        names = [_("Computer %(n)d") % {"n": s + 1} for s in range(players)]
        names[me] = opts["name"] or _("Player %(n)d (you)") % {"n": me + 1}
        sides = []
        for side in range(game.sides):
            sides.append(" & ".join(names[s] for s in range(players) if game.side_of[s] == side))
        bots = [SensiblePlayer(game.seed + s) for s in range(players)]
        out = self.stdout
        out.write(_("Forty-Fives, %(rules)s, seed %(seed)d. You are %(name)s (seat %(seat)d).")
                  % {"rules": _(game.ruleset.title), "seed": game.seed, "name": names[me], "seat": me})
        out.write(_("Type a card (5H, 10C, AH); ? for help; auto to let the computer play for you; q to stop."))
        seen, trump = 1, None
        while True:
            for rec in game.log[seen:]:
                trump = getattr(rec, "trump", trump)
                out.write(describe(rec, names, sides, trump, game.ruleset, reveal=False))
            seen = len(game.log)
            if game.is_over:
                return
            if game.to_act != me:
                game.apply(bots[game.to_act].choose(game))
                continue
            self._show(game, me)
            out.write(_("Rob? Type the card to discard, or no: ") if game.phase == "rob" else _("Your card: "), ending="")
            out.flush()
            line = inp.readline()
            if not line:
                out.write("\n" + _("End of input: the game is left unfinished."))
                return
            text = line.strip()
            try:
                if text.lower() in ("q", "quit", "exit"):
                    out.write(_("Game stopped."))
                    return
                if text in ("?", ""):
                    self._help(game, me)
                elif text.lower() == "auto":
                    game.apply(bots[me].choose(game))
                elif game.phase == "rob" and text.lower() in ("no", "n"):
                    game.decline_rob(me)
                elif game.phase == "rob":
                    game.rob(text, me)
                else:
                    game.play(text, me)
            except RulesError as exc:
                out.write(_("Refused: %(reason)s") % {"reason": exc.reason.render(_)})

    def _show(self, game, me: int) -> None:  # noqa: ANN001
        trick = " ".join(str(c) for c in game.trick) or "-"
        self.stdout.write(
            _("Trumps %(trump)s (turned %(turned)s) · scores %(scores)s · trick: %(trick)s")
            % {"trump": game.trump, "turned": game.turned, "scores": " - ".join(map(str, game.scores)), "trick": trick}
        )
        self.stdout.write(_("Your hand: %(hand)s") % {"hand": " ".join(map(str, game.hand(me)))})

    def _help(self, game, me: int) -> None:  # noqa: ANN001
        if game.phase == "rob":
            self.stdout.write(_("You may take the %(card)s: type the card to discard for it, or no to keep your hand.")
                              % {"card": game.rob_card})
            return
        ruling = explain_play(game.hand(me), game.trick, game.trump, game.ruleset)
        self.stdout.write(ruling.reason.render(_) + " " + _("Legal: %(cards)s") % {"cards": " ".join(map(str, ruling.legal))})
