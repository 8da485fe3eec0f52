"""One row stored as one INSERT through the ORM, for the rows a tap stores many times a game.

``bulk_create`` of a single row sends no save signal (the version is moved on by the caller, once),
but its bookkeeping for many rows (batch sizes, a nested atomic block, the new id read back with
RETURNING) costs about as much again as the statement on a tap. ``row_insert`` is what a model's
``save`` does for a new row (``Model._do_insert``: the manager's ``_insert`` with the model's own
fields, each prepared by the field, ``auto_now_add`` and defaults included) without the signals and
without reading the id back: for rows whose id the caller never needs.
"""

from __future__ import annotations

from functools import cache

from django.db import router
from django.db.models import Field, Model


@cache
def _insert_fields(model: type[Model]) -> tuple[Field, ...]:
    """The fields an INSERT of ``model`` names: as ``save`` and ``bulk_create`` do, all but the auto id."""
    meta = model._meta
    return tuple(f for f in meta.local_concrete_fields if not f.generated and not (f.primary_key and meta.auto_field is f))


def row_insert(row: Model) -> None:
    """Insert ``row`` (a new row of a model with an auto id) with no save signal and no id read back.
    A unique constraint it breaks raises IntegrityError, as ``save`` would."""
    model = type(row)
    model._base_manager._insert([row], fields=list(_insert_fields(model)), returning_fields=None,
                                using=router.db_for_write(model, instance=row))
