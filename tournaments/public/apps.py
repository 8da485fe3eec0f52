"""Application config for the public pages (no models: it finds its templates)."""

from django.apps import AppConfig


class PublicConfig(AppConfig):
    """The public pages: board, standings, couple cards."""

    name = "tournaments.public"
