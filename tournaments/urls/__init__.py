"""The app's URLs, split by audience: organiser desk, scorekeeper tablets, public pages."""

from django.urls import include, path

urlpatterns = [
    path("desk/", include("tournaments.urls.printing")),
    path("desk/", include("tournaments.urls.organiser")),
    path("score/", include("tournaments.urls.scorekeeper")),
    path("referee/", include("tournaments.urls.referee")),
    path("", include("tournaments.urls.public")),
]
