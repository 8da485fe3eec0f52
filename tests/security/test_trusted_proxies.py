"""Who may say "https" and whose address a request is (issue 37, point 2): only the proxies
TRUSTED_PROXIES names; gunicorn's forwarded_allow_ips is the same setting."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import RequestFactory

from cardparty.proxies import trusted_proxies
from tournaments.web.proxies import client_address

ROOT = Path(__file__).resolve().parents[2]
PROXY = "127.0.0.1"


@pytest.fixture
def behind_proxy(settings):
    """A league server as the README sets it up: HTTPS, its proxy on the same machine."""
    settings.TRUSTED_PROXIES = [PROXY, "::1"]
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    settings.SECURE_SSL_REDIRECT = True
    settings.ALLOWED_HOSTS = ["league.example.org"]
    return settings


@pytest.mark.django_db
def test_a_forged_forwarded_proto_from_a_peer_that_is_not_the_proxy_is_not_believed(client, behind_proxy):
    forged = client.get("/", REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_PROTO="https",
                        HTTP_HOST="league.example.org")
    assert forged.status_code == 301 and forged["Location"] == "https://league.example.org/"
    proxied = client.get("/", REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_PROTO="https", HTTP_HOST="league.example.org")
    assert proxied.status_code == 200


@pytest.mark.django_db
def test_a_login_over_plain_http_with_a_forged_header_is_sent_to_https_not_served(client, behind_proxy,
                                                                                   django_user_model):
    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    forged = client.post("/accounts/login/", {"username": "org", "password": "right-password-1"},
                         REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_PROTO="https", HTTP_HOST="league.example.org")
    assert forged.status_code == 301 and "_auth_user_id" not in client.session


def _request(remote: str, forwarded: str | None = None):
    meta = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        meta["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **meta)


@pytest.mark.parametrize(("remote", "forwarded", "expected"), [
    ("203.0.113.9", "198.51.100.7", "203.0.113.9"),           # not the proxy: its own address, the header ignored
    (PROXY, "198.51.100.7", "198.51.100.7"),                   # the proxy says who the client is
    (PROXY, "6.6.6.6, 198.51.100.7", "198.51.100.7"),           # what the client wrote itself (the left) is not believed
    (PROXY, "198.51.100.7, 10.0.0.2", "198.51.100.7"),          # through two trusted proxies
    (PROXY, "garbage, 198.51.100.7", "198.51.100.7"),
    (PROXY, "198.51.100.7, garbage", PROXY),                   # a hop the proxy did not write: go no further
    (PROXY, None, PROXY),                                      # the proxy itself (a health check)
    ("::ffff:203.0.113.9", None, "203.0.113.9"),
    ("", None, None),
])
def test_the_clients_address_is_read_through_trusted_proxies_only(settings, remote, forwarded, expected):
    settings.TRUSTED_PROXIES = [PROXY, "10.0.0.0/8"]
    assert client_address(_request(remote, forwarded)) == expected


def test_a_hall_laptop_trusts_no_forwarded_address(settings):
    settings.TRUSTED_PROXIES = []
    assert client_address(_request(PROXY, "198.51.100.7")) == PROXY


@pytest.mark.parametrize(("environ", "https", "expected"), [
    ({}, False, ""),
    ({}, True, "127.0.0.1,::1"),
    ({"TRUSTED_PROXIES": ""}, True, ""),
    ({"TRUSTED_PROXIES": "10.1.2.3, 192.168.0.0/16"}, True, "10.1.2.3,192.168.0.0/16"),
])
def test_gunicorn_trusts_the_scheme_from_the_same_proxies_as_django(monkeypatch, environ, https, expected):
    for name in ("TRUSTED_PROXIES", "HTTPS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in {**environ, "HTTPS": "true" if https else "false"}.items():
        monkeypatch.setenv(name, value)
    conf = runpy.run_path(str(ROOT / "cardparty" / "gunicorn_conf.py"))
    assert conf["forwarded_allow_ips"] == expected
    assert ",".join(trusted_proxies(https=https, environ=os.environ)) == expected


@pytest.mark.parametrize("value", ["*", "10.0.0.1/8", "proxy.example.org"])
def test_a_trusted_proxy_that_is_not_an_address_stops_the_server_with_the_reason(tmp_path, value):
    environ = {k: v for k, v in os.environ.items() if k not in ("HTTPS", "DATABASE_URL")}
    environ.update(CARDPARTY_VAR=str(tmp_path), TRUSTED_PROXIES=value, DATABASE_URL=f"sqlite:///{tmp_path / 'db'}")
    done = subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, env=environ, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode != 0 and f"TRUSTED_PROXIES: {value!r} is not an address or a network" in done.stderr
