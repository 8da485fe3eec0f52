"""Logging in and out, for every audience."""

from django.urls import path

from . import accounts

urlpatterns = [
    path("accounts/login/", accounts.login_view, name="login"),
    path("accounts/logout/", accounts.logout_view, name="logout"),
]
