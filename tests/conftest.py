"""Project-wide test hygiene."""

import pytest


@pytest.fixture(autouse=True)
def _language_reset():
    """Each test starts and ends in the default language, whatever a test before it activated."""
    from django.conf import settings

    if not settings.configured:  # the rules tests can run without Django
        yield
        return
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)
