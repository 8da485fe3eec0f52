"""Application config for the scorekeepers' tablets (no models: it finds its template)."""

from django.apps import AppConfig


class ScorekeeperConfig(AppConfig):
    """The scorekeepers' tablets."""

    name = "tournaments.scorekeeper"
