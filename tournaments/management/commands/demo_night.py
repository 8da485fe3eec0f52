"""Create a night with random couples and play some games with random winners."""

from __future__ import annotations

import datetime as dt
import random

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from ...demo import demo_night_create


class Command(BaseCommand):
    help = "Create a demo night, play K games with random winners, print its slug."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--couples", type=int, default=30)
        parser.add_argument("--games", type=int, default=25)
        parser.add_argument("--seed", type=int, default=None)
        parser.add_argument("--play", type=int, default=0, help="games to play with random winners")
        parser.add_argument("--name", default="Demo night")
        parser.add_argument("--date", default=None, help="YYYY-MM-DD (today by default)")
        parser.add_argument("--owner", default=None,
                            help="the user name of the organiser whose series and night it is (without it: superusers only)")

    def handle(self, *args, **opts) -> None:
        if opts["couples"] < 2 or not 0 <= opts["play"] <= opts["games"]:
            raise CommandError("need at least 2 couples and 0 <= --play <= --games")
        date = dt.date.fromisoformat(opts["date"]) if opts["date"] else dt.date.today()
        owner = None
        if opts["owner"] is not None:
            owner = get_user_model().objects.filter(**{get_user_model().USERNAME_FIELD: opts["owner"]}).first()
            if owner is None:
                raise CommandError(f"no user called {opts['owner']!r}")
        seed = opts["seed"] if opts["seed"] is not None else random.randrange(2**31)
        night = demo_night_create(couples=opts["couples"], games=opts["games"], seed=seed,
                                  play=opts["play"], name=opts["name"], date=date, owner=owner)
        self.stdout.write(night.slug)
