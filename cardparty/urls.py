"""Top-level URLs: the admin, accounts, and one include per audience (each its own package)."""

from django.contrib import admin
from django.urls import include, path

from tournaments.printing.views import season as season_pdf

from .health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("tournaments.web.urls")),
    path("desk/", include("tournaments.printing.urls")),
    path("desk/", include("tournaments.organiser.urls")),
    path("desk/", include("tournaments.league.desk_urls")),
    path("league/", include("tournaments.league.urls")),
    path("score/", include("tournaments.scorekeeper.urls")),
    path("referee/", include("tournaments.referee.urls")),
    path("s/<slug:series>/season.pdf", season_pdf, name="print-season"),  # public, as the series page is
    path("", include("tournaments.public.urls")),
]
