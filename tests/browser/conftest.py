"""Browser tests: Debian's chromium driven by Playwright against the live server.

Never `playwright install`: the browser is the system's (`shutil.which("chromium")`).
Without it the tests are skipped with a plain message, except under CI, where a
missing browser fails the run.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from tests.conftest import CHROMIUM_MISSING as MISSING

# Playwright's sync API runs an event loop in this thread; the ORM calls the
# tests make between page actions are plain synchronous code.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = shutil.which("chromium")
SHOTS = Path(__file__).resolve().parents[2] / "var" / "test-artifacts" / "screens"
TABLET = {"width": 800, "height": 1280}
TABLET_LANDSCAPE = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def browser():
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs Debian's chromium for the browser tests: apt-get install chromium")
        pytest.skip(MISSING)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def new_context(browser, live_server):
    """Make browser contexts (one per person) at a viewport; all are closed after the test.

    Playwright's own string predicates (``wait_for_function("...")``) are evaluated as text, which
    the pages' Content-Security-Policy forbids, so contexts let Playwright past it unless a test
    asks for the policy enforced (``enforce_csp=True``, tests/browser/test_content_security_policy.py)."""
    made = []

    def make(viewport: dict | None = None, enforce_csp: bool = False, **kwargs):
        context = browser.new_context(viewport=viewport or TABLET, base_url=live_server.url,
                                      bypass_csp=not enforce_csp, **kwargs)
        context.set_default_timeout(20_000)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture
def page(new_context):
    """One tablet-sized page."""
    return new_context().new_page()


def shot(page, name: str) -> Path:
    """Save a screenshot for a person to look at (git-ignored)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / (re.sub(r"[^a-z0-9_-]+", "-", name.lower()) + ".png")
    page.screenshot(path=str(path), full_page=True)
    return path


def login(page, username: str, password: str = "pw-for-tests-1") -> None:
    """Log in through the login form."""
    page.goto("/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("main button[type=submit]")
    page.wait_for_load_state()


def focused(page, selector: str) -> bool:
    """Whether the element that has the keyboard focus matches ``selector``."""
    return page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)


@pytest.fixture
def hall(organiser, scorekeeper) -> dict[str, str]:
    """A hall with something on every page, in English (tests/i18n/hall.py); test_french makes its own."""
    from tests.i18n.catalogue import ensure_compiled
    from tests.i18n.hall import build_hall

    ensure_compiled()
    return build_hall("en", organiser, scorekeeper)


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("org", password="pw-for-tests-1", is_staff=True)


@pytest.fixture
def scorekeeper(django_user_model):
    return django_user_model.objects.create_user("keeper", password="pw-for-tests-1")


@pytest.fixture
def scorekeeper2(django_user_model):
    return django_user_model.objects.create_user("keeper2", password="pw-for-tests-1")
