"""Play a refereed game of Forty-Fives in the terminal against computer players, at any preset.

Type a card (5H, 10C, AH) to play it; in auction games a bid ("20"), "hold" or "pass", a suit
for trumps, the cards to discard, a card to call and "me" or "left" for the lead, as asked.
``?`` tells what the game waits for and the answers it takes, ``auto`` lets the computer choose
for you, ``q`` stops.  ``--language fr`` for a referee that speaks French.  The same rules module
and the same sentences referee the web pages.
"""

from __future__ import annotations

import sys

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import translation
from django.utils.translation import gettext as _

from cardparty.rules import PRESETS, RulesError, new_game
from cardparty.rules.players import PLAYERS

from ...terminal.table import TerminalTable


class Command(BaseCommand):
    help = "Play a game of Forty-Fives in the terminal, refereed, against computer players (every preset)."
    stealth_options = ("stdin",)

    def add_arguments(self, parser) -> None:
        parser.add_argument("--players", type=int, default=4, help="2 to 6 (default 4)")
        parser.add_argument("--ruleset", default="nova-scotia", choices=sorted(PRESETS))
        parser.add_argument("--seed", type=int, default=None, help="deal seed, to play the same deal again")
        parser.add_argument("--seat", type=int, default=0, help="your seat, 0 first (the first dealer)")
        parser.add_argument("--name", default="", help="your name")
        parser.add_argument("--bots", default="sensible", choices=sorted(PLAYERS), help="the computer players")
        parser.add_argument("--language", default=settings.LANGUAGE_CODE, choices=[code for code, _name in settings.LANGUAGES],
                            help="the language the referee speaks (en or fr)")

    def handle(self, *args, **opts) -> None:
        with translation.override(opts["language"]):
            self._game(opts)

    def _game(self, opts: dict) -> None:
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
        bots = [PLAYERS[opts["bots"]](game.seed + s) for s in range(players)]
        self.stdout.write(_("Forty-Fives, %(rules)s, seed %(seed)d. You are %(name)s (seat %(seat)d).")
                          % {"rules": _(game.ruleset.title), "seed": game.seed, "name": names[me], "seat": me})
        self.stdout.write(_("Answer as asked; ? for help; auto to let the computer play for you; q to stop."))
        TerminalTable(game, me, names, bots, opts.get("stdin") or sys.stdin, self.stdout).run()
