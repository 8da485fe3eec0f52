"""PDF printouts of a night: punch cards, table cards, standings, paper backup.

The layouts (``punchcards``, ``tablecards``, ``standings``, ``backup`` and what they share:
``common``, ``pages``, ``fonts``, ``qr``, ``rawtext``) receive the frozen dataclasses of
``printing.data`` and run no query; ``printing.build`` is the one module that reads the
database for printing. ``views``/``urls`` serve the PDFs on the desk, and the
``print_*`` management commands write them to files. The DejaVu fonts are in ``dejavu/``.
"""
