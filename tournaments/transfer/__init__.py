"""Export a night to plain JSON data and import it back, identical.

The format (version 1) is documented in the README and, exactly, by ``schema.SCHEMA``: one object
with the series, the night's settings, couples, seats, results, corrections, tie-breaks and the
cookie jar. Couples are referred to by number. An import checks the whole file first
(``schema.py``, then ``checks.py``) and writes nothing unless all of it is sound (``load.py``).
"""

from .export import FORMAT, NIGHT_FIELDS, VERSION, night_export
from .load import file_check, night_check, night_import

__all__ = ["FORMAT", "NIGHT_FIELDS", "VERSION", "file_check", "night_check", "night_export", "night_import"]
