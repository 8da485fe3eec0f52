"""Application config for the refereed games."""

from django.apps import AppConfig


class RefereeConfig(AppConfig):
    """Refereed games of Forty-Fives: stored as their action log and rebuilt by replay."""

    name = "tournaments.referee"
    default_auto_field = "django.db.models.BigAutoField"
