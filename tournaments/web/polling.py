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
- The version is read from the database on every poll, never from a cache, so nothing can lag behind
  a write. The person is part of the ETag, and the session is read on every poll: a logged-out person
  never reaches it.
- Read the other way round (the night first, its version later), a game closed between the two reads
  would send the old game under the new version, and every later poll would get 304 for it: the
  tablet would sit on the closed game until the next change (tests/web/test_poll_safety.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.http import condition

from tournaments.models import Night
from tournaments.selectors import night_version_read


def night_etag(request: HttpRequest, night: Night, *args, **kwargs) -> str:
    """What a polled page depends on: the night's version (read with the night), the language and who asks."""
    return f"n{night.pk}-v{night_version_read(night=night)}-{get_language()}-u{request.user.pk or 0}"


def polled(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Wrap a ``view(request, night, ...)`` (inside the decorator that finds the night): 304 when the
    poller already has this version; otherwise the page, which the browser keeps and asks again about."""
    checked = condition(etag_func=night_etag)(view)

    @functools.wraps(view)
    def wrapper(request: HttpRequest, night: Night, *args, **kwargs) -> HttpResponse:
        response = checked(request, night, *args, **kwargs)
        patch_cache_control(response, private=True, no_cache=True, max_age=0)
        return response

    return wrapper
