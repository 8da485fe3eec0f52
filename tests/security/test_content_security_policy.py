"""A Content-Security-Policy that the pages pass (issue 14, point 5): every page sends it, it allows
nothing inline, and no page holds an inline script, a style attribute or an on…= handler that it
would block. (tests/browser/test_content_security_policy.py has Chromium enforce it.)"""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model

from .conftest import fill, routes

pytestmark = pytest.mark.django_db

INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*type=\"application/json\")[^>]*>", re.I)
STYLE_ATTRIBUTE = re.compile(r"<[a-z][^>]*\sstyle=", re.I)
STYLE_ELEMENT = re.compile(r"<style\b", re.I)
HANDLER = re.compile(r"<[a-z][^>]*\son[a-z]+=", re.I)


def _policy(response) -> dict[str, list[str]]:
    header = response.headers.get("Content-Security-Policy", "")
    return {part.split()[0]: part.split()[1:] for part in header.split(";") if part.strip()}


def _pages(world) -> list[tuple[str, object]]:
    """Every GET page of the app as the night's organiser and as a superuser (the admin), with HTML."""
    root = get_user_model().objects.create_superuser("csp-root", password="pw-for-tests-1")
    organiser = world.client("organiser")
    admin = world.client("anonymous")
    admin.force_login(root)
    pages = []
    for route in routes():
        client = admin if route.route.startswith("admin/") else organiser
        url = fill(route, world)
        response = client.get(url)
        if response.status_code < 300 and "text/html" in response.headers.get("Content-Type", ""):
            pages.append((url, response))
    return pages


def test_every_page_sends_a_policy_that_allows_nothing_inline(world):
    pages = _pages(world)
    assert len(pages) > 40
    for url, response in pages:
        policy = _policy(response)
        assert policy.get("script-src") == ["'self'"], (url, policy)
        assert policy.get("style-src") == ["'self'"], (url, policy)
        assert policy.get("object-src") == ["'none'"] and policy.get("frame-ancestors") == ["'none'"], url
        assert not any("unsafe" in v for values in policy.values() for v in values), (url, policy)


def test_no_page_holds_an_inline_script_a_style_or_a_handler_the_policy_would_block(world):
    found = []
    for url, response in _pages(world):
        html = response.content.decode()
        for name, pattern in (("inline script", INLINE_SCRIPT), ("style attribute", STYLE_ATTRIBUTE),
                              ("style element", STYLE_ELEMENT), ("on… handler", HANDLER)):
            found += [f"{url}: {name} {m.group(0)[:80]}" for m in pattern.finditer(html)]
    assert not found, "\n".join(found)


def test_the_error_pages_pass_the_policy_too(client, settings):
    from django.template.loader import render_to_string

    for template in ("500.html", "403_csrf.html"):
        html = render_to_string(template)
        assert not STYLE_ATTRIBUTE.search(html) and not INLINE_SCRIPT.search(html), template
