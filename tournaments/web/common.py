"""What every view shares: finding the night, checking the role, answering refusals."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils import translation
from django.utils.translation import gettext as _

from ..cache.polls import Stamp
from ..errors import Forbidden, NotFound, Refusal
from ..models import Night, Series
from ..selectors import night_get
from .permissions import can_organise, can_score


def wants_json(request: HttpRequest) -> bool:
    """True for fetch() posts from the tablet page, which read JSON answers."""
    return "application/json" in request.headers.get("Accept", "") or request.content_type == "application/json"


def refusal_response(request: HttpRequest, exc: Refusal) -> HttpResponse:
    """A refusal as JSON for scripts, or as a readable page for people."""
    if wants_json(request):
        return JsonResponse({"ok": False, "status": "refused", "message": exc.message}, status=exc.status)
    return render(request, "refusal.html", {"message": exc.message}, status=exc.status)


class RefusalMiddleware:
    """Turn any Refusal a view lets through into a clear answer, never a server error."""

    def __init__(self, get_response: Callable) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, Refusal):
            return refusal_response(request, exception)
        return None


def _night_view(check: Callable, message: str) -> Callable:
    def decorator(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(request: HttpRequest, slug: str, *args, **kwargs) -> HttpResponse:
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path())
            # Pages read its version in the same statement, before the role (cache/validators.py says why);
            # a write moves it on and needs none.
            night = night_get(slug=slug, with_version=request.method in ("GET", "HEAD"))
            if not check(request.user, night):
                raise Forbidden(_(message))
            return view(request, night, *args, **kwargs)

        return wrapper

    return decorator


# The messages are marked here and translated when raised.
organiser_view = _night_view(can_organise, "Only the organisers of this night can open this page.")
scorekeeper_view = _night_view(can_score, "You are not a scorekeeper for this night.")
_("Only the organisers of this night can open this page.")  # for makemessages
_("You are not a scorekeeper for this night.")


def public_night_view(view: Callable) -> Callable:
    """A public page of a night, shown in the night's language unless the person chose one."""

    @wraps(view)
    def wrapper(request: HttpRequest, slug: str, *args, **kwargs) -> HttpResponse:
        night = night_get(slug=slug, with_version=True)  # the board's version, read before it is drawn
        with translation.override(person_language(request, night)):
            response = view(request, night, *args, **kwargs)
            if hasattr(response, "render") and not response.is_rendered:
                response.render()
            return response

    return wrapper


def person_language(request: HttpRequest, night: Night | Series | Stamp) -> str:
    """The language a person chose for their pages, else the night's (or the series', or the polls'
    copy of the night's)."""
    from django.conf import settings

    chosen = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
    return chosen if chosen in dict(settings.LANGUAGES) else night.language


def organiser_series(request: HttpRequest, slug: str) -> Series:
    """The series, when the person may run it (its owners; a superuser, who alone may run a series
    no one owns)."""
    from ..selectors import series_for
    from .permissions import can_create_nights

    if not can_create_nights(request.user):
        raise Forbidden(_("Only organisers can open this page."))
    series = series_for(request.user).filter(slug=slug).first()
    if series is None:
        found = Series.objects.filter(slug=slug).first()
        if found is not None and found.owners.exists():
            raise Forbidden(_("This series belongs to other organisers."))
        if found is not None:
            raise Forbidden(_("No organiser owns this series yet: only the server's administrator can open it."))
        raise NotFound(_("There is no such series."))
    return series
