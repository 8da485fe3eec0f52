"""The organiser's desk: everything for the nights they run."""

from django.urls import path

from .views import couples, cuts, home, jar, play, players, prizes, results, settings, ties

urlpatterns = [
    path("", home.desk_home, name="desk-home"),
    path("<slug:slug>/", home.night_desk, name="desk-night"),
    # A series' players: rename one, merge two who are one person
    path("series/<slug:series>/players/", players.series_players, name="desk-series-players"),
    path("<slug:slug>/settings/", settings.night_edit, name="desk-night-edit"),
    path("<slug:slug>/delete/", home.night_delete_view, name="desk-night-delete"),
    path("<slug:slug>/scorekeepers/add/", home.scorekeeper_add, name="desk-scorekeeper-add"),
    path("<slug:slug>/scorekeepers/new/", home.scorekeeper_create, name="desk-scorekeeper-create"),
    path("<slug:slug>/scorekeepers/remove/", home.scorekeeper_remove, name="desk-scorekeeper-remove"),
    # Registration, late arrivals, withdrawals and returns, public links
    path("<slug:slug>/couples/", couples.couples, name="desk-couples"),
    path("<slug:slug>/couples/<int:number>/edit/", couples.couple_edit, name="desk-couple-edit"),
    path("<slug:slug>/couples/<int:number>/withdraw/", couples.couple_withdraw_view, name="desk-couple-withdraw"),
    path("<slug:slug>/couples/<int:number>/readmit/", couples.couple_readmit_view, name="desk-couple-readmit"),
    path("<slug:slug>/couples/<int:number>/link/", couples.couple_link, name="desk-couple-link"),
    # Playing
    path("<slug:slug>/start/", play.start, name="desk-start"),
    path("<slug:slug>/progress/", play.progress, name="desk-progress"),
    path("<slug:slug>/progress/live/", play.progress_live, name="desk-progress-live"),
    path("<slug:slug>/close/", play.close, name="desk-close"),
    path("<slug:slug>/disputes/keep/", play.dispute_keep_view, name="desk-dispute-keep"),
    path("<slug:slug>/disputes/correct/", play.dispute_correct_view, name="desk-dispute-correct"),
    path("<slug:slug>/moves/", play.moves, name="desk-moves"),
    # Corrections
    path("<slug:slug>/results/", results.results, name="desk-results"),
    path("<slug:slug>/results/correct/", results.correct, name="desk-correct"),
    path("<slug:slug>/audit/", results.audit, name="desk-audit"),
    # Prizes, tie-breaks, cookie jar, finish
    path("<slug:slug>/prizes/", prizes.prizes, name="desk-prizes"),
    path("<slug:slug>/prizes/choose/", ties.tie_choose, name="desk-tie-choose"),
    path("<slug:slug>/prizes/<int:tiebreak>/cut/", cuts.tie_cut, name="desk-tie-cut"),
    path("<slug:slug>/prizes/<int:tiebreak>/playoff/", ties.tie_playoff, name="desk-tie-playoff"),
    path("<slug:slug>/prizes/<int:tiebreak>/undo/", ties.tie_undo, name="desk-tie-undo"),
    path("<slug:slug>/jar/", jar.jar, name="desk-jar"),
    path("<slug:slug>/jar/entries/", jar.jar_entries, name="desk-jar-entries"),
    path("<slug:slug>/jar/draw/", jar.jar_draw_view, name="desk-jar-draw"),
    path("<slug:slug>/jar/reveal/", jar.jar_reveal_view, name="desk-jar-reveal"),
    path("<slug:slug>/finish/", prizes.finish, name="desk-finish"),
    path("<slug:slug>/reopen/", prizes.reopen, name="desk-reopen"),
]
