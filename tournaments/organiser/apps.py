"""Application config for the organiser's desk (no models: it finds its templates)."""

from django.apps import AppConfig


class OrganiserConfig(AppConfig):
    """The organiser's desk."""

    name = "tournaments.organiser"

    def ready(self) -> None:
        """Draw the desk's moves and progress tiles as each game closes (organiser/warm.py)."""
        from tournaments.signals import game_closed

        from .warm import desk_warm

        game_closed.connect(desk_warm, dispatch_uid="organiser-desk-warm")
