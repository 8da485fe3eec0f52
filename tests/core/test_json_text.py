"""JSON that comes in is read with a refusal, never a crash (issue 34, point 5): one helper for the
tablet's posts, the league's API and upload, and ``import_night``. No database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournaments.errors import Refusal
from tournaments.json_text import MAX_DEPTH, depth_over, json_read

SAID = "This is not a night file: it is not JSON."
DEMO_FILE = Path(__file__).resolve().parents[2] / "fixtures" / "demo-night.json"


@pytest.mark.parametrize("depth", [100_000, 5_000, 900])
def test_json_nested_deep_is_refused_with_the_sentence(depth):
    """100 000 deep breaks the parser (RecursionError); 900 deep parses but breaks the first walk after it."""
    with pytest.raises(Refusal, match="not JSON") as refused:
        json_read(b"[" * depth + b"]" * depth, refusal=SAID)
    assert refused.value.status == 400


@pytest.mark.parametrize("raw", [b"\xff{", b"{not json", b"", b"{\"a\": [1,"])
def test_what_is_not_utf8_json_is_refused_with_the_sentence(raw):
    with pytest.raises(Refusal, match="not JSON"):
        json_read(raw, refusal=SAID)


def test_depth_is_counted_by_levels_of_lists_and_objects():
    assert not depth_over({"a": [{"b": [1, 2]}]}, most=4)
    assert depth_over({"a": [{"b": [[1]]}]}, most=4)
    assert not depth_over("text") and not depth_over(7)


def test_our_own_files_are_well_within_the_depth():
    text = DEMO_FILE.read_bytes()
    assert json_read(text, refusal=SAID) == json.loads(text)
    assert not depth_over(json.loads(text), most=MAX_DEPTH // 4)
