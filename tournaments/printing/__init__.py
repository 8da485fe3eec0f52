"""PDF printouts of a night: punch cards, table cards, standings, paper backup.

Pure layout: every module here receives the frozen dataclasses of
``tournaments.printing.data`` and runs no query; ``tournaments.printing_build``
is the one module that reads the database for printing.
"""
