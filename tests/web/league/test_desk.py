"""The hall's desk: the series' league link, and a finished night sent (or downloaded as night.json)."""

from __future__ import annotations

import http.server
import json
import socket
import threading

import pytest
from django.test import Client

from tournaments.league.models import LeagueLink, NightSent
from tournaments.league.services import link_set
from tournaments.models import Night
from tournaments.services.nights import night_finish
from tournaments.transfer import night_export


@pytest.fixture
def finished(make_night, play_games, organiser) -> Night:
    night = play_games(make_night(4, 2, cookie_jar=False), 2)
    night = night_finish(night=night)
    night.organisers.add(organiser)
    night.series.owners.add(organiser)
    return night


def _said(response) -> str:
    return " ".join(str(m) for m in response.context["messages"]) if response.context else ""


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.django_db
def test_the_finished_nights_desk_page_leads_to_the_league(desk, finished):
    page = desk.get(f"/desk/{finished.slug}/").content.decode()
    assert f"/desk/{finished.slug}/league/" in page and f"/desk/series/{finished.series.slug}/league/" in page
    league = desk.get(f"/desk/{finished.slug}/league/").content.decode()
    assert "set the league" in league.lower() and 'id="league-send"' not in league
    assert f"/desk/{finished.slug}/night.json" in league


@pytest.mark.django_db
def test_the_series_league_link_is_saved_and_plain_http_off_this_machine_is_warned(desk, finished):
    url = f"/desk/series/{finished.series.slug}/league/"
    assert desk.get(url).status_code == 200
    answer = desk.post(url, {"url": "https://league.example.org/", "token": "tok-123"}, follow=True)
    assert "saved" in _said(answer) and "http://" not in _said(answer)
    link = LeagueLink.objects.get(series=finished.series)
    assert (link.url, link.token) == ("https://league.example.org/", "tok-123")
    answer = desk.post(url, {"url": "http://league.example.org/", "token": "tok-456"}, follow=True)
    assert "readable by anyone" in _said(answer)
    answer = desk.post(url, {"url": "http://127.0.0.1:8000/", "token": "tok-789"}, follow=True)
    assert "readable by anyone" not in _said(answer)
    assert desk.post(url, {"url": "not an address", "token": ""}).status_code == 400
    assert LeagueLink.objects.get(series=finished.series).token == "tok-789"
    assert "tok-789" not in desk.get(url).content.decode()  # the token is not shown back


@pytest.mark.django_db
def test_another_organiser_cannot_set_the_series_league(finished, django_user_model):
    other = Client()
    other.force_login(django_user_model.objects.create_user("org2", is_staff=True))
    url = f"/desk/series/{finished.series.slug}/league/"
    assert other.post(url, {"url": "https://evil.example/", "token": "x"}).status_code == 403
    assert other.post(f"/desk/{finished.slug}/league/").status_code == 403
    assert not LeagueLink.objects.exists() and not NightSent.objects.exists()


@pytest.mark.django_db
def test_a_night_not_finished_is_not_sent(desk, make_night, organiser):
    night = make_night(4, 2)
    night.organisers.add(organiser)
    link_set(series=night.series, url="http://127.0.0.1:9/", token="t")
    answer = desk.post(f"/desk/{night.slug}/league/", follow=True)
    assert "Only a finished night" in _said(answer) and not NightSent.objects.exists()


@pytest.mark.django_db
def test_without_a_connection_the_desk_says_so_and_keeps_the_attempt(desk, finished):
    link_set(series=finished.series, url=f"http://127.0.0.1:{_closed_port()}/", token="t")
    answer = desk.post(f"/desk/{finished.slug}/league/", follow=True)
    assert "No connection to the league" in _said(answer)
    sent = NightSent.objects.get()
    assert sent.status is None and not sent.accepted and sent.night == finished
    assert "not accepted" in answer.content.decode()


@pytest.mark.django_db
def test_the_night_file_is_the_nights_export_without_the_couples_card_links(desk, finished):
    answer = desk.get(f"/desk/{finished.slug}/night.json")
    assert answer.status_code == 200 and "attachment" in answer["Content-Disposition"]
    assert json.loads(answer.content) == night_export(night=finished, card_links=False)
    text = answer.content.decode()
    assert "public_token" not in text
    assert not [c.public_token for c in finished.couples.all() if c.public_token in text]


class _League(http.server.BaseHTTPRequestHandler):
    """A league that keeps what it is sent and answers that it received it."""

    bodies: list[bytes] = []

    def do_POST(self) -> None:  # noqa: N802
        self.bodies.append(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        body = b'{"ok": true, "message": "The league received the night.", "outcome": "new"}'
        self.send_response(201)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:  # noqa: ANN002
        pass


@pytest.mark.django_db
def test_a_night_sent_to_the_league_carries_no_couples_card_link(desk, finished):
    """Issue 34, point 1: a league (or whoever its address points at) never gets the private /c/<token>/ links."""
    _League.bodies = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _League)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        link_set(series=finished.series, url=f"http://127.0.0.1:{server.server_address[1]}/", token="t")
        desk.post(f"/desk/{finished.slug}/league/")
    finally:
        server.shutdown()
        server.server_close()
    [body] = _League.bodies
    sent = json.loads(body)
    assert len(sent["couples"]) == 4 and all("public_token" not in c for c in sent["couples"])
    assert not [c.public_token for c in finished.couples.all() if c.public_token.encode() in body]


@pytest.mark.django_db
def test_the_league_page_says_who_last_changed_the_address_and_token_and_when(desk, finished, organiser):
    url = f"/desk/series/{finished.series.slug}/league/"
    desk.post(url, {"url": "https://league.example.org/", "token": "tok-123"})
    link = LeagueLink.objects.get(series=finished.series)
    assert link.set_by == organiser
    page = desk.get(url).content.decode()
    assert "https://league.example.org/" in page and "by org" in page


@pytest.mark.django_db(transaction=True)
def test_a_token_the_league_does_not_know_is_explained(desk, finished, live_server):
    """The league here is this same app served by the live server: it answers 401 for an unknown token."""
    link_set(series=finished.series, url=live_server.url, token="unknown-token")
    answer = desk.post(f"/desk/{finished.slug}/league/", follow=True)
    assert "does not accept this hall's token" in _said(answer)
    assert NightSent.objects.get().status == 401


@pytest.mark.django_db(transaction=True)
def test_a_league_that_refuses_the_night_says_why(desk, finished, live_server):
    """The league (this same app, served by the live server) holds a newer copy of the night: 409, its sentence shown.

    On one database the hall's own night already has the short name: the league keeps its copy under
    a name of its own (short names are each hall's)."""
    from tournaments.league.models import ReceivedNight
    from tournaments.league.services import hall_create, token_make

    hall = hall_create(name="Arichat", series=finished.series)
    link_set(series=finished.series, url=live_server.url + "/", token=token_make(hall=hall))
    desk.post(f"/desk/{finished.slug}/league/")
    received = ReceivedNight.objects.get()
    assert received.slug == finished.slug and received.night.slug == f"{finished.slug}-arichat"
    ReceivedNight.objects.filter(pk=received.pk).update(version=received.version + 5, digest="a later correction")
    answer = desk.post(f"/desk/{finished.slug}/league/", follow=True)
    assert "The league refused the night" in _said(answer) and "cannot undo a correction" in _said(answer)
    assert NightSent.objects.order_by("pk").last().status == 409
