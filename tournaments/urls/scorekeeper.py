"""Scorekeepers' tablet pages and the result posts they make."""

from django.urls import path

from ..views import scorekeeper

urlpatterns = [
    path("<slug:slug>/", scorekeeper.tablet, name="score"),
    path("<slug:slug>/state/", scorekeeper.state, name="score-state"),
    path("<slug:slug>/result/", scorekeeper.record, name="score-result"),
    path("<slug:slug>/undo/", scorekeeper.undo, name="score-undo"),
]
