"""The app's URLs, split by audience: organiser desk, scorekeeper tablets, public pages."""

from django.urls import include, path, register_converter

from ..views import accounts
from .converters import TokenConverter

register_converter(TokenConverter, "token")

urlpatterns = [
    path("accounts/login/", accounts.login_view, name="login"),
    path("accounts/logout/", accounts.logout_view, name="logout"),
    path("desk/", include("tournaments.urls.printing")),
    path("desk/", include("tournaments.urls.organiser")),
    path("score/", include("tournaments.urls.scorekeeper")),
    path("referee/", include("tournaments.urls.referee")),
    path("", include("tournaments.urls.public")),
]
