"""The league organiser's page (``/league/``): halls, their tokens, uploaded night files, the audit lines."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.errors import Refusal
from tournaments.json_text import json_read

from ..access import league_view
from ..forms import HallForm, UploadForm
from ..models import Hall
from ..selectors import events_recent, hall_get, hall_token_get, halls_list
from ..services import hall_create, league_series, night_receive, token_make, token_revoke
from .api import NIGHT_MAX_BYTES, NIGHT_MAX_TEXT

# A new token waits here in the session between the POST that made it and the page that shows it once.
NEW_TOKEN = "league_new_token"


def _page(request: HttpRequest, *, hall_form: HallForm | None = None, status: int = 200) -> HttpResponse:
    """The league's page; a token made just before is shown on it once and forgotten, and nothing of
    the page is kept by a browser or a proxy (``Cache-Control: no-store``)."""
    made = request.session.pop(NEW_TOKEN, None)
    new_token = None
    if isinstance(made, dict) and (hall := Hall.objects.filter(pk=made.get("hall")).first()) is not None:
        new_token = {"hall": hall, "token": str(made.get("token", ""))}
    response = render(request, "league/league.html", {
        "halls": halls_list(), "events": events_recent(), "hall_form": hall_form or HallForm(),
        "upload_form": UploadForm(), "new_token": new_token}, status=status)
    add_never_cache_headers(response)
    return response


def _back() -> HttpResponseRedirect:
    return HttpResponseRedirect(reverse("league-home"))


@league_view
def league_home(request: HttpRequest) -> HttpResponse:
    """The league's halls and what they sent; POST makes a hall."""
    if request.method != "POST":
        return _page(request)
    form = HallForm(request.POST)
    if not form.is_valid():
        return _page(request, hall_form=form, status=400)
    try:
        series = league_series(name=form.cleaned_data["series"], user=request.user)
        hall = hall_create(name=form.cleaned_data["name"], series=series, user=request.user)
    except Refusal as exc:
        messages.error(request, exc.message)
        return _page(request, hall_form=form, status=exc.status)
    messages.success(request, _("%(hall)s added: make its token.") % {"hall": hall.name})
    return _back()


@require_POST
@league_view
def token_create(request: HttpRequest, hall: int) -> HttpResponse:
    """A new token for the hall, then back to the league's page, which shows it once (a reload of that
    page makes no second token and no longer shows this one; only its sha256 is stored)."""
    found = hall_get(pk=hall)
    request.session[NEW_TOKEN] = {"hall": found.pk, "token": token_make(hall=found, user=request.user)}
    return HttpResponseRedirect(reverse("league-home") + "#new-token")


@require_POST
@league_view
def token_revoke_view(request: HttpRequest, hall_token: int) -> HttpResponse:
    """Revoke a token: the hall's sends with it are refused from now on."""
    token = token_revoke(token=hall_token_get(pk=hall_token), user=request.user)
    messages.success(request, _("Token %(hint)s… of %(hall)s revoked.") % {"hint": token.hint, "hall": token.hall.name})
    return _back()


@require_POST
@league_view
def night_upload(request: HttpRequest, hall: int) -> HttpResponse:
    """A night file a hall could not send, uploaded by the league organiser for that hall."""
    found = hall_get(pk=hall)
    form = UploadForm(request.POST, request.FILES)
    if not form.is_valid():
        messages.error(request, _("Choose the night file (night.json) to upload."))
        return _back()
    upload = form.cleaned_data["file"]
    if upload.size > NIGHT_MAX_BYTES:
        messages.error(request, _("The night file is too big for the league (more than %(mb)s MB).")
                       % {"mb": NIGHT_MAX_TEXT})
        return _back()
    try:
        data = json_read(upload.read(), refusal=_("This is not a night file: it is not JSON."))
        receipt = night_receive(data=data, hall=found, user=request.user)
    except Refusal as exc:
        messages.error(request, exc.message)
        return _back()
    messages.success(request, f"{found.name}: {receipt.message}")
    return _back()
