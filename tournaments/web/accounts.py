"""Log in and out (attempts are throttled by django-axes)."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse

login_view = auth_views.LoginView.as_view(template_name="registration/login.html", redirect_authenticated_user=True)


def logout_view(request: HttpRequest) -> HttpResponse:
    """Log out with a POST (a GET shows the confirmation button)."""
    return auth_views.LogoutView.as_view(template_name="registration/logged_out.html")(request)


def axes_username(request: HttpRequest, credentials: dict | None = None) -> str:
    """The user name django-axes records, cut to what its column holds (and no account has)."""
    name = (credentials or {}).get("username") or request.POST.get("username", "")
    return str(name)[:150]
