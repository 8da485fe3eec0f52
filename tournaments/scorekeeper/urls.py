"""Scorekeepers' tablet pages and the result posts they make."""

from django.urls import path

from . import views

urlpatterns = [
    path("<slug:slug>/", views.tablet, name="score"),
    path("<slug:slug>/state/", views.state, name="score-state"),
    path("<slug:slug>/result/", views.record, name="score-result"),
    path("<slug:slug>/undo/", views.undo, name="score-undo"),
]
