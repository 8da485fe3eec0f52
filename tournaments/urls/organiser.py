"""The organiser's desk: everything for the nights they run."""

from django.urls import path

from ..views import organiser

urlpatterns = [
    path("", organiser.desk_home, name="desk-home"),
    path("<slug:slug>/", organiser.night_desk, name="desk-night"),
]
