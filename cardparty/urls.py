"""Top-level URLs: the admin, accounts, and the app split by audience."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", include("tournaments.urls")),
]
