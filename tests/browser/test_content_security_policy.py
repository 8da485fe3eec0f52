"""Chromium enforces the Content-Security-Policy (issue 14, point 5) and nothing on any page breaks
it: every page of a hall with something on each, and the parts that draw after loading (the
tablet's tap, the board's poll, the referee's play, the desk's live progress)."""

from __future__ import annotations

import pytest

from .conftest import login, shot
from .test_french import open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PUBLIC = ["home", "login", "board", "standings", "standings-final", "couple-card", "referee-home", "ruling",
          "not-found", "refusal", "referee-host", "referee-phone", "referee-over", "referee-replay", "referee-game"]
DESK = ["desk-home", "desk-night", "desk-couples", "desk-couple-edit", "desk-progress", "desk-moves", "desk-results",
        "desk-correction", "desk-audit", "desk-jar", "desk-prizes", "desk-ties-settling", "desk-jar-revealed",
        "desk-start", "desk-night-edit", "score-home", "tablet", "referee-night", "referee-table"]


def _watch(page, refused: list[str]) -> None:
    """Chromium says each thing the policy refused on the console; keep those lines."""
    page.on("console", lambda m: refused.append(f"{page.url}: {m.text}")
            if "Content Security Policy" in m.text else None)


def test_no_page_breaks_the_policy_as_chromium_enforces_it(new_context, hall):
    refused: list[str] = []
    visitor = new_context(enforce_csp=True).new_page()
    _watch(visitor, refused)
    for name in PUBLIC:
        open_page(visitor, hall, name)
    with visitor.expect_navigation():  # the pass-and-play table draws the hand after the hand-over
        visitor.click("[data-show-hand]")

    visitor.goto(hall["board"])  # the board's live part, swapped by htmx
    with visitor.expect_response(lambda r: "/board/live" in r.url, timeout=15_000):
        pass
    visitor.fill("#find", "2")
    visitor.keyboard.press("Enter")  # the find box no longer needs an inline handler to stay on the page
    assert "/board/" in visitor.url and "find=" not in visitor.url

    desk = new_context(enforce_csp=True).new_page()
    _watch(desk, refused)
    login(desk, "org")
    for name in DESK:
        open_page(desk, hall, name)
    desk.goto(hall["tablet"])
    desk.wait_for_selector("#table-3 .pick")
    desk.click("#table-3 .pick >> nth=0")
    desk.wait_for_selector("#table-3.done", timeout=10_000)
    shot(desk, "csp-tablet-after-a-tap")
    assert not refused, "the policy refused:\n" + "\n".join(refused)


def test_an_inline_script_slipped_into_a_page_would_not_run(new_context, hall):
    """The policy is really enforced: a script added inline to a page is refused by Chromium."""
    refused: list[str] = []
    page = new_context(enforce_csp=True).new_page()
    _watch(page, refused)
    page.goto(hall["board"])
    ran = page.evaluate("""() => { const s = document.createElement('script'); s.textContent = 'window.__ran = 1';
                                   document.body.appendChild(s); return window.__ran === 1; }""")
    assert ran is False
    assert any("script-src" in line for line in refused), refused
