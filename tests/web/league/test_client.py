"""The hall's client against real HTTP servers: where it posts, and what it says for a redirect or a wrong address."""

from __future__ import annotations

import http.server
import threading

import pytest

from tournaments.league.client import api_url, night_post


@pytest.mark.parametrize("league", ["https://league.example.org", "https://league.example.org/",
                                    "https://league.example.org/league/", "https://league.example.org/league"])
def test_the_api_is_under_the_leagues_address(league):
    assert api_url(league) == "https://league.example.org/league/api/nights/"


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


def test_a_redirect_to_https_is_not_followed_but_said(proxy):
    answer = night_post(league=proxy + "/", token="t", data={"night": {}})
    assert (answer.status, answer.accepted) == (301, False)
    assert "https://league.example.org/league/api/nights/" in answer.message


def test_an_address_where_no_league_answers_is_said(proxy):
    answer = night_post(league=proxy + "/elsewhere/", token="t", data={"night": {}})
    assert (answer.status, answer.accepted) == (404, False) and "No league answers" in answer.message
