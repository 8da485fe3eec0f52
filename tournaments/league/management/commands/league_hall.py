"""``league_hall NAME [--series NAME]``: make a hall on the league server and print its token once,
saying what it is; ``--revoke`` revokes every live token of the hall instead. A new league series
belongs to the league's organisers (the ``league.run_league`` permission; none: superusers only)."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from tournaments.errors import Refusal
from tournaments.league.models import Hall
from tournaments.league.services import hall_create, league_series, token_make, token_revoke


class Command(BaseCommand):
    help = "Make a hall of the league (or give an existing one a new token) and print the token; --revoke revokes its tokens."

    def add_arguments(self, parser) -> None:  # noqa: ANN001
        parser.add_argument("name", help="the hall's name")
        parser.add_argument("--series", default="League", help="the league series its nights go into (made if new)")
        parser.add_argument("--revoke", action="store_true", help="revoke every live token of the hall")

    def handle(self, *args, name: str, series: str, revoke: bool, **options) -> None:
        hall = Hall.objects.filter(name=name.strip()).first()
        if revoke:
            if hall is None:
                raise CommandError(f"No hall called {name!r}.")
            live = list(hall.tokens.filter(revoked_at__isnull=True))
            for token in live:
                token_revoke(token=token)
            self.stdout.write(f"{len(live)} token(s) of {hall.name} revoked.")
            return
        try:
            hall = hall or hall_create(name=name, series=league_series(name=series))
        except Refusal as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(f"Hall token for {hall.name} (keep it secret; give it to the hall's organiser): "
                          f"{token_make(hall=hall)}")
