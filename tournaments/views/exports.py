"""Spreadsheet exports of django-tables2 tables (CSV, XLSX through tablib), safe to open.

A player's name is free text: "=HYPERLINK(...)" typed at registration must not
become a formula in the organiser's spreadsheet. Every text cell that starts
with a character a spreadsheet reads as a formula is prefixed with a single quote.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.utils.text import slugify
from django_tables2.export import TableExport

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
FORMATS = ("csv", "xlsx")


def neutralise(value: object) -> object:
    """A cell as a spreadsheet will read it: text that looks like a formula gets a leading quote."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


class SafeTableExport(TableExport):
    """TableExport whose every cell went through ``neutralise``."""

    def table_to_dataset(self, table, exclude_columns, dataset_kwargs=None):
        dataset = super().table_to_dataset(table, exclude_columns, dataset_kwargs)
        safe = [[neutralise(cell) for cell in row] for row in dataset]
        headers = [neutralise(h) for h in dataset.headers or []]
        dataset.wipe()
        dataset.headers = headers
        for row in safe:
            dataset.append(row)
        return dataset


def export_format(requested: str | None) -> str | None:
    """The export format asked for with ``?_export=``, if it is one we offer."""
    return requested if requested in FORMATS else None


def table_export(table, fmt: str, name: str) -> HttpResponse:
    """The table as a download named after ``name``."""
    exporter = SafeTableExport(fmt, table, dataset_kwargs={"title": (slugify(name) or "export")[:31]})
    return exporter.response(filename=f"{slugify(name) or 'export'}.{fmt}")
