"""CSRF is enforced on every POST: without a token (or with a wrong one) the answer is 403 and nothing changes.

Every URL pattern is posted to (found by walking the resolver), by the person the page is
for, with a payload that does change the night when it carries its token: the last test
proves that, so the refusals are not refusals of empty posts.
"""

from __future__ import annotations

import pytest
from django.middleware.csrf import _get_new_csrf_string

from .conftest import attempt, changes, fill, payloads, routes, snapshot

pytestmark = pytest.mark.django_db


# The one view exempt from CSRF: the halls' API, authenticated by a token in a header and never by a
# cookie, so a page elsewhere cannot make a browser send it (tests/web/league/test_api.py: a session is 401).
CSRF_EXEMPT = {"league-api-nights"}


def _who(key: str) -> str:
    """The person a page is for: the tablet's scorekeeper for /score/, else the night's organiser."""
    return "keeper" if key.startswith("score") else "organiser"


def _strict(world, role: str, cookie: str | None = None):
    client = world.client(role, enforce_csrf_checks=True, raise_request_exception=False)
    if cookie:
        client.cookies["csrftoken"] = cookie
    return client


def _route(key: str):
    return next(r for r in routes() if r.key == key)


@pytest.mark.parametrize("role", ["organiser", "keeper", "anonymous"])
def test_every_post_without_a_token_is_refused_and_changes_nothing(world, role):
    posts, base = payloads(world), snapshot()
    failures = []
    for route in routes():
        url = fill(route, world, role)
        response, after = attempt(_strict(world, role), "POST", url, posts.get(route.key))
        if route.key in CSRF_EXEMPT:
            if response.status_code != 401 or changes(base, after):
                failures.append(f"POST {url} ({route.key}) as {role}: {response.status_code} without a hall token")
            continue
        if response.status_code != 403 or changes(base, after):
            failures.append(f"POST {url} ({route.key}) as {role}: {response.status_code}, changed {sorted(changes(base, after))}")
    assert not failures, "\n".join(failures)


def test_a_token_that_does_not_match_the_cookie_is_refused(world):
    posts, base = payloads(world), snapshot()
    for key, payload in posts.items():
        client = _strict(world, _who(key), cookie=_get_new_csrf_string())
        response, after = attempt(client, "POST", fill(_route(key), world, _who(key)), payload, csrf=_get_new_csrf_string())
        assert response.status_code == 403, key
        assert not changes(base, after), key


def test_the_tablet_needs_the_header_not_only_the_cookie(world):
    url = f"/score/{world.night.slug}/result/"
    payload, base = payloads(world)["score-result"], snapshot()
    response, after = attempt(_strict(world, "keeper", cookie=_get_new_csrf_string()), "POST", url, payload)
    assert response.status_code == 403 and not changes(base, after)


def test_the_refusal_page_says_what_to_do(world):
    response, _ = attempt(_strict(world, "organiser"), "POST", f"/desk/{world.night.slug}/couples/", payloads(world)["desk-couples"])
    assert "reload the page and try again" in response.content.decode()


def test_the_same_posts_with_their_token_go_through(world):
    """The control: with the cookie and its token every payload is let through (no CSRF 403)."""
    base = snapshot()
    for key, payload in payloads(world).items():
        token = _get_new_csrf_string()
        client = _strict(world, _who(key), cookie=token)
        response, after = attempt(client, "POST", fill(_route(key), world, _who(key)), payload, csrf=token)
        assert b"This page has expired" not in response.content, key
        assert response.status_code != 403, key
        # refused by the night's rules, not by CSRF (no couple of the world has withdrawn, so none comes back;
        # the night has started, so it is not deleted)
        if key not in ("desk-start", "desk-close", "desk-couple-readmit", "desk-night-delete", "desk-reopen", "referee-seat-confirm"):
            assert changes(base, after), key


def test_only_the_token_authenticated_api_is_exempt_from_csrf():
    exempt = {r.key for r in routes() if getattr(r.callback, "csrf_exempt", False) and not r.key.startswith("admin")}
    assert exempt == CSRF_EXEMPT
