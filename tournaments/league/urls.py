"""The league server's URLs (``/league/``): the organiser's page and the halls' API."""

from django.urls import path

from .views import api, league

urlpatterns = [
    path("", league.league_home, name="league-home"),
    path("halls/<int:hall>/token/", league.token_create, name="league-token-make"),
    path("halls/<int:hall>/upload/", league.night_upload, name="league-night-upload"),
    path("tokens/<int:hall_token>/revoke/", league.token_revoke_view, name="league-token-revoke"),
    path("api/nights/", api.nights_receive, name="league-api-nights"),
]
