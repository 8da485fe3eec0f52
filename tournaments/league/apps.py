"""Application config for the league (its own models, app label ``league``)."""

from django.apps import AppConfig


class LeagueConfig(AppConfig):
    """The league: halls sending their finished nights to a league server."""

    name = "tournaments.league"
    label = "league"
    default_auto_field = "django.db.models.BigAutoField"
