"""Application config for the hall-night app."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    """The card-party nights."""

    name = "tournaments"
    verbose_name = _("Card-party nights")
    default_auto_field = "django.db.models.BigAutoField"
