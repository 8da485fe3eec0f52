"""The hall desk's league pages, under ``/desk/``: a series' league link, a night sent or downloaded."""

from django.urls import path

from .views import desk

urlpatterns = [
    path("series/<slug:series>/league/", desk.series_league, name="desk-league-link"),
    path("<slug:slug>/league/", desk.night_league, name="desk-league-night"),
    path("<slug:slug>/night.json", desk.night_file, name="desk-league-file"),
]
