"""Application config for the printouts (no models: it brings its management commands)."""

from django.apps import AppConfig


class PrintingConfig(AppConfig):
    """The PDF printouts of a night."""

    name = "tournaments.printing"
