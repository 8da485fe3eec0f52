"""Print a night's standings as a table or JSON."""

from __future__ import annotations

import json
from dataclasses import asdict

from django.core.management.base import BaseCommand, CommandError

from ...errors import Refusal
from ...selectors import night_get, night_standings


class Command(BaseCommand):
    help = "Show a night's standings: couples, wins, punched games, prize groups, booby group, cookie jar."

    def add_arguments(self, parser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--json", action="store_true")

    def handle(self, *args, **opts) -> None:
        try:
            night = night_get(slug=opts["slug"])
        except Refusal as exc:
            raise CommandError(exc.message) from None
        table = night_standings(night=night)
        if opts["json"]:
            data = {
                "night": night.slug,
                "games_played": table.games_played,
                "couples": [
                    {"number": c.number, "names": [c.player1, c.player2], "wins": c.wins, "games": list(c.games),
                     "active": c.active}
                    for c in table.lines
                ],
                "prize_groups": table.prize_groups,
                "booby_group": table.booby_group,
                "cookie_jar": asdict(table.jar),
                "ties": [asdict(t) for t in table.ties],
            }
            self.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str))
            return
        self.stdout.write(f"{night.name} — {night.date}  ({table.games_played}/{night.games})")
        for c in sorted(table.lines, key=lambda c: (-c.wins, c.number)):
            games = " ".join(map(str, c.games))
            self.stdout.write(f"{c.number:>4}  {c.names[:40]:<40} {c.wins:>3}  {games}")
        for place, group in enumerate(table.prize_groups, start=1):
            self.stdout.write(f"prize {place}: {', '.join(map(str, group))}")
        if table.booby_group:
            self.stdout.write(f"booby: {', '.join(map(str, table.booby_group))}")
