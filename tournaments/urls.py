"""The app's URLs (pages are added by audience: organiser, scorekeeper, public)."""

from django.shortcuts import redirect
from django.urls import path

urlpatterns = [
    path("", lambda request: redirect("admin:index"), name="home"),
]
