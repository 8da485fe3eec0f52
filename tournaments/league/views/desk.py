"""On a hall's desk: the series' league link, and a finished night sent to the league or downloaded."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from tournaments.errors import Refusal
from tournaments.models import Night
from tournaments.transfer import night_export
from tournaments.web.common import organiser_series, organiser_view

from ..forms import LinkForm
from ..selectors import link_get, night_sendings
from ..sending import night_send
from ..services import link_set

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


def plain_http(url: str) -> bool:
    """True for an http:// address off this machine: the token would cross the Internet readable."""
    parts = urlsplit(url)
    return parts.scheme == "http" and (parts.hostname or "") not in LOCAL_HOSTS


def series_league(request: HttpRequest, series: str) -> HttpResponse:
    """Set where the series' finished nights are sent (the league's address and the hall's token)."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    found = organiser_series(request, series)
    link = link_get(series=found)
    form = LinkForm(request.POST or None, initial={"url": link.url} if link else None)
    if request.method == "POST" and form.is_valid():
        try:
            link = link_set(series=found, url=form.cleaned_data["url"], token=form.cleaned_data["token"],
                            user=request.user)
        except Refusal as exc:
            messages.error(request, exc.message)
        else:
            messages.success(request, _("League address and token saved."))
            if plain_http(link.url):
                messages.warning(request, _("This address is http://, not https://: the token and the night cross the "
                                            "Internet readable by anyone on the way. Ask the league for its https:// address."))
            return HttpResponseRedirect(reverse("desk-league-link", args=[found.slug]))
    return render(request, "league/series_league.html", {
        "series": found, "link": link, "form": form, "insecure": bool(link and plain_http(link.url)),
        "nights": Night.objects.filter(series=found, state=Night.State.FINISHED).order_by("-date")[:20]},
        status=400 if form.errors else 200)


@organiser_view
def night_league(request: HttpRequest, night: Night) -> HttpResponse:
    """The night's page for the league: the Send button (POST sends), the night file, what was sent when."""
    if request.method == "POST":
        try:
            sent = night_send(night=night, user=request.user)
        except Refusal as exc:
            messages.error(request, exc.message)
        else:
            (messages.success if sent.accepted else messages.error)(request, sent.message)
        return HttpResponseRedirect(reverse("desk-league-night", args=[night.slug]))
    link = link_get(series=night.series)
    sendings = night_sendings(night=night)
    return render(request, "league/night_league.html", {
        "night": night, "link": link, "insecure": bool(link and plain_http(link.url)),
        "finished": night.state == Night.State.FINISHED, "sendings": sendings,
        "not_sent": bool(sendings) and not sendings[0].accepted})


@require_safe
@organiser_view
def night_file(request: HttpRequest, night: Night) -> HttpResponse:
    """The night as a file (``night.json``) for the league organiser to upload when there is no connection."""
    # As the Send button sends it: without the couples' private card links (the league makes its own).
    body = json.dumps(night_export(night=night, card_links=False), ensure_ascii=False, indent=1)
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{night.slug}.night.json"'
    return response
