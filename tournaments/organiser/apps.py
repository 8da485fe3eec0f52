"""Application config for the organiser's desk (no models: it finds its templates)."""

from django.apps import AppConfig


class OrganiserConfig(AppConfig):
    """The organiser's desk."""

    name = "tournaments.organiser"
