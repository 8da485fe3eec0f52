"""Forget the free refereed games that no one has touched for a long time."""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand

from ...upkeep import referee_forget


class Command(BaseCommand):
    help = (f"Delete the refereed games not of a night that no one has touched for "
            f"{settings.REFEREE_FORGET_AFTER_DAYS} days (REFEREE_FORGET_AFTER_DAYS); a night's games stay.")

    def handle(self, *args, **opts) -> None:
        self.stdout.write(f"{referee_forget()} forgotten")
