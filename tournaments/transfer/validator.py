"""Checking a file against ``schema.SCHEMA`` with the jsonschema library, as JSON Schema means it.

Two of Python's defaults differ from JSON Schema's and would let a hostile file through: ``re``'s
``$`` also matches before a final newline ("demo\\n" would pass as a slug) and ``\\d`` matches any
script's digits; and jsonschema counts ``1.0`` as an integer. Here a pattern's ``$`` is the end
of the text, patterns are ASCII, and an integer is a JSON integer (not a float, not a boolean).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from jsonschema import Draft202012Validator, ValidationError, validators
from jsonschema.exceptions import best_match

from .schema import SCHEMA


@lru_cache(maxsize=64)
def _compiled(pattern: str) -> re.Pattern:
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern, re.ASCII)


def _pattern(validator, pattern: str, instance, schema) -> Iterable[ValidationError]:  # noqa: ANN001
    if validator.is_type(instance, "string") and not _compiled(pattern).search(instance):
        yield ValidationError(f"{_short(instance)} is not in the expected form")


def _integer(checker, instance) -> bool:  # noqa: ANN001
    return isinstance(instance, int) and not isinstance(instance, bool)


_Validator = validators.extend(
    Draft202012Validator,
    validators={"pattern": _pattern},
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _integer),
)
VALIDATOR = _Validator(SCHEMA)


def _short(value: object, most: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= most else text[: most - 1] + "…"


def path_text(path: Iterable) -> str:
    """``couples[3].player1`` for the path ("couples", 3, "player1"); ``the file`` for none."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the file"


def schema_problem(data: object) -> tuple[str, str] | None:
    """The most telling way the data breaks the schema, as (path, problem), or None."""
    error = best_match(VALIDATOR.iter_errors(data))
    if error is None:
        return None
    path = list(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        extra = sorted(str(k) for k in error.instance if k not in error.schema.get("properties", {}))
        if extra:
            return path_text([*path, extra[0]]), "is not a field of this format"
    return path_text(path), _message(error)


def _message(error: ValidationError) -> str:
    """jsonschema's own words, with the value cut short (a 500-character name need not be quoted whole)."""
    value = error.instance
    if error.validator == "maxLength":
        return f"longer than {error.validator_value} characters"
    if error.validator == "minLength":
        return "empty" if error.validator_value == 1 else f"shorter than {error.validator_value} characters"
    if error.validator in ("type", "oneOf", "enum", "const", "minimum", "maximum", "pattern"):
        detail = {
            "type": f"is not of type {error.validator_value!r}" if isinstance(error.validator_value, str) else "has the wrong type",
            "oneOf": "is not any of the allowed kinds of value",
            "enum": f"is not one of {error.validator_value!r}",
            "const": f"should be {error.validator_value!r}",
            "minimum": f"is less than {error.validator_value}",
            "maximum": f"is more than {error.validator_value}",
            "pattern": "is not in the expected form",
        }[error.validator]
        return f"{_short(value)} {detail}"
    return error.message if len(error.message) <= 200 else error.message[:199] + "…"
