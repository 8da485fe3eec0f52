"""PDF downloads, on the organiser's desk."""

from django.urls import path

from . import views

urlpatterns = [
    path("<slug:slug>/print/punchcards.pdf", views.punchcards, name="print-punchcards"),
    path("<slug:slug>/print/tables.pdf", views.tablecards, name="print-tablecards"),
    path("<slug:slug>/print/standings.pdf", views.standings, name="print-standings"),
    path("<slug:slug>/print/backup.pdf", views.backup, name="print-backup"),
]
