"""Spreadsheet exports of django-tables2 tables (CSV, XLSX through tablib), safe to open.

A player's name is free text: "=HYPERLINK(...)" typed at registration must not
become a formula in the organiser's spreadsheet. Every text cell that starts
with a character a spreadsheet reads as a formula is prefixed with a single quote.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.utils.text import slugify
from django_tables2.export import TableExport
from tablib import Dataset

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
FORMATS = ("csv", "xlsx")


def neutralise(value: object) -> object:
    """A cell as a spreadsheet will read it: text that looks like a formula gets a leading quote."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


class SafeTableExport(TableExport):
    """TableExport for tables of dict records, every cell through ``neutralise``.

    Values come straight from the records (or the table's ``value_<column>``
    method), in the table's current order: much faster than per-cell rendering.
    """

    def table_to_dataset(self, table, exclude_columns, dataset_kwargs=None):
        columns = [c for c in table.columns.iterall() if not c.column.exclude_from_export
                   and c.name not in (exclude_columns or ())]
        dataset = Dataset(**(dataset_kwargs or {}))
        dataset.headers = [neutralise(str(c.header)) for c in columns]
        for record in table.data:
            dataset.append([neutralise(self._value(table, c.name, record)) for c in columns])
        return dataset

    @staticmethod
    def _value(table, name: str, record: dict) -> object:
        custom = getattr(table, f"value_{name}", None)
        return custom(value=record.get(name), record=record) if custom else record.get(name)


def export_format(requested: str | None) -> str | None:
    """The export format asked for with ``?_export=``, if it is one we offer."""
    return requested if requested in FORMATS else None


def table_export(table, fmt: str, name: str) -> HttpResponse:
    """The table as a download named after ``name``."""
    exporter = SafeTableExport(fmt, table, dataset_kwargs={"title": (slugify(name) or "export")[:31]})
    return exporter.response(filename=f"{slugify(name) or 'export'}.{fmt}")
