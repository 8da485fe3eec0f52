"""A table's ``?sort=`` taken only where it names the table's own sortable columns.

django-tables2 makes a lookup path of whatever ``?sort=`` says before it sees it is no column
(``?sort=1.5`` warned of a lookup written the old way); an address typed by hand, or mangled by
a phone, is left out here instead, and the table keeps its own order.
"""

from __future__ import annotations

import copy

from django.http import HttpRequest
from django_tables2 import RequestConfig, Table


def sorts_kept(table: Table, asked: list[str]) -> list[str]:
    """The sorts of ``asked`` (``["-wins", "names"]``, from ``?sort=-wins&sort=names``) the table can do."""
    names = {column.name for column in table.columns.iterorderable()}
    return [alias for alias in asked if alias.removeprefix("-") in names]


def table_configure(request: HttpRequest, table: Table, *, per_page: int | None = None) -> None:
    """Sort (and page, ``per_page`` rows a page) ``table`` as the address asks, a sort it cannot do left out."""
    field = table.prefixed_order_by_field
    asked = request.GET.getlist(field)
    if (kept := sorts_kept(table, asked)) != asked:
        request = copy.copy(request)
        request.GET = request.GET.copy()
        request.GET.setlist(field, kept)
    RequestConfig(request, paginate={"per_page": per_page} if per_page else False).configure(table)
