"""PDF downloads, on the organiser's desk."""

from django.urls import path

from ..views import printing

urlpatterns = [
    path("<slug:slug>/print/punchcards.pdf", printing.punchcards, name="print-punchcards"),
    path("<slug:slug>/print/tables.pdf", printing.tablecards, name="print-tablecards"),
    path("<slug:slug>/print/standings.pdf", printing.standings, name="print-standings"),
    path("<slug:slug>/print/backup.pdf", printing.backup, name="print-backup"),
]
