"""Top-level URLs: the admin, accounts, and one include per audience (each its own package)."""

from django.contrib import admin
from django.urls import include, path, register_converter

from tournaments.web.converters import TokenConverter

from .health import healthz

# Registered once, before the audiences' URLs that use <token:...> are read.
register_converter(TokenConverter, "token")

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("tournaments.web.urls")),
    path("desk/", include("printing.urls")),
    path("desk/", include("organiser.urls")),
    path("score/", include("scorekeeper.urls")),
    path("referee/", include("referee.urls")),
    path("", include("public.urls")),
]
