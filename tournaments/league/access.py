"""Who may run the league: people with the ``league.run_league`` permission (a superuser has it)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from tournaments.errors import Forbidden

PERMISSION = "league.run_league"


def can_run_league(user) -> bool:
    """The league organiser: the server's superuser, or an account given the permission in the admin."""
    return bool(getattr(user, "is_authenticated", False) and user.has_perm(PERMISSION))


def league_view(view: Callable) -> Callable:
    """Log in first; refuse anyone who does not run the league."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        if not can_run_league(request.user):
            raise Forbidden(_("Only the league organiser can open this page."))
        return view(request, *args, **kwargs)

    return wrapper
