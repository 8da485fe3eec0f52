"""The French tests read the compiled catalogue: compile it when the .po is newer."""

from __future__ import annotations

import os

import pytest

from .catalogue import ensure_compiled


@pytest.fixture(scope="session", autouse=True)
def french_catalogue_compiled():
    if not ensure_compiled() and os.environ.get("CI"):
        pytest.fail("CI needs GNU gettext (msgfmt) to compile the French catalogue")
