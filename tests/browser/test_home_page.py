"""The home page in a real browser: it loads, and loads nothing from outside the server."""

import pytest

from .conftest import shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_page_loads_only_from_the_server(page, live_server):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto("/")
    assert page.locator("h1").inner_text() == "Card parties"
    shot(page, "home")
    assert requested and all(url.startswith(live_server.url) for url in requested), requested
