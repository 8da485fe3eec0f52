"""Pages that are polled every few seconds answer 304 while their night has not changed.

The ETag is the night's version (moved on by every change, in the write's own transaction), the
language and the person: no page is drawn to find out that it is the same. It is checked after the
night is found and the person's role is checked, so it tells nothing to whoever may not see the page.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.http import condition

from tournaments.models import Night
from tournaments.selectors import night_version


def night_etag(request: HttpRequest, night: Night, *args, **kwargs) -> str:
    """What a polled page depends on: the night's version, the language and who asks."""
    return f"n{night.pk}-v{night_version(night=night)}-{get_language()}-u{request.user.pk or 0}"


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
