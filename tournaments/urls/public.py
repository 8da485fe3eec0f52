"""Public, read-only pages: home, the wall board, standings, a couple's own card."""

from django.urls import path

from ..views import public

urlpatterns = [
    path("", public.home, name="home"),
    path("n/<slug:slug>/board/", public.board, name="board"),
    path("n/<slug:slug>/board/live/", public.board_live, name="board-live"),
    path("n/<slug:slug>/standings/", public.standings, name="standings"),
    path("c/<token:token>/", public.couple_card, name="couple-card"),
]
