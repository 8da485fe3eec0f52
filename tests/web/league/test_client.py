"""The hall's client against real HTTP servers: where it posts, and what it says for a redirect or a wrong address."""

from __future__ import annotations

import http.server
import threading

import pytest

from tournaments.league.client import api_url, league_base, night_post
from tournaments.league.forms import LinkForm

TYPED = ["https://league.example.org", "https://league.example.org/", "https://league.example.org/league/",
         "https://league.example.org/league", "https://league.example.org/league/api/nights/",
         "https://League.Example.org/league/api/nights", "https://league.example.org/league/api/",
         "https://league.example.org/?from=mail#top"]


@pytest.mark.parametrize("league", TYPED)
def test_the_api_is_under_the_leagues_address_whatever_of_it_was_typed(league):
    assert api_url(league) == "https://league.example.org/league/api/nights/"


@pytest.mark.parametrize("league", TYPED)
def test_the_link_keeps_the_leagues_own_address(league):
    form = LinkForm({"url": league, "token": "t"})
    assert form.is_valid() and form.cleaned_data["url"] == "https://league.example.org/"


def test_a_league_under_a_path_keeps_its_path():
    assert league_base("https://example.org/cardparty/league/api/nights/") == "https://example.org/cardparty/"
    assert api_url("https://example.org/cardparty") == "https://example.org/cardparty/league/api/nights/"


class _Proxy(http.server.BaseHTTPRequestHandler):
    """What a TLS proxy answers to plain http: go to https (and a path nobody serves: 404)."""

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.path.startswith("/elsewhere/"):
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(301)
        self.send_header("Location", "https://league.example.org" + self.path)
        self.end_headers()

    def log_message(self, *args) -> None:  # noqa: ANN002
        pass


@pytest.fixture
def proxy():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Proxy)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_redirect_to_https_elsewhere_is_not_followed_nor_repeated(proxy):
    answer = night_post(league=proxy + "/", token="t", data={"night": {}})
    assert (answer.status, answer.accepted) == (301, False)
    assert "league.example.org" not in answer.message and "ask the league organiser" in answer.message


@pytest.mark.parametrize("typed", ["/", "/league/", "/league/api/nights/"])
def test_a_redirect_to_https_on_the_same_host_gives_the_base_address_to_set(typed):
    """A TLS proxy's answer to plain http: the advice is the league's address (which works), not the API's (404)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _ToHttps)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        answer = night_post(league=f"http://127.0.0.1:{server.server_address[1]}{typed}", token="t", data={"night": {}})
    finally:
        server.shutdown()
        server.server_close()
    assert answer.status == 301 and "set https://127.0.0.1/ as the league address" in answer.message
    form = LinkForm({"url": "https://127.0.0.1/", "token": "t"})
    assert form.is_valid() and api_url(form.cleaned_data["url"]) == "https://127.0.0.1/league/api/nights/"


class _ToHttps(http.server.BaseHTTPRequestHandler):
    """nginx's port-80 block: ``return 301 https://$host$request_uri``."""

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(301)
        self.send_header("Location", "https://127.0.0.1" + self.path)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args) -> None:  # noqa: ANN002
        pass


def test_an_address_where_no_league_answers_is_said(proxy):
    answer = night_post(league=proxy + "/elsewhere/", token="t", data={"night": {}})
    assert (answer.status, answer.accepted) == (404, False) and "No league answers" in answer.message
