"""Application config for the public pages (no models: it finds its templates)."""

from django.apps import AppConfig


class PublicConfig(AppConfig):
    """The public pages: board, standings, couple cards."""

    name = "tournaments.public"

    def ready(self) -> None:
        """Draw the board and the standings as each game closes (public/warm.py)."""
        from tournaments.signals import game_closed

        from .warm import close_warm

        game_closed.connect(close_warm, dispatch_uid="public-close-warm")
