"""The referee: play a refereed game, replay it, rule on a dispute, referee a night's table.

- ``/referee/``: deal a new game (2 to 6 seats, people or computer players).
- ``/referee/g/<token>/``: the table.  Pass-and-play shows one hand at a time behind a
  hand-over screen; with own phones it shows each seat's private link until that seat is taken and
  never once play starts (``g/<token>/link/``: the host shows one again on purpose).
- ``/referee/p/<pk>/<key>/``: one seat's private page on its player's phone.
- ``/referee/ruling/``: pick trump, the trick and a hand on a card picker (plain GET
  links, bookmarkable); it shows the legal cards, who is winning and the deciding rule.
- ``/referee/ruling/auction/``: auction games: is a bid legal after the bids so far, what a round scores.
- ``/referee/learn/``: the lessons; ``learn/<lesson>/?q=<n>&pick=<choice>``: one position, answered.
- ``/referee/night/<slug>/``: a night's tables, to start a game with a table's couples.
"""

from django.urls import path

from .views import auction_ruling, lessons, night, play, replay, ruling

urlpatterns = [
    path("", play.home, name="referee-home"),
    path("learn/", lessons.lesson_list, name="referee-learn"),
    path("learn/<slug:slug>/", lessons.lesson_page, name="referee-lesson"),
    path("ruling/", ruling.ruling, name="referee-ruling"),
    path("ruling/auction/", auction_ruling.auction_ruling, name="referee-ruling-auction"),
    path("g/<token:token>/", play.game_page, name="referee-game"),
    path("g/<token:token>/confirm/", night.game_confirm, name="referee-confirm"),
    path("g/<token:token>/replay/", replay.game_replay, name="referee-replay"),
    path("g/<token:token>/state/", play.game_state, name="referee-state"),
    path("g/<token:token>/link/", play.link_show, name="referee-link"),
    path("p/<int:pk>/<token:key>/", play.seat_page, name="referee-seat"),
    path("p/<int:pk>/<token:key>/confirm/", night.seat_confirm, name="referee-seat-confirm"),
    path("p/<int:pk>/<token:key>/replay/", replay.seat_replay, name="referee-seat-replay"),
    path("p/<int:pk>/<token:key>/state/", play.seat_state, name="referee-seat-state"),
    path("night/<slug:slug>/", night.night_tables, name="referee-night"),
    path("night/<slug:slug>/table/<int:table>/", night.table_start, name="referee-table"),
]
