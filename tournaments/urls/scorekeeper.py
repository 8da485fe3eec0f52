"""Scorekeepers' tablet pages and the result posts they make."""

from django.urls import path

from ..views import scorekeeper

urlpatterns = [
    path("<slug:slug>/", scorekeeper.tablet, name="score"),
]
