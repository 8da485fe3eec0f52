"""The organiser's desk: everything for the nights they run."""

from django.urls import path

from ..views import (
    organiser,
    organiser_couples,
    organiser_jar,
    organiser_night_edit,
    organiser_play,
    organiser_prizes,
    organiser_results,
    organiser_ties,
)

urlpatterns = [
    path("", organiser.desk_home, name="desk-home"),
    path("<slug:slug>/", organiser.night_desk, name="desk-night"),
    path("<slug:slug>/settings/", organiser_night_edit.night_edit, name="desk-night-edit"),
    path("<slug:slug>/scorekeepers/add/", organiser.scorekeeper_add, name="desk-scorekeeper-add"),
    path("<slug:slug>/scorekeepers/new/", organiser.scorekeeper_create, name="desk-scorekeeper-create"),
    path("<slug:slug>/scorekeepers/remove/", organiser.scorekeeper_remove, name="desk-scorekeeper-remove"),
    # Registration, late arrivals, withdrawals and returns, public links
    path("<slug:slug>/couples/", organiser_couples.couples, name="desk-couples"),
    path("<slug:slug>/couples/<int:number>/edit/", organiser_couples.couple_edit, name="desk-couple-edit"),
    path("<slug:slug>/couples/<int:number>/withdraw/", organiser_couples.couple_withdraw_view, name="desk-couple-withdraw"),
    path("<slug:slug>/couples/<int:number>/readmit/", organiser_couples.couple_readmit_view, name="desk-couple-readmit"),
    path("<slug:slug>/couples/<int:number>/link/", organiser_couples.couple_link, name="desk-couple-link"),
    # Playing
    path("<slug:slug>/start/", organiser_play.start, name="desk-start"),
    path("<slug:slug>/progress/", organiser_play.progress, name="desk-progress"),
    path("<slug:slug>/progress/live/", organiser_play.progress_live, name="desk-progress-live"),
    path("<slug:slug>/close/", organiser_play.close, name="desk-close"),
    path("<slug:slug>/disputes/keep/", organiser_play.dispute_keep_view, name="desk-dispute-keep"),
    path("<slug:slug>/disputes/correct/", organiser_play.dispute_correct_view, name="desk-dispute-correct"),
    path("<slug:slug>/moves/", organiser_play.moves, name="desk-moves"),
    # Corrections
    path("<slug:slug>/results/", organiser_results.results, name="desk-results"),
    path("<slug:slug>/results/correct/", organiser_results.correct, name="desk-correct"),
    path("<slug:slug>/audit/", organiser_results.audit, name="desk-audit"),
    # Prizes, tie-breaks, cookie jar, finish
    path("<slug:slug>/prizes/", organiser_prizes.prizes, name="desk-prizes"),
    path("<slug:slug>/prizes/choose/", organiser_ties.tie_choose, name="desk-tie-choose"),
    path("<slug:slug>/prizes/<int:tiebreak>/cut/", organiser_ties.tie_cut, name="desk-tie-cut"),
    path("<slug:slug>/prizes/<int:tiebreak>/playoff/", organiser_ties.tie_playoff, name="desk-tie-playoff"),
    path("<slug:slug>/jar/", organiser_jar.jar, name="desk-jar"),
    path("<slug:slug>/jar/entries/", organiser_jar.jar_entries, name="desk-jar-entries"),
    path("<slug:slug>/jar/draw/", organiser_jar.jar_draw_view, name="desk-jar-draw"),
    path("<slug:slug>/jar/reveal/", organiser_jar.jar_reveal_view, name="desk-jar-reveal"),
    path("<slug:slug>/finish/", organiser_prizes.finish, name="desk-finish"),
]
