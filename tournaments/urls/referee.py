"""The referee: play a refereed game, replay it, rule on a dispute, referee a night's table."""

from django.urls import path

from ..views import referee

urlpatterns = [
    path("", referee.home, name="referee-home"),
    path("ruling/", referee.ruling, name="referee-ruling"),
    path("g/<token:token>/", referee.game_page, name="referee-game"),
    path("g/<token:token>/confirm/", referee.game_confirm, name="referee-confirm"),
    path("g/<token:token>/replay/", referee.game_replay, name="referee-replay"),
    path("g/<token:token>/state/", referee.game_state, name="referee-state"),
    path("p/<int:pk>/<token:key>/", referee.seat_page, name="referee-seat"),
    path("p/<int:pk>/<token:key>/confirm/", referee.seat_confirm, name="referee-seat-confirm"),
    path("p/<int:pk>/<token:key>/replay/", referee.seat_replay, name="referee-seat-replay"),
    path("p/<int:pk>/<token:key>/state/", referee.seat_state, name="referee-seat-state"),
    path("night/<slug:slug>/", referee.night_tables, name="referee-night"),
    path("night/<slug:slug>/table/<int:table>/", referee.table_start, name="referee-table"),
]
