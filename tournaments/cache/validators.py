"""Pages that are polled every few seconds answer 304 while their night has not changed.

The ETag is the night's version (moved on by every change, in the write's own transaction), the
language and the person: no page is drawn to find out that it is the same. It is checked after the
night is found and the person's role is checked, so it tells nothing to whoever may not see the page.

Why a 304 never answers for stale content, or to someone who may no longer see the page:

- The version is read in the same statement as the night (``night_get(with_version=True)``), before
  the person's role is checked and before anything the page shows is read. So a page sent with ETag V
  shows V or later, and its reader held the role at a moment when the version was V or later.
- Every change a page shows moves the version on in the change's own transaction, taking away an
  organiser or a scorekeeper included (an m2m signal, services/versions.py). A role taken away after
  the check therefore moves the version past V, and one taken away before it is seen by the check.
  While the version is still V, nothing shown has changed and the person still holds the role; once it
  has moved, their ETag no longer matches and they get the page again, or the refusal.
- A poll that sends an ETag is first answered by ``unchanged_answered``, before the night is read:
  the person comes from Django's own auth (``request.user``), the version and their roles from
  tournaments/cache/polls.py. Its docstring says why that copy never lags behind an acknowledged write.
  Anything it cannot vouch for (no copy, a copy being changed, a role missing) takes the long way
  below, which reads everything from the database.
- The person is part of the ETag, and the session is read on every poll: a logged-out person never
  reaches it.
- Read the other way round (the night first, its version later), a game closed between the two reads
  would send the old game under the new version, and every later poll would get 304 for it: the
  tablet would sit on the closed game until the next change (tests/web/test_poll_safety.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags, quote_etag
from django.utils.translation import get_language
from django.views.decorators.http import condition

from tournaments.cache.permits import poll_permit
from tournaments.models import Night
from tournaments.selectors import night_version_read


def poll_etag(*, night_id: int, version: int, user_id: int | None) -> str:
    """What a polled page depends on: the night's version, the language and who asks."""
    return f"n{night_id}-v{version}-{get_language()}-u{user_id or 0}"


def night_etag(request: HttpRequest, night: Night, *args, **kwargs) -> str:
    """The ETag of a page drawn now, from the version read with the night."""
    return poll_etag(night_id=night.pk, version=night_version_read(night=night), user_id=request.user.pk)


def revalidated(response: HttpResponse) -> HttpResponse:
    """Kept by the browser, which asks again (with its ETag) every time."""
    patch_cache_control(response, private=True, no_cache=True, max_age=0)
    return response


def polled(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Wrap a ``view(request, night, ...)`` (inside the decorator that finds the night): 304 when the
    poller already has this version; otherwise the page, which the browser keeps and asks again about."""
    checked = condition(etag_func=night_etag)(view)

    @functools.wraps(view)
    def wrapper(request: HttpRequest, night: Night, *args, **kwargs) -> HttpResponse:
        return revalidated(checked(request, night, *args, **kwargs))

    return wrapper


def _cached_etag(request: HttpRequest, slug: str, *, organisers_only: bool) -> str | None:
    """The ETag the page would have now, from cache/polls.py alone; None when it cannot vouch for it."""
    permit = poll_permit(request, slug, organisers_only=organisers_only)
    if permit is None:
        return None
    person, stamp = permit
    return poll_etag(night_id=stamp.night_id, version=stamp.version, user_id=person.pk)


def unchanged_answered(*, organisers_only: bool) -> Callable:
    """Wrap a polled ``view(request, slug)`` (outside the decorator that finds the night): a GET that
    sends the ETag the page has now gets 304 with no read of the night; any other goes on."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @functools.wraps(view)
        def wrapper(request: HttpRequest, slug: str, *args, **kwargs) -> HttpResponse:
            sent = request.headers.get("If-None-Match")
            if sent and request.method in ("GET", "HEAD"):
                etag = _cached_etag(request, slug, organisers_only=organisers_only)
                if etag is not None and quote_etag(etag) in (e.removeprefix("W/") for e in parse_etags(sent)):
                    response = HttpResponseNotModified()
                    response["ETag"] = quote_etag(etag)
                    return revalidated(response)
            return view(request, slug, *args, **kwargs)

        return wrapper

    return decorator
