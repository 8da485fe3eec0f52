"""Application config for the hall-night app."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class TournamentsConfig(AppConfig):
    """The card-party nights."""

    name = "tournaments"
    verbose_name = _("Card-party nights")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the link-token URL converter before any audience's URLs are read
        (the root URLconf, or a doctest run importing one audience's urls.py alone)."""
        from django.urls import register_converter

        from .web.converters import TokenConverter

        register_converter(TokenConverter, "token")

        from .services.versions import versions_connect

        versions_connect()

        from .cache.polls import poll_cache_connect
        from .cache.sessions import user_cache_connect

        poll_cache_connect()
        user_cache_connect()
