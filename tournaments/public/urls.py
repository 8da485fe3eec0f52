"""Public, read-only pages: home, the wall board, standings, a couple's own card."""

from django.urls import path

from . import season, views

urlpatterns = [
    path("", views.home, name="home"),
    path("n/<slug:slug>/board/", views.board, name="board"),
    path("n/<slug:slug>/board/live/", views.board_live, name="board-live"),
    path("n/<slug:slug>/standings/", views.standings, name="standings"),
    path("c/<token:token>/", views.couple_card, name="couple-card"),
    path("s/<slug:series>/", season.series_season, name="series-season"),
    path("s/<slug:series>/p/<int:player>/", season.series_player, name="series-player"),
]
